package quest

import "go.yaml.in/yaml/v3"

// A creature's or the Leader's specific target (page 62) is a figure of the
// heroes' side: a hero, whose ID the sheet cannot know (the group is chosen
// at set-up), or an NPC of the sheet. So a target may name any ID but one
// the sheet gives to something else: a creature, the Leader, a door, an
// element or a trap.

// targetRef is a target read and the node it was read from.
type targetRef struct {
	id string
	n  *yaml.Node
}

// checkTargets reports the targets that name an ID of the sheet other
// than an NPC's.
func (f *figures) checkTargets() {
	npc := map[string]bool{}
	for _, p := range f.bl.b.NPCs {
		npc[p.ID] = true
	}
	for _, t := range f.targets {
		if _, taken := f.bl.ids[t.id]; taken && !npc[t.id] {
			f.bl.Errorf(t.n, "target %q is no hero or NPC: the sheet gives that ID to something else", t.id)
		}
	}
}
