package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Footbridges (page 27, Action 18). Two figures standing at the two ends
// of a pit, each on the first square beyond its edge, declare in the same
// turn that they build a footbridge; when the second declares, one of
// them spends a rope and a pickaxe and the footbridge spans the pit
// squares between them (R134). It is difficult terrain. Any figure next
// to one of its end squares may spend an Action to destroy it. A Large
// creature that crosses it rolls 1D6 and on a 1 it collapses under it; a
// Huge one always brings it down; either falls with it (R135).

const (
	ruleBuildBridge    = "build_footbridge"
	ruleDestroyBridge  = "destroy_footbridge"
	ruleBridgeCollapse = "footbridge_collapse"
	ropeID             = "rope"
	pickaxeID          = "pickaxe"
)

// Footbridge is a footbridge standing over the pit squares Squares, from
// one end to the other; Depths keeps each square's pit depth for when it
// falls.
type Footbridge struct {
	Squares []board.Pos `json:"squares"`
	Depths  []uint8     `json:"depths"`
}

// BridgeClaim is a figure's declaration, in game turn Turn, that it builds
// a footbridge from its square From across the pit to square To.
type BridgeClaim struct {
	Figure string    `json:"figure"`
	Turn   int       `json:"turn"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
}

// BuildFootbridge declares that the active figure builds a footbridge from
// its square across the pit to square To, where the other builder stands
// or will stand this turn.
type BuildFootbridge struct {
	Header
	Figure string
	To     board.Pos
}

// DestroyFootbridge destroys the footbridge over square At from next to
// one of its ends.
type DestroyFootbridge struct {
	Header
	Figure string
	At     board.Pos
}

const (
	TypeBuildBridge   = "build_footbridge"
	TypeDestroyBridge = "destroy_footbridge"
)

func (BuildFootbridge) Type() string   { return TypeBuildBridge }
func (DestroyFootbridge) Type() string { return TypeDestroyBridge }

// MarshalJSON writes the command's tagged form.
func (c BuildFootbridge) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c DestroyFootbridge) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c BuildFootbridge) toWire(w *wire) {
	to := c.To
	w.Figure, w.To = &c.Figure, &to
}

func (c DestroyFootbridge) toWire(w *wire) {
	at := c.At
	w.Figure, w.At2 = &c.Figure, &at
}

func init() {
	commandFields[TypeBuildBridge] = map[string]bool{"figure": true, "to": true}
	commandFields[TypeDestroyBridge] = map[string]bool{"figure": true, "square": true}
	wireDecoders[TypeBuildBridge] = func(a wireArgs) (Command, error) {
		if a.w.To == nil {
			return nil, badCommand(`"to" must be a square`, `"to" debe ser una casilla`)
		}
		if err := checkPos("to", *a.w.To); err != nil {
			return nil, err
		}
		return BuildFootbridge{Header: a.h, Figure: a.fig, To: *a.w.To}, nil
	}
	wireDecoders[TypeDestroyBridge] = func(a wireArgs) (Command, error) {
		p, err := squareArg(a)
		if err != nil {
			return nil, err
		}
		return DestroyFootbridge{Header: a.h, Figure: a.fig, At: p}, nil
	}
	blowFollowUps[ruleBridgeCollapse] = afterBridgeFall
}

// FootbridgeDeclared: a figure declared it builds a footbridge and waits
// for the builder at the other end.
type FootbridgeDeclared struct {
	Figure string    `json:"figure"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
}

// FootbridgeBuilt: a footbridge now spans Squares; SpentBy spent the rope
// and pickaxe.
type FootbridgeBuilt struct {
	Figures []string    `json:"figures"`
	Squares []board.Pos `json:"squares"`
	SpentBy string      `json:"spent_by"`
}

// FootbridgeDestroyed: the footbridge over Squares is gone: destroyed by
// Figure, or collapsed under it (Collapsed).
type FootbridgeDestroyed struct {
	Figure    string      `json:"figure"`
	Squares   []board.Pos `json:"squares"`
	Collapsed bool        `json:"collapsed,omitempty"`
	Roll      int         `json:"roll,omitempty"`
}

func (FootbridgeDeclared) EventType() string  { return "footbridge_declared" }
func (FootbridgeBuilt) EventType() string     { return "footbridge_built" }
func (FootbridgeDestroyed) EventType() string { return "footbridge_destroyed" }

// Refusal codes of footbridges.
const (
	// CodeNoBridge: no footbridge can be built there, or none stands there.
	CodeNoBridge = "no_footbridge"
	// CodeNoTools: neither builder carries a rope and a pickaxe.
	CodeNoTools = "no_tools"
)

// bridgeSpan is the pit squares between from and to, in a straight line
// (orthogonal or diagonal), every one of them a pit without a footbridge,
// and both ends off the pit.
func bridgeSpan(s *State, from, to board.Pos) ([]board.Pos, *RuleError) {
	g := s.Board
	dx, dy := to.X-from.X, to.Y-from.Y
	n := max(absInt(dx), absInt(dy))
	bad := refuse(CodeNoBridge, "no footbridge can span %v to %v: the two ends must face each other in a straight line across pit squares only", "no se puede tender una pasarela de %v a %v: los dos extremos deben estar en línea recta a través solo de casillas de foso", from, to)
	if !g.In(to) || n < 2 || (dx != 0 && dy != 0 && absInt(dx) != absInt(dy)) {
		return nil, bad
	}
	if g.Square(from).Terrain == board.Pit || g.Square(to).Terrain == board.Pit || g.Square(to).Section == 0 {
		return nil, bad
	}
	sx, sy := sign(dx), sign(dy)
	var span []board.Pos
	for p := (board.Pos{X: from.X + sx, Y: from.Y + sy}); p != to; p = (board.Pos{X: p.X + sx, Y: p.Y + sy}) {
		if g.Square(p).Terrain != board.Pit || bridgeAt(s, p) >= 0 {
			return nil, bad
		}
		if id, ok := s.FigureAt(p); ok {
			return nil, refuse(CodeOccupied, "%s is in the pit where the footbridge would go", "%s está en el foso donde iría la pasarela", id)
		}
		span = append(span, p)
	}
	return span, nil
}

// bridgeAt is the index of the footbridge over square p, or -1.
func bridgeAt(s *State, p board.Pos) int {
	if s.Scene == nil {
		return -1
	}
	for k, b := range s.Scene.Bridges {
		if slices.Contains(b.Squares, p) {
			return k
		}
	}
	return -1
}

// actionHere refuses an Action to figure fi when it has none left or an
// enemy is next to it or its melee range reaches it (page 22).
func actionHere(s *State, fi int, a *Activation) *RuleError {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return err
	}
	if !a.ActionLeft() {
		return s.refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	}
	if enemyAdjacent(s, fi, f.At) {
		return s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	return unthreatened(s, fi)
}

// partnerClaim is the claim, made this turn by another figure still
// standing at its end, that meets figure fi's from its square to to.
func partnerClaim(s *State, fi int, to board.Pos) int {
	if s.Scene == nil {
		return -1
	}
	f := &s.Figures[fi]
	for k, cl := range s.Scene.Claims {
		if cl.Turn != s.Turn || cl.Figure == f.ID || cl.From != to || cl.To != f.At {
			continue
		}
		if i := s.figure(cl.Figure); i >= 0 && s.Figures[i].Present() && s.Figures[i].At == cl.From {
			return k
		}
	}
	return -1
}

// toolsOf is the indexes of a whole rope and pickaxe figure f carries, or
// false.
func toolsOf(f *Figure) (int, int, bool) {
	rope, pick := -1, -1
	for k := range f.Items {
		it := &f.Items[k]
		if it.Broken || it.Place == OnGround {
			continue
		}
		switch {
		case it.ID == ropeID && rope < 0:
			rope = k
		case it.ID == pickaxeID && pick < 0:
			pick = k
		}
	}
	return rope, pick, rope >= 0 && pick >= 0
}

func canBuildBridge(s *State, fi int, a *Activation, to board.Pos) *RuleError {
	f := &s.Figures[fi]
	if err := actionHere(s, fi, a); err != nil {
		return err
	}
	if f.Span() > 1 {
		return refuse(CodeNoBridge, "%s is too big to build a footbridge", "%s es demasiado grande para tender una pasarela", f.name())
	}
	if _, err := bridgeSpan(s, f.At, to); err != nil {
		return err
	}
	if k := partnerClaim(s, fi, to); k >= 0 {
		_, _, mine := toolsOf(f)
		o := &s.Figures[s.figure(s.Scene.Claims[k].Figure)]
		if _, _, theirs := toolsOf(o); !mine && !theirs {
			return refuse(CodeNoTools, "neither %s nor %s carries a rope and a pickaxe", "ni %s ni %s llevan una cuerda y unas piquetas", f.name(), o.name())
		}
	}
	return nil
}

func (c BuildFootbridge) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	s := e.s
	fi := s.figure(f.ID)
	if rerr := canBuildBridge(s, fi, a, c.To); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleBuildBridge); rerr != nil {
		return rerr
	}
	span, _ := bridgeSpan(s, f.At, c.To)
	sc := s.scene()
	k := partnerClaim(s, fi, c.To)
	// Claims of past turns lapse (page 27: both in the same turn).
	sc.Claims = deleteShared(sc.Claims, func(cl BridgeClaim) bool { return cl.Turn != s.Turn || cl.Figure == f.ID })
	if k < 0 {
		sc.Claims = append(sc.Claims, BridgeClaim{Figure: f.ID, Turn: s.Turn, From: f.At, To: c.To})
		e.emit(FootbridgeDeclared{Figure: f.ID, From: f.At, To: c.To})
		return nil
	}
	k = partnerClaim(s, fi, c.To)
	partner := sc.Claims[k].Figure
	sc.Claims = deleteAt(sc.Claims, k)
	// The builder who has both tools spends them; the one declaring last
	// first (R134).
	spender := fi
	if _, _, ok := toolsOf(f); !ok {
		spender = s.figure(partner)
	}
	sf := &s.Figures[spender]
	rope, pick, _ := toolsOf(sf)
	sf.Items = deleteAt(sf.Items, max(rope, pick))
	sf.Items = deleteAt(sf.Items, min(rope, pick))
	g := s.Board.Clone()
	fb := Footbridge{Squares: span}
	for _, p := range span {
		sq := g.Square(p)
		fb.Depths = append(fb.Depths, sq.PitDepth)
		sq.Terrain, sq.PitDepth = board.Difficult, 0
		g.Set(p, sq)
	}
	s.Board = g
	sc.Bridges = append(sc.Bridges, fb)
	e.emit(FootbridgeBuilt{Figures: []string{partner, f.ID}, Squares: slices.Clone(span), SpentBy: sf.ID})
	return nil
}

// bridgeNear is the footbridge over at, if figure f stands next to one of
// its end squares.
func bridgeNear(s *State, f *Figure, at board.Pos) (int, *RuleError) {
	k := bridgeAt(s, at)
	if k < 0 {
		return -1, refuse(CodeNoBridge, "there is no footbridge on %v", "no hay ninguna pasarela en %v", at)
	}
	b := s.Scene.Bridges[k]
	if !besides(s.Board, f, b.Squares[0]) && !besides(s.Board, f, b.Squares[len(b.Squares)-1]) {
		return -1, refuse(CodeNotAdjacent, "%s must stand next to an end of the footbridge", "%s debe estar junto a un extremo de la pasarela", f.name())
	}
	return k, nil
}

func canDestroyBridge(s *State, fi int, a *Activation, at board.Pos) *RuleError {
	if err := actionHere(s, fi, a); err != nil {
		return err
	}
	_, err := bridgeNear(s, &s.Figures[fi], at)
	return err
}

// DestroyFootbridge: an Action, by a figure of either side; whoever stands
// on it falls into the pit (R135).
func (c DestroyFootbridge) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := canDestroyBridge(e.s, fi, a, c.At); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleDestroyBridge); rerr != nil {
		return rerr
	}
	k, _ := bridgeNear(e.s, f, c.At)
	e.s.scene().Falling = onBridge(e.s, k, "")
	sq := e.dropBridge(k)
	e.emit(FootbridgeDestroyed{Figure: f.ID, Squares: sq})
	return e.nextBridgeFall()
}

// onBridge lists the 1x1 figures standing on footbridge k but figure
// except: they fall when it goes. A 2x2 base only partly on it keeps its
// footing on the rest (R135).
func onBridge(s *State, k int, except string) []string {
	var out []string
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.ID != except && f.Present() && f.Span() == 1 && slices.Contains(s.Scene.Bridges[k].Squares, f.At) {
			out = append(out, f.ID)
		}
	}
	return out
}

// nextBridgeFall drops the next figure that stood on a footbridge gone
// into the pit under it, one at a time, since each fall's damage may wait
// for a decision; afterBridgeFall goes on with the rest.
func (e *env) nextBridgeFall() error {
	sc := e.s.Scene
	for sc != nil && len(sc.Falling) > 0 && e.s.Prompt == nil {
		id := sc.Falling[0]
		sc.Falling = sc.Falling[1:]
		if len(sc.Falling) == 0 {
			sc.Falling = nil
		}
		fi := e.s.figure(id)
		if fi < 0 || !e.s.Figures[fi].Present() {
			continue
		}
		f := &e.s.Figures[fi]
		h := PitFallHeight
		if d := e.s.Board.Square(f.At).PitDepth; d > 0 {
			h = int(d)
		}
		f.SetOnDifficult(false)
		e.emit(Fell{Figure: f.ID, From: f.At, To: f.At, Height: h})
		return e.damage(Blow{Rule: ruleBridgeCollapse, Target: f.ID, Dice: h, Against: NaturalArmour})
	}
	return nil
}

// afterBridgeFall ends a fall from a footbridge as any fall ends, then
// drops the next figure that stood on it.
func afterBridgeFall(e *env, r BlowResult) error {
	if err := afterFall(e, r); err != nil {
		return err
	}
	return e.nextBridgeFall()
}

// dropBridge takes footbridge k away: its squares are pits again.
func (e *env) dropBridge(k int) []board.Pos {
	s := e.s
	b := s.Scene.Bridges[k]
	g := s.Board.Clone()
	for i, p := range b.Squares {
		sq := g.Square(p)
		sq.Terrain, sq.PitDepth = board.Pit, b.Depths[i]
		g.Set(p, sq)
	}
	s.Board = g
	s.Scene.Bridges = slices.Delete(s.Scene.Bridges, k, k+1)
	return b.Squares
}

// crossBridge follows the move of figure fi along path (the squares of
// its base corner ref): a Large figure that stepped on a footbridge rolls
// 1D6 and brings it down on a 1; a Huge one always does. The figure falls
// with it: a 2x2 base does not go into a pit (R55), so it stays where it
// stopped and takes the fall's damage and stun (R135).
func (e *env) crossBridge(fi int, ref Corner, path []board.Pos) (bool, error) {
	s := e.s
	f := &s.Figures[fi]
	if s.Scene == nil || len(s.Scene.Bridges) == 0 || f.Size < SizeLarge || f.Flying() {
		return false, nil
	}
	k := -1
	var sq [4]board.Pos
	for _, p := range path {
		for _, q := range baseAt(sub(p, ref.Offset()), f.Size, sq[:0]) {
			if b := bridgeAt(s, q); b >= 0 && k < 0 {
				k = b
			}
		}
	}
	if k < 0 {
		return false, nil
	}
	roll := 0
	if f.Size == SizeLarge {
		r, err := e.rollD6Against(fi, ruleBridgeCollapse, 2)
		if err != nil {
			return false, err
		}
		if !r.failed() {
			return false, nil
		}
		roll = r.Dice[0]
	}
	depth := PitFallHeight
	if d := s.Scene.Bridges[k].Depths[0]; d > 0 {
		depth = int(d)
	}
	s.scene().Falling = onBridge(s, k, f.ID)
	sqs := e.dropBridge(k)
	e.emit(FootbridgeDestroyed{Figure: f.ID, Squares: sqs, Collapsed: true, Roll: roll})
	e.emit(Fell{Figure: f.ID, From: f.At, To: f.At, Height: depth})
	return true, e.damage(Blow{Rule: ruleBridgeCollapse, Target: f.ID, Dice: depth, Against: NaturalArmour})
}

// bridgeOptions lists building footbridges across the pits next to the
// figure and destroying those whose ends it stands next to.
func bridgeOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if actionHere(s, fi, a) != nil {
		return nil
	}
	var out []Option
	g := s.Board
	if f.Span() == 1 {
		for d := board.North; d <= board.NorthWest; d++ {
			p := f.At.Add(d)
			if !g.In(p) || g.Square(p).Terrain != board.Pit {
				continue
			}
			for n := 2; n <= 8; n++ {
				to := board.Pos{X: f.At.X + n*(p.X-f.At.X), Y: f.At.Y + n*(p.Y-f.At.Y)}
				if !g.In(to) {
					break
				}
				if g.Square(to).Terrain == board.Pit {
					continue
				}
				if canBuildBridge(s, fi, a, to) == nil {
					out = append(out, Option{ID: fmt.Sprintf("build_footbridge:%s:%d,%d", f.ID, to.X, to.Y), Command: BuildFootbridge{Header: h, Figure: f.ID, To: to}})
				}
				break
			}
		}
	}
	if s.Scene != nil {
		for _, b := range s.Scene.Bridges {
			if p := b.Squares[0]; canDestroyBridge(s, fi, a, p) == nil {
				out = append(out, Option{ID: fmt.Sprintf("destroy_footbridge:%s:%d,%d", f.ID, p.X, p.Y), Command: DestroyFootbridge{Header: h, Figure: f.ID, At: p}})
			}
		}
	}
	return out
}
