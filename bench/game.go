package bench

import (
	"fmt"
	"io/fs"
	"sync"

	"dun/board"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/examples"
	"dun/quest"
	"dun/rules"
	"dun/setup"
)

// The rules' workloads run on a scene: a game state and the commands to
// measure on it. On a bench map the scene is built here (the map has no
// sections, doors or exploration); on an example quest it is the quest's
// start as setup.Game builds it.

// Heroes are the predesigned heroes of the starter pack the scenes use, a
// party of three.
var Heroes = []string{"shara", "borgron", "taeral"}

// mapCreatures are the starter pack's creatures put on the 12 first start
// squares of a bench map: small and average ones, whose bases fit anywhere.
var mapCreatures = []string{"orc_warrior", "goblin_shooter", "skeleton", "orc_archer", "goblin_warrior", "zombie",
	"black_orc", "dire_wolf", "giant_spider", "ghoul", "orc_shaman", "goblin_assassin"}

// scene is a state to measure and the commands measured on it.
type scene struct {
	// moving has a hero activated with its whole Movement left and no
	// enemy near: clone, hash, options and apply-move run on it.
	moving rules.State
	mover  string
	// attacking has a hero activated beside an enemy; its attack is
	// attack (nil on a quest's start, where no enemy is near).
	attacking rules.State
	attack    rules.Command
}

var (
	packOnce sync.Once
	pack     *content.Pack
	packErr  error
)

// starterPack is the embedded starter content pack, loaded once.
func starterPack() (*content.Pack, error) {
	packOnce.Do(func() {
		p, errs := load.Packs(content.Effects, starter.Source())
		if len(errs) > 0 {
			packErr = fmt.Errorf("the starter pack: %v", errs[0])
			return
		}
		pack = p
	})
	return pack, packErr
}

func heroes(p *content.Pack) ([]rules.Figure, error) {
	var out []rules.Figure
	for _, id := range Heroes {
		h, err := setup.Hero(p, id)
		if err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, nil
}

// sceneFor builds the scene of a bench map or of the example quest.
func sceneFor(on string) (*scene, error) {
	if on == playoutQuest {
		s, err := QuestStart(on)
		if err != nil {
			return nil, err
		}
		return questScene(s)
	}
	return mapScene(on)
}

// mapScene puts the party on the first three ally squares of map on, one
// creature of mapCreatures on each of the first 12 start squares, and one
// orc beside the first hero, facing it.
func mapScene(on string) (*scene, error) {
	m, err := LoadMap(on)
	if err != nil {
		return nil, err
	}
	p, err := starterPack()
	if err != nil {
		return nil, err
	}
	party, err := heroes(p)
	if err != nil {
		return nil, err
	}
	profile := setup.Creatures(p)
	g := m.Grid
	taken := map[int]bool{}
	var figs []rules.Figure
	for k, h := range party {
		h.At = g.Pos(m.Allies[k])
		taken[m.Allies[k]] = true
		figs = append(figs, h)
	}
	for k, kind := range mapCreatures {
		f, ok := profile(kind)
		if !ok {
			return nil, fmt.Errorf("no creature %q in the starter pack", kind)
		}
		f.ID = fmt.Sprintf("%s-%d", kind, k+1)
		f.Side, f.At = rules.Dark, g.Pos(m.Starts[k])
		taken[m.Starts[k]] = true
		figs = append(figs, f)
	}
	// The first hero's foe: on the first free floor square beside it,
	// orthogonal ones first, the two facing each other.
	foe, ok := profile("orc_warrior")
	if !ok {
		return nil, fmt.Errorf("no creature orc_warrior in the starter pack")
	}
	foe.ID, foe.Side = "foe", rules.Dark
	h := g.Pos(m.Allies[0])
	placed := false
	for _, d := range []board.Dir{board.North, board.East, board.South, board.West, board.NorthEast, board.SouthEast, board.SouthWest, board.NorthWest} {
		at := h.Add(d)
		if i := g.Index(at); g.In(at) && g.At(i).Terrain == board.Normal && !taken[i] {
			foe.At, foe.Facing = at, d.Opposite()
			figs[0].Facing = d
			placed = true
			break
		}
	}
	if !placed {
		return nil, fmt.Errorf("no free square beside %v", h)
	}
	figs = append(figs, foe)
	s0, err := rules.NewState(g, figs)
	if err != nil {
		return nil, err
	}
	sc := &scene{mover: party[1].ID}
	if sc.moving, err = activate(s0, sc.mover); err != nil {
		return nil, err
	}
	if sc.attacking, err = activate(s0, party[0].ID); err != nil {
		return nil, err
	}
	for _, o := range rules.Options(sc.attacking, rules.Heroes) {
		if a, ok := o.Command.(rules.Attack); ok && a.Target == foe.ID {
			sc.attack = a
			break
		}
	}
	if sc.attack == nil {
		return nil, fmt.Errorf("%s cannot attack the foe beside it: options %s", party[0].ID, rules.OptionIDs(rules.Options(sc.attacking, rules.Heroes)))
	}
	return sc, nil
}

// questScene activates the first hero at the quest's start.
func questScene(s0 rules.State) (*scene, error) {
	sc := &scene{mover: Heroes[0]}
	var err error
	sc.moving, err = activate(s0, sc.mover)
	return sc, err
}

func activate(s rules.State, id string) (rules.State, error) {
	n, _, err := rules.Apply(s, rules.Activate{Header: rules.Header{Seat: rules.Heroes}, Figure: id}, dice.Scripted())
	if err != nil {
		return s, fmt.Errorf("activating %s: %v", id, err)
	}
	return n, nil
}

// QuestStart is the starting state of example quest name
// (examples/quests/NN-name.yaml) with the party of Heroes and the starter
// pack's creatures.
func QuestStart(name string) (rules.State, error) {
	files, err := fs.Glob(examples.Quests, "quests/*-"+name+".yaml")
	if err != nil || len(files) != 1 {
		return rules.State{}, fmt.Errorf("no example quest %q", name)
	}
	data, err := fs.ReadFile(examples.Quests, files[0])
	if err != nil {
		return rules.State{}, err
	}
	q, err := quest.Parse(files[0], data)
	if err != nil {
		return rules.State{}, err
	}
	p, err := starterPack()
	if err != nil {
		return rules.State{}, err
	}
	party, err := heroes(p)
	if err != nil {
		return rules.State{}, err
	}
	return setup.Game(q, party, setup.Creatures(p))
}

var sinkHash uint64

func prepareClone(on string) (Op, error) {
	sc, err := sceneFor(on)
	if err != nil {
		return nil, err
	}
	s := sc.moving
	return func() error {
		c := s.Clone()
		if len(c.Figures) != len(s.Figures) {
			return fmt.Errorf("the clone lost figures")
		}
		return nil
	}, nil
}

func prepareCloneScratch(on string) (Op, error) {
	sc, err := sceneFor(on)
	if err != nil {
		return nil, err
	}
	s := sc.moving
	var mem rules.Scratch
	return func() error {
		c := mem.Clone(s)
		if len(c.Figures) != len(s.Figures) {
			return fmt.Errorf("the clone lost figures")
		}
		return nil
	}, nil
}

func prepareHash(on string) (Op, error) {
	sc, err := sceneFor(on)
	if err != nil {
		return nil, err
	}
	s := sc.moving
	return func() error {
		sinkHash = s.Hash()
		return nil
	}, nil
}

func prepareOptions(on string) (Op, error) {
	sc, err := sceneFor(on)
	if err != nil {
		return nil, err
	}
	s := sc.moving
	if moves(rules.Options(s, rules.Heroes)) == 0 {
		return nil, fmt.Errorf("%s has no moves", sc.mover)
	}
	return func() error {
		if len(rules.Options(s, rules.Heroes)) == 0 {
			return fmt.Errorf("no options")
		}
		return nil
	}, nil
}

func moves(opts []rules.Option) int {
	n := 0
	for _, o := range opts {
		if _, ok := o.Command.(rules.Move); ok {
			n++
		}
	}
	return n
}

func prepareApplyMove(on string) (Op, error) {
	sc, err := sceneFor(on)
	if err != nil {
		return nil, err
	}
	s := sc.moving
	var move rules.Command
	best := -1
	for _, o := range rules.Options(s, rules.Heroes) {
		if _, ok := o.Command.(rules.Move); ok && o.Cost > best {
			move, best = o.Command, o.Cost
		}
	}
	if move == nil {
		return nil, fmt.Errorf("%s has no moves", sc.mover)
	}
	src := dice.Scripted()
	return func() error {
		_, _, err := rules.Apply(s, move, src)
		return err
	}, nil
}

// attackSeeds is how many dice seeds prepareApplyAttack tries to find one
// whose attack opens a prompt.
const attackSeeds = 200

func prepareApplyAttack(on string) (Op, error) {
	sc, err := sceneFor(on)
	if err != nil {
		return nil, err
	}
	if sc.attack == nil {
		return nil, fmt.Errorf("no attack in this scene")
	}
	s, atk := sc.attacking, sc.attack
	// The first seed whose attack asks at least one question: an attack
	// "with its prompts". The same seed every op, so every op does the
	// same work.
	seed := uint64(0)
	for k := uint64(1); k <= attackSeeds && seed == 0; k++ {
		if _, prompts, err := Attack(s, atk, k); err != nil {
			return nil, err
		} else if prompts > 0 {
			seed = k
		}
	}
	if seed == 0 {
		return nil, fmt.Errorf("no seed of %d gives the attack a prompt", attackSeeds)
	}
	return func() error {
		_, _, err := Attack(s, atk, seed)
		return err
	}, nil
}

// maxPrompts bounds the questions one attack may ask.
const maxPrompts = 32

// Attack applies atk on s with dice seeded by seed, then the first option
// of every prompt that opens, until none is open; it returns the state
// and the number of prompts answered.
func Attack(s rules.State, atk rules.Command, seed uint64) (rules.State, int, error) {
	src := dice.Seeded(seed)
	n, _, err := rules.Apply(s, atk, src)
	if err != nil {
		return s, 0, err
	}
	k := 0
	for ; n.Prompt != nil; k++ {
		if k == maxPrompts {
			return n, k, fmt.Errorf("more than %d prompts", maxPrompts)
		}
		opts := rules.Options(n, n.Prompt.Seat)
		if len(opts) == 0 {
			return n, k, fmt.Errorf("prompt %s offers no options", n.Prompt.Kind)
		}
		if n, _, err = rules.Apply(n, opts[0].Command, src); err != nil {
			return n, k, fmt.Errorf("answering %s: %v", opts[0].ID, err)
		}
	}
	return n, k, nil
}
