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

function SeatEditor({ i, seat, decks, err, onChange }) {
  const set = (k) => (e) => onChange({ ...seat, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });
  return html`<fieldset class="seat" data-seat=${i}>
    <legend>Seat ${i + 1}${i % 2 === 0 ? ' (primary)' : ''}</legend>
    <label>Name <input name=${'name' + i} value=${seat.name} onInput=${set('name')} maxlength="24" /></label>
    <label>Player <select name=${'ai' + i} value=${seat.ai} onChange=${set('ai')}>
      ${AIS.map(([v, l]) => html`<option value=${v}>${l}</option>`)}</select></label>
    <label>Deck <select name=${'deck' + i} value=${seat.deck} onChange=${set('deck')}>
      ${decks.map((d) => html`<option value=${d.name}>${d.name}</option>`)}
      <option value=${PASTE}>Paste a list…</option></select></label>
    ${seat.deck === PASTE && html`<textarea name=${'list' + i} rows="6" placeholder="4 Lightning Bolt\n20 Mountain\n…" value=${seat.list} onInput=${set('list')}></textarea>`}
    ${err && err.length > 0 && html`<ul class="errors">${err.map((e) => html`<li>${e}</li>`)}</ul>`}
  </fieldset>`;
}

function CreateTable({ onCreated }) {
  const [decks, setDecks] = useState({ teams: [], decks: [] });
  const [form, setForm] = useState({ variant: '2hg', rules: 'current', seed: '', clock: '', timeout: 'ai', casual: false,
    teams: ['Boros', 'Golgari'],
    seats: [{ name: 'You', ai: '', deck: '', list: '' }, { name: 'Ann', ai: 'heuristic', deck: '', list: '' },
      { name: 'Bob', ai: 'heuristic', deck: '', list: '' }, { name: 'Bea', ai: 'heuristic', deck: '', list: '' }] });
  const [errs, setErrs] = useState({ general: [], seats: [[], [], [], []] });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api('/api/decks').then((d) => {
      setDecks(d);
      setForm((f) => {
        const seats = f.seats.map((s, i) => ({ ...s, deck: s.deck || (d.teams[i >> 1] ? d.teams[i >> 1].decks[i & 1] : (d.decks[0] || {}).name || PASTE) }));
        const teams = d.teams.length >= 2 ? [d.teams[0].name.split(' ')[0], d.teams[1].name.split(' ')[0]] : f.teams;
        return { ...f, seats, teams };
      });
    }).catch((e) => setErrs({ general: ['The bundled decks could not be loaded: ' + e.message], seats: [[], [], [], []] }));
  }, []);
  const set = (k) => (e) => setForm({ ...form, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });
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
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    const seatErrs = [[], [], [], []];
    await Promise.all(form.seats.map(async (s, i) => { if (s.deck === PASTE) seatErrs[i] = await checkList(s.list); }));
    if (seatErrs.some((x) => x.length)) {
      setErrs({ general: ['Fix the deck lists marked below.'], seats: seatErrs });
      setBusy(false);
      return;
    }
    const req = { variant: form.variant, rules: form.rules, seed: Number(form.seed) || 0, clock: form.clock.trim(),
      timeout: form.clock.trim() ? form.timeout : '', casual: form.casual,
      seats: form.seats.map((s, i) => ({ name: s.name.trim(), team: form.teams[i >> 1].trim(), deck: s.deck === PASTE ? s.list : s.deck, ai: s.ai })) };
    try {
      const c = await api('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(req) });
      setErrs({ general: [], seats: [[], [], [], []] });
      onCreated(c, req);
    } catch (err) {
      // The server names the seat a problem is in ("seat 2 (Ann): ..."): shown there, one line each.
      const lines = err.message.split('\n').filter((l) => l.trim());
      const ge = [], se = [[], [], [], []];
      for (const l of lines) {
        const m = l.match(/^seat (\d)\b/);
        if (m && Number(m[1]) >= 1 && Number(m[1]) <= 4) se[Number(m[1]) - 1].push(l); else ge.push(l);
      }
      if (ge.length === 0) ge.push('The table was not opened: see the seats marked below.');
      setErrs({ general: ge, seats: se });
    }
    setBusy(false);
  };
  return html`<form class="create" onSubmit=${submit}>
    <h2>Open a table</h2>
    <div class="row">
      <label>Variant <select name="variant" value=${form.variant} onChange=${set('variant')}>
        <option value="2hg">Two-Headed Giant</option><option value="duel">Duel (not served yet)</option>
        <option value="free-for-all">Free-for-all (not served yet)</option></select></label>
      <label>Rules <select name="rules" value=${form.rules} onChange=${set('rules')}>
        ${['current', '2011', '2008', '2006'].map((r) => html`<option value=${r}>${r}</option>`)}</select></label>
      <label>Clock <input name="clock" placeholder="none, or 20m+15s" value=${form.clock} onInput=${set('clock')} size="16" /></label>
      ${form.clock.trim() && html`<label>When time runs out <select name="timeout" value=${form.timeout} onChange=${set('timeout')}>
        <option value="ai">an AI plays on</option><option value="lose">the team loses</option></select></label>`}
      <label>Seed <input name="seed" placeholder="random" value=${form.seed} onInput=${set('seed')} size="8" /></label>
      <label class="check"><input type="checkbox" name="casual" checked=${form.casual} onChange=${set('casual')} /> casual (no deck rules)</label>
    </div>
    <div class="teams">
      ${[0, 1].map((t) => html`<div class="team-editor">
        <div class="row"><label>Team <input name=${'team' + t} value=${form.teams[t]} maxlength="24"
          onInput=${(e) => { const teams = form.teams.slice(); teams[t] = e.target.value; setForm({ ...form, teams }); }} /></label>
        ${decks.teams.length > 0 && html`<label>Bundled team <select onChange=${setTeamDecks(t)}>
          <option value="">choose…</option>${decks.teams.map((x) => html`<option value=${x.name}>${x.name}</option>`)}</select></label>`}</div>
        ${[2 * t, 2 * t + 1].map((i) => html`<${SeatEditor} i=${i} seat=${form.seats[i]} decks=${decks.decks} err=${errs.seats[i]}
          onChange=${(s) => { const seats = form.seats.slice(); seats[i] = s; setForm({ ...form, seats }); }} />`)}
      </div>`)}
    </div>
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
    ${tables.length === 0 ? html`<p>None yet.</p>` : html`<table class="table-list"><thead><tr><th>Table</th><th>State</th><th>Turn</th><th>Seats</th><th></th></tr></thead><tbody>
      ${tables.map((t) => html`<tr key=${t.id}><td><code>${t.id}</code></td><td>${t.state}</td><td>${t.turn}</td>
        <td>${(t.seats || []).map((s) => html`<span class=${'seatchip' + (s.connected ? ' on' : '')}>${s.name} (${s.team}${s.ai ? ', AI' : ''})</span> `)}</td>
        <td><a href=${'/t/' + t.id}>Watch</a></td></tr>`)}</tbody></table>`}
  </section>`;
}

// Lobby is the page at /.
export function Lobby() {
  const [created, setCreated] = useState(null);
  return html`<div class="lobby">
    <header class="lobby-head"><h1>Ettin</h1><p>Two-Headed Giant at your table: open a table, send the links, play by clicking.</p></header>
    <${CreateTable} onCreated=${(c) => setCreated(c)} />
    ${created && html`<${Created} c=${created} />`}
    <${OpenTables} />
  </div>`;
}
