package server

// ServerMsg is every message the server sends on a seat's WebSocket; Type says which
// fields are set (docs/protocol.md):
//   - "view": a full view (on join, on a gap, on request): Seq, Actions, State, View,
//     Decision, Seat.
//   - "update": what changed: Events numbered From+1..Seq, the new View and Decision.
//   - "ack" (the action of ID was accepted) or "refusal" (it was refused: Code, Message).
//   - "chat": Chat. "presence": Who (a seat) and Connected. "error": Message (a bad message).
type ServerMsg struct {
	Type      string    `json:"type"`
	Table     string    `json:"table,omitempty"`
	Seat      int       `json:"seat"`
	Seq       int       `json:"seq"`
	From      int       `json:"from"`
	Actions   int       `json:"actions"`
	State     string    `json:"state,omitempty"`
	Hash      string    `json:"hash,omitempty"`
	View      *View     `json:"view,omitempty"`
	Events    []Event   `json:"events,omitempty"`
	Decision  *Decision `json:"decision,omitempty"`
	ID        int64     `json:"id,omitempty"`
	Code      string    `json:"code,omitempty"`
	Message   string    `json:"message,omitempty"`
	Chat      *Chat     `json:"chat,omitempty"`
	Who       *int      `json:"who,omitempty"`     // presence, clock, rematch: the seat concerned
	Rematch   string    `json:"rematch,omitempty"` // rematch: the new table's id
	Connected bool      `json:"connected,omitempty"`
	// Version numbers the seat's view (on view and update); Delta is an update's change
	// to the view of version Delta.Base, for the sessions that asked for deltas.
	Version int        `json:"version,omitempty"`
	Delta   *ViewDelta `json:"delta,omitempty"`
}

// Chat is one chat message: text, never markup.
type Chat struct {
	From  string `json:"from"`
	Seat  int    `json:"seat"`
	Scope string `json:"scope"` // "team" or "table"
	Text  string `json:"text"`
}

// ClientMsg is every message a client sends:
//   - "act": an action, typed (Action) or as a notation line (Line); ID is echoed in the
//     ack or refusal.
//   - "chat": Text to Scope "team" or "table".
//   - "view": ask for a fresh full view.
type ClientMsg struct {
	Type string `json:"type"`
	ID   int64  `json:"id,omitempty"`
	// At (optional, recommended) is the action count the action was chosen at (the
	// "actions" of the view or update it answers): the action is refused as "stale"
	// when the game has moved on since.
	At     *int        `json:"at,omitempty"`
	Action *WireAction `json:"action,omitempty"`
	Line   string      `json:"line,omitempty"`
	Text   string      `json:"text,omitempty"`
	Scope  string      `json:"scope,omitempty"`
}

// command is a message of the NATS subject ettin.cmd.<table>: a ClientMsg with the seat
// it comes from (the session checked the token), or a session's join and leave.
type command struct {
	Op    string `json:"op"` // join, leave, view, act, chat, info
	Seat  int    `json:"seat"`
	Token string `json:"token,omitempty"` // join: the seat's token ("" for a spectator)
	// Delta (join, leave): the session takes delta updates, not full ones.
	Delta bool      `json:"delta,omitempty"`
	Msg   ClientMsg `json:"msg"`
}
