package scenario

import (
	"fmt"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// Position builds the game a scenario text sets up and applies its script's action lines
// (a script of expectations or rejections is refused: use Run for those): a position to
// test a player or a rule from. file names the text in errors.
func Position(data []byte, file string) (*rules.Game, error) {
	s, err := Parse(data, file)
	if err != nil {
		return nil, err
	}
	g, err := Build(s)
	if err != nil {
		return nil, err
	}
	for _, it := range s.Script {
		if it.Kind != Action {
			return nil, fmt.Errorf("%s line %d: a position's script holds only actions; run a scenario with expectations with Run", file, it.Line)
		}
		if err := bind.ApplyLine(g, it.Text); err != nil {
			return nil, fmt.Errorf("%s: %q: %w", file, it.Text, err)
		}
	}
	return g, nil
}
