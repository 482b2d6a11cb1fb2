package cards

import (
	"sync"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

var (
	poolOnce sync.Once
	pool     []*rules.CardDef
)

// Pool returns the definition of every implemented card of the card database, by name:
// every card Ettin can play. The slice is shared: don't change it.
func Pool() []*rules.CardDef {
	poolOnce.Do(func() {
		seen := map[*rules.CardDef]bool{} // both halves of a split card of the 2018 data name one card
		for _, c := range carddb.All() {
			if d, err := Def(c.Name); err == nil && d.Implemented && !seen[d] {
				seen[d] = true
				pool = append(pool, d)
			}
		}
	})
	return pool
}
