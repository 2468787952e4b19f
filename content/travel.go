package content

// TravelEvent is an event of a campaign journey (pages 91-97).
type TravelEvent struct {
	Entry   `key:",inline"`
	Terrain []string   `key:"terrain" enum:"road|plain|forest|mountain|swamp|desert|sea|any"`
	Text    Text       `key:"text" req:"true"`
	Effect  *EffectUse `key:"effect"`
}
