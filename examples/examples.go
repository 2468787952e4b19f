// Package examples embeds the example quest sheets of quests/, so that the
// binary can play them without files beside it (dun bench's playout, and
// the quests `dun serve` offers).
package examples

import "embed"

// Quests holds quests/*.yaml, the example quest sheets.
//
//go:embed quests/*.yaml
var Quests embed.FS
