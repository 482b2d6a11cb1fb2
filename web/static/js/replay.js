// The replay viewer: a finished game stepped forwards and backwards, as any seat or as a
// spectator sees it (the server rebuilds the state after each action): a game stored on
// the server (/replay/{id}), or a replay file downloaded before (/replay: the JSON of
// /api/tables/{id}/replay, chosen in the page and posted with each step).
import { useState, useEffect } from 'preact/hooks';
import { html, api } from './html.js';
import { Permanent, HandCard, CardText, LogLine, sortPermanents } from './cards.js';
import { nameOf } from './decide.js';

// ReplayFile asks for a downloaded replay file (JSON) and hands its text and contents on.
function ReplayFile({ onLoad, err }) {
  const [msg, setMsg] = useState('');
  const read = async (e) => {
    const f = e.target.files && e.target.files[0];
    if (!f) return;
    try {
      const text = await f.text();
      const meta = JSON.parse(text);
      if (!meta || !Array.isArray(meta.seats) || !Array.isArray(meta.actions)) throw new Error('not a replay file: it has no seats and actions');
      setMsg('');
      onLoad(text, meta);
    } catch (x) { setMsg(f.name + ': ' + x.message); }
  };
  return html`<div class="replay replay-open" id="replay-open">
    <h2>Watch a replay file</h2>
    <p>Choose a replay downloaded at the end of a game (its JSON, from “Download the replay (JSON)”).</p>
    <input type="file" id="replay-file" accept=".json,application/json" onChange=${read} />
    ${(msg || err) && html`<p class="errors" id="replay-error">${msg || err}</p>`}
    <p><a href="/">lobby</a></p></div>`;
}

export function ReplayViewer({ id, seat: seat0 }) {
  const [meta, setMeta] = useState(null);
  const [file, setFile] = useState(null); // a replay file's text, when there is no id
  const [err, setErr] = useState('');
  const [seat, setSeat] = useState(seat0);
  const [at, setAt] = useState(0);
  const [m, setM] = useState(null);
  const [hover, setHover] = useState('');
  useEffect(() => { if (id) api('/api/tables/' + id + '/replay').then(setMeta).catch((e) => setErr(e.message)); }, [id]);
  useEffect(() => {
    if (!meta) return;
    let live = true;
    const got = id ? api(`/api/tables/${id}/replay/${at}?seat=${seat}`)
      : api(`/api/replay/${at}?seat=${seat}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: file });
    got.then((x) => { if (live) setM(x); }).catch((e) => { setErr(e.message); if (!id) { setMeta(null); setM(null); } });
    return () => { live = false; };
  }, [meta, at, seat]);
  useEffect(() => {
    const onKey = (e) => {
      if (!meta) return;
      if (e.key === 'ArrowRight') setAt((a) => Math.min(meta.actions.length, a + 1));
      if (e.key === 'ArrowLeft') setAt((a) => Math.max(0, a - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [meta]);
  if (!id && !meta) return html`<${ReplayFile} err=${err} onLoad=${(text, mt) => { setErr(''); setAt(0); setM(null); setFile(text); setMeta(mt); }} />`;
  if (err) return html`<div class="replay"><p class="errors">${err}</p><a href="/">lobby</a></div>`;
  if (!meta || !m) return html`<div class="replay"><p>Loading the replay…</p></div>`;
  const v = m.view, total = meta.actions.length;
  const next = meta.actions[at];
  return html`<div class="replay" id="replay" data-at=${at} data-seat=${seat}>
    <header class="topbar">
      <span>Replay of ${id ? 'table ' + id : 'a file (table ' + meta.id + ')'}</span>
      <label>as <select id="replay-seat" value=${seat} onChange=${(e) => setSeat(Number(e.target.value))}>
        <option value="-1">a spectator</option>${meta.seats.map((s, i) => html`<option value=${i}>${s.name} (${s.team})</option>`)}</select></label>
      <button type="button" id="replay-start" onClick=${() => setAt(0)}>|◀ start</button>
      <button type="button" id="replay-back" onClick=${() => setAt(Math.max(0, at - 1))}>◀ back</button>
      <span id="replay-pos">action ${at} of ${total}</span>
      <button type="button" id="replay-fwd" onClick=${() => setAt(Math.min(total, at + 1))}>forward ▶</button>
      <button type="button" id="replay-end" onClick=${() => setAt(total)}>end ▶|</button>
      <input type="range" min="0" max=${total} value=${at} onInput=${(e) => setAt(Number(e.target.value))} />
      <span>${v.turn > 0 ? `Turn ${v.turn}, ${v.step}` : 'Before the game: mulligans'}</span>
    </header>
    <div class="replay-next">${next ? html`Next: <b>${next.line}</b>` : v.over ? (winnerName(v) ? `${winnerName(v)} won the game.` : 'A draw.') : ''}</div>
    <main class="board">
      ${v.teams.map((t) => html`<section class="team" data-team=${t.name}>
        <div class="teamhead">${v.shared !== false ? html`<span class="tname">${t.name}</span><span class="life">life ${t.life}</span><span class="poison">poison ${t.poison}</span>` : t.lost && html`<span class="lostmark">lost</span>`}</div>
        ${t.players.map((pi) => { const p = v.players[pi]; return html`<div class="player" data-seat=${pi}>
          <div class="pbadge"><div class="pname">${p.name}</div>${v.shared === false && html`<div class="plife"><span class="life">life ${p.life}</span> <span class="poison">poison ${p.poison}</span></div>`}<div class="counts"><span>hand ${p.handSize}</span><span>library ${p.librarySize}</span><span>graveyard ${p.graveyard.length}</span></div>${(p.energy > 0 || p.speed > 0) && html`<div class="pcounters">${p.energy > 0 && html`<span class="energy">energy ${p.energy}</span>`}${p.speed > 0 && html`<span class="speed">speed ${p.speed}</span>`}</div>`}</div>
          <div class="zones"><div class="bf">${sortPermanents(v.battlefield.filter((x) => x.controller === pi && x.attachedTo < 0)).map((x) => html`<${Permanent} p=${x}
            attached=${v.battlefield.filter((y) => y.attachedTo === x.id).map((y) => ({ p: y }))} onHover=${setHover}
            effects=${(v.effects || []).filter((e) => e.obj === x.id)}
            note=${x.attacking ? '→ ' + nameOf(v, x.attacking) : ''} />`)}</div>
          ${p.hand ? html`<div class="hand">${p.hand.map((c) => html`<${HandCard} c=${c} onHover=${setHover} />`)}</div>` : html`<div class="hand hidden-hand">${Array.from({ length: Math.min(p.handSize, 12) }, () => html`<span class="cardback"></span>`)}</div>`}
          </div></div>`; })}
      </section>`)}
      ${v.stack.length > 0 && html`<div class="stack">${v.stack.map((s) => html`<div class="stackitem"><b>${s.name}</b> ${s.targets ? '→ ' + s.targets.map((t) => nameOf(v, t)).join(', ') : ''}</div>`)}</div>`}
    </main>
    <aside class="side"><div class="log">${(m.events || []).slice(-200).map((e) => html`<${LogLine} e=${e} v=${v} />`)}</div></aside>
    <${CardText} name=${hover} onClose=${() => setHover('')} />
  </div>`;
}

// winnerName is the side that won (CR 102.3: a team, or a player alone), '' for none.
function winnerName(v) {
  const w = v.sides && v.sides.length ? v.sides[v.winnerSide] : v.teams[v.winner];
  return w ? w.name : '';
}
