// Package board is the geometry shared by every ruleset: a rectangular grid
// of squares with sections, terrain, floor levels, stairs and elements, the
// edges between squares (walls, openings, doors), movement costs and
// searches, distances, line of sight and cover, facing and adjacency.
//
// It knows terrain, not game rules: figures reach it only as an Overlay of
// per-square flags that the rules fill in (allies to pass at a cost, enemies
// that block, melee ranges that stop a move). Squares are indexes into flat
// arrays so that searches and sight checks run without allocating.
package board
