package carddb

import "strings"

// StripReminder removes parenthesized reminder text from a card's text: it explains the
// rules and adds nothing a card does.
func StripReminder(s string) string {
	for {
		i := strings.IndexByte(s, '(')
		if i < 0 {
			return s
		}
		j := strings.IndexByte(s[i:], ')')
		if j < 0 {
			return s
		}
		s = s[:i] + s[i+j+1:]
	}
}
