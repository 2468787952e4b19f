package load

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	"dun/content"
)

// Show describes entry it of kind in lang ("en" or "es"), one key a line
// with the pack's key names, texts in that language and references by ID;
// an effect says whether the engine implements it (reg).
func Show(kind string, it content.Item, lang string, reg *content.Registry) string {
	var b strings.Builder
	e := it.Base()
	fmt.Fprintf(&b, "%s %s: %s\n", kind, e.ID, e.Name.In(lang))
	fmt.Fprintf(&b, "  defined at %s\n", e.At)
	show(&b, reflect.ValueOf(it).Elem(), lang, reg, "  ", true)
	return b.String()
}

func show(b *strings.Builder, v reflect.Value, lang string, reg *content.Registry, indent string, top bool) {
	for _, f := range Fields(v.Type()) {
		if top && (f.Key == "id" || f.Key == "name") {
			continue
		}
		fv := v.FieldByIndex(f.Index)
		if fv.IsZero() && !(f.Required && fv.Kind() == reflect.Int) {
			continue
		}
		if s, ok := inline(fv, lang, reg); ok {
			fmt.Fprintf(b, "%s%s: %s\n", indent, f.Key, s)
			continue
		}
		if fv.Kind() == reflect.Pointer {
			fv = fv.Elem()
		}
		fmt.Fprintf(b, "%s%s:\n", indent, f.Key)
		if fv.Kind() == reflect.Slice {
			for i := range fv.Len() {
				item := fv.Index(i)
				if s, ok := inline(item, lang, reg); ok {
					fmt.Fprintf(b, "%s  - %s\n", indent, s)
					continue
				}
				fmt.Fprintf(b, "%s  -\n", indent)
				show(b, item, lang, reg, indent+"    ", false)
			}
			continue
		}
		show(b, fv, lang, reg, indent+"  ", false)
	}
}

// inline returns v on one line when it fits one.
func inline(v reflect.Value, lang string, reg *content.Registry) (string, bool) {
	switch x := v.Interface().(type) {
	case content.Text:
		return x.In(lang), true
	case *content.Text:
		return x.In(lang), true
	case content.Ref:
		return x.ID, true
	case *content.Ref:
		return x.ID, true
	case *content.EffectUse:
		s := x.ID
		if len(x.Params) > 0 {
			keys := make([]string, 0, len(x.Params))
			for k := range x.Params {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			var ps []string
			for _, k := range keys {
				ps = append(ps, fmt.Sprintf("%s=%v", k, x.Params[k]))
			}
			s += " (" + strings.Join(ps, ", ") + ")"
		}
		if content.Implemented(reg, x) {
			return s + " [implemented]", true
		}
		return s + " [not implemented yet]", true
	}
	switch v.Kind() {
	case reflect.String, reflect.Int, reflect.Bool:
		return fmt.Sprint(v.Interface()), true
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.String || v.Type().Elem() == refType {
			var parts []string
			for i := range v.Len() {
				s, _ := inline(v.Index(i), lang, reg)
				parts = append(parts, s)
			}
			return strings.Join(parts, ", "), true
		}
	}
	return "", false
}
