// The seat's WebSocket: join, follow updates, resume after a reload or a lost connection
// (the server sends a fresh view on every join), and ask for a view after a gap.
import { useState, useEffect, useRef } from 'preact/hooks';

const MAX_EVENTS = 400;

// useSeat connects to table id as the seat of token ("" for a spectator) and answers the
// table's state and a send function.
export function useSeat(id, token) {
  const [st, setSt] = useState({ status: 'connecting', seat: -1, view: null, decision: null, events: [], seq: 0,
    actions: 0, sent: -1, sentID: 0, state: '', hash: '', chats: [], notice: null, rematch: '', clockNote: null, received: Date.now() });
  const ws = useRef(null);
  const nextId = useRef(1);
  const latest = useRef(-1); // the action count of the last state received
  const sent = useRef(null); // the act sent and not yet answered: {id, at}
  useEffect(() => {
    let closed = false, retry = 0, timer = null;
    const connect = () => {
      const u = new URL('/ws/' + id, location.href);
      u.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
      if (token) u.searchParams.set('token', token);
      const s = new WebSocket(u);
      ws.current = s;
      s.onopen = () => { retry = 0; setSt((x) => ({ ...x, status: 'open' })); };
      s.onmessage = (ev) => {
        let m;
        try { m = JSON.parse(ev.data); } catch (e) { return; }
        if ((m.type === 'view' || m.type === 'update') && m.actions != null) latest.current = m.actions;
        // The answer to the act sent, a new state or a fresh view frees the seat to act again.
        if (sent.current && (m.type === 'view' || (m.type === 'update' && m.actions !== sent.current.at) ||
            ((m.type === 'refusal' || m.type === 'error') && m.id === sent.current.id))) sent.current = null;
        setSt((x) => reduce(x, m, s));
      };
      s.onclose = (ev) => {
        if (closed) return;
        const fatal = ev.code === 1008 || ev.code === 4403 || ev.code === 4404;
        setSt((x) => ({ ...x, status: fatal ? 'refused' : 'reconnecting' }));
        if (!fatal) {
          retry = Math.min(retry + 1, 5);
          timer = setTimeout(connect, 500 * retry);
        }
      };
    };
    connect();
    const ping = setInterval(() => { if (ws.current && ws.current.readyState === 1) ws.current.send('{"type":"ping"}'); }, 20000);
    return () => { closed = true; clearTimeout(timer); clearInterval(ping); if (ws.current) ws.current.close(); };
  }, [id, token]);
  const send = (m) => {
    const s = ws.current;
    if (!s || s.readyState !== 1) return false;
    if (m.type === 'act' && m.at != null) {
      // One action per decision: a second click (or the stops' pass) on the decision an
      // action was already sent for would only be refused as stale.
      if (sent.current && sent.current.at === m.at) return false;
      // A click on a decision older than the last state received (not drawn yet) would
      // only be refused as stale: the page is about to show the new decision.
      if (m.at !== latest.current) return false;
    }
    if (m.type === 'act' || m.type === 'chat') m = { id: nextId.current++, ...m };
    if (m.type === 'act' && m.at != null) {
      sent.current = { id: m.id, at: m.at };
      setSt((x) => ({ ...x, sent: m.at, sentID: m.id }));
    }
    s.send(JSON.stringify(m));
    return true;
  };
  return [st, send];
}

function trim(events) {
  return events.length > MAX_EVENTS ? events.slice(events.length - MAX_EVENTS) : events;
}

// answered clears the act sent when m (a refusal or an error) answers it.
function answered(x, m) {
  return m.id && m.id === x.sentID ? { sent: -1, sentID: 0 } : {};
}

// reduce folds one server message into the state.
function reduce(x, m, s) {
  switch (m.type) {
    case 'view':
      // A fresh view (a join or a reconnect) answers any action sent before it.
      return { ...x, status: 'open', sent: -1, seat: m.seat, view: m.view, decision: m.decision || null, events: trim(m.events || []),
        seq: m.seq, actions: m.actions, state: m.state, hash: m.hash || '', received: Date.now() };
    case 'update':
      if (m.from !== x.seq) {
        // Events were missed: ask for the whole view (the server usually sends it first).
        if (s.readyState === 1) s.send('{"type":"view"}');
        return x;
      }
      return { ...x, sent: m.actions !== x.sent ? -1 : x.sent, view: m.view || x.view, decision: m.decision || null, events: trim(x.events.concat(m.events || [])),
        seq: m.seq, actions: m.actions, state: m.state || x.state, hash: m.hash || x.hash, received: Date.now() };
    case 'refusal':
      return { ...x, ...answered(x, m), notice: { kind: 'refusal', text: `Refused (${m.code}): ${m.message}`, at: Date.now() } };
    case 'error':
      return { ...x, ...answered(x, m), notice: { kind: 'error', text: m.message, at: Date.now() } };
    case 'chat':
      return { ...x, chats: x.chats.concat([m.chat]).slice(-200) };
    case 'presence': {
      if (!x.view || m.who == null) return x;
      const players = x.view.players.map((p, i) => (i === m.who ? { ...p, connected: !!m.connected } : p));
      return { ...x, view: { ...x.view, players } };
    }
    case 'rematch':
      return { ...x, rematch: m.rematch };
    case 'clock':
      return { ...x, clockNote: { who: m.who, text: m.message, at: Date.now() } };
    default:
      return x;
  }
}
