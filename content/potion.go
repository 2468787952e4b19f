package content

// Potion is a potion (special object of page 70 with its own effect).
type Potion struct {
	Entry  `key:",inline"`
	VP     int        `key:"vp" min:"0" max:"99"`
	Cost   int        `key:"cost" min:"0" max:"99999"`
	Text   Text       `key:"text" req:"true"`
	Effect *EffectUse `key:"effect" req:"true"`
}
