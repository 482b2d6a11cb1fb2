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
		for _, c := range carddb.All() {
			if d, err := Def(c.Name); err == nil && d.Implemented {
				pool = append(pool, d)
			}
		}
	})
	return pool
}
