package rules

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
)

// riderAndHorse is Aldric riding his horse at (2,2), facing east, on an
// open board of one outdoor section, with an orc at orcX on row 2.
func riderAndHorse(t *testing.T, orcX int, edit func(r, m *Figure)) State {
	t.Helper()
	g := parseMap(t, "........", "........", "........", "........", "........")
	r := heroFig("aldric", 2, 2, 5, 0)
	m := fig("horse", Heroes, SizeAverage, 2, 2, 9)
	m.Skills = []string{skillMount}
	m.SetOwner("aldric")
	m.EditAttrs().Courage = 2
	r.Facing, m.Facing = board.East, board.East
	r.SetRiding("horse")
	m.SetRider("aldric")
	figs := []Figure{r, m}
	if orcX >= 0 {
		figs = append(figs, fig("orc", Dark, SizeAverage, orcX, 2, 4))
	}
	if edit != nil {
		edit(&figs[0], &figs[1])
	}
	x := Exploration{Revealed: []bool{true}, Sections: []SectionInfo{{Outdoor: true}}}
	s, err := NewExploringState(g, figs, x)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCheckSaddles(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(r, m *Figure)
		want string
	}{
		{"a rider on his mount", nil, ""},
		{"a rider the mount does not carry", func(r, m *Figure) { m.SetRider("") }, "both stand on"},
		{"a mount carrying someone else", func(r, m *Figure) { r.SetRiding("") }, "does not ride it"},
		{"apart", func(r, m *Figure) { r.At = at(1, 1) }, "stand apart"},
		{"a rider bigger than the mount", func(r, m *Figure) { m.Size = SizeSmall }, "bigger"},
		{"no mount", func(r, m *Figure) { m.Skills = nil }, "not a mount"},
		{"a mount on a 2x2 base (R1107)", func(r, m *Figure) { m.Size, r.Saddle = SizeLarge, 2 }, ""},
		{"a 2x2 mount's rider without his saddle", func(r, m *Figure) { m.Size = SizeLarge }, "saddle 0, want 2"},
		{"a saddle on a one-square mount", func(r, m *Figure) { r.Saddle = 2 }, "want 0"},
		{"a saddle on no mount", func(r, m *Figure) {
			r.SetRiding("")
			m.SetRider("")
			r.At = at(0, 0)
			r.Saddle = 2
		}, "has a saddle"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := parseMap(t, "........", "........", "........", "........", "........")
			r := heroFig("aldric", 2, 2, 5, 0)
			m := fig("horse", Heroes, SizeAverage, 2, 2, 9)
			m.Skills = []string{skillMount}
			r.SetRiding("horse")
			m.SetRider("aldric")
			if c.edit != nil {
				c.edit(&r, &m)
			}
			_, err := NewState(g, []Figure{r, m})
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("want an error with %q, got %v", c.want, err)
			}
		})
	}
}

// Riding is outdoors only, unless the quest allows it (page 102).
func TestMountIndoors(t *testing.T) {
	g := parseMap(t, "......", "......", "......")
	r := heroFig("aldric", 1, 1, 5, 0)
	m := fig("horse", Heroes, SizeAverage, 2, 1, 9)
	m.Skills = []string{skillMount}
	s := newState(t, g, r, m)
	s, _ = play(t, s, nil, activate(Heroes, "aldric"))
	mount := Mount{Header: Header{Seat: Heroes}, Figure: "aldric", Mount: "horse"}
	refused(t, s, mount, CodeIndoors)
	ok, err := WithMission(s, Mission{RidingIndoors: true})
	if err != nil {
		t.Fatal(err)
	}
	n, _ := play(t, ok, nil, mount)
	if f, _ := n.Figure("aldric"); f.Riding() != "horse" || f.At != at(2, 1) || n.Active.Allowance != 9 || n.Active.QuickActions != 1 {
		t.Fatalf("mounted: %+v, active %+v", f, n.Active)
	}
}

// When the mount goes down, the rider tests Agility: passed, he steps
// down beside it; failed, he falls (page 102); from a flying mount the
// fall's dice are doubled.
func TestMountDownRiderTests(t *testing.T) {
	for _, c := range []struct {
		name    string
		dice    []int
		flying  bool
		fell    bool
		damage  int
		rerolls bool
	}{
		{"keeps his feet", []int{5, 5}, false, false, 0, false},
		{"falls", []int{1, 2, 1, 1, 1}, false, true, 3, false},
		{"falls from a flying mount", []int{1, 2, 1, 1, 1, 1, 1, 1}, true, true, 6, false},
		{"an expert rider rolls again", []int{1, 2, 6, 6}, false, false, 0, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := riderAndHorse(t, -1, func(r, m *Figure) {
				m.Conditions = m.Conditions.With(KnockedDown)
				if c.flying {
					m.SetFlying(true)
					r.SetFlying(false)
				}
				if c.rerolls {
					r.Skills = []string{skillExpertRider}
				}
			})
			// Any command settles the saddles; the rider's player chooses
			// where he lands (R853).
			src := dice.Scripted(c.dice...)
			n, evs, err := Apply(s, activate(Heroes, "aldric"), src)
			if err != nil {
				t.Fatal(err)
			}
			if n.Prompt == nil || n.Prompt.Kind != PromptLanding || len(n.Prompt.Options) != 8 {
				t.Fatalf("prompt %+v", n.Prompt)
			}
			last := n.Prompt.Options[7].ID
			n, more, err := Apply(n, answer(Heroes, last), src)
			if err != nil {
				t.Fatal(err)
			}
			evs = append(evs, more...)
			if left := src.Remaining(); len(left) > 0 {
				t.Fatalf("dice left %v", left)
			}
			r, _ := n.Figure("aldric")
			d, ok := find[Dismounted](evs)
			if !ok || r.Riding() != "" || d.Fell != c.fell || r.At == at(2, 2) || board.Chebyshev(r.At, at(2, 2)) != 1 {
				t.Fatalf("dismounted %v %+v, rider %+v", ok, d, r)
			}
			if got := itoa(r.At.X) + "," + itoa(r.At.Y); !strings.HasSuffix(last, ":"+got) {
				t.Fatalf("landed on %s, chose %s", got, last)
			}
			if r.Conditions.Has(KnockedDown) != c.fell {
				t.Fatalf("rider's conditions %v", r.Conditions)
			}
			var dmg int
			for _, e := range evs {
				if rr, ok := e.(Rolled); ok && rr.Roll.Rule == ruleUnhorsed {
					dmg = len(rr.Roll.Dice)
				}
			}
			if dmg != c.damage {
				t.Fatalf("fall dice %d, want %d", dmg, c.damage)
			}
			if _, used := find[SkillUsed](evs); used != c.rerolls {
				t.Fatalf("expert rider used: %v", used)
			}
		})
	}
}

// A rider may not climb, jump, search or interact with elements (page
// 102); a ridden mount does not move on its own.
func TestMountedRefusals(t *testing.T) {
	s := riderAndHorse(t, -1, nil)
	a, _ := play(t, s, nil, activate(Heroes, "aldric"))
	refused(t, a, Jump{Header: Header{Seat: Heroes}, Figure: "aldric", To: at(5, 2)}, CodeMounted)
	h, _ := play(t, s, nil, activate(Heroes, "horse"))
	refused(t, h, moveTo(Heroes, "horse", 3, 2), CodeStill)
	if strings.Contains(OptionIDs(Options(h, Heroes)), "move:horse") {
		t.Fatal("a ridden horse is offered moves of its own")
	}
}

// The rider's move is his mount's: the two end on one square, with the
// mount's Movement (page 101).
func TestRiderMovesTheMount(t *testing.T) {
	s := riderAndHorse(t, -1, nil)
	s, _ = play(t, s, nil, activate(Heroes, "aldric"), moveTo(Heroes, "aldric", 7, 4))
	r, _ := s.Figure("aldric")
	m, _ := s.Figure("horse")
	if r.At != at(7, 4) || m.At != at(7, 4) || s.Active.Spent != 5 {
		t.Fatalf("rider at %v, horse at %v, spent %d", r.At, m.At, s.Active.Spent)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

// followSaddles: whichever of the pair a rule moved or turned, the other
// follows it.
func TestFollowSaddles(t *testing.T) {
	s := riderAndHorse(t, -1, nil)
	for _, c := range []struct {
		name string
		move func(r, m *Figure)
	}{
		{"the mount pushed", func(r, m *Figure) { m.At = at(3, 3) }},
		{"the rider teleported", func(r, m *Figure) { r.At = at(3, 3) }},
		{"the rider turned", func(r, m *Figure) { r.Facing = board.South }},
		{"the mount turned", func(r, m *Figure) { m.Facing = board.South }},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := s.Clone()
			c.move(&n.Figures[0], &n.Figures[1])
			e := &env{s: &n}
			e.followSaddles(s.Figures)
			r, m := n.Figures[0], n.Figures[1]
			if r.At != m.At || r.Facing != m.Facing || (r.At == at(2, 2) && r.Facing == board.East) {
				t.Fatalf("rider %v %v, mount %v %v", r.At, r.Facing, m.At, m.Facing)
			}
		})
	}
}

// A rider's eyes are one level above his mount's top (page 101): he sees,
// and is seen, over a figure of average size.
func TestRiderHeight(t *testing.T) {
	g := parseMap(t, "........")
	r := heroFig("aldric", 0, 0, 5, 0)
	m := fig("horse", Heroes, SizeAverage, 0, 0, 9)
	m.Skills = []string{skillMount}
	r.SetRiding("horse")
	m.SetRider("aldric")
	s := newState(t, g, r, m, fig("wall", Dark, SizeAverage, 3, 0, 4), fig("orc", Dark, SizeAverage, 6, 0, 4), heroFig("pippa", 1, 0, 4, 0))
	if v, err := Sight(s, "orc", "aldric"); err != nil || !v.Visible {
		t.Fatalf("the orc does not see the rider over a figure: %+v %v", v, err)
	}
	if v, err := Sight(s, "orc", "pippa"); err != nil || v.Visible {
		t.Fatalf("the orc sees Pippa through a figure: %+v %v", v, err)
	}
}

// A spear charge needs a spear, a rider, 3 straight squares towards the
// target at a point each, and no difficult terrain (page 101, R867).
func TestSpearCharge(t *testing.T) {
	spear := Item{ItemCard: &ItemCard{ID: spearItem, Name: Text{En: "Spear", Es: "Lanza"}, Kind: ItemMelee, Hands: 1, PlusStrength: true, LongReach: true}, Place: InHand}
	sword := Item{ItemCard: &ItemCard{ID: "short_sword", Name: Text{En: "Short Sword", Es: "Espada corta"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true}, Place: InHand}
	for _, c := range []struct {
		name  string
		item  Item
		path  []board.Pos
		orcX  int
		ride  bool
		rough bool
		want  bool
	}{
		{"three squares straight at the orc", spear, []board.Pos{at(3, 2), at(4, 2), at(5, 2)}, 6, true, false, true},
		{"the orc two squares ahead, within the spear's reach", spear, []board.Pos{at(3, 2), at(4, 2), at(5, 2)}, 7, true, false, true},
		{"two squares only", spear, []board.Pos{at(3, 2), at(4, 2)}, 5, true, false, false},
		{"a crooked way", spear, []board.Pos{at(3, 1), at(4, 1), at(5, 1), at(5, 2)}, 6, true, false, false},
		{"a sword", sword, []board.Pos{at(3, 2), at(4, 2), at(5, 2)}, 6, true, false, false},
		{"on foot", spear, []board.Pos{at(3, 2), at(4, 2), at(5, 2)}, 6, false, false, false},
		{"the mount on difficult terrain", spear, []board.Pos{at(3, 2), at(4, 2), at(5, 2)}, 6, true, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := riderAndHorse(t, c.orcX, func(r, m *Figure) {
				r.Items = []Item{c.item}
				if !c.ride {
					r.SetRiding("")
					m.SetRider("")
					m.At = at(0, 0)
				}
			})
			if c.rough {
				g := s.Board.Clone()
				g.Set(at(5, 2), board.Square{Section: 1, Terrain: board.Difficult})
				s.Board = g
			}
			s, _ = play(t, s, nil, activate(Heroes, "aldric"), moveAlong(Heroes, "aldric", c.path...))
			if got := spearCharge(&s, &Strike{Item: 0}, s.figure("aldric"), s.figure("orc")); got != c.want {
				t.Fatalf("spear charge %v, want %v", got, c.want)
			}
		})
	}
}

// A hero may spend Fortune on his failed Agility test to stay in the
// saddle (page 14): the reroll decides whether he falls.
func TestKeepSaddleFortune(t *testing.T) {
	s := riderAndHorse(t, -1, func(r, m *Figure) {
		r.EditAttrs().Fortune = 1
		m.Conditions = m.Conditions.With(KnockedDown)
	})
	src := dice.Scripted(1, 2, 6, 6)
	n, _, err := Apply(s, activate(Heroes, "aldric"), src)
	if err != nil {
		t.Fatal(err)
	}
	if n.Prompt == nil || n.Prompt.Kind != PromptFortuneReroll {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, _, err = Apply(n, answer(Heroes, OptionReroll), src)
	if err != nil {
		t.Fatal(err)
	}
	if n.Prompt == nil || n.Prompt.Kind != PromptLanding || !strings.HasPrefix(n.Prompt.Options[0].ID, optionStep) {
		t.Fatalf("after the reroll: prompt %+v", n.Prompt)
	}
}

// A Large enemy engages a ridden mount (an average one does not); the
// rider disengages it with his Agility test, and the pair rides off
// (pages 32, 101; R851).
func TestRiderDisengagesHisMount(t *testing.T) {
	s := riderAndHorse(t, -1, nil)
	troll := fig("troll", Dark, SizeLarge, 3, 2, 5)
	orc := fig("orc", Dark, SizeAverage, 1, 1, 4)
	s.Figures = append(s.Figures, troll, orc)
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	if by := Engagers(s, "horse"); len(by) != 1 || by[0] != "troll" {
		t.Fatalf("the horse is engaged by %v, want the troll alone", by)
	}
	if by := Engagers(s, "aldric"); len(by) != 0 {
		t.Fatalf("the rider is engaged by %v", by)
	}
	a, _ := play(t, s, nil, activate(Heroes, "aldric"))
	refused(t, a, moveTo(Heroes, "aldric", 0, 4), CodeEngaged)
	if !strings.Contains(OptionIDs(Options(a, Heroes)), "disengage:aldric") {
		t.Fatal("no disengage offered to the rider")
	}
	n, evs := play(t, a, []int{6, 5}, Disengage{Header: Header{Seat: Heroes}, Figure: "aldric"}, moveTo(Heroes, "aldric", 0, 4))
	if d, ok := find[Disengaged](evs); !ok || !d.Free {
		t.Fatalf("disengaged %+v", evs)
	}
	if f, _ := n.Figure("horse"); f.At != at(0, 4) {
		t.Fatalf("the horse is at %v", f.At)
	}
}

// A hero's mount that ran away is found again after the quest on 2+ of
// 1D6 (page 102).
func TestRunawayMountAfterQuest(t *testing.T) {
	for _, c := range []struct {
		die  int
		back bool
	}{{1, false}, {2, true}, {6, true}} {
		s := riderAndHorse(t, -1, func(r, m *Figure) {
			r.SetRiding("")
			m.SetRider("")
			m.At = at(5, 4)
			m.Left, m.Marks = true, []string{markFled}
		})
		s.End = &QuestEnd{Victory: true, Reason: EndWithdrew, Turn: 3}
		out, err := AfterQuest(s, dice.Scripted(c.die))
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Mounts) != 1 || out.Mounts[0].Figure != "horse" || out.Mounts[0].Owner != "aldric" || out.Mounts[0].Recovered != c.back {
			t.Fatalf("die %d: %+v", c.die, out.Mounts)
		}
	}
}

// A hero's Agility test after his own blunder in the saddle (page 102,
// R859) may be rerolled with Fortune like any roll of his (page 14): his
// miscast's double 1 is kept, the test fails, the reroll keeps him on.
func TestBlunderSaddleTestFortune(t *testing.T) {
	s := riderAndHorse(t, 6, func(r, m *Figure) {
		r.EditAttrs().Fortune = 1
		r.EditAttrs().Intelligence = 3
		r.EditAttrs().Mana = 2
		r.Spells = []Spell{boltSpell()}
	})
	src := dice.Scripted(1, 1, 1, 1, 1, 1, 1, 1, 2, 6, 6)
	n, _, err := Apply(s, activate(Heroes, "aldric"), src)
	if err == nil {
		n, _, err = Apply(n, cast(Heroes, "aldric", "bolt", "orc"), src)
	}
	if err != nil {
		t.Fatal(err)
	}
	// First the blunder itself: he lets it stand.
	if n.Prompt == nil || n.Prompt.Kind != PromptFortuneReroll || n.Prompt.Roll.Rule != ruleCast {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, _, err = Apply(n, answer(Heroes, OptionKeep), src)
	if err != nil {
		t.Fatal(err)
	}
	if n.Prompt == nil || n.Prompt.Kind != PromptFortuneReroll || n.Prompt.Roll.Rule != ruleKeepSaddle {
		t.Fatalf("no Fortune offered on the saddle test: prompt %+v", n.Prompt)
	}
	n, _, err = Apply(n, answer(Heroes, OptionReroll), src)
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := n.Figure("aldric"); r.Riding() != "horse" || r.FortuneLeft() != 0 || n.Prompt != nil {
		t.Fatalf("after the reroll: riding %q, Fortune %d, prompt %+v", r.Riding(), r.FortuneLeft(), n.Prompt)
	}
	if left := src.Remaining(); len(left) > 0 {
		t.Errorf("dice left %v", left)
	}
}

// A rider on a Large mount stands on its whole 2x2 base (R1107): he
// mounts it from beside it, the pair rides as one, an enemy next to any
// square of the base is next to him, and he dismounts onto any free square
// around the base.
func TestLargeMountRider(t *testing.T) {
	g := parseMap(t, "..........", "..........", "..........", "..........", "..........", "..........")
	r := heroFig("aldric", 1, 2, 5, 0)
	bear := fig("bear", Heroes, SizeLarge, 2, 2, 6)
	bear.Skills = []string{skillMount}
	orc := fig("orc", Dark, SizeAverage, 4, 4, 4)
	x := Exploration{Revealed: []bool{true}, Sections: []SectionInfo{{Outdoor: true}}}
	s, err := NewExploringState(g, []Figure{r, bear, orc}, x)
	if err != nil {
		t.Fatal(err)
	}
	s, _ = play(t, s, nil, activate(Heroes, "aldric"), Mount{Header: Header{Seat: Heroes}, Figure: "aldric", Mount: "bear"})
	a, _ := s.Figure("aldric")
	if a.At != at(2, 2) || a.Saddle != 2 || len(a.Squares(nil)) != 4 {
		t.Fatalf("in the saddle: at %v saddle %d squares %v", a.At, a.Saddle, a.Squares(nil))
	}
	if !Adjacent(s, "aldric", "orc", false) {
		t.Error("the orc beside the bear's south-east square is not next to its rider")
	}
	opts := OptionIDs(Options(s, Heroes))
	for _, want := range []string{"dismount:aldric:1,1", "dismount:aldric:4,2", "dismount:aldric:1,4"} {
		if !strings.Contains(opts, want) {
			t.Errorf("no %s among %s", want, opts)
		}
	}
	if strings.Contains(opts, "dismount:aldric:3,3") {
		t.Error("a dismount onto the bear's own base")
	}
	s, _ = play(t, s, nil, moveTo(Heroes, "aldric", 6, 0))
	a, _ = s.Figure("aldric")
	b, _ := s.Figure("bear")
	if a.At != at(6, 0) || b.At != at(6, 0) {
		t.Fatalf("after the ride: aldric %v, bear %v", a.At, b.At)
	}
	s, _ = play(t, s, nil, Dismount{Header: Header{Seat: Heroes}, Figure: "aldric", To: at(8, 1)})
	if a, _ = s.Figure("aldric"); a.At != at(8, 1) || a.Saddle != 0 || a.Riding() != "" {
		t.Fatalf("dismounted: %+v", a)
	}
}
