package rules

// The skills of mounts and riders (pages 113, 115-116): what they do is
// played by the mount rules (mount*.go), which read them; they register
// here so the pack's figures carry them as implemented skills.

func init() {
	registerSkill(&skill{
		id: skillMount, name: Text{En: "Mount", Es: "Montura"}, effect: "mount",
		later: "a rider on a 2x2 base (R850)",
	})
	registerSkill(&skill{
		id: skillRagingMount, name: Text{En: "Raging Mount", Es: "Montura furiosa"}, effect: "raging_mount",
		later: "a rider on a 2x2 base (R850)",
	})
	registerSkill(&skill{
		id: skillExpertRider, name: Text{En: "Expert Rider", Es: "Jinete experto"}, effect: "expert_rider",
	})
}
