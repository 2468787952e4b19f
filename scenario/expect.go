package scenario

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"dun/board"
	"dun/dice"
	"dun/internal/yamldec"
	"dun/rules"

	"go.yaml.in/yaml/v3"
)

// expect reads a set of expectations.
func (p *parser) expect(n *yaml.Node, what string) *Expect {
	e := &Expect{Line: n.Line}
	add := func(line int, w string, eval func(r *run) (bool, string, string)) {
		e.checks = append(e.checks, check{line: line, what: w, eval: eval})
	}
	p.Object(n, what, nil, yamldec.Handlers{
		"figures": func(v *yaml.Node) { p.expectFigures(v, what+" figures", add) },
		"active":  func(v *yaml.Node) { p.expectActive(v, what+" active", add) },
		"turn": func(v *yaml.Node) {
			if t, ok := p.Int(v, what+" turn", 1, 999); ok {
				add(v.Line, "turn", func(r *run) (bool, string, string) {
					return r.st.Turn == t, strconv.Itoa(t), strconv.Itoa(r.st.Turn)
				})
			}
		},
		"reserve": func(v *yaml.Node) {
			if x, ok := p.Int(v, what+" reserve", 0, 1<<20); ok {
				add(v.Line, "the Dark Player's reserve gained in play", func(r *run) (bool, string, string) {
					return r.st.Reserve == x, strconv.Itoa(x), strconv.Itoa(r.st.Reserve)
				})
			}
		},
		"dark": func(v *yaml.Node) { p.expectDark(v, what+" dark", add) },
		"treasure_draws": func(v *yaml.Node) {
			if x, ok := p.Int(v, what+" treasure_draws", 0, 1<<20); ok {
				add(v.Line, "the Treasure cards owed", func(r *run) (bool, string, string) {
					return r.st.TreasureDraws == x, strconv.Itoa(x), strconv.Itoa(r.st.TreasureDraws)
				})
			}
		},
		"achievements": func(v *yaml.Node) { p.expectAchievements(v, what+" achievements", add) },
		"after_quest":  func(v *yaml.Node) { p.expectAfterQuest(v, what+" after_quest", add) },
		"end":          func(v *yaml.Node) { p.expectEnd(v, what+" end", add) },
		"objectives_met": func(v *yaml.Node) {
			var want []int
			p.List(v, what+" objectives_met", func(i int, it *yaml.Node) {
				if k, ok := p.Int(it, fmt.Sprintf("%s objectives_met[%d]", what, i), 0, 63); ok {
					want = append(want, k)
				}
			})
			add(v.Line, "the objectives met", func(r *run) (bool, string, string) {
				got := []int{}
				if m := r.st.Mission; m != nil {
					for k, o := range m.Objectives {
						if o.Met {
							got = append(got, k)
						}
					}
				}
				if want == nil {
					want = []int{}
				}
				return slices.Equal(got, want), fmt.Sprint(want), fmt.Sprint(got)
			})
		},
		"side": func(v *yaml.Node) {
			if s, ok := p.side(v, what+" side"); ok {
				add(v.Line, "the side whose turn it is", func(r *run) (bool, string, string) {
					return r.st.Side == s, s.String(), r.st.Side.String()
				})
			}
		},
		"cost": func(v *yaml.Node) {
			p.items(v, what+" cost", func(w string, it *yaml.Node) { p.expectCost(it, w, add) })
		},
		"reach": func(v *yaml.Node) {
			p.items(v, what+" reach", func(w string, it *yaml.Node) { p.expectReach(it, w, add) })
		},
		"options": func(v *yaml.Node) {
			p.items(v, what+" options", func(w string, it *yaml.Node) { p.expectOptions(it, w, add) })
		},
		"sight": func(v *yaml.Node) {
			p.items(v, what+" sight", func(w string, it *yaml.Node) { p.expectSight(it, w, add) })
		},
		"adjacent": func(v *yaml.Node) {
			p.items(v, what+" adjacent", func(w string, it *yaml.Node) { p.expectAdjacent(it, w, add) })
		},
		"doors": func(v *yaml.Node) {
			p.items(v, what+" doors", func(w string, it *yaml.Node) { p.expectDoors(it, w, add) })
		},
		"engaged": func(v *yaml.Node) {
			p.items(v, what+" engaged", func(w string, it *yaml.Node) { p.expectEngaged(it, w, add) })
		},
		"distance": func(v *yaml.Node) {
			p.items(v, what+" distance", func(w string, it *yaml.Node) { p.expectDistance(it, w, add) })
		},
		"events":    func(v *yaml.Node) { p.expectEvents(v, what+" events", false, add) },
		"no_events": func(v *yaml.Node) { p.expectEvents(v, what+" no_events", true, add) },
		"rolls":     func(v *yaml.Node) { p.expectRolls(v, what+" rolls", add) },
		"prompt":    func(v *yaml.Node) { p.expectPrompt(v, what+" prompt", add) },
		"heroes_view": func(v *yaml.Node) {
			p.expectHeroesView(v, what+" heroes_view", add)
		},
	})
	return e
}

type adder func(line int, what string, eval func(r *run) (bool, string, string))

// items calls fn for each item of a list, or once for a single mapping.
func (p *parser) items(n *yaml.Node, what string, fn func(what string, item *yaml.Node)) {
	if n.Kind == yaml.MappingNode {
		fn(what, n)
		return
	}
	p.List(n, what, func(i int, item *yaml.Node) { fn(fmt.Sprintf("%s[%d]", what, i), item) })
}

// figure reads the ID of a figure the scenario places.
func (p *parser) figureRef(n *yaml.Node, what string) (string, bool) {
	id, ok := p.Ident(n, what)
	if !ok {
		return "", false
	}
	if !p.ids[id] {
		p.Errorf(n, "%s: no figure %q in this scenario", what, id)
		return "", false
	}
	return id, true
}

// square reads a square and checks it lies on the board.
func (p *parser) square(n *yaml.Node, what string) (board.Pos, bool) {
	q, ok := p.Pos(n, what)
	if !ok {
		return q, false
	}
	if g := p.sc.grid(); g != nil && !g.In(q) {
		p.Errorf(n, "%s: square %s is off the %dx%d map", what, sqText(q), g.W(), g.H())
		return q, false
	}
	return q, true
}

func boolText(b bool) string { return strconv.FormatBool(b) }

// noneText shows an empty ID as "none".
func noneText(id string) string {
	if id == "" {
		return "none"
	}
	return id
}

func (p *parser) expectFigures(n *yaml.Node, what string, add adder) {
	if n != nil && n.Kind != yaml.MappingNode && !yamldec.IsNull(n) {
		p.Errorf(n, "%s: want a mapping from figure IDs to what must hold of them", what)
		return
	}
	p.Pairs(n, what, func(k, v *yaml.Node) {
		id, ok := p.figureRef(k, what)
		if !ok || !p.Usable(v) {
			return
		}
		w := what + " " + id
		get := func(r *run) (rules.Figure, bool) { return r.st.Figure(id) }
		p.Object(v, w, nil, yamldec.Handlers{
			"at": func(v *yaml.Node) {
				if q, ok := p.square(v, w+" at"); ok {
					add(v.Line, id+" stands at", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.At == q, sqText(q), sqText(f.At)
					})
				}
			},
			"facing": func(v *yaml.Node) {
				if d, ok := p.Dir(v, w+" facing"); ok {
					add(v.Line, id+" faces", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.Facing == d, d.String(), f.Facing.String()
					})
				}
			},
			"level": func(v *yaml.Node) {
				if x, ok := p.Int(v, w+" level", 0, 10); ok {
					add(v.Line, id+" stands at height", func(r *run) (bool, string, string) {
						f, _ := get(r)
						got := standLevel(r.st.Board, &f)
						return got == x, strconv.Itoa(x), strconv.Itoa(got)
					})
				}
			},
			"flying": func(v *yaml.Node) {
				if b, ok := p.Bool(v, w+" flying"); ok {
					add(v.Line, id+" is flying", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.Flying() == b, boolText(b), boolText(f.Flying())
					})
				}
			},
			"riding": func(v *yaml.Node) {
				// The mount the figure rides, or none (page 101).
				if m, ok := p.Str(v, w+" riding"); ok {
					if m == "none" {
						m = ""
					}
					add(v.Line, id+" rides", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.Riding() == m, noneText(m), noneText(f.Riding())
					})
				}
			},
			"left": func(v *yaml.Node) {
				if b, ok := p.Bool(v, w+" left"); ok {
					add(v.Line, id+" has left the scenario", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.Left == b, boolText(b), boolText(f.Left)
					})
				}
			},
			"on_difficult": func(v *yaml.Node) {
				if b, ok := p.Bool(v, w+" on_difficult"); ok {
					add(v.Line, id+" counts as on difficult terrain (a squeezed base)", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.OnDifficult() == b, boolText(b), boolText(f.OnDifficult())
					})
				}
			},
			"activated": func(v *yaml.Node) {
				if b, ok := p.Bool(v, w+" activated"); ok {
					add(v.Line, id+" has been activated this turn", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.Activated == b, boolText(b), boolText(f.Activated)
					})
				}
			},
			"wounds": func(v *yaml.Node) {
				if x, ok := p.Int(v, w+" wounds", 0, 99); ok {
					add(v.Line, id+"'s wounds", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return int(f.Wounds) == x, strconv.Itoa(x), strconv.Itoa(int(f.Wounds))
					})
				}
			},
			"fortune_used": func(v *yaml.Node) {
				if x, ok := p.Int(v, w+" fortune_used", 0, 99); ok {
					add(v.Line, id+"'s Fortune points spent", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.FortuneUsed() == x, strconv.Itoa(x), strconv.Itoa(f.FortuneUsed())
					})
				}
			},
			"mana_used": func(v *yaml.Node) {
				if x, ok := p.Int(v, w+" mana_used", 0, 99); ok {
					add(v.Line, id+"'s mana spent", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return int(f.ManaUsed) == x, strconv.Itoa(x), strconv.Itoa(int(f.ManaUsed))
					})
				}
			},
			"mana_left": func(v *yaml.Node) {
				if x, ok := p.Int(v, w+" mana_left", 0, 99); ok {
					add(v.Line, id+"'s mana left", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.ManaLeft() == x, strconv.Itoa(x), strconv.Itoa(f.ManaLeft())
					})
				}
			},
			"side": func(v *yaml.Node) {
				if sd, ok := p.side(v, w+" side"); ok {
					add(v.Line, id+"'s side", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.Side == sd, sd.String(), f.Side.String()
					})
				}
			},
			"coins": func(v *yaml.Node) {
				if x, ok := p.Int(v, w+" coins", 0, 1<<20); ok {
					add(v.Line, id+"'s coins", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.Coins() == x, strconv.Itoa(x), strconv.Itoa(f.Coins())
					})
				}
			},
			"attributes": func(v *yaml.Node) {
				h := yamldec.Handlers{}
				for _, name := range attributeFields {
					h[name] = func(x *yaml.Node) {
						if n, ok := p.Int(x, w+" attributes "+name, -99, 99); ok {
							add(x.Line, id+"'s "+name, func(r *run) (bool, string, string) {
								f, _ := get(r)
								got := *attributeRef(f.Attrs(), name)
								return got == n, strconv.Itoa(n), strconv.Itoa(got)
							})
						}
					}
				}
				p.Object(v, w+" attributes", nil, h)
			},
			"carries": func(v *yaml.Node) { p.carries(v, w+" carries", id, get, add, false) },
			"unidentified": func(v *yaml.Node) {
				p.carries(v, w+" unidentified", id, get, add, true)
			},
			"fortune_left": func(v *yaml.Node) {
				if x, ok := p.Int(v, w+" fortune_left", 0, 99); ok {
					add(v.Line, id+"'s Fortune points left", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.FortuneLeft() == x, strconv.Itoa(x), strconv.Itoa(f.FortuneLeft())
					})
				}
			},
			"conditions": func(v *yaml.Node) {
				var want rules.Conditions
				ok := true
				p.List(v, w+" conditions", func(j int, c *yaml.Node) {
					cond, good := yamldec.ParseScalar(p.Decoder, c, fmt.Sprintf("%s conditions[%d]", w, j), rules.ParseCondition)
					if !good {
						ok = false
						return
					}
					want = want.With(cond)
				})
				if ok && v.Kind == yaml.SequenceNode {
					add(v.Line, id+"'s conditions", func(r *run) (bool, string, string) {
						f, _ := get(r)
						return f.Conditions == want, condText(want), condText(f.Conditions)
					})
				}
			},
		})
	})
}

// standLevel is the height a figure stands at (page 19): its floor, stair
// or the furniture it climbed; the highest under a 2x2 base.
func standLevel(g *board.Grid, f *rules.Figure) int {
	lvl := 0
	for _, q := range f.Squares(nil) {
		lvl = max(lvl, g.StandLevel(g.Index(q), f.Mover()))
	}
	return lvl
}

func condText(cs rules.Conditions) string {
	l := cs.List()
	if len(l) == 0 {
		return "none"
	}
	s := make([]string, len(l))
	for i, c := range l {
		s[i] = c.String()
	}
	return strings.Join(s, ", ")
}

func (p *parser) expectActive(n *yaml.Node, what string, add adder) {
	if n.Kind == yaml.ScalarNode && n.Value == "none" {
		add(n.Line, "the activation in progress", func(r *run) (bool, string, string) {
			if a := r.st.Active; a != nil {
				return false, "none", a.Figure + "'s"
			}
			return true, "none", "none"
		})
		return
	}
	get := func(r *run) (*rules.Activation, string) {
		if r.st.Active == nil {
			return nil, "no activation in progress"
		}
		return r.st.Active, ""
	}
	num := func(key string, field func(a *rules.Activation) int) func(v *yaml.Node) {
		return func(v *yaml.Node) {
			if x, ok := p.Int(v, what+" "+key, 0, 999); ok {
				add(v.Line, "the active figure's "+key, func(r *run) (bool, string, string) {
					a, none := get(r)
					if a == nil {
						return false, strconv.Itoa(x), none
					}
					return field(a) == x, strconv.Itoa(x), strconv.Itoa(field(a))
				})
			}
		}
	}
	flag := func(key string, field func(a *rules.Activation) bool) func(v *yaml.Node) {
		return func(v *yaml.Node) {
			if b, ok := p.Bool(v, what+" "+key); ok {
				add(v.Line, "the active figure "+key, func(r *run) (bool, string, string) {
					a, none := get(r)
					if a == nil {
						return false, boolText(b), none
					}
					return field(a) == b, boolText(b), boolText(field(a))
				})
			}
		}
	}
	p.Object(n, what, nil, yamldec.Handlers{
		"figure": func(v *yaml.Node) {
			if id, ok := p.figureRef(v, what+" figure"); ok {
				add(v.Line, "the figure being activated", func(r *run) (bool, string, string) {
					a, none := get(r)
					if a == nil {
						return false, id, none
					}
					return a.Figure == id, id, a.Figure
				})
			}
		},
		"allowance": num("allowance", func(a *rules.Activation) int { return a.Allowance }),
		"spent":     num("spent", func(a *rules.Activation) int { return a.Spent }),
		"remaining": num("remaining", func(a *rules.Activation) int { return a.Remaining() }),
		"moved":     flag("moved", func(a *rules.Activation) bool { return a.Moved }),
		"running":   flag("running", func(a *rules.Activation) bool { return a.Running() }),
		"action": func(v *yaml.Node) {
			if s, ok := p.Scalar(v, what+" action"); ok {
				want := s
				if want == "none" {
					want = ""
				}
				add(v.Line, "the active figure's Action", func(r *run) (bool, string, string) {
					a, none := get(r)
					if a == nil {
						return false, s, none
					}
					got := a.Action
					if got == "" {
						got = "none"
					}
					return a.Action == want, s, got
				})
			}
		},
		"must_attack": func(v *yaml.Node) {
			ids := p.figureList(v, what+" must_attack")
			if ids != nil {
				add(v.Line, "the enemies the active figure must attack", func(r *run) (bool, string, string) {
					a, none := get(r)
					if a == nil {
						return false, idsText(ids), none
					}
					return sameSet(ids, a.MustAttack), idsText(ids), idsText(a.MustAttack)
				})
			}
		},
	})
}

// figureList reads a list of figure IDs; nil when malformed.
func (p *parser) figureList(n *yaml.Node, what string) []string {
	out := []string{}
	ok := true
	p.List(n, what, func(i int, item *yaml.Node) {
		if id, good := p.figureRef(item, fmt.Sprintf("%s[%d]", what, i)); good {
			out = append(out, id)
		} else {
			ok = false
		}
	})
	if !ok || n.Kind != yaml.SequenceNode {
		return nil
	}
	return out
}

func idsText(ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	s := slices.Clone(ids)
	sort.Strings(s)
	return strings.Join(s, ", ")
}

func sameSet(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	sort.Strings(x)
	sort.Strings(y)
	return slices.Equal(x, y)
}

// costValue reads a number of points or "unreachable" (-1).
func (p *parser) costValue(n *yaml.Node, what string) (int, bool) {
	if n.Kind == yaml.ScalarNode && n.Value == "unreachable" {
		return board.Unreached, true
	}
	if n.Kind == yaml.ScalarNode && n.Tag != "!!int" {
		p.Errorf(n, "%s: want a number or unreachable, not %q", what, n.Value)
		return 0, false
	}
	return p.Int(n, what, 0, 999)
}

func costText(c int) string {
	if c == board.Unreached {
		return "unreachable"
	}
	return strconv.Itoa(c)
}

func (p *parser) expectCost(n *yaml.Node, what string, add adder) {
	var id, refused string
	var to board.Pos
	var path []board.Pos
	want := 0
	okID, okTo, okIs, hasPath := false, false, false, false
	p.Object(n, what, yamldec.Required("figure"), yamldec.Handlers{
		"figure":  func(v *yaml.Node) { id, okID = p.figureRef(v, what+" figure") },
		"to":      func(v *yaml.Node) { to, okTo = p.square(v, what+" to") },
		"path":    func(v *yaml.Node) { path, hasPath = p.boardSquares(v, what+" path") },
		"is":      func(v *yaml.Node) { want, okIs = p.costValue(v, what+" is") },
		"refused": func(v *yaml.Node) { refused, _ = p.Ident(v, what+" refused") },
	})
	if hasPath && len(path) == 0 {
		p.Errorf(n, "%s: path lists no square", what)
		return
	}
	if hasPath && !okTo {
		to, okTo = path[len(path)-1], true
	}
	switch {
	case !okID || !okTo:
		if okID {
			p.Errorf(n, "%s: missing \"to\" (or a path)", what)
		}
		return
	case okIs == (refused != ""):
		p.Errorf(n, "%s: give either is (a number of Movement points, or unreachable) or refused (a code)", what)
		return
	case refused != "" && !hasPath:
		p.Errorf(n, "%s: refused goes with a path", what)
		return
	case hasPath && want == board.Unreached:
		p.Errorf(n, "%s: a path is priced or refused, never unreachable", what)
		return
	}
	if !hasPath {
		add(n.Line, fmt.Sprintf("the cheapest move of %s to %s", id, sqText(to)), func(r *run) (bool, string, string) {
			costs, err := moveCosts(r.st, id, maxAllowance)
			if err != nil {
				return false, costText(want), err.Error()
			}
			got := board.Unreached
			if c, ok := costs[to]; ok {
				got = c
			}
			return got == want, costText(want), costText(got)
		})
		return
	}
	label := fmt.Sprintf("the move of %s to %s along %s", id, sqText(to), pathText(path))
	wantText := costText(want)
	if refused != "" {
		wantText = "refused with " + refused
	}
	add(n.Line, label, func(r *run) (bool, string, string) {
		cost, code, err := pathCost(r.st, id, to, path)
		if err != nil {
			return false, wantText, err.Error()
		}
		if code != "" {
			return code == refused, wantText, "refused with " + code
		}
		return refused == "" && cost == want, wantText, costText(cost)
	})
}

func (p *parser) expectReach(n *yaml.Node, what string, add adder) {
	var id string
	within := -1
	var exact, incl, excl []board.Pos
	var hasExact, hasIncl, hasExcl bool
	count := -1
	okID := false
	p.Object(n, what, yamldec.Required("figure"), yamldec.Handlers{
		"figure":   func(v *yaml.Node) { id, okID = p.figureRef(v, what+" figure") },
		"within":   func(v *yaml.Node) { within, _ = p.Int(v, what+" within", 0, maxAllowance) },
		"squares":  func(v *yaml.Node) { exact, hasExact = p.boardSquares(v, what+" squares") },
		"includes": func(v *yaml.Node) { incl, hasIncl = p.boardSquares(v, what+" includes") },
		"excludes": func(v *yaml.Node) { excl, hasExcl = p.boardSquares(v, what+" excludes") },
		"count":    func(v *yaml.Node) { count, _ = p.Int(v, what+" count", 0, 1<<20) },
	})
	if !okID {
		return
	}
	if !hasExact && !hasIncl && !hasExcl && count < 0 {
		p.Errorf(n, "%s: say what must hold: squares, includes, excludes or count", what)
		return
	}
	label := "the squares " + id + " can move to"
	if within >= 0 {
		label += fmt.Sprintf(" with %d Movement points", within)
	}
	reach := func(r *run) (map[board.Pos]int, string) {
		costs, err := moveCosts(r.st, id, within)
		if err != nil {
			return nil, err.Error()
		}
		return costs, ""
	}
	if hasExact {
		add(n.Line, label, func(r *run) (bool, string, string) {
			costs, e := reach(r)
			if costs == nil {
				return false, squaresText(exact), e
			}
			missing, extra := diffSquares(exact, costs)
			if len(missing) == 0 && len(extra) == 0 {
				return true, "", ""
			}
			return false, squaresText(exact), fmt.Sprintf("%s (missing %s; extra %s)", squaresText(keys(costs)), squaresText(missing), squaresText(extra))
		})
	}
	if hasIncl {
		add(n.Line, label+" include", func(r *run) (bool, string, string) {
			costs, e := reach(r)
			if costs == nil {
				return false, squaresText(incl), e
			}
			missing, _ := diffSquares(incl, costs)
			return len(missing) == 0, squaresText(incl), "missing " + squaresText(missing)
		})
	}
	if hasExcl {
		add(n.Line, label+" exclude", func(r *run) (bool, string, string) {
			costs, e := reach(r)
			if costs == nil {
				return false, "none of " + squaresText(excl), e
			}
			var found []board.Pos
			for _, q := range excl {
				if _, ok := costs[q]; ok {
					found = append(found, q)
				}
			}
			return len(found) == 0, "none of " + squaresText(excl), "reachable " + squaresText(found)
		})
	}
	if count >= 0 {
		add(n.Line, label+": how many", func(r *run) (bool, string, string) {
			costs, e := reach(r)
			if costs == nil {
				return false, strconv.Itoa(count), e
			}
			return len(costs) == count, strconv.Itoa(count), strconv.Itoa(len(costs))
		})
	}
}

// boardSquares reads a list of squares on the board.
func (p *parser) boardSquares(n *yaml.Node, what string) ([]board.Pos, bool) {
	out := []board.Pos{}
	ok := true
	p.List(n, what, func(i int, item *yaml.Node) {
		if q, good := p.square(item, fmt.Sprintf("%s[%d]", what, i)); good {
			out = append(out, q)
		} else {
			ok = false
		}
	})
	return out, ok && n.Kind == yaml.SequenceNode
}

func keys(m map[board.Pos]int) []board.Pos {
	out := make([]board.Pos, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func diffSquares(want []board.Pos, got map[board.Pos]int) (missing, extra []board.Pos) {
	w := map[board.Pos]bool{}
	for _, q := range want {
		w[q] = true
		if _, ok := got[q]; !ok {
			missing = append(missing, q)
		}
	}
	for q := range got {
		if !w[q] {
			extra = append(extra, q)
		}
	}
	return missing, extra
}

func (p *parser) expectOptions(n *yaml.Node, what string, add adder) {
	var seat rules.Side
	okSeat := false
	count := -1
	var incl, excl, exact []string
	var hasIncl, hasExcl, hasExact bool
	p.Object(n, what, yamldec.Required("seat"), yamldec.Handlers{
		"seat":     func(v *yaml.Node) { seat, okSeat = p.side(v, what+" seat") },
		"count":    func(v *yaml.Node) { count, _ = p.Int(v, what+" count", 0, 1<<20) },
		"includes": func(v *yaml.Node) { incl, hasIncl = p.stringList(v, what+" includes") },
		"excludes": func(v *yaml.Node) { excl, hasExcl = p.stringList(v, what+" excludes") },
		"exactly":  func(v *yaml.Node) { exact, hasExact = p.stringList(v, what+" exactly") },
	})
	if !okSeat {
		return
	}
	if count < 0 && !hasIncl && !hasExcl && !hasExact {
		p.Errorf(n, "%s: say what must hold: count, includes, excludes or exactly", what)
		return
	}
	label := "the options offered to the " + seat.String()
	ids := func(r *run) []string {
		opts := rules.Options(r.st, seat)
		out := make([]string, len(opts))
		for i, o := range opts {
			out[i] = o.ID
		}
		return out
	}
	if count >= 0 {
		add(n.Line, label+": how many", func(r *run) (bool, string, string) {
			got := ids(r)
			return len(got) == count, strconv.Itoa(count), fmt.Sprintf("%d (%s)", len(got), strings.Join(got, " "))
		})
	}
	if hasIncl {
		add(n.Line, label+" include", func(r *run) (bool, string, string) {
			got := ids(r)
			var missing []string
			for _, id := range incl {
				if !slices.Contains(got, id) {
					missing = append(missing, id)
				}
			}
			return len(missing) == 0, strings.Join(incl, " "), "missing " + strings.Join(missing, " ") + " among " + strings.Join(got, " ")
		})
	}
	if hasExcl {
		add(n.Line, label+" exclude", func(r *run) (bool, string, string) {
			got := ids(r)
			var found []string
			for _, id := range excl {
				if slices.Contains(got, id) {
					found = append(found, id)
				}
			}
			return len(found) == 0, "none of " + strings.Join(excl, " "), "offered " + strings.Join(found, " ")
		})
	}
	if hasExact {
		add(n.Line, label, func(r *run) (bool, string, string) {
			got := ids(r)
			return sameSet(exact, got), strings.Join(exact, " "), strings.Join(got, " ")
		})
	}
}

// stringList reads a list of non-empty strings.
func (p *parser) stringList(n *yaml.Node, what string) ([]string, bool) {
	out := []string{}
	ok := true
	p.List(n, what, func(i int, item *yaml.Node) {
		if s, good := p.Str(item, fmt.Sprintf("%s[%d]", what, i)); good {
			out = append(out, s)
		} else {
			ok = false
		}
	})
	return out, ok && n.Kind == yaml.SequenceNode
}

func sightText(s rules.Sighting) string {
	switch {
	case s.Behind:
		return "no sight (the target is behind)"
	case !s.Visible:
		return "no sight"
	case s.Cover == board.NoCover:
		return "sight, no cover"
	}
	return "sight, " + s.Cover.String() + " cover"
}

func (p *parser) expectSight(n *yaml.Node, what string, add adder) {
	var from, to string
	var okFrom, okTo, hasVisible, hasCover, hasBehind bool
	var visible, behind bool
	var cover board.Cover
	p.Object(n, what, yamldec.Required("from", "to", "visible"), yamldec.Handlers{
		"from":    func(v *yaml.Node) { from, okFrom = p.figureRef(v, what+" from") },
		"to":      func(v *yaml.Node) { to, okTo = p.figureRef(v, what+" to") },
		"visible": func(v *yaml.Node) { visible, hasVisible = p.Bool(v, what+" visible") },
		"cover":   func(v *yaml.Node) { cover, hasCover = p.Cover(v, what+" cover") },
		"behind":  func(v *yaml.Node) { behind, hasBehind = p.Bool(v, what+" behind") },
	})
	if !okFrom || !okTo || !hasVisible {
		return
	}
	if hasCover && !visible {
		p.Errorf(n, "%s: cover is meaningful only with visible: true", what)
		return
	}
	want := rules.Sighting{Visible: visible, Cover: cover, Behind: behind}
	add(n.Line, fmt.Sprintf("line of sight from %s to %s", from, to), func(r *run) (bool, string, string) {
		got, err := rules.Sight(r.st, from, to)
		if err != nil {
			return false, sightText(want), err.Error()
		}
		ok := got.Visible == visible
		if hasCover && visible {
			ok = ok && got.Cover == cover
		}
		if hasBehind {
			ok = ok && got.Behind == behind
		}
		w := sightText(want)
		if !hasCover && visible {
			w = "sight"
		}
		return ok, w, sightText(got)
	})
}

func (p *parser) expectAdjacent(n *yaml.Node, what string, add adder) {
	var pair []string
	var is, okIs, actions bool
	p.Object(n, what, yamldec.Required("figures", "is"), yamldec.Handlers{
		"figures": func(v *yaml.Node) {
			pair = p.figureList(v, what+" figures")
			if pair != nil && len(pair) != 2 {
				p.Errorf(v, "%s figures: want two figures", what)
				pair = nil
			}
		},
		"is":      func(v *yaml.Node) { is, okIs = p.Bool(v, what+" is") },
		"actions": func(v *yaml.Node) { actions, _ = p.Bool(v, what+" actions") },
	})
	if pair == nil || !okIs {
		return
	}
	a, b := pair[0], pair[1]
	label := fmt.Sprintf("%s and %s adjacent", a, b)
	if actions {
		label += " for actions and movement"
	}
	add(n.Line, label, func(r *run) (bool, string, string) {
		ab, ba := rules.Adjacent(r.st, a, b, actions), rules.Adjacent(r.st, b, a, actions)
		if ab != ba {
			return false, boolText(is), fmt.Sprintf("%s one way, %s the other", boolText(ab), boolText(ba))
		}
		return ab == is, boolText(is), boolText(ab)
	})
}

func (p *parser) expectDoors(n *yaml.Node, what string, add adder) {
	var id string
	var okID, hasIs, is bool
	count := -1
	p.Object(n, what, yamldec.Required("figure"), yamldec.Handlers{
		"figure": func(v *yaml.Node) { id, okID = p.figureRef(v, what+" figure") },
		"count":  func(v *yaml.Node) { count, _ = p.Int(v, what+" count", 0, 16) },
		"is":     func(v *yaml.Node) { is, hasIs = p.Bool(v, what+" is") },
	})
	if !okID {
		return
	}
	if count < 0 && !hasIs {
		p.Errorf(n, "%s: say what must hold: is (adjacent to a door or not) or count", what)
		return
	}
	doors := func(r *run) int {
		f, _ := r.st.Figure(id)
		g := r.st.Board
		k := 0
		for _, q := range f.Squares(nil) {
			sides := g.DoorSides(g.Index(q))
			for side := board.SideN; side <= board.SideW; side++ {
				if sides.Has(side) {
					k++
				}
			}
		}
		return k
	}
	if hasIs {
		add(n.Line, id+" adjacent to a door", func(r *run) (bool, string, string) {
			k := doors(r)
			return (k > 0) == is, boolText(is), fmt.Sprintf("%s (%d door edges)", boolText(k > 0), k)
		})
	}
	if count >= 0 {
		add(n.Line, "the door edges "+id+" is adjacent to", func(r *run) (bool, string, string) {
			k := doors(r)
			return k == count, strconv.Itoa(count), strconv.Itoa(k)
		})
	}
}

func (p *parser) expectEngaged(n *yaml.Node, what string, add adder) {
	var id string
	var by []string
	okID := false
	p.Object(n, what, yamldec.Required("figure", "by"), yamldec.Handlers{
		"figure": func(v *yaml.Node) { id, okID = p.figureRef(v, what+" figure") },
		"by":     func(v *yaml.Node) { by = p.figureList(v, what+" by") },
	})
	if !okID || by == nil {
		return
	}
	add(n.Line, "the enemies engaging "+id, func(r *run) (bool, string, string) {
		got := rules.Engagers(r.st, id)
		return sameSet(by, got), idsText(by), idsText(got)
	})
}

// place reads a square [x, y] or a figure ID: the squares of its base.
func (p *parser) place(n *yaml.Node, what string) (func(r *run) []board.Pos, string, bool) {
	if n.Kind == yaml.ScalarNode {
		id, ok := p.figureRef(n, what)
		if !ok {
			return nil, "", false
		}
		return func(r *run) []board.Pos {
			f, _ := r.st.Figure(id)
			return f.Squares(nil)
		}, id, true
	}
	q, ok := p.square(n, what)
	if !ok {
		return nil, "", false
	}
	return func(*run) []board.Pos { return []board.Pos{q} }, sqText(q), true
}

func (p *parser) expectDistance(n *yaml.Node, what string, add adder) {
	var from, to func(r *run) []board.Pos
	var fromName, toName string
	var okFrom, okTo, okIs bool
	want := 0
	p.Object(n, what, yamldec.Required("from", "to", "is"), yamldec.Handlers{
		"from": func(v *yaml.Node) { from, fromName, okFrom = p.place(v, what+" from") },
		"to":   func(v *yaml.Node) { to, toName, okTo = p.place(v, what+" to") },
		"is":   func(v *yaml.Node) { want, okIs = p.costValue(v, what+" is") },
	})
	if !okFrom || !okTo || !okIs {
		return
	}
	add(n.Line, fmt.Sprintf("the distance from %s to %s", fromName, toName), func(r *run) (bool, string, string) {
		got := distance(r.st.Board, from(r), to(r))
		return got == want, costText(want), costText(got)
	})
}

// matcher is an event or a roll to find: the fields given must match.
type matcher struct {
	line int
	want map[string]any
}

func (p *parser) matchers(n *yaml.Node, what string, needType bool) ([]matcher, bool) {
	var out []matcher
	ok := true
	p.List(n, what, func(i int, item *yaml.Node) {
		w := fmt.Sprintf("%s[%d]", what, i)
		if item.Kind != yaml.MappingNode {
			p.Errorf(item, "%s: want a mapping of the fields to match", w)
			ok = false
			return
		}
		v, good := p.Value(item, w)
		if !good {
			ok = false
			return
		}
		m := v.(map[string]any)
		if needType {
			if _, has := m["type"].(string); !has {
				p.Errorf(item, "%s: an event to match needs its type", w)
				ok = false
				return
			}
		}
		out = append(out, matcher{line: item.Line, want: m})
	})
	return out, ok && n.Kind == yaml.SequenceNode
}

func (p *parser) expectEvents(n *yaml.Node, what string, none bool, add adder) {
	ms, ok := p.matchers(n, what, true)
	if !ok {
		return
	}
	if none {
		for _, m := range ms {
			add(m.line, "no event like "+compactJSON(m.want), func(r *run) (bool, string, string) {
				for _, ev := range r.step {
					if match(m.want, any(eventFields(ev))) {
						return false, "none", compactJSON(eventFields(ev))
					}
				}
				return true, "", ""
			})
		}
		return
	}
	// The events must appear in the order given, others may come between.
	for k, m := range ms {
		add(m.line, "an event like "+compactJSON(m.want), func(r *run) (bool, string, string) {
			// Find the earlier matchers first, in order, then this one.
			pos := 0
			for j := 0; j <= k; j++ {
				found := false
				for pos < len(r.step) {
					ev := eventFields(r.step[pos])
					pos++
					if match(ms[j].want, any(ev)) {
						found = true
						break
					}
				}
				if !found {
					if j < k {
						// An earlier matcher failed and says so; this
						// one was not checked.
						return true, notChecked, ""
					}
					return false, compactJSON(m.want) + " (in order)", eventList(r.step)
				}
			}
			return true, "", ""
		})
	}
}

// notChecked is the want of a check that passes only because an earlier
// one it depends on failed (and reported it): -v must not call it ok.
const notChecked = "(not checked)"

func eventList(evs []rules.Event) string {
	if len(evs) == 0 {
		return "no events"
	}
	parts := make([]string, len(evs))
	for i, ev := range evs {
		parts[i] = compactJSON(eventFields(ev))
	}
	return strings.Join(parts, "; ")
}

func (p *parser) expectRolls(n *yaml.Node, what string, add adder) {
	ms, ok := p.matchers(n, what, false)
	if !ok {
		return
	}
	add(n.Line, "the rolls made", func(r *run) (bool, string, string) {
		rolls := rollsOf(r.step)
		got := make([]string, len(rolls))
		for i, rl := range rolls {
			got[i] = ExplainRoll(rl)
		}
		gotText := strings.Join(got, "; ")
		if gotText == "" {
			gotText = "no rolls"
		}
		wantText := make([]string, len(ms))
		for i, m := range ms {
			wantText[i] = compactJSON(m.want)
		}
		if len(rolls) != len(ms) {
			return false, fmt.Sprintf("%d rolls: %s", len(ms), strings.Join(wantText, "; ")), gotText
		}
		for i, rl := range rolls {
			if !match(ms[i].want, rollFields(rl)) {
				return false, fmt.Sprintf("roll %d like %s", i+1, wantText[i]), gotText
			}
		}
		return true, "", ""
	})
}

// rollFields is a roll as plain data.
func rollFields(r rules.RollRecord) any {
	m := eventFields(rules.Rolled{Roll: r})
	return m["roll"]
}

func (p *parser) expectPrompt(n *yaml.Node, what string, add adder) {
	if n.Kind == yaml.ScalarNode && n.Value == "none" {
		add(n.Line, "the open prompt", func(r *run) (bool, string, string) {
			if pr := r.st.Prompt; pr != nil {
				return false, "none", string(pr.Kind) + " for the " + pr.Seat.String()
			}
			return true, "", ""
		})
		return
	}
	var kind, fig string
	var seat rules.Side
	var opts []string
	var hasKind, hasSeat, hasFig, hasOpts bool
	p.Object(n, what, nil, yamldec.Handlers{
		"kind":    func(v *yaml.Node) { kind, hasKind = p.Ident(v, what+" kind") },
		"seat":    func(v *yaml.Node) { seat, hasSeat = p.side(v, what+" seat") },
		"figure":  func(v *yaml.Node) { fig, hasFig = p.figureRef(v, what+" figure") },
		"options": func(v *yaml.Node) { opts, hasOpts = p.stringList(v, what+" options") },
	})
	add(n.Line, "the open prompt", func(r *run) (bool, string, string) {
		pr := r.st.Prompt
		var want []string
		if hasKind {
			want = append(want, "kind "+kind)
		}
		if hasSeat {
			want = append(want, "for the "+seat.String())
		}
		if hasFig {
			want = append(want, "about "+fig)
		}
		if hasOpts {
			want = append(want, "options "+strings.Join(opts, " "))
		}
		w := "a prompt " + strings.Join(want, ", ")
		if pr == nil {
			return false, w, "none"
		}
		ids := make([]string, len(pr.Options))
		for i, o := range pr.Options {
			ids[i] = o.ID
		}
		got := fmt.Sprintf("a prompt kind %s, for the %s, about %s, options %s", pr.Kind, pr.Seat, pr.Figure, strings.Join(ids, " "))
		ok := (!hasKind || string(pr.Kind) == kind) && (!hasSeat || pr.Seat == seat) &&
			(!hasFig || pr.Figure == fig) && (!hasOpts || slices.Equal(opts, ids))
		return ok, w, got
	})
}

// expectAchievements reads {heroes: N, dark: N}: the Achievement Counter.
func (p *parser) expectAchievements(n *yaml.Node, what string, add func(int, string, func(*run) (bool, string, string))) {
	p.Object(n, what, nil, yamldec.Handlers{
		"heroes": func(v *yaml.Node) {
			if x, ok := p.Int(v, what+" heroes", 0, 1<<20); ok {
				add(v.Line, "the heroes' achievement points", func(r *run) (bool, string, string) {
					return r.st.Achievements.Heroes == x, strconv.Itoa(x), strconv.Itoa(r.st.Achievements.Heroes)
				})
			}
		},
		"dark": func(v *yaml.Node) {
			if x, ok := p.Int(v, what+" dark", 0, 1<<20); ok {
				add(v.Line, "the Dark Player's achievement points", func(r *run) (bool, string, string) {
					return r.st.Achievements.Dark == x, strconv.Itoa(x), strconv.Itoa(r.st.Achievements.Dark)
				})
			}
		},
	})
}

// expectEnd reads none (the quest goes on) or {victory, reason}.
func (p *parser) expectEnd(n *yaml.Node, what string, add func(int, string, func(*run) (bool, string, string))) {
	show := func(e *rules.QuestEnd) string {
		if e == nil {
			return "none"
		}
		return fmt.Sprintf("victory %v, %s", e.Victory, e.Reason)
	}
	if n.Kind == yaml.ScalarNode && n.Value == "none" {
		add(n.Line, "the end of the quest", func(r *run) (bool, string, string) {
			return r.st.End == nil, "none", show(r.st.End)
		})
		return
	}
	p.Object(n, what, nil, yamldec.Handlers{
		"victory": func(v *yaml.Node) {
			if b, ok := p.Bool(v, what+" victory"); ok {
				add(v.Line, "the end of the quest", func(r *run) (bool, string, string) {
					return r.st.End != nil && r.st.End.Victory == b, fmt.Sprintf("victory %v", b), show(r.st.End)
				})
			}
		},
		"reason": func(v *yaml.Node) {
			if s, ok := p.Str(v, what+" reason"); ok {
				switch rules.EndReason(s) {
				case rules.EndKnockedOut, rules.EndLeft, rules.EndWithdrew, rules.EndTurnLimit:
				default:
					p.Errorf(v, "%s reason: unknown %q (want knocked_out, left, withdrew or turn_limit)", what, s)
					return
				}
				add(v.Line, "why the quest ended", func(r *run) (bool, string, string) {
					return r.st.End != nil && string(r.st.End.Reason) == s, s, show(r.st.End)
				})
			}
		},
	})
}

// expectAfterQuest reads {dice: [...], heroes: {id: {fate, injury,
// incurable, lost_objects, ransom, coins, experience}}}: the rolls after
// the quest (rules.AfterQuest) on the state reached, with those dice, all
// of which must be used.
func (p *parser) expectAfterQuest(n *yaml.Node, what string, add adder) {
	var forced []int
	var heroesNode *yaml.Node
	p.Object(n, what, yamldec.Required("dice", "heroes"), yamldec.Handlers{
		"dice": func(v *yaml.Node) {
			p.List(v, what+" dice", func(i int, it *yaml.Node) {
				if d, ok := p.Int(it, fmt.Sprintf("%s dice[%d]", what, i), 1, dice.Faces); ok {
					forced = append(forced, d)
				}
			})
		},
		"heroes": func(v *yaml.Node) { heroesNode = v },
	})
	if heroesNode == nil {
		return
	}
	settle := func(r *run) (rules.Aftermath, string) {
		src := dice.Scripted(forced...)
		am, err := rules.AfterQuest(r.st, src)
		if err != nil {
			return am, err.Error()
		}
		if left := src.Remaining(); len(left) > 0 {
			return am, fmt.Sprintf("dice left unused: %v", left)
		}
		return am, ""
	}
	hero := func(am rules.Aftermath, id string) (rules.HeroAftermath, bool) {
		for _, h := range am.Heroes {
			if h.Figure == id {
				return h, true
			}
		}
		return rules.HeroAftermath{}, false
	}
	p.Pairs(heroesNode, what+" heroes", func(k, v *yaml.Node) {
		id, ok := p.figureRef(k, what+" heroes")
		if !ok || !p.Usable(v) {
			return
		}
		w := what + " " + id
		// field adds a check of one value of the hero's aftermath.
		field := func(line int, name, want string, got func(rules.HeroAftermath) string) {
			add(line, id+"'s "+name+" after the quest", func(r *run) (bool, string, string) {
				am, bad := settle(r)
				if bad != "" {
					return false, want, bad
				}
				h, ok := hero(am, id)
				if !ok {
					return false, want, "not a hero"
				}
				g := got(h)
				return g == want, want, g
			})
		}
		num := func(key string, get func(rules.HeroAftermath) int) func(*yaml.Node) {
			return func(v *yaml.Node) {
				if x, ok := p.Int(v, w+" "+key, 0, 1<<20); ok {
					field(v.Line, key, strconv.Itoa(x), func(h rules.HeroAftermath) string { return strconv.Itoa(get(h)) })
				}
			}
		}
		p.Object(v, w, nil, yamldec.Handlers{
			"fate": func(v *yaml.Node) {
				if f, ok := p.Str(v, w+" fate"); ok {
					switch rules.Fate(f) {
					case rules.FateUnharmed, rules.FateDead, rules.FateInjured, rules.FateRevenge, rules.FatePrisoner, rules.FateSeriousInjuries, rules.FateEscaped:
					default:
						p.Errorf(v, "%s fate: unknown %q (want unharmed, dead, injured, revenge, prisoner, serious_injuries or escaped)", w, f)
						return
					}
					field(v.Line, "fate", f, func(h rules.HeroAftermath) string { return string(h.Fate) })
				}
			},
			"injury": func(v *yaml.Node) {
				if f, ok := p.Str(v, w+" injury"); ok {
					if _, known := injuryKinds[f]; !known && f != "none" {
						p.Errorf(v, "%s injury: unknown %q (want none or a line of the injuries table: one_armed, damaged_joints, ...)", w, f)
						return
					}
					field(v.Line, "injury", f, func(h rules.HeroAftermath) string {
						if h.Injury == nil {
							return "none"
						}
						return string(h.Injury.Kind)
					})
				}
			},
			"incurable": func(v *yaml.Node) {
				if b, ok := p.Bool(v, w+" incurable"); ok {
					field(v.Line, "incurable injury", strconv.FormatBool(b), func(h rules.HeroAftermath) string {
						return strconv.FormatBool(h.Injury != nil && h.Injury.Incurable)
					})
				}
			},
			"lost_objects": num("lost_objects", func(h rules.HeroAftermath) int { return h.LostObjects }),
			"objects":      num("objects", func(h rules.HeroAftermath) int { return len(h.Objects) }),
			"ransom":       num("ransom", func(h rules.HeroAftermath) int { return h.Ransom }),
			"coins":        num("coins", func(h rules.HeroAftermath) int { return h.Coins }),
			"experience":   num("experience", func(h rules.HeroAftermath) int { return h.Experience }),
		})
	})
}

var injuryKinds = func() map[string]bool {
	m := map[string]bool{}
	for _, r := range rules.InjuryTable {
		m[string(r.Kind)] = true
	}
	return m
}()

// expectDark reads the expectations about the Dark Player's cards: his
// hand and discards (exactly, in order), the cards left in each deck, the
// reserve he may spend and what he has spent.
func (p *parser) expectDark(n *yaml.Node, what string, add func(int, string, func(*run) (bool, string, string))) {
	cards := func(v *yaml.Node, w string) ([]string, bool) {
		var out []string
		ok := true
		p.List(v, w, func(j int, e *yaml.Node) {
			id, good := p.Ident(e, fmt.Sprintf("%s[%d]", w, j))
			ok = ok && good
			out = append(out, id)
		})
		return out, ok
	}
	dark := func(r *run) *rules.DarkPlayer { return r.st.Dark }
	list := func(v *yaml.Node, w, desc string, get func(*rules.DarkPlayer) []string) {
		want, ok := cards(v, w)
		if !ok {
			return
		}
		add(v.Line, desc, func(r *run) (bool, string, string) {
			d := dark(r)
			if d == nil {
				return false, strings.Join(want, ", "), "no Dark Player"
			}
			got := get(d)
			return slices.Equal(got, want), "[" + strings.Join(want, ", ") + "]", "[" + strings.Join(got, ", ") + "]"
		})
	}
	num := func(v *yaml.Node, w, desc string, get func(*run) int) {
		if x, ok := p.Int(v, w, -999, 999); ok {
			add(v.Line, desc, func(r *run) (bool, string, string) {
				if dark(r) == nil {
					return false, strconv.Itoa(x), "no Dark Player"
				}
				got := get(r)
				return got == x, strconv.Itoa(x), strconv.Itoa(got)
			})
		}
	}
	p.Object(n, what, nil, yamldec.Handlers{
		"hand": func(v *yaml.Node) {
			list(v, what+" hand", "the Dark Player's hand", func(d *rules.DarkPlayer) []string { return d.Hand })
		},
		"discards": func(v *yaml.Node) {
			list(v, what+" discards", "the Dark Player's discards", func(d *rules.DarkPlayer) []string { return d.Discards })
		},
		"obstacles": func(v *yaml.Node) {
			list(v, what+" obstacles", "the Obstacle and Power deck", func(d *rules.DarkPlayer) []string {
				if d.Mode == rules.DarkADP {
					return deckCards(d, rules.DeckADPObstacles)
				}
				return deckCards(d, rules.DeckObstacles)
			})
		},
		"encounters": func(v *yaml.Node) {
			list(v, what+" encounters", "the Encounter deck", func(d *rules.DarkPlayer) []string { return deckCards(d, rules.DeckEncounters) })
		},
		"powers": func(v *yaml.Node) {
			list(v, what+" powers", "the ADP's Power deck", func(d *rules.DarkPlayer) []string { return deckCards(d, rules.DeckADPPowers) })
		},
		"available": func(v *yaml.Node) {
			num(v, what+" available", "the reserve the Dark Player may spend", func(r *run) int { return r.st.Available() })
		},
		"spent": func(v *yaml.Node) {
			num(v, what+" spent", "the reserve spent", func(r *run) int { return r.st.Dark.Spent })
		},
		"hand_limit": func(v *yaml.Node) {
			num(v, what+" hand_limit", "the Dark Player's hand limit", func(r *run) int { return r.st.HandLimit() })
		},
		"leader": func(v *yaml.Node) {
			if s, ok := p.Str(v, what+" leader"); ok {
				add(v.Line, "the Leader waiting to be placed", func(r *run) (bool, string, string) {
					got := "none"
					if d := dark(r); d != nil && d.Leader != nil {
						got = d.Leader.ID
					}
					return got == s, s, got
				})
			}
		},
	})
}

func deckCards(d *rules.DarkPlayer, id string) []string {
	for _, k := range d.Decks {
		if k.ID == id {
			return k.Cards
		}
	}
	return nil
}

// carries reads a list of item IDs the figure must carry (in any place),
// each as many times as listed; unknown: each must still be unidentified.
func (p *parser) carries(v *yaml.Node, what, id string, get func(r *run) (rules.Figure, bool), add adder, unknown bool) {
	var want []string
	ok := true
	p.List(v, what, func(j int, n *yaml.Node) {
		x, good := p.Ident(n, fmt.Sprintf("%s[%d]", what, j))
		ok = ok && good
		want = append(want, x)
	})
	if !ok || v.Kind != yaml.SequenceNode {
		return
	}
	label := id + " carries"
	if unknown {
		label = id + "'s unidentified items"
	}
	add(v.Line, label, func(r *run) (bool, string, string) {
		f, _ := get(r)
		var have []string
		for _, it := range f.Items {
			if !unknown || it.Unknown {
				have = append(have, it.ID)
			}
		}
		left := slices.Clone(have)
		for _, w := range want {
			k := slices.Index(left, w)
			if k < 0 {
				return false, strings.Join(want, ", "), strings.Join(have, ", ")
			}
			left = slices.Delete(left, k, k+1)
		}
		return true, strings.Join(want, ", "), strings.Join(have, ", ")
	})
}
