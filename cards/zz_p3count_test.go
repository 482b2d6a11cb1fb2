package cards

import (
	"os"
	"strings"
	"testing"
)

func TestP3Count(t *testing.T) {
	b, _ := os.ReadFile("/tmp/bbd_part02")
	n, tot := 0, 0
	var miss []string
	for _, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		tot++
		if Implemented(l) {
			n++
		} else {
			miss = append(miss, l)
		}
	}
	t.Logf("implemented %d/%d; missing: %s", n, tot, strings.Join(miss, "; "))
}
