package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"dun/rules"
)

// A game's state carries static content: its Treasure book (the Treasure
// deck's cards and the tables they roll on) and the Dark Player's card
// catalogue, some 80 KB of the 130 KB of a state's JSON, the same for
// every game of a pack (and faction and improvements). The store keeps
// each distinct one once, in the content table, under the SHA-256 of its
// JSON, and a stored state (a game's setup, a snapshot) names them:
//
//	{"dun_stored":1,"book":"<digest>","catalogue":"<digest>","state":<the state with "book" and "catalogue" null>}
//
// Loading puts them back and decodes the whole state, checked as always,
// so a game loads exactly as it was stored; a state stored whole (by an
// earlier dun, or without static content) is read as it always was. The
// content rows are written in the same transaction as the first state
// naming them, and never deleted.

// storedPrefix opens a stored state that names its static content.
const storedPrefix = `{"dun_stored":1,`

// The kinds of static content.
const (
	contentBook      = "treasure_book"
	contentCatalogue = "dark_catalogue"
)

// contentRow is one static content as stored: its digest, kind and JSON.
type contentRow struct {
	Digest string
	Kind   string
	Body   []byte
}

// storedRefs is the head of a stored state.
type storedRefs struct {
	Stored    int             `json:"dun_stored"`
	Book      string          `json:"book,omitempty"`
	Catalogue string          `json:"catalogue,omitempty"`
	State     json.RawMessage `json:"state"`
}

// contents knows the static contents met, each by one pointer that every
// state holding it shares (the rules share a book or catalogue between
// clones and never change it): a state's content is then named by a map
// look-up, not by encoding it.
type contents struct {
	mu sync.Mutex
	// digests maps each known pointer to its content's digest; rows maps
	// a digest to its pointer and row.
	digests map[any]string
	rows    map[string]*contentEntry
}

type contentEntry struct {
	ptr any
	row contentRow
}

func newContents() *contents {
	return &contents{digests: map[any]string{}, rows: map[string]*contentEntry{}}
}

// known is the content p holds: its row, and the pointer known for the
// same content (p itself when it is the first met). Encoding p, to learn
// its digest, happens once per pointer kept; a pointer whose content is
// known under another is not kept (canonical replaces it).
func (c *contents) known(kind string, p any, encode func() ([]byte, error)) (contentRow, any, error) {
	c.mu.Lock()
	if d, ok := c.digests[p]; ok {
		e := c.rows[d]
		c.mu.Unlock()
		return e.row, e.ptr, nil
	}
	c.mu.Unlock()
	body, err := encode()
	if err != nil {
		return contentRow{}, nil, err
	}
	sum := sha256.Sum256(body)
	row := contentRow{Digest: hex.EncodeToString(sum[:]), Kind: kind, Body: body}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.rows[row.Digest]; ok {
		return e.row, e.ptr, nil
	}
	c.rows[row.Digest] = &contentEntry{ptr: p, row: row}
	c.digests[p] = row.Digest
	return row, p, nil
}

// adopt makes p the pointer of the content of digest d unless one is
// known, and returns the one to use.
func (c *contents) adopt(d string, kind string, p any, body []byte) any {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.rows[d]; ok {
		return e.ptr
	}
	c.rows[d] = &contentEntry{ptr: p, row: contentRow{Digest: d, Kind: kind, Body: body}}
	c.digests[p] = d
	return p
}

// body is the JSON of the content of digest d, if known.
func (c *contents) body(d string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.rows[d]; ok {
		return e.row.Body, true
	}
	return nil, false
}

// canonical gives s the known pointers of its static contents, so that
// storing it and its successors names them without encoding them.
func (c *contents) canonical(s *rules.State) error {
	if t := s.Treasure; t != nil && t.Book != nil {
		_, p, err := c.known(contentBook, t.Book, t.Book.MarshalJSON)
		if err != nil {
			return err
		}
		if p != any(t.Book) {
			tc := *t
			tc.Book = p.(*rules.TreasureBook)
			s.Treasure = &tc
		}
	}
	if d := s.Dark; d != nil && d.Cards != nil {
		_, p, err := c.known(contentCatalogue, d.Cards, d.Cards.MarshalJSON)
		if err != nil {
			return err
		}
		if p != any(d.Cards) {
			dc := *d
			dc.Cards = p.(*rules.Catalogue)
			s.Dark = &dc
		}
	}
	return nil
}

// storedState is a state encoded for the store, and the static contents
// it names.
type storedState struct {
	JSON     []byte
	Contents []contentRow
}

// encode writes s for the store: without its static contents, named by
// their digests.
func (c *contents) encode(s rules.State) (storedState, error) {
	var refs storedRefs
	var rows []contentRow
	if t := s.Treasure; t != nil && t.Book != nil {
		row, _, err := c.known(contentBook, t.Book, t.Book.MarshalJSON)
		if err != nil {
			return storedState{}, err
		}
		tc := *t
		tc.Book = nil
		s.Treasure = &tc
		refs.Book, rows = row.Digest, append(rows, row)
	}
	if d := s.Dark; d != nil && d.Cards != nil {
		row, _, err := c.known(contentCatalogue, d.Cards, d.Cards.MarshalJSON)
		if err != nil {
			return storedState{}, err
		}
		dc := *d
		dc.Cards = nil
		s.Dark = &dc
		refs.Catalogue, rows = row.Digest, append(rows, row)
	}
	body, err := stateJSON(s)
	if err != nil || rows == nil {
		return storedState{JSON: body}, err
	}
	var b bytes.Buffer
	b.Grow(len(storedPrefix) + 2*len(`"book":"",`) + 2*sha256.Size*2 + len(`"state":}`) + len(body))
	b.WriteString(storedPrefix)
	if refs.Book != "" {
		b.WriteString(`"book":"` + refs.Book + `",`)
	}
	if refs.Catalogue != "" {
		b.WriteString(`"catalogue":"` + refs.Catalogue + `",`)
	}
	b.WriteString(`"state":`)
	b.Write(body)
	b.WriteByte('}')
	return storedState{JSON: b.Bytes(), Contents: rows}, nil
}

// encodeState writes s for the store (contents.encode).
func (st *Store) encodeState(s rules.State) (storedState, error) { return st.contents.encode(s) }

// decodeState reads a stored state: its static contents put back, then
// decoded and checked as rules.State's UnmarshalJSON does, with the
// contents' known pointers.
func (st *Store) decodeState(ctx context.Context, b []byte) (rules.State, error) {
	var s rules.State
	if !bytes.HasPrefix(b, []byte(storedPrefix)) {
		if err := json.Unmarshal(b, &s); err != nil {
			return s, err
		}
		return s, st.contents.canonical(&s)
	}
	var refs storedRefs
	if err := json.Unmarshal(b, &refs); err != nil {
		return s, fmt.Errorf("stored state: %w", err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(refs.State, &top); err != nil {
		return s, fmt.Errorf("stored state: %w", err)
	}
	for _, part := range []struct{ field, key, digest string }{
		{"treasure", "book", refs.Book},
		{"dark", "catalogue", refs.Catalogue},
	} {
		if part.digest == "" {
			continue
		}
		body, err := st.contentBody(ctx, part.digest)
		if err != nil {
			return s, err
		}
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(top[part.field], &obj); err != nil || obj == nil {
			return s, fmt.Errorf("stored state: %s names content %s but has no %s", part.field, part.digest, part.field)
		}
		obj[part.key] = body
		if top[part.field], err = json.Marshal(obj); err != nil {
			return s, err
		}
	}
	whole, err := json.Marshal(top)
	if err != nil {
		return s, err
	}
	if err := json.Unmarshal(whole, &s); err != nil {
		return s, err
	}
	// The contents just decoded share the known pointers.
	if t := s.Treasure; t != nil && t.Book != nil && refs.Book != "" {
		body, _ := st.contentBody(ctx, refs.Book)
		t.Book = st.contents.adopt(refs.Book, contentBook, t.Book, body).(*rules.TreasureBook)
	}
	if d := s.Dark; d != nil && d.Cards != nil && refs.Catalogue != "" {
		body, _ := st.contentBody(ctx, refs.Catalogue)
		d.Cards = st.contents.adopt(refs.Catalogue, contentCatalogue, d.Cards, body).(*rules.Catalogue)
	}
	return s, st.contents.canonical(&s)
}

// wholeState is a stored state's JSON with its static contents in it, as
// rules.State's MarshalJSON writes it (exports carry it whole).
func (st *Store) wholeState(ctx context.Context, b []byte) (json.RawMessage, error) {
	if !bytes.HasPrefix(b, []byte(storedPrefix)) {
		return b, nil
	}
	s, err := st.decodeState(ctx, b)
	if err != nil {
		return nil, err
	}
	return stateJSON(s)
}

// contentBody is the JSON of the static content of digest d.
func (st *Store) contentBody(ctx context.Context, d string) ([]byte, error) {
	if b, ok := st.contents.body(d); ok {
		return b, nil
	}
	var b []byte
	if err := st.db.QueryRowContext(ctx, `SELECT body FROM content WHERE digest = ?`, d).Scan(&b); err != nil {
		return nil, fmt.Errorf("store: content %s: %w", d, err)
	}
	return b, nil
}

// contents writes the static contents rows name, those not yet written.
func (w *writeTx) contents(rows []contentRow) error {
	for _, r := range rows {
		if w.written[r.Digest] || slices.Contains(w.added, r.Digest) {
			continue
		}
		if _, err := w.ins.content.ExecContext(w.ctx, r.Digest, r.Kind, r.Body); err != nil {
			return fmt.Errorf("store: content %s: %w", r.Digest, err)
		}
		w.added = append(w.added, r.Digest)
	}
	return nil
}
