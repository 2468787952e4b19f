package rules

// actionsOptions lists the Actions of pages 27-28 kept in their own files
// (light sources, footbridges, persuading, identifying, secondary skills,
// carrying a fallen partner, magic objects' powers), as far as the active figure may perform them now; calm says
// whether the exploratory Actions' shared conditions hold.
func actionsOptions(s *State, fi int, h Header, calm bool) []Option {
	out := lightOptions(s, fi, h)
	out = append(out, bridgeOptions(s, fi, h)...)
	out = append(out, persuadeOptions(s, fi, h)...)
	out = append(out, identifyOptions(s, fi, h)...)
	out = append(out, secondaryOptions(s, fi, h)...)
	out = append(out, carryOptions(s, fi, h)...)
	out = append(out, challengeOptions(s, fi, h)...)
	out = append(out, itemPowerOptions(s, fi, h)...)
	return out
}
