// The lobby: open a table (variant, rules edition, seats, decks, clock), see the open
// tables, copy the invite links.
import { useState, useEffect } from 'preact/hooks';
import { html, api } from './html.js';

const AIS = [['', 'Person'], ['heuristic', 'AI: heuristic'], ['random', 'AI: random'], ['mcts', 'AI: MCTS (strong, slow)']];
const PASTE = '\u0000paste';

// checkList reads a pasted deck list line by line: each line "<count> <card name>"
// (blank lines and // comments skipped); it answers the lines' errors, the unknown card
// names found with the card API included.
async function checkList(text) {
  const errs = [];
  const names = new Map();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('//') || line.startsWith('#')) return;
    const m = line.match(/^(\d+)x?\s+(.+)$/i);
    if (!m) { errs.push(`line ${i + 1}: "${line}": expected "<count> <card name>"`); return; }
    if (!names.has(m[2])) names.set(m[2], i + 1);
  });
  await Promise.all([...names].map(async ([name, ln]) => {
    try { await api('/api/cards/' + encodeURIComponent(name)); } catch (e) { errs.push(`line ${ln}: ${e.message}`); }
  }));
  return errs.sort((a, b) => parseInt(a.slice(5)) - parseInt(b.slice(5)));
}

function CopyLink({ label, url }) {
  const [done, setDone] = useState(false);
  const copy = async () => {
    try { await navigator.clipboard.writeText(url); setDone(true); setTimeout(() => setDone(false), 1500); } catch (e) { /* the link is selectable */ }
  };
  return html`<div class="invite"><span class="invite-label">${label}</span>
    <input class="invite-url" readonly value=${url} onFocus=${(e) => e.target.select()} />
    <button type="button" onClick=${copy}>${done ? 'Copied' : 'Copy'}</button>
    <a href=${url} target="_blank" rel="noopener">Open</a></div>`;
}

function SeatEditor({ i, seat, decks, err, primary, team, onChange }) {
  const set = (k) => (e) => onChange({ ...seat, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });
  return html`<fieldset class="seat" data-seat=${i}>
    <legend>Seat ${i + 1}${primary ? ' (primary)' : ''}</legend>
    <label>Name <input name=${'name' + i} value=${seat.name} onInput=${set('name')} maxlength="24" /></label>
    ${team && html`<label>Team <input name=${'steam' + i} value=${seat.team} onInput=${set('team')} maxlength="24" /></label>`}
    <label>Player <select name=${'ai' + i} value=${seat.ai} onChange=${set('ai')}>
      ${AIS.map(([v, l]) => html`<option value=${v}>${l}</option>`)}</select></label>
    <label>Deck <select name=${'deck' + i} value=${seat.deck} onChange=${set('deck')}>
      ${decks.map((d) => html`<option value=${d.name}>${d.name}</option>`)}
      <option value=${PASTE}>Paste a list…</option></select></label>
    ${seat.deck === PASTE && html`<textarea name=${'list' + i} rows="6" placeholder="4 Lightning Bolt\n20 Mountain\n…" value=${seat.list} onInput=${set('list')}></textarea>`}
    ${err && err.length > 0 && html`<ul class="errors">${err.map((e) => html`<li>${e}</li>`)}</ul>`}
  </fieldset>`;
}

const NAMES = ['Player', 'Ann', 'Bob', 'Bea', 'Cid', 'Dee', 'Eve', 'Fay'];
const TWO_HG = { name: '2hg', title: 'Two-Headed Giant', minSeats: 4, maxSeats: 4, alone: false, options: false };

// defaultDeck is seat i's bundled deck: the bundled teams' decks in turn.
function defaultDeck(d, i) {
  const t = d.teams.length ? d.teams[(i >> 1) % d.teams.length] : null;
  return t ? t.decks[i & 1] : ((d.decks[0] || {}).name || PASTE);
}

// resize makes the seats n long, keeping the seats there and adding computer players.
function resize(seats, n, decks) {
  const out = seats.slice(0, n);
  for (let i = out.length; i < n; i++) {
    const used = new Set(out.map((s) => s.name.toLowerCase()));
    out.push({ name: NAMES.find((x) => !used.has(x.toLowerCase())) || 'P' + (i + 1), ai: 'heuristic', deck: defaultDeck(decks, i), list: '', team: '' });
  }
  return out;
}

// sideTeams names the teams of a Team vs. Team or Emperor table: the first half of the
// seats Red, the rest Blue (each seat's team may be changed after).
function sideTeams(seats, ve) {
  if (!ve.sides) return seats;
  const half = Math.ceil(seats.length / 2);
  return seats.map((s, i) => ({ ...s, team: i < half ? 'Red' : 'Blue' }));
}

const empty = (n) => Array.from({ length: n }, () => []);

function CreateTable({ onCreated }) {
  const [decks, setDecks] = useState({ teams: [], decks: [] });
  const [variants, setVariants] = useState([TWO_HG]);
  const [form, setForm] = useState({ variant: '2hg', rules: 'current', seed: '', clock: '', timeout: 'ai', casual: false,
    range: 0, attack: 'multiple', deploy: false, teams: ['Boros', 'Golgari'],
    seats: [{ name: 'Player', ai: '', deck: '', list: '', team: '' }, { name: 'Ann', ai: 'heuristic', deck: '', list: '', team: '' },
      { name: 'Bob', ai: 'heuristic', deck: '', list: '', team: '' }, { name: 'Bea', ai: 'heuristic', deck: '', list: '', team: '' }] });
  const [errs, setErrs] = useState({ general: [], seats: empty(8) });
  const [busy, setBusy] = useState(false);
  const ve = variants.find((x) => x.name === form.variant) || TWO_HG;
  const twoHG = ve.name === '2hg';
  useEffect(() => {
    api('/api/variants').then((vs) => { if (vs && vs.length) setVariants(vs); }).catch(() => {});
    api('/api/decks').then((d) => {
      setDecks(d);
      setForm((f) => {
        const seats = f.seats.map((s, i) => ({ ...s, deck: s.deck || defaultDeck(d, i) }));
        const teams = d.teams.length >= 2 ? [d.teams[0].name.split(' ')[0], d.teams[1].name.split(' ')[0]] : f.teams;
        return { ...f, seats, teams };
      });
    }).catch((e) => setErrs({ general: ['The bundled decks could not be loaded: ' + e.message], seats: empty(8) }));
  }, []);
  const set = (k) => (e) => setForm({ ...form, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });
  const setVariant = (e) => {
    const nv = variants.find((x) => x.name === e.target.value) || TWO_HG;
    const n = Math.min(nv.maxSeats, Math.max(nv.minSeats, nv.alone ? Math.min(form.seats.length, 4) : nv.minSeats));
    setForm({ ...form, variant: nv.name, seats: sideTeams(resize(form.seats, n, decks), nv) });
  };
  const setSeatCount = (e) => setForm({ ...form, seats: sideTeams(resize(form.seats, Number(e.target.value), decks), ve) });
  const setTeamDecks = (t) => (e) => {
    const team = decks.teams.find((x) => x.name === e.target.value);
    if (!team) return;
    const seats = form.seats.slice();
    seats[2 * t] = { ...seats[2 * t], deck: team.decks[0] };
    seats[2 * t + 1] = { ...seats[2 * t + 1], deck: team.decks[1] };
    const teams = form.teams.slice();
    teams[t] = team.name.split(' ')[0].replace(/[^A-Za-z0-9_-]/g, '') || teams[t];
    setForm({ ...form, seats, teams });
  };
  const seatTeam = (s, i) => twoHG ? form.teams[i >> 1].trim() : ve.alone ? '' : (s.team || '').trim();
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    const seatErrs = empty(8);
    await Promise.all(form.seats.map(async (s, i) => { if (s.deck === PASTE) seatErrs[i] = await checkList(s.list); }));
    if (seatErrs.some((x) => x.length)) {
      setErrs({ general: ['Fix the deck lists marked below.'], seats: seatErrs });
      setBusy(false);
      return;
    }
    const req = { variant: form.variant, rules: form.rules, seed: Number(form.seed) || 0, clock: form.clock.trim(),
      timeout: form.clock.trim() ? form.timeout : '', casual: form.casual,
      seats: form.seats.map((s, i) => ({ name: s.name.trim(), team: seatTeam(s, i), deck: s.deck === PASTE ? s.list : s.deck, ai: s.ai })) };
    if (ve.options) { req.range = Number(form.range) || 0; req.attack = form.attack; }
    if (ve.deploy && form.deploy) req.deploy = true;
    try {
      const c = await api('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(req) });
      setErrs({ general: [], seats: empty(8) });
      onCreated(c, req);
    } catch (err) {
      // The server names the seat a problem is in ("seat 2 (Ann): ..."): shown there, one line each.
      const lines = err.message.split('\n').filter((l) => l.trim());
      const ge = [], se = empty(8);
      for (const l of lines) {
        const m = l.match(/^seat (\d)\b/);
        if (m && Number(m[1]) >= 1 && Number(m[1]) <= form.seats.length) se[Number(m[1]) - 1].push(l); else ge.push(l);
      }
      if (ge.length === 0) ge.push('The table was not opened: see the seats marked below.');
      setErrs({ general: ge, seats: se });
    }
    setBusy(false);
  };
  const seatEditor = (i) => html`<${SeatEditor} i=${i} seat=${form.seats[i]} decks=${decks.decks} err=${errs.seats[i]} primary=${twoHG && i % 2 === 0}
    team=${!twoHG && !ve.alone} onChange=${(s) => { const seats = form.seats.slice(); seats[i] = s; setForm({ ...form, seats }); }} />`;
  const counts = [];
  for (let n = ve.minSeats; n <= ve.maxSeats; n++) counts.push(n);
  return html`<form class="create" onSubmit=${submit}>
    <h2>Open a table</h2>
    <div class="row">
      <label>Variant <select name="variant" value=${form.variant} onChange=${setVariant}>
        ${variants.map((x) => html`<option value=${x.name}>${x.title}</option>`)}</select></label>
      ${counts.length > 1 && html`<label>Players <select name="players" value=${form.seats.length} onChange=${setSeatCount}>
        ${counts.map((n) => html`<option value=${n}>${n}</option>`)}</select></label>`}
      ${ve.options && html`<label title="how many seats away a player's spells and attacks reach (CR 801); 0: unlimited">Range <input name="range" type="number" min="0" max="7" value=${form.range} onInput=${set('range')} size="3" /></label>
        <label title="whom a player may attack (CR 802-803)">Attack <select name="attack" value=${form.attack} onChange=${set('attack')}>
        <option value="multiple">any opponents</option><option value="left">the one to the left</option><option value="right">the one to the right</option></select></label>`}
      ${ve.deploy && html`<label class="check" title="every creature has {T}: target teammate gains control of it (CR 804)"><input type="checkbox" name="deploy" checked=${form.deploy} onChange=${set('deploy')} /> deploy creatures</label>`}
      <label>Rules <select name="rules" value=${form.rules} onChange=${set('rules')}>
        ${['current', '2011', '2008', '2006'].map((r) => html`<option value=${r}>${r}</option>`)}</select></label>
      <label>Clock <input name="clock" placeholder="none, or 20m+15s" value=${form.clock} onInput=${set('clock')} size="16" /></label>
      ${form.clock.trim() && html`<label>When time runs out <select name="timeout" value=${form.timeout} onChange=${set('timeout')}>
        <option value="ai">an AI plays on</option><option value="lose">${twoHG ? 'the team loses' : 'the player loses'}</option></select></label>`}
      <label>Seed <input name="seed" placeholder="random" value=${form.seed} onInput=${set('seed')} size="8" /></label>
      <label class="check"><input type="checkbox" name="casual" checked=${form.casual} onChange=${set('casual')} /> casual (no deck rules)</label>
    </div>
    ${twoHG ? html`<div class="teams">
      ${[0, 1].map((t) => html`<div class="team-editor">
        <div class="row"><label>Team <input name=${'team' + t} value=${form.teams[t]} maxlength="24"
          onInput=${(e) => { const teams = form.teams.slice(); teams[t] = e.target.value; setForm({ ...form, teams }); }} /></label>
        ${decks.teams.length > 0 && html`<label>Bundled team <select onChange=${setTeamDecks(t)}>
          <option value="">choose…</option>${decks.teams.map((x) => html`<option value=${x.name}>${x.name}</option>`)}</select></label>`}</div>
        ${[2 * t, 2 * t + 1].map(seatEditor)}
      </div>`)}
    </div>` : html`<div class="teams seats-list">${form.seats.map((s, i) => seatEditor(i))}</div>`}
    ${errs.general.length > 0 && html`<ul class="errors" id="create-errors">${errs.general.map((e) => html`<li>${e}</li>`)}</ul>`}
    <button type="submit" id="create" disabled=${busy}>${busy ? 'Opening…' : 'Open the table'}</button>
  </form>`;
}

function Created({ c }) {
  return html`<section class="created" id="created">
    <h2>Table ${c.id} is open</h2>
    <p>Send each person their seat's link (it is their key to the seat); anyone may watch with the spectators' link.</p>
    ${c.seats.map((s) => html`<${CopyLink} label=${s.name} url=${s.url} />`)}
    <${CopyLink} label="Spectators" url=${c.spectate} />
  </section>`;
}

function OpenTables() {
  const [tables, setTables] = useState(null);
  useEffect(() => {
    let stop = false;
    const load = () => api('/api/tables').then((t) => { if (!stop) setTables(t || []); }).catch(() => {});
    load();
    const iv = setInterval(load, 5000);
    return () => { stop = true; clearInterval(iv); };
  }, []);
  if (tables === null) return html`<section class="tables"><h2>Open tables</h2><p>Loading…</p></section>`;
  return html`<section class="tables"><h2>Open tables</h2>
    ${tables.length === 0 ? html`<p>None yet.</p>` : html`<table class="table-list"><thead><tr><th>Table</th><th>Variant</th><th>State</th><th>Turn</th><th>Seats</th><th></th></tr></thead><tbody>
      ${tables.map((t) => html`<tr key=${t.id}><td><code>${t.id}</code></td><td>${t.variant || '2hg'}</td><td>${t.state}</td><td>${t.turn}</td>
        <td>${(t.seats || []).map((s) => html`<span class=${'seatchip' + (s.connected ? ' on' : '')}>${s.name} (${s.team}${s.ai ? ', AI' : ''})</span> `)}</td>
        <td><a href=${'/t/' + t.id}>Watch</a></td></tr>`)}</tbody></table>`}
  </section>`;
}

// Lobby is the page at /.
export function Lobby() {
  const [created, setCreated] = useState(null);
  return html`<div class="lobby">
    <header class="lobby-head"><h1>Ettin</h1><p>Two-Headed Giant, duels and free-for-alls at your table: open a table, send the links, play by clicking. <a href="/replay" id="replay-file-link">Watch a replay file</a></p></header>
    <${CreateTable} onCreated=${(c) => setCreated(c)} />
    ${created && html`<${Created} c=${created} />`}
    <${OpenTables} />
  </div>`;
}
