package deck

import (
	"strings"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/carddb"
)

func TestZZTime(t *testing.T) {
	start := time.Now()
	carddb.Load()
	t.Log("load", time.Since(start))
	start = time.Now()
	ParseText(strings.NewReader("four 0000000000000000000000000000"))
	t.Log("parse", time.Since(start))
}
