package content

// Place is a place of the campaign map and the services it offers.
type Place struct {
	Entry    `key:",inline"`
	Type     string    `key:"type" req:"true" enum:"city|castle|village|temple|camp|ruin|other"`
	Text     *Text     `key:"text"`
	Services []Service `key:"services"`
}

// Service is something heroes may buy or do in a place.
type Service struct {
	Name   Text       `key:"name" req:"true"`
	Cost   int        `key:"cost" min:"0" max:"99999"`
	Text   Text       `key:"text" req:"true"`
	Sells  []Ref      `key:"sells" ref:"equipment|magic|potions|followers"`
	Effect *EffectUse `key:"effect"`
}
