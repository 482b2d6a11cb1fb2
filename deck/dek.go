package deck

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// maxDekBytes bounds a .dek file; a real one is a few kilobytes because MTGO writes
// one <Cards> element per distinct card.
const maxDekBytes = 16 << 20

// ParseDek reads an MTGO .dek file: a <Deck> root element holding elements such as
//
//	<Cards CatID="12345" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
//
// Other elements (NetDeckID, PreconstructedDeckID) are ignored. A Name may end in
// "(SET) number" as in the text format. Problems are reported together like in
// ParseText, each a *LineError giving the line of the element.
func ParseDek(r io.Reader) (*List, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxDekBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading .dek file: %w", err)
	}
	if len(data) > maxDekBytes {
		return nil, fmt.Errorf(".dek file larger than %d MB", maxDekBytes>>20)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	list := &List{}
	var errs []error
	fail := func(msg string) {
		line, _ := dec.InputPos()
		errs = append(errs, &LineError{Line: line, Msg: msg})
	}
	depth, total := 0, 0
	sawRoot := false
	for len(errs) < maxErrors {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				errs = append(errs, &LineError{Line: se.Line, Msg: "not a valid .dek file: " + se.Msg})
			} else {
				fail("not a valid .dek file: " + err.Error())
			}
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if depth == 1 {
				if t.Name.Local != "Deck" {
					fail(fmt.Sprintf("expected a <Deck> root element, found <%s>", t.Name.Local))
					return nil, errors.Join(errs...)
				}
				sawRoot = true
				continue
			}
			if depth != 2 || t.Name.Local != "Cards" {
				continue
			}
			e, side, msg := dekEntry(t)
			if msg != "" {
				fail(msg)
				continue
			}
			if total += e.Count; total > MaxCards {
				fail(fmt.Sprintf("list has more than %d cards; stopped reading here", MaxCards))
				return nil, errors.Join(errs...)
			}
			if side {
				list.Sideboard = append(list.Sideboard, e)
			} else {
				list.Main = append(list.Main, e)
			}
		case xml.EndElement:
			depth--
		}
	}
	if !sawRoot && len(errs) == 0 {
		errs = append(errs, errors.New("not a .dek file: no <Deck> element"))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return list, nil
}

// dekEntry reads the attributes of one <Cards> element; msg says what was expected.
func dekEntry(t xml.StartElement) (e Entry, side bool, msg string) {
	var qty, sb, name string
	var haveQty, haveName bool
	for _, a := range t.Attr {
		switch a.Name.Local {
		case "Quantity":
			qty, haveQty = strings.TrimSpace(a.Value), true
		case "Sideboard":
			sb = strings.TrimSpace(a.Value)
		case "Name":
			name, haveName = a.Value, true
		}
	}
	const what = `<Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/>`
	if !haveName || !haveQty {
		return Entry{}, false, "expected Quantity and Name attributes as in " + what
	}
	n, err := strconv.Atoi(qty)
	if err != nil || len(qty) > 6 || n < 1 || n > MaxCount {
		return Entry{}, false, fmt.Sprintf("Quantity %q: expected a count from 1 to %d", shorten(qty), MaxCount)
	}
	switch strings.ToLower(sb) {
	case "", "false":
	case "true":
		side = true
	default:
		return Entry{}, false, fmt.Sprintf("Sideboard %q: expected true or false", shorten(sb))
	}
	e, msg = newEntry(n, name)
	if msg == expectedEntry {
		msg = "empty Name: expected a card name as in " + what
	}
	return e, side, msg
}
