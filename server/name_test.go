package server

import (
	"strings"
	"testing"
)

// TestDefaultSeatName: the person's seat at the default table is not named "You", so the
// log, which names every seat in the third person, never reads "You keeps" or "You draws
// 7 cards": the seat's own actions read "Player keeps".
func TestDefaultSeatName(t *testing.T) {
	_, hs := newTestServer(t)
	c := createTable(t, hs.URL, peopleTable(3))
	if c.Seats[0].Name != DefaultName || DefaultName == "You" {
		t.Fatalf("the first seat is named %q", c.Seats[0].Name)
	}
	seat := dial(t, c.Seats[0].URL)
	seat.next("view")
	seat.send(ClientMsg{Type: "act", ID: 1, Line: DefaultName + " keeps"})
	u := seat.next("update")
	var texts []string
	for _, e := range u.Events {
		texts = append(texts, e.Text)
	}
	all := strings.Join(texts, "\n")
	if !strings.Contains(all, DefaultName+" keeps") || strings.Contains(all, "You ") {
		t.Errorf("the seat's keep reads:\n%s", all)
	}
}
