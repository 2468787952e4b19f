package rules

import (
	"slices"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
)

func claws() Item {
	return Item{ItemCard: &ItemCard{ID: "claws", Name: Text{En: "Claws", Es: "Garras"}, Kind: ItemMelee, PlusStrength: true, Natural: true, Breaks: 1}, Place: InHand}
}

// werewolfShape is a Werewolf profile as setup builds it from the pack.
func werewolfShape() *Shape {
	return &Shape{Other: Profile{Kind: "werewolf", Size: SizeAverage, Skills: []string{"sharp_senses"}, Items: []Item{claws()},
		Attrs: Attributes{Movement: 7, CombatSkill: 4, Strength: 5, NaturalArmour: 3, Armour: 3, Agility: 4, Intelligence: 2, Courage: 5, Vitality: 9, Perception: 1}}}
}

// lycanState: Ulf (Lycanthropy, Vitality 6, 2 wounds, a sword and a
// potion, a spell) next to an orc.
func lycanState(t *testing.T) State {
	ulf := skilled(armed(heroFig("ulf", 1, 1, 5, 2), sword(), potion("heal")), "lycanthropy")
	ulf.Wounds = 2
	ulf.SetRace("human")
	ulf.Facing = board.East
	ulf.SetShape(werewolfShape())
	ulf.EditAttrs().Mana = 2
	ulf.Spells = []Spell{fireball(0, 0)}
	orc := fig("orc", Dark, SizeAverage, 2, 1, 4)
	orc.Facing = board.West
	return newState(t, arena(t), ulf, orc)
}

func turnWolf(id string) Command {
	return SkillAction{Header: Header{Seat: Heroes}, Figure: id, Skill: "lycanthropy"}
}

// Lycanthropy (page 116): a Quick Action puts on the Werewolf's profile,
// the hero's equipment and spells stowed, its wounds kept; twice a quest.
func TestLycanthropyTurns(t *testing.T) {
	s, _ := play(t, lycanState(t), nil, activate(Heroes, "ulf"))
	n, evs := play(t, s, nil, turnWolf("ulf"))
	u := &n.Figures[0]
	if !u.InAnimalForm() || u.Attrs().Strength != 5 || u.Attrs().Movement != 7 || u.Kind() != "werewolf" || u.Wounds != 2 {
		t.Fatalf("werewolf %+v wounds %d", *u.Attrs(), u.Wounds)
	}
	if len(u.Items) != 1 || u.Items[0].ID != "claws" || len(u.Spells) != 0 || !slices.Equal(u.Skills, []string{"sharp_senses"}) {
		t.Fatalf("items %v spells %v skills %v", u.Items, u.Spells, u.Skills)
	}
	if u.Attrs().Fortune != 2 || u.Attrs().Mana != 2 || len(u.Shape().Other.Items) != 2 || u.Shape().Other.Attrs.Strength != 3 {
		t.Fatalf("kept: fortune %d mana %d stowed %v", u.Attrs().Fortune, u.Attrs().Mana, u.Shape().Other)
	}
	if n.Active.QuickActions != 1 || n.Active.Allowance != 7 || !contains(u.Marks, "lycanthropy") {
		t.Fatalf("activation %+v marks %v", n.Active, u.Marks)
	}
	if sc, ok := find[ShapeChanged](evs); !ok || !sc.Animal || sc.Vitality != 9 || sc.Wounds != 2 {
		t.Fatalf("event %+v", sc)
	}
	// The stowed profile is shared with a clone and never written in
	// place: a clone that changes it sets a copy.
	c := n.Clone()
	sh := *c.Figures[0].Shape()
	sh.Other.Items = slices.Clone(sh.Other.Items)
	sh.Other.Items[0].Place = OnGround
	c.Figures[0].SetShape(&sh)
	if n.Figures[0].Shape().Other.Items[0].Place == OnGround {
		t.Fatal("a clone shares the stowed items")
	}
	sh.Other.Items[0].Place = InHand
	if c.Figures[0].Shape().Other.Items[0].Place != OnGround {
		t.Fatal("SetShape keeps the caller's items")
	}
	// Twice a quest; no Werewolf profile, no turning.
	twice := lycanState(t)
	twice.Figures[0].Marks = []string{"lycanthropy", "lycanthropy"}
	twice, _ = play(t, twice, nil, activate(Heroes, "ulf"))
	refused(t, twice, turnWolf("ulf"), CodeBadSkill)
	none := lycanState(t)
	none.Figures[0].SetShape(nil)
	none, _ = play(t, none, nil, activate(Heroes, "ulf"))
	refused(t, none, turnWolf("ulf"), CodeBadSkill)
}

// From its second turn as a werewolf, 1D6 at the end of each activation:
// a 1 turns it back, with its current Vitality up to its own.
func TestLycanthropyTurnsBack(t *testing.T) {
	s, _ := play(t, lycanState(t), nil, activate(Heroes, "ulf"), turnWolf("ulf"))
	// The turn it turned: no roll.
	s, evs := play(t, s, nil, endAct(Heroes, "ulf"))
	if len(rolls(evs)) != 0 {
		t.Fatalf("rolled the turn it turned: %v", rolls(evs))
	}
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "ulf"))
	// A 4: it stays a werewolf.
	stay, evs := play(t, s, []int{4}, endAct(Heroes, "ulf"))
	if r := firstRoll(t, evs, ruleLycanthropy); len(r.Dice) != 1 || !stay.Figures[0].InAnimalForm() {
		t.Fatalf("roll %+v animal %v", r, stay.Figures[0].InAnimalForm())
	}
	// A 1: back to itself. 9-2 = 7 Vitality left, no more than its own 6:
	// unhurt. What it found as a beast is in its pack.
	s.Figures[0].Items = append(s.Figures[0].Items, Item{ItemCard: &ItemCard{ID: "ring", Name: Text{En: "Ring", Es: "Anillo"}, Kind: ItemObject}, Place: InPack})
	back, _ := play(t, s, []int{1}, endAct(Heroes, "ulf"))
	u := &back.Figures[0]
	if u.InAnimalForm() || u.Attrs().Strength != 3 || u.Wounds != 0 || len(u.Spells) != 1 || u.Kind() != "" {
		t.Fatalf("back: %+v wounds %d", *u.Attrs(), u.Wounds)
	}
	if len(u.Items) != 3 || u.Items[2].ID != "ring" || len(u.Shape().Other.Items) != 1 {
		t.Fatalf("items %v stowed %v", u.Items, u.Shape().Other.Items)
	}
	// Badly hurt as a beast: 9-7 = 2 left, 4 of its 6 lost.
	hurt := s.Clone()
	hurt.Figures[0].Wounds = 7
	back, _ = play(t, hurt, []int{1}, endAct(Heroes, "ulf"))
	if back.Figures[0].Wounds != 4 {
		t.Fatalf("wounds %d", back.Figures[0].Wounds)
	}
}

// Skinchangers (page 40): an animal makes no Dexterity tests, handles no
// objects and casts no spells, but searches, moves and fights.
func TestAnimalForm(t *testing.T) {
	s, _ := play(t, lycanState(t), nil, activate(Heroes, "ulf"), turnWolf("ulf"))
	// It found a potion as a beast: it may not drink it.
	s.Figures[0].Items = append(s.Figures[0].Items, potion("heal"))
	refused(t, s, Drink{Header: Header{Seat: Heroes}, Figure: "ulf", Item: 1}, CodeCannotAct)
	refused(t, s, Wield{Header: Header{Seat: Heroes}, Figure: "ulf", Item: 1}, CodeCannotAct)
	for _, id := range optionIDs(s, Heroes) {
		if strings.HasPrefix(id, "drink:") || strings.HasPrefix(id, "wield:") || strings.HasPrefix(id, "cast:") {
			t.Fatalf("offered %s", id)
		}
	}
	if !slices.Contains(optionIDs(s, Heroes), "attack:ulf:orc") {
		t.Fatalf("no attack with its claws: %v", optionIDs(s, Heroes))
	}
	// An ally may not give it anything.
	ally := heroFig("shara", 1, 2, 4, 0)
	ally.Items = []Item{potion("heal")}
	g := lycanState(t)
	g.Figures = append(g.Figures, ally)
	g, _ = play(t, g, nil, activate(Heroes, "ulf"), turnWolf("ulf"), endAct(Heroes, "ulf"), activate(Heroes, "shara"))
	refused(t, g, Give{Header: Header{Seat: Heroes}, Figure: "shara", Item: 0, To: "ulf"}, CodeCannotAct)
	// Itself, away from the orc, it drinks; as a beast there, it does not.
	far := lycanState(t)
	far.Figures[1].At = at(5, 3)
	h, _ := play(t, far, nil, activate(Heroes, "ulf"))
	if !slices.Contains(optionIDs(h, Heroes), "drink:ulf:1") {
		t.Fatalf("no drink as a human: %v", optionIDs(h, Heroes))
	}
	w, _ := play(t, h, nil, turnWolf("ulf"))
	w.Figures[0].Items = append(w.Figures[0].Items, potion("heal"))
	if slices.Contains(optionIDs(w, Heroes), "drink:ulf:1") {
		t.Fatal("a beast offered a drink")
	}
}

// The quest over, a hero still a werewolf is himself again for what
// follows it, with what he found as a beast.
func TestLycanthropyAfterQuest(t *testing.T) {
	s := finished(t, true, Mission{})
	s.Achievements = Achievements{Heroes: 2, Dark: 2}
	i := s.figure("shara")
	own := *s.Figures[i].Attrs()
	s.Figures[i].SetShape(werewolfShape())
	e := &env{s: &s}
	e.changeShape(i)
	s.Figures[i].Items = append(s.Figures[i].Items, Item{ItemCard: &ItemCard{ID: "ring", Name: Text{En: "Ring", Es: "Anillo"}, Kind: ItemObject}, Place: InPack})
	am, err := AfterQuest(s, dice.Scripted(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range am.Heroes {
		if h.Figure != "shara" {
			continue
		}
		if h.Hero.InAnimalForm() || *h.Hero.Attrs() != own || !slices.ContainsFunc(h.Hero.Items, func(it Item) bool { return it.ID == "ring" }) {
			t.Fatalf("after the quest: %+v items %v", *h.Hero.Attrs(), h.Hero.Items)
		}
		return
	}
	t.Fatal("no shara after the quest")
}
