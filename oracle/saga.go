package oracle

import (
	"slices"

	"github.com/ettinmtg/ettin/rules"
)

// chapterNumbers are the Roman numerals of Saga chapters (CR 714.2a).
var chapterNumbers = map[string]int{"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}

// chapterLine reads a Saga's chapter line, "I — effect" or "I, II — effect": one chapter
// ability for each number, triggered when the lore counters reach it (CR 714.2b). The
// engine gives the Saga its lore counters and sacrifices it after its final chapter
// (rules/saga.go).
func (p *parser) chapterLine() bool {
	if !slices.Contains(p.def.Subtypes, "Saga") {
		return false
	}
	var chapters []int
	for {
		n, ok := chapterNumbers[p.peek().text]
		if !ok || p.peek().kind != tWord {
			return p.fail("a chapter number")
		}
		p.pos++
		chapters = append(chapters, n)
		if !p.punct(",") {
			break
		}
	}
	if !p.punct("—") {
		return p.fail("the chapter's dash")
	}
	tr := rules.Trigger{Event: rules.EvCountersPut, Self: true, Counter: rules.LoreCounter, Reaches: chapters[0]}
	p.trig = &tr
	defer func() { p.trig = nil }()
	es, ok := p.effects()
	if !ok || !p.done() {
		return false
	}
	for _, n := range chapters {
		t := tr
		t.Reaches = n
		p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &t, Targets: p.tg.specs, Effects: build(es)})
	}
	return true
}
