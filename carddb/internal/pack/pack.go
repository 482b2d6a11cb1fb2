// Package pack is the compact binary encoding of the embedded card data: a table of
// distinct strings, a table of distinct string maps, then a body of unsigned varints
// that refer to them. Decoding needs no reflection and allocates a handful of large
// blocks instead of one object per JSON value, which makes loading the 19,000 cards
// several times faster than encoding/json; interning also shares the many repeated
// strings (types, set codes) and legality maps between cards.
//
// The format is positional: the writer (carddb/internal/gen) and the reader (carddb)
// must call the same methods in the same order. A format version in the header guards
// against mixing files and code of different layouts.
package pack

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
)

// magic starts every packed file; bump the digit when the layout of any file changes.
const magic = "ETTINPACK3\n"

// Writer accumulates values and writes the packed file on Finish.
type Writer struct {
	strIndex map[string]uint64
	strs     []string
	mapIndex map[string]uint64
	maps     [][][2]uint64 // each map as sorted (key, value) string indices
	body     []byte
}

// NewWriter returns an empty Writer.
func NewWriter() *Writer {
	return &Writer{strIndex: map[string]uint64{}, mapIndex: map[string]uint64{}}
}

// Uint appends an unsigned integer.
func (w *Writer) Uint(u uint64) { w.body = binary.AppendUvarint(w.body, u) }

// Float appends a float64 exactly.
func (w *Writer) Float(f float64) { w.Uint(math.Float64bits(f)) }

// String appends a string, interned in the string table.
func (w *Writer) String(s string) { w.Uint(w.intern(s)) }

func (w *Writer) intern(s string) uint64 {
	if i, ok := w.strIndex[s]; ok {
		return i
	}
	i := uint64(len(w.strs))
	w.strIndex[s] = i
	w.strs = append(w.strs, s)
	return i
}

// Strings appends a list of strings; nil and empty lists both read back as nil.
func (w *Writer) Strings(ss []string) {
	w.Uint(uint64(len(ss)))
	for _, s := range ss {
		w.String(s)
	}
}

// Map appends a string map, interned in the map table; nil and empty maps read back as nil.
func (w *Writer) Map(m map[string]string) {
	if len(m) == 0 {
		w.Uint(0)
		return
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var sig strings.Builder
	pairs := make([][2]uint64, 0, len(keys))
	for _, k := range keys {
		fmt.Fprintf(&sig, "%q=%q;", k, m[k])
		pairs = append(pairs, [2]uint64{w.intern(k), w.intern(m[k])})
	}
	i, ok := w.mapIndex[sig.String()]
	if !ok {
		w.maps = append(w.maps, pairs)
		i = uint64(len(w.maps)) // 0 means "no map"
		w.mapIndex[sig.String()] = i
	}
	w.Uint(i)
}

// Finish writes the header, the tables and the body to out.
func (w *Writer) Finish(out io.Writer) error {
	var b []byte
	b = append(b, magic...)
	b = binary.AppendUvarint(b, uint64(len(w.strs)))
	for _, s := range w.strs {
		b = binary.AppendUvarint(b, uint64(len(s)))
	}
	for _, s := range w.strs {
		b = append(b, s...)
	}
	b = binary.AppendUvarint(b, uint64(len(w.maps)))
	for _, m := range w.maps {
		b = binary.AppendUvarint(b, uint64(len(m)))
		for _, p := range m {
			b = binary.AppendUvarint(b, p[0])
			b = binary.AppendUvarint(b, p[1])
		}
	}
	b = append(b, w.body...)
	_, err := out.Write(b)
	return err
}

// Reader decodes a packed file. Errors are sticky: after the first one every method
// returns zero values and Err reports it, so callers check once at the end.
//
// The string table is one string and the end offset of each entry, so it holds no
// pointer per string: a program that keeps a Reader (carddb decodes cards from it on
// demand) gives the garbage collector nothing to mark in it but the maps.
type Reader struct {
	all   string   // every string of the table, concatenated
	ends  []uint32 // end of string i in all (its start is the end of i-1)
	maps  []map[string]string
	data  []byte // the body as it was after the tables: At's offsets count from here
	body  []byte
	err   error
	arena []string // block that Strings hands out sub-slices of
	exact bool     // Strings allocates each list alone (a Reader made by At decodes little)
}

// NewReader parses the header and tables of data; the body is decoded by the methods.
func NewReader(data []byte) (*Reader, error) {
	r := &Reader{}
	if !bytes.HasPrefix(data, []byte(magic)) {
		return nil, errors.New("not a packed file of this version (header " + magic[:len(magic)-1] + " missing)")
	}
	r.body = data[len(magic):]
	n := r.Count()
	r.ends = make([]uint32, n)
	total := uint64(0)
	for i := range r.ends {
		total += r.Uint()
		// Checking each step keeps total from overflowing on crafted lengths.
		if total > uint64(len(r.body)) || total > math.MaxUint32 {
			r.fail("string table longer than the file")
			break
		}
		r.ends[i] = uint32(total)
	}
	if r.err != nil {
		return nil, r.err
	}
	// One conversion for all strings; each string is a substring of it.
	r.all = string(r.body[:total])
	r.body = r.body[total:]
	r.maps = make([]map[string]string, r.Count()+1)
	for i := 1; i < len(r.maps) && r.err == nil; i++ {
		pairs := r.Count()
		m := make(map[string]string, pairs)
		for range pairs {
			k := r.String()
			m[k] = r.String()
		}
		r.maps[i] = m
	}
	r.data = r.body
	return r, r.err
}

// Offset returns how many bytes of the body have been read: a position At can return to.
func (r *Reader) Offset() int { return len(r.data) - len(r.body) }

// At returns a Reader that decodes the body from offset off (a value Offset returned),
// sharing r's tables; r itself is unchanged, so several goroutines may call At on one
// Reader at once.
func (r *Reader) At(off int) *Reader {
	c := &Reader{all: r.all, ends: r.ends, maps: r.maps, data: r.data, err: r.err, exact: true}
	if off < 0 || off > len(r.data) {
		c.fail("offset beyond end of data")
		return c
	}
	c.body = r.data[off:]
	return c
}

func (r *Reader) fail(msg string) {
	if r.err == nil {
		r.err = errors.New("corrupt packed data: " + msg)
	}
	r.body = nil
}

// Count reads a length or record count and rejects values larger than the remaining
// input could hold (every element takes at least one byte), so corrupt data cannot
// trigger huge allocations.
func (r *Reader) Count() int {
	n := r.Uint()
	if n > uint64(len(r.body)) {
		r.fail("length beyond end of data")
		return 0
	}
	return int(n)
}

// Err returns the first decoding error.
func (r *Reader) Err() error { return r.err }

// Done reports an error if decoding failed or left unread bytes.
func (r *Reader) Done() error {
	if r.err == nil && len(r.body) != 0 {
		r.fail(fmt.Sprintf("%d bytes left over", len(r.body)))
	}
	return r.err
}

// Uint reads an unsigned integer.
func (r *Reader) Uint() uint64 {
	if r.err != nil {
		return 0
	}
	u, n := binary.Uvarint(r.body)
	if n <= 0 {
		r.fail("bad varint")
		return 0
	}
	r.body = r.body[n:]
	return u
}

// Float reads a float64.
func (r *Reader) Float() float64 { return math.Float64frombits(r.Uint()) }

// String reads a string.
func (r *Reader) String() string {
	i := r.Uint()
	if i >= uint64(len(r.ends)) {
		if r.err == nil {
			r.fail("string index out of range")
		}
		return ""
	}
	start := uint32(0)
	if i > 0 {
		start = r.ends[i-1]
	}
	return r.all[start:r.ends[i]]
}

// Strings reads a list of strings, nil if empty. The lists share large backing blocks
// (capacity is clipped, so appending to one copies instead of overwriting another).
func (r *Reader) Strings() []string {
	n := r.Count()
	if n == 0 {
		return nil
	}
	if len(r.arena)+n > cap(r.arena) {
		block := 4096
		if r.exact {
			block = 0
		}
		r.arena = make([]string, 0, max(block, n))
	}
	lo := len(r.arena)
	for range n {
		r.arena = append(r.arena, r.String())
	}
	return r.arena[lo:len(r.arena):len(r.arena)]
}

// Map reads a string map, nil if empty. Equal maps are the same map value: callers
// must not modify them.
func (r *Reader) Map() map[string]string {
	i := r.Uint()
	if i >= uint64(len(r.maps)) {
		if r.err == nil {
			r.fail("map index out of range")
		}
		return nil
	}
	return r.maps[i]
}
