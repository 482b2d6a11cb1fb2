package decks

import (
	"fmt"
	"os"
	"testing"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/cards"
)

func TestZZList(t *testing.T) {
	f, _ := os.Create("/tmp/impl.txt")
	defer f.Close()
	for _, c := range carddb.All() {
		if cards.Implemented(c.Name) {
			fmt.Fprintf(f, "%s\t%s\t%s\t%s/%s\t%q\t%v\n", c.Name, c.ManaCost, c.Type, c.Power, c.Toughness, c.Text, c.Printings)
		}
	}
}
