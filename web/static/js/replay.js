// The replay viewer: a finished game stepped forwards and backwards, as any seat or as a
// spectator sees it (the server rebuilds the state after each action).
import { useState, useEffect } from 'preact/hooks';
import { html, api } from './html.js';
import { Permanent, HandCard, CardText, LogLine, sortPermanents } from './cards.js';
import { nameOf } from './decide.js';

export function ReplayViewer({ id, seat: seat0 }) {
  const [meta, setMeta] = useState(null);
  const [err, setErr] = useState('');
  const [seat, setSeat] = useState(seat0);
  const [at, setAt] = useState(0);
  const [m, setM] = useState(null);
  const [hover, setHover] = useState('');
  useEffect(() => { api('/api/tables/' + id + '/replay').then(setMeta).catch((e) => setErr(e.message)); }, [id]);
  useEffect(() => {
    if (!meta) return;
    let live = true;
    api(`/api/tables/${id}/replay/${at}?seat=${seat}`).then((x) => { if (live) setM(x); }).catch((e) => setErr(e.message));
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
  if (err) return html`<div class="replay"><p class="errors">${err}</p><a href="/">lobby</a></div>`;
  if (!meta || !m) return html`<div class="replay"><p>Loading the replay…</p></div>`;
  const v = m.view, total = meta.actions.length;
  const next = meta.actions[at];
  return html`<div class="replay" id="replay" data-at=${at} data-seat=${seat}>
    <header class="topbar">
      <span>Replay of table ${id}</span>
      <label>as <select id="replay-seat" value=${seat} onChange=${(e) => setSeat(Number(e.target.value))}>
        <option value="-1">a spectator</option>${meta.seats.map((s, i) => html`<option value=${i}>${s.name} (${s.team})</option>`)}</select></label>
      <button type="button" id="replay-start" onClick=${() => setAt(0)}>|◀ start</button>
      <button type="button" id="replay-back" onClick=${() => setAt(Math.max(0, at - 1))}>◀ back</button>
      <span id="replay-pos">action ${at} of ${total}</span>
      <button type="button" id="replay-fwd" onClick=${() => setAt(Math.min(total, at + 1))}>forward ▶</button>
      <button type="button" id="replay-end" onClick=${() => setAt(total)}>end ▶|</button>
      <input type="range" min="0" max=${total} value=${at} onInput=${(e) => setAt(Number(e.target.value))} />
      <span>Turn ${v.turn}, ${v.step}</span>
    </header>
    <div class="replay-next">${next ? html`Next: <b>${next.line}</b>` : v.over ? (v.teams[v.winner] ? `${v.teams[v.winner].name} won the game.` : 'A draw.') : ''}</div>
    <main class="board">
      ${v.teams.map((t) => html`<section class="team" data-team=${t.name}>
        <div class="teamhead"><span class="tname">${t.name}</span><span class="life">life ${t.life}</span><span class="poison">poison ${t.poison}</span></div>
        ${t.players.map((pi) => { const p = v.players[pi]; return html`<div class="player" data-seat=${pi}>
          <div class="pbadge"><div class="pname">${p.name}</div><div class="counts"><span>hand ${p.handSize}</span><span>library ${p.librarySize}</span><span>graveyard ${p.graveyard.length}</span></div></div>
          <div class="zones"><div class="bf">${sortPermanents(v.battlefield.filter((x) => x.controller === pi && x.attachedTo < 0)).map((x) => html`<${Permanent} p=${x}
            attached=${v.battlefield.filter((y) => y.attachedTo === x.id).map((y) => ({ p: y }))} onHover=${setHover}
            note=${x.attacking ? '→ ' + nameOf(v, x.attacking) : ''} />`)}</div>
          ${p.hand ? html`<div class="hand">${p.hand.map((c) => html`<${HandCard} c=${c} onHover=${setHover} />`)}</div>` : html`<div class="hand hidden-hand">${Array.from({ length: Math.min(p.handSize, 12) }, () => html`<span class="cardback"></span>`)}</div>`}
          </div></div>`; })}
      </section>`)}
      ${v.stack.length > 0 && html`<div class="stack">${v.stack.map((s) => html`<div class="stackitem"><b>${s.name}</b> ${s.targets ? '→ ' + s.targets.map((t) => nameOf(v, t)).join(', ') : ''}</div>`)}</div>`}
    </main>
    <aside class="side"><div class="log">${(m.events || []).slice(-200).map((e) => html`<${LogLine} e=${e} />`)}</div></aside>
    <${CardText} name=${hover} onClose=${() => setHover('')} />
  </div>`;
}
