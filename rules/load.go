package rules

// Equipment limitations (page 79). A figure may carry a weight up to twice
// its Strength plus Vitality, at most 30 coins, one shield, two armours
// and five weapons. Breaking one limit Stuns it; breaking two or more, or
// more than doubling any, also leaves it unable to move or perform an
// Action in its activation (it may still use Quick Actions, so it can hand
// over what weighs it down; R138). The limits are checked when the figure
// begins to act, after its recovery phase, so a figure that stays
// overloaded is stunned again at each activation (R138). Items lying on
// the ground weigh nothing on it; the weight of each item is its card's,
// doubled for the weapons and armour of a Large or Huge figure (page 115,
// Large: their weapons and armour weigh twice as much; R822).

const (
	// MaxCoins is the coins a hero may carry without excess.
	MaxCoins   = 30
	maxShields = 1
	maxArmours = 2
	maxWeapons = 5
)

// Load is what a figure carries against its limits.
type Load struct {
	Weight int `json:"weight"`
	Limit  int `json:"limit"`
	Coins  int `json:"coins"`
	// CoinLimit is the coins the figure carries without excess.
	CoinLimit int `json:"coin_limit"`
	Shields   int `json:"shields"`
	Armours   int `json:"armours"`
	Weapons   int `json:"weapons"`
	// Broken counts the limits exceeded; Doubled says one is more than
	// doubled.
	Broken  int  `json:"broken"`
	Doubled bool `json:"doubled,omitempty"`
}

// LoadOf measures what figure f carries (page 79).
func LoadOf(f *Figure) Load { return loadOf(f, MaxCoins) }

// loadOf measures what figure f carries, coins coins carried without
// excess (a solo hero's are more, coinLimit).
func loadOf(f *Figure, coins int) Load {
	l := Load{Limit: 2 * (f.Attrs().Strength + f.Attrs().Vitality), Coins: f.Coins(), CoinLimit: coins}
	for k := range f.Items {
		it := &f.Items[k]
		if it.Place == OnGround || it.Natural || it.Unarmed {
			continue
		}
		w := it.Weight
		if f.Size >= SizeLarge && (it.Weapon() || it.Kind == ItemArmour) {
			w *= 2
		}
		l.Weight += w
		switch {
		case it.Kind == ItemShield:
			l.Shields++
		case it.Kind == ItemArmour && it.ArmourBonus > 0:
			l.Armours++
		case it.Weapon():
			l.Weapons++
		}
	}
	for _, c := range [...][2]int{{l.Weight, l.Limit}, {l.Coins, l.CoinLimit}, {l.Shields, maxShields}, {l.Armours, maxArmours}, {l.Weapons, maxWeapons}} {
		if c[0] > c[1] {
			l.Broken++
			l.Doubled = l.Doubled || c[0] > 2*c[1]
		}
	}
	return l
}

// Overloaded: a figure began to act carrying more than its limits allow.
// Still says it may neither move nor perform an Action this activation.
type Overloaded struct {
	Figure string `json:"figure"`
	Load   Load   `json:"load"`
	Still  bool   `json:"still,omitempty"`
}

func (Overloaded) EventType() string { return "overloaded" }

// checkLoad applies the excess of the active figure fi as it begins to
// act. Only heroes and their companions keep track of their load.
func (e *env) checkLoad(fi int) {
	f := &e.s.Figures[fi]
	// A figure without Vitality is no character of page 79 but a bare
	// stand-in (a test's): it has no limit to measure (R138).
	if f.Side != Heroes || f.Attrs().Vitality <= 0 {
		return
	}
	l := loadOf(f, coinLimit(e.s, f))
	if l.Broken == 0 {
		return
	}
	still := l.Broken >= 2 || l.Doubled
	e.emit(Overloaded{Figure: f.ID, Load: l, Still: still})
	if !f.Conditions.Has(Stunned) {
		e.gain(fi, Stunned)
	}
	if a := e.s.Active; still && a != nil && a.Figure == f.ID {
		a.Still = true
		a.Action = ruleOverload
	}
}

const ruleOverload = "overloaded"
