package cards

import (
	"fmt"
	"testing"

	"github.com/ettinmtg/ettin/carddb"
)

func TestFlipList(t *testing.T) {
	for _, c := range carddb.All() {
		if c.Layout != "flip" {
			continue
		}
		_, err := OriginOf(c.Name)
		fmt.Printf("%v %s | %v\n", Implemented(c.Name), c.Name, err)
	}
}
