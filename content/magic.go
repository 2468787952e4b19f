package content

// Magic is a magic object or a relic (page 71), classed like equipment.
type Magic struct {
	Entry  `key:",inline"`
	Type   string     `key:"type" req:"true" enum:"ranged|melee|armor|shield|item"`
	Relic  bool       `key:"relic"`
	Of     *Ref       `key:"base" ref:"equipment"`
	VP     int        `key:"vp" min:"0" max:"99"`
	Cost   int        `key:"cost" min:"0" max:"99999"`
	Hands  int        `key:"hands" min:"0" max:"2"`
	Text   Text       `key:"text" req:"true"`
	Effect *EffectUse `key:"effect" req:"true"`
}
