package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestServeAndBotFlags: bad flags and arguments of serve and bot are one clear line each.
func TestServeAndBotFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"serve", "extra"}, 2, "unexpected argument"},
		{[]string{"serve", "--ai", "genius"}, 2, "unknown --ai"},
		{[]string{"serve", "--addr", "256.0.0.1:99999", "--data", t.TempDir()}, 1, "listening on"},
		{[]string{"bot"}, 2, "expected one SEAT_URL"},
		{[]string{"bot", "ftp://example.com/t/0123456789abcdef"}, 1, "expected http"},
		{[]string{"bot", "http://127.0.0.1:1/elsewhere"}, 1, "table link"},
		{[]string{"bot", "--ai", "genius", "http://127.0.0.1:1/t/0123456789abcdef"}, 1, "unknown ai"},
	} {
		var out, errb bytes.Buffer
		code := run(c.args, &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.want) || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("ettin %s: exit %d, stderr %q; want %d and one line with %q", strings.Join(c.args, " "), code, errb.String(), c.code, c.want)
		}
	}
}
