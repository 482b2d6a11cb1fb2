// Decisions: from the typed decision and legal actions the server sends, what a click
// means. Nothing here reads the English prompt text.
import { shownName } from './cards.js';

export const tkey = (t) => `${t.player},${t.obj}`;

// variantKey tells apart the ways to use one card or permanent (cast, bestow, an ability,
// modes, a teammate's assist), ignoring targets and X.
export function variantKey(a) {
  return [a.kind, a.ability || 0, a.bestow ? 1 : 0, a.assist, a.assistMana || 0, (a.modes || []).join('+')].join('|');
}

// variantLabel names a variant for a menu, from its typed fields.
export function variantLabel(a, name) {
  const parts = [];
  switch (a.kind) {
    case 'play': parts.push(`Play ${name}`); break;
    case 'cast': parts.push(`Cast ${name}`); break;
    case 'tap': parts.push(`Tap ${name} for mana`); break;
    case 'activate': parts.push(a.deploy ? `Deploy ${name} to a teammate (CR 804)` : `Activate ${name}'s ability ${(a.ability || 0) + 1}`); break;
    default: parts.push(`${a.kind} ${name}`);
  }
  if (a.bestow) parts.push('with bestow');
  if (a.modes && a.modes.length) parts.push('modes ' + a.modes.map((m) => m + 1).join(', '));
  if (a.assist >= 0) parts.push(`with ${a.assistMana} mana from seat ${a.assist + 1} (assist)`);
  return parts.join(', ');
}

// objectActions maps each object id to the priority actions that use it (play, cast,
// activate, tap). The server lists one of several identical cards in a hand; the others
// get the same actions with their own id (identical cards give identical actions).
export function objectActions(decision, view) {
  const out = new Map();
  if (!decision || !decision.actions) return out;
  const add = (id, a) => { if (!out.has(id)) out.set(id, []); out.get(id).push(a); };
  const handOf = new Map();
  for (const p of view.players) for (const c of p.hand || []) handOf.set(c.id, { p: p.seat, name: c.name });
  for (const la of decision.actions) {
    const a = la.action;
    if (!['play', 'cast', 'activate', 'tap'].includes(a.kind)) continue;
    add(a.obj, a);
    const h = handOf.get(a.obj);
    if (h && (a.kind === 'play' || a.kind === 'cast')) {
      for (const [id, o] of handOf) {
        if (id !== a.obj && o.p === h.p && o.name === h.name) add(id, { ...a, obj: id });
      }
    }
  }
  return out;
}

// attackOptions: each attacker and what it may attack, from the listed declarations.
export function attackOptions(decision) {
  const out = new Map();
  for (const la of decision.actions || []) {
    for (const d of la.action.attacks || []) {
      if (!out.has(d.attacker)) out.set(d.attacker, []);
      const l = out.get(d.attacker);
      if (!l.some((x) => tkey(x.target) === tkey(d.target) && x.team === d.team)) l.push({ target: d.target, team: d.team });
    }
  }
  return out;
}

// blockOptions: each blocker and the attackers it may block.
export function blockOptions(decision) {
  const out = new Map();
  for (const la of decision.actions || []) {
    for (const b of la.action.blocks || []) {
      if (!out.has(b.blocker)) out.set(b.blocker, new Set());
      out.get(b.blocker).add(b.attacker);
    }
  }
  return out;
}

// emptyDeclaration is the listed action declaring no attackers (or blockers), whose
// fields a built declaration copies.
export function emptyDeclaration(decision, field) {
  const la = (decision.actions || []).find((x) => !(x.action[field] && x.action[field].length));
  return la ? la.action : null;
}

// sameDeclaration reports whether a listed action declares exactly these pairs.
export function findDeclaration(decision, field, pairs, key) {
  const want = pairs.map(key).sort().join(';');
  const la = (decision.actions || []).find((x) => (x.action[field] || []).map(key).sort().join(';') === want);
  return la ? la.action : null;
}

// nameOf names a player or object as the seat's view shows it.
export function nameOf(view, t) {
  if (t.player >= 0) {
    const p = view.players[t.player];
    return p ? p.name : `player ${t.player}`;
  }
  const o = findObject(view, t.obj);
  return o ? shownName(o) : `object ${t.obj}`;
}

// findObject looks an object id up in every zone the view shows.
export function findObject(view, id) {
  for (const p of view.battlefield) if (p.id === id) return p;
  for (const p of view.players) {
    for (const z of [p.hand || [], p.graveyard || [], p.exile || []]) for (const c of z) if (c.id === id) return c;
  }
  return null;
}
