package deck

import (
	"bytes"
	"testing"
	"time"
)

func TestZZTime(t *testing.T) {
	start := time.Now()
	Parse(bytes.NewReader([]byte("four 0000000000000000000000000000")))
	t.Log("parse", time.Since(start))
	start = time.Now()
	Parse(bytes.NewReader([]byte("four 0000000000000000000000000000")))
	t.Log("parse", time.Since(start))
}
