package rules

import (
	"dun/board"
)

// Thief! (the card_spawn_thief effect; the starter pack's text is
// original, page 60 places the creature): one creature worth up to the
// card's cost appears the card's distance from a hero, no nearer to any
// other hero, and goes for that hero's backpack.
//
// Placing it (R536). The Dark Player names the hero (PlayCard's Target)
// and the one creature. Its square keeps page 49's rules for a creature
// (free, revealed, no obstacle, more than 2 squares from every hero) but
// the one about the heroes' starting section: the card says where it
// appears, and page 60 puts it in the heroes' own section. The square is
// exactly the card's distance from the hero (page 18's measure) in the
// hero's section; only when no square there fits, it is in an explored
// section joined to his, as near him as the Dark Player likes. Either
// way no other hero is nearer to it than the hero named. The card's
// "preferably the worst Perception" is advice to a human Dark Player,
// the rule the Artificial Dark Player follows (R325). It pays the
// creature's VP and counts as an encounter of its section (page 49).
//
// Stealing (R537). The thief remembers the hero (Figure.Quarry). Next to
// him, as its Action and inside his melee range as an attack would be,
// it rolls its Dexterity against his Perception (an opposed roll, ties
// rolled again); winning, it takes an item of his backpack drawn with
// the dice and carries it (Item.Stolen). It steals once.
//
// Fleeing (R538). A thief carrying its loot and in no enemy's melee range
// may leave the board during its activation (Leave): it takes the item
// out of the quest. Knocked out first, it drops the loot on its square,
// where any figure may pick it up (page 36).

// ruleSteal is the opposed roll of a thief's snatch.
const ruleSteal = "steal"

// Steal: the thief Figure tries to snatch an item from the backpack of
// Target, the hero its Thief! card sent it after.
type Steal struct {
	Header
	Figure string
	Target string
}

// TypeSteal is the command type of Steal.
const TypeSteal = "steal"

func (Steal) Type() string { return TypeSteal }

// MarshalJSON writes the command's tagged form.
func (c Steal) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// thiefDistance is the distance the card puts between the thief and its
// hero: its "distance" parameter, 3 when it gives none.
func thiefDistance(c *DarkCard) int {
	if d := c.Int("distance"); d > 0 {
		return min(d, 12)
	}
	return 3
}

// thiefQuarry checks the hero a Thief! card names.
func thiefQuarry(s *State, c *DarkCard, id string) (int, *RuleError) {
	ti := s.figure(id)
	if ti < 0 || !s.Figures[ti].Hero() || s.Figures[ti].Side != Heroes || !s.Figures[ti].Present() {
		return -1, spawnRefused("%s names the hero in play it goes for", "%s nombra al héroe en juego al que va", c.Name.En)
	}
	return ti, nil
}

// measureFrom is page 18's distance from figure f's base to every square.
func measureFrom(s *State, f *Figure) *board.Search {
	var sr board.Search
	var from []int
	for _, p := range f.Squares(nil) {
		from = append(from, s.Board.Index(p))
	}
	sr.Measure(s.Board, -1, from...)
	return &sr
}

// baseCost is the distance sr measures to the nearest square of a base of
// size at at; board.Unreached when none is reached.
func baseCost(s *State, sr *board.Search, size int, at board.Pos) int {
	best := board.Unreached
	for _, p := range baseAt(at, size, nil) {
		if !s.Board.In(p) {
			continue
		}
		if c := sr.Cost(s.Board.Index(p)); c != board.Unreached && (best == board.Unreached || c < best) {
			best = c
		}
	}
	return best
}

// thiefSpot checks a square for the thief of card c going for hero ti,
// and whether it lies in the hero's section.
type thiefSpot struct {
	s        *State
	c        *DarkCard
	ti       int
	size     int
	quarry   *board.Search
	others   []*board.Search
	home     uint8
	distance int
}

func newThiefSpot(s *State, c *DarkCard, ti, size int) *thiefSpot {
	t := &thiefSpot{s: s, c: c, ti: ti, size: size, distance: thiefDistance(c)}
	t.quarry = measureFrom(s, &s.Figures[ti])
	for i := range s.Figures {
		if h := &s.Figures[i]; i != ti && h.Side == Heroes && h.Present() {
			t.others = append(t.others, measureFrom(s, h))
		}
	}
	t.home = s.Board.Square(s.Figures[ti].At).Section
	return t
}

// check refuses square at, or returns its section.
func (t *thiefSpot) check(at board.Pos) (uint8, *RuleError) {
	s := t.s
	sec, err := creatureSquareOK(s, t.size, at, nil, false)
	if err != nil {
		return 0, err
	}
	hero := &s.Figures[t.ti]
	d := baseCost(s, t.quarry, t.size, at)
	if d == board.Unreached {
		return 0, spawnRefused("%v cannot be reached from %s", "%v no es alcanzable desde %s", at, hero.name())
	}
	for _, o := range t.others {
		if c := baseCost(s, o, t.size, at); c != board.Unreached && c < d {
			return 0, spawnRefused("%v is nearer to another hero than to %s", "%v está más cerca de otro héroe que de %s", at, hero.name())
		}
	}
	if sec == t.home {
		if d != t.distance {
			return 0, spawnRefused("%v is %d squares from %s: %s appears %d squares from him", "%v está a %d casillas de %s: %s aparece a %d casillas de él", at, d, hero.name(), t.c.Name.En, t.distance)
		}
		return sec, nil
	}
	if !sectionsJoined(s, sec, t.home) {
		return 0, spawnRefused("%v is neither in %s's section nor in one joined to it", "%v no está en la sección de %s ni en una contigua", at, hero.name())
	}
	if t.homeFits() {
		return 0, spawnRefused("a square of %s's own section fits: %s appears there", "hay una casilla válida en la sección de %s: %s aparece allí", hero.name(), t.c.Name.En)
	}
	return sec, nil
}

// homeFits reports whether some square of the hero's section fits the
// thief.
func (t *thiefSpot) homeFits() bool {
	g := t.s.Board
	for i := 0; i < g.Len(); i++ {
		p := g.Pos(i)
		if g.Square(p).Section != t.home || t.quarry.Cost(i) != t.distance {
			continue
		}
		if _, err := t.check(p); err == nil {
			return true
		}
	}
	return false
}

// sectionsJoined reports whether a square of section a is adjacent to one
// of section b (no wall or closed door between them).
func sectionsJoined(s *State, a, b uint8) bool {
	g := s.Board
	for i := 0; i < g.Len(); i++ {
		if g.Square(g.Pos(i)).Section != a {
			continue
		}
		p := g.Pos(i)
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				q := board.Pos{X: p.X + dx, Y: p.Y + dy}
				if (dx != 0 || dy != 0) && g.In(q) && g.Square(q).Section == b && g.Adjacent(i, g.Index(q)) {
					return true
				}
			}
		}
	}
	return false
}

// thiefOptions offers the active thief fi its snatch.
func thiefOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if f.Quarry() == "" {
		return nil
	}
	if stealCheck(s, fi, f.Quarry()) != nil {
		return nil
	}
	return []Option{{ID: "steal:" + f.ID + ":" + f.Quarry(), Command: Steal{Header: h, Figure: f.ID, Target: f.Quarry()}}}
}

// loot is the index of the item thief f stole, or -1.
func loot(f *Figure) int {
	for k := range f.Items {
		if f.Items[k].Stolen {
			return k
		}
	}
	return -1
}

// backpack lists the items hero h carries in his backpack: what a thief
// may snatch.
func backpack(h *Figure) []int {
	var out []int
	for k := range h.Items {
		if it := &h.Items[k]; it.Place == InPack && !it.Natural && !it.Unarmed {
			out = append(out, k)
		}
	}
	return out
}

// stealCheck says whether figure fi, the active thief, may try to steal
// from hero id now.
func stealCheck(s *State, fi int, id string) *RuleError {
	f := &s.Figures[fi]
	a := s.Active
	if f.Quarry() == "" {
		return refuse(CodeBadTarget, "%s is no thief", "%s no es un ladrón", f.name())
	}
	if f.Quarry() != id {
		return refuse(CodeBadTarget, "%s goes for %s's backpack, no one else's", "%s va a por la mochila de %s y de nadie más", f.name(), f.Quarry())
	}
	if err := lying(f); err != nil {
		return err
	}
	if a == nil || !a.ActionLeft() || a.Action != "" {
		return refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	}
	if loot(f) >= 0 {
		return refuse(CodeBadTarget, "%s has stolen already: it flees", "%s ya ha robado: huye", f.name())
	}
	ti := s.figure(id)
	if ti < 0 || !s.Figures[ti].Present() {
		return refuse(CodeBadTarget, "%s is not in play", "%s no está en juego", id)
	}
	h := &s.Figures[ti]
	if !adjacentAt(s.Board, f, f.At, h) {
		return refuse(CodeBadTarget, "%s is not next to %s", "%s no está junto a %s", f.name(), h.name())
	}
	if len(backpack(h)) == 0 {
		return refuse(CodeBadTarget, "%s carries nothing in his backpack", "%s no lleva nada en la mochila", h.name())
	}
	return nil
}

func (c Steal) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := stealCheck(e.s, fi, c.Target); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleSteal); rerr != nil {
		return rerr
	}
	ti := e.s.figure(c.Target)
	o, err := e.opposed(ruleSteal, fi, Dexterity, nil, ti, Perception, nil)
	if err != nil {
		return err
	}
	if o.Winner != f.ID {
		e.emit(ItemStolen{Thief: f.ID, Hero: c.Target})
		return nil
	}
	pack := backpack(&e.s.Figures[ti])
	k, err := e.pickAmong(len(pack), "steal: the item taken from "+e.s.Figures[ti].name()+"'s backpack")
	if err != nil {
		return err
	}
	h := &e.s.Figures[ti]
	it := h.Items[pack[k]]
	h.Items = append(h.Items[:pack[k]:pack[k]], h.Items[pack[k]+1:]...)
	if len(h.Items) == 0 {
		h.Items = nil
	}
	it.Place, it.Stolen = InPack, true
	t := &e.s.Figures[fi]
	t.Items = append(t.Items, it)
	e.emit(ItemStolen{Thief: t.ID, Hero: h.ID, ItemName: it.Name, Stolen: true})
	return nil
}

// pickAmong picks one of n things at random with as few D6 as cover them
// (one die up to 6, two up to 36, ...), each die a digit in base 6; the
// bands are as even as the dice allow. 0 for n <= 1, without a roll.
func (e *env) pickAmong(n int, purpose string) (int, error) {
	if n <= 1 {
		return 0, nil
	}
	k, span := 1, 6
	for span < n {
		k, span = k+1, span*6
	}
	d, err := e.dice.ND6(k, purpose)
	if err != nil {
		return 0, diceError(err)
	}
	r := e.record(d, "random", "")
	e.emit(Rolled{Roll: r.clone()})
	v := 0
	for _, x := range r.Dice {
		v = v*6 + x - 1
	}
	return min(v*n/span, n-1), nil
}

// canFlee says whether thief f, active as a, may leave the board with its
// loot now (R538).
func canFlee(s *State, fi int, a *Activation) *RuleError {
	f := &s.Figures[fi]
	if loot(f) < 0 {
		return refuse(CodeCannotLeave, "%s has stolen nothing to flee with", "%s no ha robado nada con lo que huir", f.name())
	}
	if err := lying(f); err != nil {
		return err
	}
	if (a.Run != nil && !a.Run.Settled) || (a.Swim != nil && !a.Swim.Settled) || a.Leap != nil || a.Task != nil {
		return refuse(CodeCannotLeave, "%s must finish what it is doing first", "%s debe terminar antes lo que está haciendo", f.name())
	}
	if len(engagers(s, fi, f.At)) > 0 {
		return refuse(CodeCannotLeave, "%s is within an enemy's melee range: it must get away first", "%s está en la zona de influencia de un enemigo: primero debe alejarse", f.name())
	}
	return nil
}

// flee takes the active thief fi and its loot out of the quest.
func (e *env) flee(fi int) {
	f := &e.s.Figures[fi]
	name := Text{}
	if k := loot(f); k >= 0 {
		name = f.Items[k].Name
	}
	f.Left = true
	e.emit(ThiefFled{Thief: f.ID, ItemName: name, At: f.At})
	e.endActivation()
}

// dropLoot lets a thief knocked out drop what it stole on its square.
func (e *env) dropLoot(fi int) {
	f := &e.s.Figures[fi]
	k := loot(f)
	if k < 0 {
		return
	}
	it := f.editItem(k)
	it.Place, it.At = OnGround, f.At
	e.emit(LootDropped{Thief: f.ID, ItemName: f.Items[k].Name, At: f.At, Item: k})
}

// ItemStolen: a thief tried to snatch an item from a hero's backpack;
// Stolen when it took ItemName.
type ItemStolen struct {
	Thief    string `json:"thief"`
	Hero     string `json:"hero"`
	ItemName Text   `json:"item_name,omitzero"`
	Stolen   bool   `json:"stolen,omitempty"`
}

// ThiefFled: a thief left the board with its loot.
type ThiefFled struct {
	Thief    string    `json:"thief"`
	ItemName Text      `json:"item_name"`
	At       board.Pos `json:"at"`
}

// LootDropped: a thief knocked out dropped its loot, item Item of its
// own, on At.
type LootDropped struct {
	Thief    string    `json:"thief"`
	ItemName Text      `json:"item_name"`
	At       board.Pos `json:"at"`
	Item     int       `json:"item"`
}

func (ItemStolen) EventType() string  { return "item_stolen" }
func (ThiefFled) EventType() string   { return "thief_fled" }
func (LootDropped) EventType() string { return "loot_dropped" }
