package scenario

import "dun/internal/yamldec"

// Error is one problem in a scenario file (or in the quest sheet it refers
// to), at a 1-based line and column.
type Error = yamldec.Error

// Errors is every problem found in a file, in file order. Parse returns it
// as its error when it is not empty.
type Errors = yamldec.Errors
