// Command gen rebuilds the embedded card data of package carddb from the shared
// MTGJSON-derived files (../shared/carddata relative to the module root).
//
// It reads cards.jsonl, rulings.jsonl and sets.jsonl, keeps only the fields the
// engine uses (it drops, for example, the booster slot layout of sets), normalises
// values whose JSON type varies in the source (loyalty is a number or null there, a
// string here) and writes cards.pack.gz, rulings.pack.gz and sets.pack.gz in the
// interned binary format of carddb/internal/pack, gzip-compressed. The field order
// written here must match the decoders in carddb (cards.go, sets.go). The output is
// deterministic (no gzip timestamp, stable map order), so rerunning it on unchanged
// input changes nothing in git. Run it with `go generate ./carddb`, or from the module root:
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
	src := flag.String("src", "../../shared/carddata", "directory holding cards.jsonl, rulings.jsonl and sets.jsonl")
	out := flag.String("out", "data", "directory to write the .pack.gz files to")
	flag.Parse()
	if err := run(*src, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(src, out string) error {
	jobs := []struct {
		name   string
		encode func(lines [][]byte, w *pack.Writer) error
	}{
		{"cards", encodeCards},
		{"rulings", encodeRulings},
		{"sets", encodeSets},
	}
	for _, j := range jobs {
		in := filepath.Join(src, j.name+".jsonl")
		lines, err := readLines(in)
		if err != nil {
			return err
		}
		w := pack.NewWriter()
		w.Uint(uint64(len(lines)))
		if err := j.encode(lines, w); err != nil {
			return fmt.Errorf("%s: %w", in, err)
		}
		var buf bytes.Buffer
		zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		if err != nil {
			return err
		}
		if err := w.Finish(zw); err != nil {
			return err
		}
		if err := zw.Close(); err != nil {
			return err
		}
		path := filepath.Join(out, j.name+".pack.gz")
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d records, %d bytes\n", path, len(lines), buf.Len())
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

// card is one line of cards.jsonl; Loyalty is raw because the source has numbers and null.
type card struct {
	Name          string            `json:"name"`
	ManaCost      string            `json:"manaCost"`
	CMC           float64           `json:"cmc"`
	Colors        []string          `json:"colors"`
	ColorIdentity []string          `json:"colorIdentity"`
	Type          string            `json:"type"`
	Supertypes    []string          `json:"supertypes"`
	Types         []string          `json:"types"`
	Subtypes      []string          `json:"subtypes"`
	Power         string            `json:"power"`
	Toughness     string            `json:"toughness"`
	Loyalty       json.RawMessage   `json:"loyalty"`
	Text          string            `json:"text"`
	Layout        string            `json:"layout"`
	Names         []string          `json:"names"`
	Printings     []string          `json:"printings"`
	Legalities    map[string]string `json:"legalities"`
}

func encodeCards(lines [][]byte, w *pack.Writer) error {
	prev := ""
	for i, line := range lines {
		var c card
		if err := json.Unmarshal(line, &c); err != nil {
			return fmt.Errorf("line %d: %w", i+1, err)
		}
		if c.Name == "" || c.Name <= prev {
			return fmt.Errorf("line %d: card %q is unnamed or out of name order", i+1, c.Name)
		}
		prev = c.Name
		loyalty, err := scalarString(c.Loyalty)
		if err != nil {
			return fmt.Errorf("line %d: card %q: loyalty: %w", i+1, c.Name, err)
		}
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
		w.String(loyalty)
		w.String(c.Text)
		w.String(c.Layout)
		w.Strings(c.Names)
		w.Strings(c.Printings)
		w.Map(c.Legalities)
	}
	return nil
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

func encodeRulings(lines [][]byte, w *pack.Writer) error {
	for i, line := range lines {
		var r struct {
			Name    string `json:"name"`
			Rulings []struct {
				Date string `json:"date"`
				Text string `json:"text"`
			} `json:"rulings"`
		}
		if err := json.Unmarshal(line, &r); err != nil {
			return fmt.Errorf("line %d: %w", i+1, err)
		}
		// Keep this order in step with decodeRulings in carddb.
		w.String(r.Name)
		w.Uint(uint64(len(r.Rulings)))
		for _, x := range r.Rulings {
			w.String(x.Date)
			w.String(x.Text)
		}
	}
	return nil
}

func encodeSets(lines [][]byte, w *pack.Writer) error {
	for i, line := range lines {
		var s struct {
			Code        string `json:"code"`
			Name        string `json:"name"`
			ReleaseDate string `json:"releaseDate"`
			Type        string `json:"type"`
			Cards       []struct {
				Name   string `json:"name"`
				Number string `json:"number"` // null in old sets: decodes as ""
				Rarity string `json:"rarity"`
			} `json:"cards"`
		}
		if err := json.Unmarshal(line, &s); err != nil {
			return fmt.Errorf("line %d: %w", i+1, err)
		}
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
	return nil
}
