package quest

import "dun/internal/yamldec"

// Error is one problem in a quest file, at a 1-based line and column.
type Error = yamldec.Error

// Errors is every problem found in a file, in file order. Parse and
// DecodeBoard return it as their error when it is not empty.
type Errors = yamldec.Errors
