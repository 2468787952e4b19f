package rules

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"strings"
	"testing"
)

// refuse keeps only the argument types of refusalArg (errors_args.go); any
// other would come out as "?". Every call in the package, and every call
// of a function handing its own arguments on to refuse, passes those
// types alone: an error's text, say, is passed as err.Error().
func TestRefuseArgumentTypes(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the package from source")
	}
	kept := map[string]bool{"string": true, "int": true, "uint64": true, "uint8": true,
		"dun/board.Pos": true, "dun/board.Dir": true, "dun/board.Side": true,
		"dun/rules.Side": true, "dun/rules.Condition": true, "dun/rules.Corner": true,
		"dun/rules.DarkMode": true, "dun/rules.PromptKind": true, "dun/rules.Text": true, "[]string": true}
	fset := token.NewFileSet()
	ents, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range ents {
		if n := e.Name(); strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			f, err := parser.ParseFile(fset, n, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	if _, err := conf.Check("dun/rules", fset, files, info); err != nil {
		t.Fatal(err)
	}
	// fixed is how many leading arguments of each refusing function are
	// not refuse's arguments: refuse's own three, then the functions that
	// hand their variadic arguments on to it.
	fixed := map[types.Object]int{}
	for id, o := range info.Defs {
		if id.Name == "refuse" && o != nil && o.Parent() == o.Pkg().Scope() {
			fixed[o] = 3
		}
	}
	for changed := true; changed; {
		changed = false
		for _, f := range files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				params := fd.Type.Params.List
				if len(params) == 0 || len(params[len(params)-1].Names) != 1 {
					continue
				}
				last := params[len(params)-1:]
				if _, ok := last[0].Type.(*ast.Ellipsis); !ok {
					continue
				}
				self := info.Defs[fd.Name]
				if _, done := fixed[self]; done {
					continue
				}
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					c, ok := n.(*ast.CallExpr)
					if !ok || !c.Ellipsis.IsValid() {
						return true
					}
					if _, refuses := fixed[callee(info, c)]; refuses {
						if a, ok := c.Args[len(c.Args)-1].(*ast.Ident); ok && info.Uses[a] == info.Defs[last[0].Names[0]] {
							n := 0
							for _, p := range params {
								n += max(1, len(p.Names))
							}
							fixed[self], changed = n-1, true
						}
					}
					return true
				})
			}
		}
	}
	calls := 0
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := callee(info, c)
			k, refuses := fixed[fn]
			if !refuses {
				return true
			}
			calls++
			if c.Ellipsis.IsValid() {
				if a, ok := c.Args[len(c.Args)-1].(*ast.Ident); !ok || info.Uses[a] == nil || !isForwarded(info, f, c, a) {
					t.Errorf("%v: %s is given a slice of arguments whose types no one checks", fset.Position(c.Pos()), fn.Name())
				}
				return true
			}
			for _, a := range c.Args[min(k, len(c.Args)):] {
				if ty := types.TypeString(info.TypeOf(a), nil); !kept[ty] {
					t.Errorf("%v: %s is given a %s, which refusalArg does not keep", fset.Position(a.Pos()), fn.Name(), ty)
				}
			}
			return true
		})
	}
	if calls < 700 {
		t.Errorf("only %d refusals found", calls)
	}
}

// isForwarded says whether the slice a passed on in call c is the
// variadic parameter of the function declaring the call.
func isForwarded(info *types.Info, f *ast.File, c *ast.CallExpr, a *ast.Ident) bool {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Pos() > c.Pos() || c.End() > fd.End() {
			continue
		}
		params := fd.Type.Params.List
		if len(params) == 0 {
			return false
		}
		last := params[len(params)-1]
		_, variadic := last.Type.(*ast.Ellipsis)
		return variadic && len(last.Names) == 1 && info.Defs[last.Names[0]] == info.Uses[a]
	}
	return false
}

// callee is the function or method c calls, when it is named.
func callee(info *types.Info, c *ast.CallExpr) types.Object {
	switch f := c.Fun.(type) {
	case *ast.Ident:
		return info.Uses[f]
	case *ast.SelectorExpr:
		return info.Uses[f.Sel]
	}
	return nil
}
