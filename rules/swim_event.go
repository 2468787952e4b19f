package rules

// The events of swimming (page 21).

// SwimDeclared: a figure declared that it swims this activation; its 2D6
// follows.
type SwimDeclared struct {
	Figure string `json:"figure"`
}

// SwimAllowance: the swim roll (Roll) is final: the figure may advance
// Allowance squares this activation, its Agility (with its conditions,
// and 1 less when HeavyArmour is set), none after a double 1 (Startled),
// one more after a double 6 (Extra).
type SwimAllowance struct {
	Figure      string `json:"figure"`
	Roll        int    `json:"roll"`
	Agility     int    `json:"agility"`
	HeavyArmour bool   `json:"heavy_armour,omitempty"`
	Allowance   int    `json:"allowance"`
	Startled    bool   `json:"startled,omitempty"`
	Extra       bool   `json:"extra,omitempty"`
}

func (SwimDeclared) EventType() string  { return "swim_declared" }
func (SwimAllowance) EventType() string { return "swim_allowance" }
