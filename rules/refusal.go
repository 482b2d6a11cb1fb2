package rules

import (
	"errors"
	"fmt"
)

// RefusalCode says why an action was refused, from a closed set: a program (a server, the
// AI, a test) reads the code; the message is for people and may be reworded.
type RefusalCode uint8

// Refusal codes.
const (
	RefusedNone            RefusalCode = iota // not a refusal (what CodeOf says of other errors)
	RefusedGameOver                           // the game has ended: no action is possible
	RefusedOtherDecision                      // the game waits for another decision (a choice, a declaration, a mulligan)
	RefusedWrongTiming                        // not allowed in this step or phase, or with this stack (CR 117, 307.1, 305.1)
	RefusedNotYourPriority                    // the acting team doesn't hold priority (CR 805.5)
	RefusedNotYourDecision                    // the decision belongs to another player or team (CR 805.8, 805.3a)
	RefusedUnknownPlayer                      // no such player or team
	RefusedUnknownObject                      // no such object, or no object of that name here
	RefusedAmbiguousName                      // a name that fits several objects
	RefusedWrongZone                          // the object isn't where the action needs it (in hand, on the battlefield, attacking)
	RefusedNotController                      // the player doesn't control or own the object (CR 602.2, 810.5)
	RefusedNoSuchAbility                      // the object has no such ability, cost option or mana (CR 113, 602)
	RefusedMalformed                          // the action's parts don't fit it: an X out of range, modes, counts, unknown keywords
	RefusedForbidden                          // a rule or an effect forbids it (an uncastable card, "can't cast", lost abilities)
	RefusedUnimplemented                      // the card is not implemented by the engine
	RefusedLimitReached                       // a limit is used up: one land a turn, one loyalty ability, mulligans
	RefusedIllegalTarget                      // a target is illegal or the number of targets is wrong (CR 115, 601.2c)
	RefusedCostUnpaid                         // a cost can't be paid: mana, life, tapping, sacrifice, counters (CR 601.2h, 602.2b)
	RefusedIllegalAttack                      // an attack declaration breaks a requirement or restriction (CR 508.1)
	RefusedIllegalBlock                       // a block declaration breaks a requirement or restriction (CR 509.1)
	RefusedIllegalOrder                       // a damage assignment order is wrong (810.7e of the 2011 rules)
	RefusedIllegalDamage                      // a combat damage assignment is wrong (CR 510.1)
	RefusedBadChoice                          // the answer to a pending choice isn't one of its options, or too few or many
	numRefusalCodes
)

var refusalNames = [...]string{"none", "game over", "other decision pending", "wrong timing",
	"not your priority", "not your decision", "unknown player", "unknown object", "ambiguous name",
	"wrong zone", "not controller", "no such ability", "malformed action", "forbidden",
	"unimplemented", "limit reached", "illegal target", "cost unpaid", "illegal attack",
	"illegal block", "illegal order", "illegal damage assignment", "bad choice"}

func (c RefusalCode) String() string {
	if int(c) < len(refusalNames) {
		return refusalNames[c]
	}
	return fmt.Sprintf("RefusalCode(%d)", c)
}

// Refusal is the error a refused action returns: a code and a one-line message. The game
// is unchanged by a refused action. Get it with errors.As, or the code with CodeOf.
type Refusal struct {
	Code RefusalCode
	// The message is formatted only when read: legal-action listing probes many refusals
	// and reads none.
	format string
	args   []any
}

// NewRefusal makes a refusal with code c and a message formatted from format and args (as
// fmt.Sprintf, once, when read); an error among args (%v or %w) is what Unwrap gives.
func NewRefusal(c RefusalCode, format string, args ...any) *Refusal {
	return &Refusal{Code: c, format: format, args: args}
}

// Error is the one-line message.
func (r *Refusal) Error() string { return fmt.Sprintf(r.format, r.args...) }

// Unwrap gives access to a wrapped error among the arguments.
func (r *Refusal) Unwrap() error {
	for _, a := range r.args {
		if e, ok := a.(error); ok {
			return e
		}
	}
	return nil
}

// CodeOf is the code of the first refusal in err's chain, or RefusedNone if there is none.
func CodeOf(err error) RefusalCode {
	var r *Refusal
	if errors.As(err, &r) {
		return r.Code
	}
	return RefusedNone
}

// refuse makes a refusal error (see NewRefusal).
func refuse(c RefusalCode, format string, args ...any) error {
	return &Refusal{Code: c, format: format, args: args}
}

// refuseWrap refuses with a message around an inner refusal err and keeps err's code.
func refuseWrap(err error, format string, args ...any) error {
	return &Refusal{Code: CodeOf(err), format: format, args: args}
}

// ErrGameOver refuses actions after the end of the game.
var ErrGameOver error = &Refusal{Code: RefusedGameOver, format: "the game is over; no more actions are possible"}
