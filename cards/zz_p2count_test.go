package cards

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestP2Count(t *testing.T) {
	b, _ := os.ReadFile("/tmp/bbd_part01")
	n := 0
	for _, name := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if Implemented(name) {
			n++
		} else {
			fmt.Println("TODO", name)
		}
	}
	fmt.Println("implemented", n)
}
