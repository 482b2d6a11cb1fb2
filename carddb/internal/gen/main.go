// Command gen rebuilds the embedded card data of package carddb from the shared
// card files (../shared/carddata relative to the module root): the MTGJSON v3 snapshot
// of November 2018 in that directory and the recent data (sets to August 2026) in its
// recent/ subdirectory.
//
// It reads cards.jsonl, rulings.jsonl and sets.jsonl of the 2018 data and cards.jsonl
// and sets.jsonl of the recent data, merges them (see merge.go: one entry per card
// name, today's Oracle wording shown, the 2018 wording kept; one entry per set code),
// keeps only the fields the engine uses (it drops, for example, the booster slot layout
// of sets and the behaviour scripts of the recent faces), normalises values whose JSON
// type varies in the source (loyalty is a number or null there, a string here) and
// writes cards.pack.gz, rulings.pack.gz and sets.pack.gz in the interned binary format
// of carddb/internal/pack, gzip-compressed. The field order written here must match the
// decoders in carddb (carddb.go, sets.go). The output is deterministic (no gzip
// timestamp, stable map order), so rerunning it on unchanged input changes nothing in
// git. Run it with `go generate ./carddb`, or from the module root:
//
//	go run ./carddb/internal/gen -src ../shared/carddata -out carddb/data
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/ettinmtg/ettin/carddb/internal/pack"
)

func main() {
	src := flag.String("src", "../../shared/carddata", "directory holding cards.jsonl, rulings.jsonl and sets.jsonl of 2018")
	recent := flag.String("recent", "", "directory holding the recent cards.jsonl and sets.jsonl (default: SRC/recent)")
	out := flag.String("out", "data", "directory to write the .pack.gz files to")
	flag.Parse()
	if *recent == "" {
		*recent = filepath.Join(*src, "recent")
	}
	if err := run(*src, *recent, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(src, recent, out string) error {
	db, err := load(src, recent)
	if err != nil {
		return err
	}
	jobs := []struct {
		name   string
		count  int
		encode func(w *pack.Writer)
	}{
		{"cards", len(db.cards), func(w *pack.Writer) { encodeCards(db.cards, w) }},
		{"rulings", len(db.rulings), func(w *pack.Writer) { encodeRulings(db.rulings, w) }},
		{"sets", len(db.sets), func(w *pack.Writer) { encodeSets(db.sets, w) }},
	}
	for _, j := range jobs {
		w := pack.NewWriter()
		w.Uint(uint64(j.count))
		j.encode(w)
		var buf bytes.Buffer
		zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		if err != nil {
			return err
		}
		if err := w.Finish(zw); err != nil {
			return fmt.Errorf("%s: %w", j.name, err)
		}
		if err := zw.Close(); err != nil {
			return fmt.Errorf("%s: %w", j.name, err)
		}
		path := filepath.Join(out, j.name+".pack.gz")
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d records, %d bytes\n", path, j.count, buf.Len())
	}
	return nil
}

// readLines returns the non-blank lines of a JSON Lines file.
func readLines(path string) ([][]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines [][]byte
	r := bufio.NewReaderSize(f, 1<<20)
	for {
		line, err := r.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			lines = append(lines, line)
		}
		if errors.Is(err, io.EOF) {
			return lines, nil
		}
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", path, err)
		}
	}
}

// decodeLines unmarshals every line of a JSON Lines file into a T.
func decodeLines[T any](path string) ([]T, error) {
	lines, err := readLines(path)
	if err != nil {
		return nil, err
	}
	out := make([]T, len(lines))
	for i, line := range lines {
		if err := json.Unmarshal(line, &out[i]); err != nil {
			return nil, fmt.Errorf("%s: line %d: %w", path, i+1, err)
		}
	}
	return out, nil
}

// scalarString turns a JSON number, string or null into its string form ("" for null).
func scalarString(raw json.RawMessage) (string, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, nil
	}
	var f float64
	if err := json.Unmarshal(raw, &f); err != nil {
		return "", fmt.Errorf("expected a number or a string, got %s", raw)
	}
	return strconv.FormatFloat(f, 'f', -1, 64), nil
}

// encodeCards writes the merged cards, already sorted by name.
func encodeCards(cards []*card, w *pack.Writer) {
	for _, c := range cards {
		// Keep this order in step with decodeCards in carddb.
		w.String(c.Name)
		w.String(c.ManaCost)
		w.Float(c.CMC)
		w.Strings(c.Colors)
		w.Strings(c.ColorIdentity)
		w.String(c.Type)
		w.Strings(c.Supertypes)
		w.Strings(c.Types)
		w.Strings(c.Subtypes)
		w.String(c.Power)
		w.String(c.Toughness)
		w.String(c.loyalty)
		w.String(c.Text)
		w.String(c.Layout)
		w.Strings(c.Names)
		w.Strings(c.Printings)
		w.Map(c.Legalities)
		w.String(c.textSource)
		w.String(c.text2018)
		w.Strings(c.sources)
		w.Uint(uint64(len(c.Faces)))
		for _, f := range c.Faces {
			w.String(f.Name)
			w.String(f.ManaCost)
			w.String(f.TypeLine)
			w.String(f.OracleText)
		}
	}
}

// encodeRulings writes the rulings of the 2018 data as they are.
func encodeRulings(rulings []rulingLine, w *pack.Writer) {
	for _, r := range rulings {
		// Keep this order in step with decodeRulings in carddb.
		w.String(r.Name)
		w.Uint(uint64(len(r.Rulings)))
		for _, x := range r.Rulings {
			w.String(x.Date)
			w.String(x.Text)
		}
	}
}

// encodeSets writes the merged sets.
func encodeSets(sets []*set, w *pack.Writer) {
	for _, s := range sets {
		// Keep this order in step with decodeSets in carddb.
		w.String(s.Code)
		w.String(s.Name)
		w.String(s.ReleaseDate)
		w.String(s.Type)
		w.Uint(uint64(len(s.Cards)))
		for _, c := range s.Cards {
			w.String(c.Name)
			w.String(c.Number)
			w.String(c.Rarity)
		}
	}
}
