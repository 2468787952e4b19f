// Package load reads content packs from YAML (docs/content-format.md)
// through internal/yamldec, so every problem is reported as
// file:line:column: message and all of them in one run. It works on an
// fs.FS and never on the disk by name: the command line opens folders,
// the starter pack is embedded.
//
// The decoding follows the struct tags of package content (key, req, min,
// max, enum), so the keys the loader accepts and the keys of the JSON
// Schemas (Schema) come from one place.
package load

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"dun/content"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// MaxFileSize bounds a pack file; a larger one is refused unread.
const MaxFileSize = 4 << 20

// Source is one pack: a file system and the name its files are given in
// messages (a folder path, or "starter").
type Source struct {
	Name string
	FS   fs.FS
}

// Packs reads every source, merges them in order (later packs may add
// entries and, when they say override: true, replace earlier ones) and
// validates the result against reg. It returns the merged pack and every
// problem, sorted; the pack is usable for listing even when there are
// problems.
func Packs(reg *content.Registry, srcs ...Source) (*content.Pack, []content.Error) {
	var errs []content.Error
	all := content.NewPack()
	for _, s := range srcs {
		p, es := Pack(s)
		errs = append(errs, es...)
		errs = append(errs, all.Merge(p)...)
	}
	errs = append(errs, all.Validate(reg)...)
	return all, content.SortErrors(errs)
}

// Pack reads one pack. Its files are found by name: kind.yaml (or
// kind.yml) at the top of the file system holds entries of that kind, and
// so does every *.yaml or *.yml file under a folder named after a kind.
// Other YAML files are errors; other files (README.md, say) are ignored.
func Pack(s Source) (*content.Pack, []content.Error) {
	p := content.NewPack()
	var errs []content.Error
	var files []string
	err := fs.WalkDir(s.FS, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			errs = append(errs, content.Error{Pos: content.Pos{File: join(s.Name, name), Line: 1, Col: 1}, Msg: err.Error()})
			return nil
		}
		if !d.IsDir() && isYAML(name) {
			files = append(files, name)
		}
		return nil
	})
	if err != nil {
		errs = append(errs, content.Error{Pos: content.Pos{File: s.Name, Line: 1, Col: 1}, Msg: err.Error()})
	}
	sort.Strings(files)
	for _, name := range files {
		file := join(s.Name, name)
		kind, ok := kindOf(name)
		if !ok {
			errs = append(errs, content.Error{Pos: content.Pos{File: file, Line: 1, Col: 1},
				Msg: fmt.Sprintf("not a kind of content: name the file or its folder after one of %s", kindNames())})
			continue
		}
		src, err := fs.ReadFile(s.FS, name)
		if err != nil {
			errs = append(errs, content.Error{Pos: content.Pos{File: file, Line: 1, Col: 1}, Msg: err.Error()})
			continue
		}
		items, es := File(file, src, kind)
		errs = append(errs, es...)
		for _, it := range items {
			errs = append(errs, p.Add(kind.Name, it)...)
		}
	}
	return p, errs
}

func join(dir, name string) string {
	if dir == "" {
		return name
	}
	return path.Join(dir, name)
}

func isYAML(name string) bool {
	return strings.HasSuffix(name, ".yaml") || strings.HasSuffix(name, ".yml")
}

// kindOf returns the kind of the file at name: its first folder, or for a
// file at the top its name without extension.
func kindOf(name string) (content.Kind, bool) {
	k := name
	if i := strings.IndexByte(name, '/'); i >= 0 {
		k = name[:i]
	} else {
		k = strings.TrimSuffix(strings.TrimSuffix(k, ".yaml"), ".yml")
	}
	return content.KindNamed(k)
}

func kindNames() string {
	names := make([]string, len(content.Kinds))
	for i, k := range content.Kinds {
		names[i] = k.Name
	}
	return strings.Join(names, ", ")
}

// File decodes the entries of kind held in one file, a YAML list of
// entries. Entries with problems are left out; every problem is returned.
func File(name string, src []byte, kind content.Kind) ([]content.Item, []content.Error) {
	if len(src) > MaxFileSize {
		return nil, []content.Error{{Pos: content.Pos{File: name, Line: 1, Col: 1}, Msg: fmt.Sprintf("the file is larger than %d bytes", MaxFileSize)}}
	}
	d := yamldec.New(name, src, yamldec.Format{Name: "content pack"})
	r := &reader{d: d, file: name}
	var items []content.Item
	if root := d.Document(); root != nil {
		d.List(root, kind.Name, func(i int, n *yaml.Node) {
			it := kind.New()
			before := len(d.Errors())
			r.object(n, fmt.Sprintf("%s[%d]", kind.Name, i), valueOf(it))
			if len(d.Errors()) == before {
				items = append(items, it)
			}
		})
	}
	var errs []content.Error
	for _, e := range d.Errors() {
		errs = append(errs, content.Error{Pos: content.Pos{File: e.File, Line: e.Line, Col: e.Col}, Msg: e.Msg})
	}
	return items, errs
}
