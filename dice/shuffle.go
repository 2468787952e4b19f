package dice

// Uniform draws a whole number in [0, n) from D6s read as base-6 digits,
// rolling again past the largest multiple of n, so that every value is
// equally likely and every die is a real, recorded roll.
func (r *Roller) Uniform(n int, purpose string) (int, error) {
	digits, span := 1, 6
	for span < n {
		digits++
		span *= 6
	}
	limit := span - span%n
	for {
		roll, err := r.ND6(digits, purpose)
		if err != nil {
			return 0, err
		}
		v := 0
		for _, d := range roll.Dice {
			v = v*6 + d - 1
		}
		if v < limit {
			return v % n, nil
		}
	}
}

// Shuffle puts cards in a random order with the dice (Fisher-Yates, each
// index drawn with Uniform).
func (r *Roller) Shuffle(cards []string, purpose string) error {
	for i := len(cards) - 1; i > 0; i-- {
		j, err := r.Uniform(i+1, purpose)
		if err != nil {
			return err
		}
		cards[i], cards[j] = cards[j], cards[i]
	}
	return nil
}
