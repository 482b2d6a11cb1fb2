package cards

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestP2Chk(t *testing.T) {
	for _, n := range strings.Split(os.Getenv("P2CARDS"), ";") {
		fmt.Println(n, Implemented(n))
	}
}
