package oracle

import (
	"strings"
	"unicode"

	"github.com/ettinmtg/ettin/rules"
)

// dashWords are words printed before a dash that carry rules meaning, so they are never
// read as flavor words: keywords with a cost after a dash ("Ward—Pay 3 life", "Equip —
// ..."), mechanics whose ability works from another zone (channel, bloodrush, renew), and
// the words of Sagas, Cases and other frames.
var dashWords = map[string]bool{"ward": true, "equip": true, "echo": true, "kicker": true, "cycling": true,
	"ninjutsu": true, "forecast": true, "transmute": true, "morph": true, "megamorph": true, "disguise": true,
	"flashback": true, "buyback": true, "madness": true, "dash": true, "evoke": true, "surge": true,
	"teamwork": true, "exhaust": true, "boast": true, "renew": true, "channel": true, "bloodrush": true,
	"companion": true, "visit": true, "prototype": true, "escape": true, "emerge": true, "embalm": true,
	"eternalize": true, "unearth": true, "craft": true, "station": true, "sneak": true, "offspring": true,
	"solved": true, "suspend": true, "foretell": true, "plot": true, "spree": true, "partner": true,
	"eminence": true, "hellbent": true, "cohort": true, "increment": true, "blitz": true, "harmonize": true,
	"mobilize": true, "impending": true, "warp": true, "mayhem": true, "specialize": true, "paradigm": true,
	"prepare": true, "prepared": true, "level": true, "power-up": true, "max": true, "landcycling": true,
	"reconfigure": true, "fortify": true, "outlast": true, "scavenge": true, "encore": true, "ninja": true}

// stripFlavorWord drops a flavor word and its dash from the start of a line ("Radar
// Sense — You may look at ..."): like an ability word it has no rules meaning (CR
// 207.2d). A flavor word is printed in title case ("Do You Like Squirrels?"); a word
// with meaning (dashWords, keywords, chapter numbers) is kept, and the line read as it is.
func stripFlavorWord(line string) string {
	head, rest, ok := strings.Cut(line, " — ")
	if !ok || head == "" || len(head) > 40 || rest == "" || strings.ContainsAny(head, "{}:.,•—(") {
		return line
	}
	words := strings.Fields(head)
	if len(words) > 5 {
		return line
	}
	low := strings.ToLower(head)
	if isChapter(head) {
		// "I — Gungnir — Destroy ...": a chapter's flavor word follows its number.
		return head + " — " + stripFlavorWord(rest)
	}
	if dashWords[strings.Fields(low)[0]] {
		return line
	}
	if _, kw := rules.ParseKeyword(low); kw {
		return line
	}
	for i, w := range words {
		r := []rune(w)
		if !unicode.IsUpper(r[0]) && (i == 0 || !smallWords[w]) {
			return line // sentence case: "Max speed", "Cumulative upkeep", "To solve"
		}
	}
	return rest
}

// smallWords may stay lower-case inside a title ("Designed Only for Killing").
var smallWords = map[string]bool{"a": true, "an": true, "the": true, "of": true, "for": true, "to": true,
	"in": true, "on": true, "and": true, "or": true, "with": true, "at": true}

// isChapter reports whether head is a Saga's chapter numbers ("I", "II, III", CR 714.2).
func isChapter(head string) bool {
	return strings.Trim(head, "IVX, ") == ""
}
