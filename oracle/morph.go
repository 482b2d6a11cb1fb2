package oracle

import "github.com/ettinmtg/ettin/rules"

// faceDownLine reads "Morph {2}{G}", "Megamorph {3}{U}" and "Disguise {1}{W}" (CR
// 702.37a-b, 702.168a): the card may be cast face down as a 2/2 creature for {3} and
// turned face up for that cost. Costs other than mana ("Morph—Reveal a white card") aren't
// read.
func (p *parser) faceDownLine() bool {
	t := p.peek()
	k, ok := rules.ParseFaceDownKind(t.text)
	if t.kind != tWord || !ok {
		return false
	}
	if !p.def.Types.Has(rules.Creature) {
		// A noncreature card turned face up would stop being a creature: not read yet.
		return p.fail("morph or disguise on a creature card")
	}
	p.pos++
	cost, ok := p.keywordCost()
	if !ok {
		return p.fail("a " + k.String() + " mana cost")
	}
	p.def.FaceDown = rules.NewFaceDownCast(k, cost)
	return p.done()
}
