// The table: the board of every team, the stack, turn and priority, the log, chat,
// clocks, and acting by clicking from the decision and legal actions the server sends.
import { useState, useEffect, useRef } from 'preact/hooks';
import { html, cardInfo } from './html.js';
import { useSeat } from './conn.js';
import { Permanent, HandCard, CardText, LogLine, Clock, EffectMarks, sortPermanents, isLand, shownName, cardOf } from './cards.js';
import { tkey, variantKey, variantLabel, objectActions, attackOptions, blockOptions, emptyDeclaration, findDeclaration, nameOf } from './decide.js';

const STEPS = ['upkeep', 'draw', 'main1', 'beginning of combat', 'declare attackers', 'declare blockers', 'combat damage', 'end of combat', 'main2', 'end'];
const STEP_LABEL = { 'main1': 'main 1', 'main2': 'main 2', 'beginning of combat': 'begin combat', 'declare attackers': 'attackers',
  'declare blockers': 'blockers', 'combat damage': 'damage', 'end of combat': 'end combat', 'first strike damage': 'first strike' };
const DEFAULT_STOPS = { mine: ['main1', 'main2'], theirs: ['declare blockers', 'end'] };

function loadStops() {
  try { const s = JSON.parse(localStorage.getItem('ettin.stops')); if (s && s.mine && s.theirs) return s; } catch (e) { /* defaults */ }
  return DEFAULT_STOPS;
}

// Table is the page of one seat (or a spectator) at table id.
export function Table({ id, token }) {
  const [st, send] = useSeat(id, token);
  const [hover, setHover] = useState('');
  const [pinned, setPinned] = useState('');
  const [hoverId, setHoverId] = useState(-1); // the permanent hovered or pinned, for its effects
  const [pinnedId, setPinnedId] = useState(-1);
  const hov = (name, id) => { setHover(name); setHoverId(id == null ? -1 : id); };
  const pin = (name, id) => { setPinned(name); setPinnedId(id == null ? -1 : id); };
  const [builder, setBuilder] = useState(null); // an action being put together
  const [attacks, setAttacks] = useState(new Map()); // attacker -> index of its target option
  const [blocks, setBlocks] = useState([]); // {blocker, attacker}
  const [blocker, setBlocker] = useState(-1);
  const [picks, setPicks] = useState([]); // options picked in a choice
  const [orderPicks, setOrderPicks] = useState({}); // damage assignment order: head -> ids clicked, first first
  const [confirm, setConfirm] = useState(null); // {text, yes}
  const [stops, setStops] = useState(loadStops);
  const [eot, setEot] = useState(-1); // pass until the end of this turn
  const [, tick] = useState(0);
  const [noteShown, setNoteShown] = useState(null);
  const [conceding, setConceding] = useState(false);
  const autoDone = useRef(-1);
  const landOK = useRef(-1);

  const v = st.view, d = st.decision, seat = st.seat;
  const myTeam = v && seat >= 0 && v.players[seat] ? v.players[seat].team : (v ? 0 : -1);
  // sentNow: this seat's action for the decision shown is on its way; the page offers
  // nothing more until the table answers (a new state, or a refusal).
  const sentNow = st.sent >= 0 && st.sent === st.actions;
  const mine = !!(d && d.actions && d.actions.length) && !sentNow;

  // A new decision starts every selection afresh.
  useEffect(() => { setBuilder(null); setAttacks(new Map()); setBlocks([]); setBlocker(-1); setPicks([]); setOrderPicks({}); setConfirm(null); }, [st.actions, d && d.kind, d && d.player]);
  useEffect(() => { const iv = setInterval(() => tick((n) => n + 1), 1000); return () => clearInterval(iv); }, []);
  useEffect(() => { if (st.notice) { setNoteShown(st.notice); const t = setTimeout(() => setNoteShown(null), 6000); return () => clearTimeout(t); } }, [st.notice]);
  useEffect(() => { localStorage.setItem('ettin.stops', JSON.stringify(stops)); }, [stops]);

  const act = (a) => { send({ type: 'act', at: st.actions, action: a }); setBuilder(null); };
  const passAction = mine ? (d.actions.find((x) => x.action.kind === 'pass') || {}).action : null;
  const myMain = v && d && d.kind === 'priority' && v.activeTeam === myTeam && (v.step === 'main1' || v.step === 'main2') && v.stack.length === 0;
  const landLeft = mine && myMain && d.actions.some((x) => x.action.kind === 'play' && x.action.player === seat);

  const pass = (force) => {
    if (!passAction) return;
    if (!force && landLeft && landOK.current !== v.turn) {
      setConfirm({ text: 'You have not played a land this turn. Pass priority anyway?', yes: () => { landOK.current = v.turn; act(passAction); } });
      return;
    }
    act(passAction);
  };

  // Stops: at priority with nothing to respond to, pass by itself unless this step is a
  // stop. Decided here, so that such a decision is never shown as one to act on.
  const autoPass = (() => {
    if (!v || !d || d.kind !== 'priority' || !d.act || !passAction || st.state === 'over') return false;
    if (eot === v.turn) return true;
    if (v.stack.length === 0) return !(v.activeTeam === myTeam ? stops.mine : stops.theirs).includes(v.step);
    const top = v.stack[v.stack.length - 1];
    return !!(top && v.players[top.controller] && v.players[top.controller].team === myTeam); // your own spell: no need to stop
  })();
  useEffect(() => {
    if (!autoPass || autoDone.current === st.actions) return;
    autoDone.current = st.actions;
    act(passAction);
  }, [st.actions, autoPass]);

  // Space passes priority. The listener, registered once, calls the handler of the last
  // render: a key pressed before an effect could re-register it (the land warning just
  // drawn) acts on what is shown, not on an older render's state.
  const onKey = useRef(null);
  onKey.current = (e) => {
    const tag = (e.target && e.target.tagName) || '';
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'BUTTON') return;
    if (e.key === ' ' || e.code === 'Space') { e.preventDefault(); if (confirm) { setConfirm(null); confirm.yes(); } else pass(false); }
    if (e.key === 'Escape') { setBuilder(null); setConfirm(null); pin(''); }
  };
  useEffect(() => {
    const h = (e) => onKey.current && onKey.current(e);
    window.addEventListener('keydown', h);
    return () => window.removeEventListener('keydown', h);
  }, []);

  if (!v) {
    return html`<div class="table-page loading" data-status=${st.status}><p>${st.status === 'refused' ? 'This table refused the connection.' : 'Joining table ' + id + '…'}</p></div>`;
  }

  const objActs = d && d.kind === 'priority' && !autoPass ? objectActions(d, v) : new Map();
  const attOpts = d && d.kind === 'declare attackers' && mine ? attackOptions(d) : new Map();
  const blkOpts = d && d.kind === 'declare blockers' && mine ? blockOptions(d) : new Map();
  const attackersNow = new Set(v.battlefield.filter((p) => p.attacking).map((p) => p.id));

  // The builder: narrow the candidate actions by variant, then target by target, then X.
  const advance = (b) => {
    let { cands } = b;
    const groups = new Map();
    for (const a of cands) { const k = variantKey(a); if (!groups.has(k)) groups.set(k, []); groups.get(k).push(a); }
    if (groups.size > 1) { setBuilder({ ...b, menu: [...groups.values()], awaiting: null }); return; }
    let slot = b.slot || 0;
    for (;;) {
      const longer = cands.filter((a) => (a.targets || []).length > slot);
      if (longer.length === 0) break;
      const vals = new Map();
      for (const a of longer) vals.set(tkey(a.targets[slot]), a.targets[slot]);
      const canStop = longer.length < cands.length;
      if (vals.size === 1 && !canStop) { slot++; continue; }
      setBuilder({ ...b, cands, slot, menu: null, awaiting: { slot, options: [...vals.values()], canStop } });
      return;
    }
    const a = cands[0];
    if (a.x > 0 && b.x == null) { setBuilder({ ...b, cands, slot, menu: null, awaiting: null, askX: a.x }); return; }
    const final = b.x != null ? { ...a, x: b.x } : a;
    const own = (final.targets || []).filter((t) => t.player >= 0 && v.players[t.player] && v.players[t.player].team === myTeam);
    if (own.length > 0 && !b.ownOK) {
      setBuilder({ ...b, cands, slot, menu: null, awaiting: null, askX: null });
      setConfirm({ text: `You are targeting your own team (${own.map((t) => nameOf(v, t)).join(', ')}). Go on?`, yes: () => { setConfirm(null); act(final); } });
      return;
    }
    act(final);
  };
  const pickTarget = (t) => {
    const b = builder;
    const k = tkey(t);
    advance({ ...b, cands: b.cands.filter((a) => (a.targets || []).length > b.awaiting.slot && tkey(a.targets[b.awaiting.slot]) === k), slot: b.awaiting.slot + 1 });
  };
  const targetable = new Set(builder && builder.awaiting ? builder.awaiting.options.map(tkey) : []);

  const clickObj = (id) => {
    if (builder && builder.awaiting) {
      if (targetable.has(`-1,${id}`)) pickTarget({ player: -1, obj: id });
      return;
    }
    if (attOpts.has(id)) {
      const m = new Map(attacks);
      if (m.has(id)) m.delete(id); else m.set(id, 0);
      setAttacks(m);
      return;
    }
    if (d && d.kind === 'declare blockers' && mine) {
      if (blkOpts.has(id)) { setBlocker(blocker === id ? -1 : id); return; }
      if (blocker >= 0 && blkOpts.get(blocker).has(id)) {
        setBlocks(blocks.filter((x) => x.blocker !== blocker).concat([{ blocker, attacker: id }]));
        setBlocker(-1);
        return;
      }
    }
    if (objActs.has(id)) {
      const o = v.battlefield.find((p) => p.id === id) || v.players.flatMap((p) => p.hand || []).find((c) => c.id === id);
      advance({ cands: objActs.get(id), slot: 0, name: o ? shownName(o) : 'it' });
      return;
    }
    const o = v.battlefield.find((p) => p.id === id) || v.players.flatMap((p) => p.hand || []).find((c) => c.id === id);
    if (o) pin(cardOf(o), o.id);
  };
  const clickPlayer = (p) => {
    if (builder && builder.awaiting && targetable.has(`${p},-1`)) pickTarget({ player: p, obj: -1 });
  };

  // The continuous effects at work on a permanent, and on a player (CR 611.2).
  const effectsOn = (id) => (id >= 0 ? (v.effects || []).filter((e) => e.obj === id) : []);
  const playerEffects = (pi) => (v.effects || []).filter((e) => e.obj < 0 && e.player === pi);

  const objCls = (id) => {
    const c = [];
    if (targetable.has(`-1,${id}`)) c.push('targetable');
    if (!builder && (objActs.has(id) || attOpts.has(id) || blkOpts.has(id))) c.push('clickable');
    if (attacks.has(id) || blocker === id) c.push('selected');
    if (blocker >= 0 && blkOpts.get(blocker) && blkOpts.get(blocker).has(id)) c.push('targetable');
    if (blocks.some((x) => x.blocker === id)) c.push('selected');
    return c.join(' ');
  };
  const objNote = (p) => {
    if (p.attacking) return '→ ' + nameOf(v, p.attacking);
    if (p.blocking >= 0) { const a = v.battlefield.find((x) => x.id === p.blocking); return 'blocks ' + (a ? shownName(a) : ''); }
    const o = attacks.has(p.id) && (attOpts.get(p.id) || [])[attacks.get(p.id)];
    if (o) return '→ ' + nameOf(v, o.target);
    const bl = blocks.find((x) => x.blocker === p.id);
    if (bl) { const a = v.battlefield.find((x) => x.id === bl.attacker); return 'blocks ' + (a ? shownName(a) : ''); }
    return '';
  };

  // Sides: the players who win and lose together (a 2HG team, a player alone, the players of
  // a Team vs. Team or Emperor team, each with their own turns and life). Your side is at
  // the bottom, you last; the others above, as a compact strip when more than two opposing
  // players sit there.
  const twoHG = v.shared !== undefined ? v.shared : v.teams.some((t) => t.players.length > 1);
  const sideOfTeam = (ti) => { const p = v.players[(v.teams[ti].players || [])[0]]; return p && p.side !== undefined ? p.side : ti; };
  const mySide = myTeam >= 0 && seat >= 0 ? sideOfTeam(myTeam) : -1;
  const allyTeams = v.teams.map((t, i) => i).filter((i) => seat >= 0 && sideOfTeam(i) === mySide);
  const foeTeams = v.teams.map((t, i) => i).filter((i) => !allyTeams.includes(i));
  const foePlayers = foeTeams.reduce((n, ti) => n + v.teams[ti].players.length, 0);
  const sides = v.sides || [];
  const sideName = (ti) => { const s = sides[sideOfTeam(ti)]; return s && s.teams && s.teams.length > 1 ? s.name : ''; };
  const allyStrip = allyTeams.length > 2; // your teammates beside each other, you below them
  const strip = foePlayers > 2 && (seat >= 0 || v.teams.length > 2); // a 2HG spectator sees both teams whole

  const playerRow = (pi, isMine) => {
    const p = v.players[pi];
    const perms = sortPermanents(v.battlefield.filter((x) => x.controller === pi && x.attachedTo < 0));
    const attachedTo = (id) => v.battlefield.filter((x) => x.attachedTo === id).map((x) => ({ p: x, cls: objCls(x.id) }));
    const away = !p.connected && !p.ai;
    const standIn = p.ai && p.ai.includes('standing in');
    const prio = d && ((d.player === pi) || (d.player < 0 && d.team === p.team));
    return html`<div class=${'player' + (pi === seat ? ' me' : '') + (isMine ? ' ally' : ' foe')} data-seat=${pi}>
      <div class=${'pbadge' + (targetable.has(`${pi},-1`) ? ' targetable' : '') + (prio ? ' deciding' : '')} data-player=${pi} onClick=${() => clickPlayer(pi)}>
        <div class="pname">${p.name}${pi === seat ? ' (you)' : ''}${p.emperor && html` <span class="emperor-mark" title="emperor (CR 809.2)">emperor</span>`}</div>
        <div class="pstatus">${standIn ? html`<span class="standin">AI standing in</span>` : p.ai ? html`<span class="ai">AI ${p.ai}</span>` : away ? html`<span class="away">away</span>` : html`<span class="here">here</span>`}</div>
        ${!twoHG && html`<div class="plife"><span class="life">life ${p.life !== undefined ? p.life : v.teams[p.team].life}</span> <span class="poison">poison ${p.poison}</span></div>`}
        <div class="counts"><span title="cards in hand" class="hand-count">hand ${p.handSize}</span><span title="library">library ${p.librarySize}</span>
          <span title="graveyard (click: its top card)" class="gy" onClick=${(e) => {
            if (builder && builder.awaiting) return; // the click picks the player as a target
            e.stopPropagation();
            if (p.graveyard.length) pin(p.graveyard[p.graveyard.length - 1].name);
          }}>graveyard ${p.graveyard.length}</span>
          ${p.exile.length > 0 && html`<span title="exile">exile ${p.exile.length}</span>`}</div>
        ${(p.energy > 0 || p.speed > 0) && html`<div class="pcounters">${p.energy > 0 && html`<span class="energy" title="energy counters (CR 107.14)">energy ${p.energy}</span>`}${p.speed > 0 && html`<span class="speed" title="speed (CR 702.179)">speed ${p.speed}</span>`}</div>`}
        ${p.manaPool.some((n) => n > 0) && html`<div class="pool">${p.manaPool.map((n, i) => n > 0 ? html`<span class=${'mana m' + i}>${'WUBRGC'[i]}${n}</span>` : null)}</div>`}
        <${Clock} c=${p.clock} since=${st.received} />
        <${EffectMarks} effects=${playerEffects(pi)} />
      </div>
      <div class="zones">
        <div class="bf">${perms.length === 0 ? html`<span class="empty">no permanents</span>` : perms.map((x) => html`<${Permanent} key=${x.id} p=${x} attached=${attachedTo(x.id)}
          cls=${objCls(x.id)} note=${objNote(x)} effects=${effectsOn(x.id)} onClick=${clickObj} onHover=${hov} />`)}</div>
        ${p.hand && html`<div class=${'hand' + (pi === seat ? ' own' : ' mate')} data-hand=${pi}>
          ${p.hand.map((c) => html`<${HandCard} key=${c.id} c=${c} cls=${objCls(c.id)} onClick=${clickObj} onHover=${hov} />`)}</div>`}
        ${!p.hand && !strip && html`<div class="hand hidden-hand" data-hand-hidden=${pi}>${Array.from({ length: Math.min(p.handSize, 12) }, () => html`<span class="cardback"></span>`)}</div>`}
      </div>
    </div>`;
  };

  const teamBlock = (ti) => {
    const t = v.teams[ti];
    const isMine = allyTeams.includes(ti);
    const players = isMine ? t.players.slice().sort((a, b) => (a === seat) - (b === seat)) : t.players;
    return html`<section class=${'team' + (isMine ? ' my-team' : ' their-team') + (v.activeTeam === ti ? ' active' : '') + (t.lost ? ' lost' : '')} data-team=${ti}>
      <div class="teamhead">
        ${(twoHG || t.players.length > 1) && html`<span class="tname">${t.name}${ti === myTeam && seat >= 0 ? ' (your team)' : ''}</span>`}
        ${sideName(ti) && html`<span class="sname" data-side=${sideOfTeam(ti)}>${sideName(ti)}${isMine && seat >= 0 ? ' (your team)' : ''}</span>`}
        ${twoHG && html`<span class="life" title="shared life">life ${t.life}</span><span class="poison" title="shared poison">poison ${t.poison}</span>`}
        ${v.activeTeam === ti && html`<span class="turnmark">${ti === myTeam && seat >= 0 ? 'your turn' : twoHG ? 'their turn' : 'turn'}</span>`}
        ${t.lost && html`<span class="lostmark">lost</span>`}
      </div>
      ${players.map((pi) => playerRow(pi, isMine))}
    </section>`;
  };

  const turnTeam = v.teams[v.activeTeam] ? v.teams[v.activeTeam].name : '';
  const prioText = !d ? (v.over ? 'game over' : '') : d.kind !== 'priority' ? d.text
    : d.team === myTeam && seat >= 0 ? (twoHG ? 'Your team has priority' : 'You have priority') : `${(v.teams[d.team] || {}).name} has priority`;
  const mate = seat >= 0 && v.teams[myTeam] ? v.teams[myTeam].players.find((x) => x !== seat) : undefined;
  const mateP = mate !== undefined ? v.players[mate] : null;

  // The decision box: what the server waits for, and the controls for this seat.
  const decisionBox = () => {
    if (v.over) {
      // The side won (CR 102.3): a team, or a player alone.
      const ws = v.winnerSide !== undefined ? v.winnerSide : v.winner;
      const w = sides.length ? sides[ws] : v.teams[ws];
      const ours = seat >= 0 && (sides.length ? ws === mySide : ws === myTeam);
      return html`<div class="gameover" id="gameover" data-winner-side=${ws}>
        <h2>${w ? `${w.name} ${ours ? '(your team) ' : ''}won the game` : 'The game is a draw'}</h2>
        <div class="row">
          ${seat >= 0 && html`<button type="button" id="rematch" onClick=${() => send({ type: 'rematch' })}>Rematch</button>`}
          ${st.rematch && html`<a id="rematch-link" href=${'/t/' + st.rematch + (token ? '?token=' + encodeURIComponent(token) : '')}>Go to the rematch</a>`}
          <a href=${'/api/tables/' + id + '/replay?format=text'} download=${'ettin-' + id + '.log'} id="download-replay" title="a file for: ettin replay FILE">Download the replay</a>
          <a href=${'/api/tables/' + id + '/replay'} download=${'ettin-' + id + '.json'} class="small">(JSON)</a>
          <a href=${'/replay/' + id + '?seat=' + seat} target="_blank" rel="noopener" id="watch-replay">Watch the replay</a>
        </div></div>`;
    }
    if (!d) return html`<div class="prompt">Waiting…</div>`;
    const body = [];
    if (sentNow || autoPass) {
      body.push(html`<div class="prompt waiting" id="sent">${autoPass ? 'Passing (no stop at this step)…' : 'Sent; waiting for the table…'}</div>`);
    } else if (!mine) {
      body.push(html`<div class="prompt waiting">${d.text}</div>`);
    } else if (confirm) {
      body.push(html`<div class="prompt warn" id="confirm">${confirm.text}</div>
        <div class="row"><button type="button" id="confirm-yes" onClick=${() => { const y = confirm.yes; setConfirm(null); y(); }}>Yes</button>
        <button type="button" id="confirm-no" onClick=${() => setConfirm(null)}>No</button></div>`);
    } else if (builder && builder.menu) {
      body.push(html`<div class="prompt">How do you use ${builder.name}?</div><div class="row menu">
        ${builder.menu.map((g) => html`<${VariantButton} a=${g[0]} name=${builder.name} onClick=${() => advance({ ...builder, cands: g, menu: null })} />`)}
        <button type="button" onClick=${() => setBuilder(null)}>Cancel</button></div>`);
    } else if (builder && builder.awaiting) {
      body.push(html`<div class="prompt">${builder.name}: choose target ${builder.awaiting.slot + 1} (click it, or here)</div><div class="row menu" id="targets">
        ${builder.awaiting.options.map((t) => html`<button type="button" class="target" data-target=${tkey(t)} onClick=${() => pickTarget(t)}>${nameOf(v, t)}</button>`)}
        ${builder.awaiting.canStop && html`<button type="button" onClick=${() => advance({ ...builder, cands: builder.cands.filter((a) => (a.targets || []).length <= builder.awaiting.slot), slot: 99 })}>No more targets</button>`}
        <button type="button" onClick=${() => setBuilder(null)}>Cancel</button></div>`);
    } else if (builder && builder.askX != null) {
      body.push(html`<div class="prompt">${builder.name}: choose X (at most ${builder.askX})</div><form class="row" onSubmit=${(e) => { e.preventDefault(); advance({ ...builder, x: Math.max(0, Math.min(builder.askX, Number(e.target.x.value) || 0)) }); }}>
        <input name="x" type="number" min="0" max=${builder.askX} value=${builder.askX} /><button type="submit">OK</button>
        <button type="button" onClick=${() => setBuilder(null)}>Cancel</button></form>`);
    } else if (d.kind === 'priority') {
      body.push(html`<div class="prompt">${d.act ? 'You have priority' : 'Your team has priority'}: click a card to play it, or pass.</div>
        <div class="row"><button type="button" id="pass" class="primary" onClick=${() => pass(false)}>Pass <kbd>Space</kbd></button>
        <button type="button" id="pass-eot" onClick=${() => { setEot(v.turn); pass(true); }}>Pass until end of turn</button></div>`);
    } else if (d.kind === 'declare attackers') {
      const list = [...attacks];
      body.push(html`<div class="prompt">Declare attackers: click your creatures, then choose what each attacks.</div>
        <div class="attack-list">${list.map(([id, ix]) => {
          const p = v.battlefield.find((x) => x.id === id);
          return html`<div class="pair">${p ? shownName(p) : id} → <select data-attacker=${id} value=${ix} onChange=${(e) => { const m = new Map(attacks); m.set(id, Number(e.target.value)); setAttacks(m); }}>
            ${attOpts.get(id).map((o, i) => html`<option value=${i}>${nameOf(v, o.target)}</option>`)}</select></div>`;
        })}</div>
        <div class="row"><button type="button" id="declare-attack" class="primary" disabled=${list.length === 0} onClick=${() => {
          const decl = list.map(([id, ix]) => ({ attacker: id, target: attOpts.get(id)[ix].target, team: attOpts.get(id)[ix].team }));
          const found = findDeclaration(d, 'attacks', decl, (x) => `${x.attacker}>${tkey(x.target)}/${x.team}`);
          const base = emptyDeclaration(d, 'attacks') || d.actions[0].action;
          act(found || { ...base, attacks: decl });
        }}>Attack with ${list.length}</button>
        <button type="button" id="no-attack" onClick=${() => { const e = emptyDeclaration(d, 'attacks'); if (e) act(e); }}>No attack</button></div>`);
    } else if (d.kind === 'declare blockers') {
      body.push(html`<div class="prompt">Declare blockers: click a creature of yours, then the attacker it blocks.</div>
        <div class="attack-list">${blocks.map((b) => html`<div class="pair">${nameOf(v, { player: -1, obj: b.blocker })} blocks ${nameOf(v, { player: -1, obj: b.attacker })}
          <button type="button" onClick=${() => setBlocks(blocks.filter((x) => x !== b))}>×</button></div>`)}</div>
        <div class="row"><button type="button" id="declare-block" class="primary" disabled=${blocks.length === 0} onClick=${() => {
          const found = findDeclaration(d, 'blocks', blocks, (x) => `${x.blocker}>${x.attacker}`);
          const base = emptyDeclaration(d, 'blocks') || d.actions[0].action;
          act(found || { ...base, blocks });
        }}>Block</button>
        <button type="button" id="no-block" onClick=${() => { const e = emptyDeclaration(d, 'blocks'); if (e) act(e); }}>No blocks</button></div>`);
    } else if (d.kind === 'mulligan') {
      body.push(html`<div class="prompt">Mulligan: keep your hand or draw a new one (your hands are below).</div>
        <div class="row menu">${d.actions.map((la) => html`<button type="button" class=${la.action.kind} data-player=${la.action.player}
          onClick=${() => act(la.action)}>${la.action.kind === 'keep' ? 'Keep' : 'Mulligan'} (${v.players[la.action.player].name})</button>`)}</div>`);
    } else if (d.options && d.options.length && (d.kind === 'choice' || d.kind === 'discard' || d.kind === 'bottom')) {
      const max = d.max || 1, min = d.min;
      const toggle = (i) => setPicks(picks.includes(i) ? picks.filter((x) => x !== i) : max === 1 ? [i] : picks.length < max ? picks.concat([i]) : picks);
      const base = d.actions[0].action;
      const build = () => d.kind === 'bottom' ? { ...base, cards: picks.map((i) => d.options[i].obj) } : { ...base, choices: picks.slice().sort((a, b) => a - b) };
      body.push(html`<div class="prompt">${d.text}</div><div class="prompt small">Choose ${min === max ? min : `${min} to ${max}`}.</div>
        <div class="row menu options">${d.options.map((o, i) => html`<button type="button" class=${'option' + (picks.includes(i) ? ' picked' : '')}
          onClick=${() => toggle(i)} onMouseEnter=${() => o.obj >= 0 && hov(nameOf(v, o), o.obj)}>${o.text}</button>`)}</div>
        <div class="row"><button type="button" id="choose" class="primary" disabled=${picks.length < min || picks.length > max} onClick=${() => act(build())}>Confirm</button></div>`);
    } else if (d.kind === 'damage assignment order' && d.actions.length > 0) {
      body.push(orderDialog());
    } else {
      // Any other decision (combat damage): each legal answer
      // as a button, every one of them reachable.
      body.push(html`<div class="prompt">${d.text}</div><div class="row menu answers">${d.actions.map((la) => html`<button type="button" class="answer" onClick=${() => act(la.action)}>${la.line}</button>`)}</div>`);
    }
    return body;
  };

  // The damage assignment order (2011 rules, CR 810.7e of 2011): for each attacker blocked
  // by more than one creature (the attacking team), or each blocker blocking more than one
  // attacker (the defending team), click its creatures in the order they are dealt damage;
  // the last one left follows. The action sent is the legal one of that order.
  const orderDialog = () => {
    const base = d.actions[0].action;
    const field = base.blockerOrders && base.blockerOrders.length ? 'blockerOrders' : 'orders';
    const [hk, lk] = field === 'orders' ? ['attacker', 'blockers'] : ['blocker', 'attackers'];
    const groups = (base[field] || []).map((o) => ({ head: o[hk], items: o[lk].slice().sort((a, b) => a - b) }));
    const orderOf = (g) => { const p = orderPicks[g.head] || []; return p.concat(g.items.filter((x) => !p.includes(x))); };
    const done = groups.every((g) => (orderPicks[g.head] || []).length >= g.items.length - 1);
    const key = (os) => (os || []).map((o) => o[hk] + ':' + o[lk].join(',')).sort().join(';');
    const send = () => {
      const built = groups.map((g) => ({ [hk]: g.head, [lk]: orderOf(g) }));
      const la = d.actions.find((x) => key(x.action[field]) === key(built));
      act(la ? la.action : { ...base, [field]: built });
    };
    const click = (g, id) => {
      const p = orderPicks[g.head] || [];
      setOrderPicks({ ...orderPicks, [g.head]: p.includes(id) ? p.filter((x) => x !== id) : p.concat([id]) });
    };
    const name = (id) => nameOf(v, { player: -1, obj: id });
    return html`<div class="prompt">${d.text}</div>
      <div class="prompt small">Click the creatures in the order they are dealt damage, first first.</div>
      <div class="orders">${groups.map((g) => html`<div class="order-group" data-head=${g.head}><b>${name(g.head)}</b>:
        ${g.items.map((id) => { const n = (orderPicks[g.head] || []).indexOf(id); return html`<button type="button" class=${'order-item' + (n >= 0 ? ' picked' : '')}
          data-id=${id} onClick=${() => click(g, id)} onMouseEnter=${() => hov(name(id), id)}>${n >= 0 ? (n + 1) + '. ' : ''}${name(id)}</button>`; })}
        <span class="small">→ ${orderOf(g).map(name).join(', ')}</span></div>`)}</div>
      <div class="row"><button type="button" id="order" class="primary" disabled=${!done} onClick=${send}>Confirm the order</button></div>`;
  };

  const stopToggle = (which, s) => {
    const l = stops[which].includes(s) ? stops[which].filter((x) => x !== s) : stops[which].concat([s]);
    setStops({ ...stops, [which]: l });
  };

  return html`<div class="table-page" data-seat=${seat} data-step=${v.step} data-turn=${v.turn} data-state=${st.state} data-actions=${st.actions}
      data-status=${st.status} onClick=${() => pin('')}>
    <header class="topbar" id="topbar">
      ${v.turn > 0 ? html`<span class="t-turn">Turn ${v.turn}</span>
      <span class="t-team">${turnTeam}'s turn</span>
      <span class="t-step" id="step">${v.step}</span>` : html`<span class="t-turn">Before the game</span>
      <span class="t-step" id="step">mulligans</span>`}
      <span class=${'t-prio' + (mine && d.act ? ' me' : '')} id="priority">${prioText}</span>
      ${mateP && !mateP.connected && !mateP.ai && html`<span class="t-away" id="mate-away">${mateP.name} is away</span>`}
      ${mateP && mateP.ai && mateP.ai.includes('standing in') && html`<span class="t-away" id="mate-standin">An AI holds ${mateP.name}'s seat</span>`}
      ${seat < 0 && html`<span class="t-spec">spectating</span>`}
      ${seat >= 0 && !v.over && (conceding
        ? html`<span class="t-concede">Concede: your team loses the game?
            <button type="button" id="concede-yes" onClick=${() => { setConceding(false); send({ type: 'act', action: { kind: 'concede', player: seat, team: myTeam, obj: -1, assist: -1 } }); }}>Yes, concede</button>
            <button type="button" id="concede-no" onClick=${() => setConceding(false)}>No</button></span>`
        : html`<button type="button" class="t-concede-btn" id="concede" onClick=${() => setConceding(true)}>Concede</button>`)}
      <span class=${'t-conn ' + st.status} id="conn">${st.status === 'open' ? 'connected' : st.status === 'reconnecting' ? 'reconnecting…' : st.status}</span>
      <a class="t-lobby" href="/">lobby</a>
    </header>
    <div class="steps" id="steps">${STEPS.map((s) => html`<span class=${'stepchip' + (v.step === s ? ' now' : '')}>${STEP_LABEL[s] || s}</span>`)}</div>
    <main class="board">
      ${strip ? html`<div class="foes-strip" id="foes-strip">${foeTeams.map(teamBlock)}</div>` : foeTeams.map(teamBlock)}
      <section class="center">
        <div class="stack" id="stack"><div class="stack-title">Stack${v.stack.length === 0 ? ': empty' : ''}</div>
          ${v.stack.slice().reverse().map((s, i) => html`<${StackEntry} s=${s} top=${i === 0} v=${v} onHover=${hov} />`)}
        </div>
        <div class="decision" id="decision" data-kind=${d ? d.kind : ''} data-choice=${d && d.choice ? d.choice : ''} data-act=${d && d.act && !sentNow && !autoPass ? 'true' : 'false'} data-mine=${mine ? 'true' : 'false'}>
          ${decisionBox()}
          ${noteShown && !v.over && html`<div class=${'notice ' + noteShown.kind} id="notice">${noteShown.text}</div>`}
          ${st.clockNote && Date.now() - st.clockNote.at < 15000 && html`<div class="notice clock">${st.clockNote.text}</div>`}
        </div>
      </section>
      ${allyStrip ? html`<div class="foes-strip allies-strip" id="allies-strip">${allyTeams.filter((ti) => ti !== myTeam).map(teamBlock)}</div>`
        : allyTeams.filter((ti) => ti !== myTeam).map(teamBlock)}
      ${seat >= 0 && myTeam >= 0 && teamBlock(myTeam)}
    </main>
    <aside class="side">
      ${d && d.actions && d.actions.length > 0 && html`<details class="legal" id="legal"><summary>All legal actions (${d.actions.length})</summary>
        <div class="legal-list">${d.actions.map((la) => html`<button type="button" class="la" disabled=${sentNow} onClick=${() => act(la.action)}>${la.line}</button>`)}</div></details>`}
      <details class="stops"><summary>Stops</summary>
        <div class="small">Priority is passed for you in a step without a stop when the stack is empty.</div>
        ${['mine', 'theirs'].map((w) => html`<div class="stoprow"><span>${w === 'mine' ? 'Your turn' : "Opponents' turn"}:</span>
          ${STEPS.map((s) => html`<label class="stop"><input type="checkbox" data-stop=${w + ':' + s} checked=${stops[w].includes(s)} onChange=${() => stopToggle(w, s)} />${STEP_LABEL[s] || s}</label>`)}</div>`)}
        ${eot === v.turn && html`<button type="button" onClick=${() => setEot(-1)}>Stop passing this turn</button>`}
      </details>
      <${Log} events=${st.events} v=${v} />
      <${Chat} chats=${st.chats} send=${send} spectator=${seat < 0} />
    </aside>
    <${CardText} name=${pinned || hover} pinned=${!!pinned} effects=${effectsOn(pinned ? pinnedId : hoverId)} onClose=${() => { pin(''); hov(''); }} />
  </div>`;
}

// VariantButton is one way to use a card in the "How do you use" menu; a modal spell's
// modes are named by their text, the card's Oracle bullets (CR 700.2).
function VariantButton({ a, name, onClick }) {
  const [info, setInfo] = useState(null);
  useEffect(() => { let live = true; if (a.modes && a.modes.length) cardInfo(name).then((i) => { if (live) setInfo(i); }); return () => { live = false; }; }, [name]);
  const bullets = info && info.text ? info.text.split('\n').filter((l) => l.startsWith('•')).map((l) => l.slice(1).trim()) : [];
  const modes = (a.modes || []).map((m) => bullets[m]).filter(Boolean);
  const label = modes.length && modes.length === a.modes.length ? `${variantLabel({ ...a, modes: [] }, name)}: ${modes.join(' + ')}` : variantLabel(a, name);
  return html`<button type="button" class="variant" data-modes=${(a.modes || []).join(',')} onClick=${onClick}>${label}</button>`;
}

// StackEntry is one spell or ability on the stack: its name, controller, targets, and a
// spell's Oracle text.
function StackEntry({ s, top, v, onHover }) {
  const [info, setInfo] = useState(null);
  const card = s.faceDown ? s.card || '' : s.name;
  useEffect(() => { let live = true; if (s.spell && card) cardInfo(card).then((i) => { if (live) setInfo(i); }); return () => { live = false; }; }, [card, s.spell]);
  return html`<div class="stackitem" onMouseEnter=${() => onHover(card)}>
    <b>${s.faceDown ? shownName(s).replace('creature', 'spell') : s.name}</b> <span class="small">${s.spell ? 'spell' : 'ability'} of ${(v.players[s.controller] || {}).name}${top ? ' (top)' : ''}</span>
    ${info && info.text && html`<div class="stacktext">${info.text}</div>`}
    ${s.targets && s.targets.length > 0 && html`<div class="small">targets: ${s.targets.map((t) => nameOf(v, t)).join(', ')}</div>`}</div>`;
}

function Log({ events, v }) {
  const ref = useRef(null);
  useEffect(() => { if (ref.current) ref.current.scrollTop = ref.current.scrollHeight; }, [events.length]);
  return html`<div class="log" id="log" ref=${ref}>${events.map((e) => html`<${LogLine} key=${e.n} e=${e} v=${v} />`)}</div>`;
}

function Chat({ chats, send, spectator }) {
  const [scope, setScope] = useState('team');
  const [text, setText] = useState('');
  const ref = useRef(null);
  useEffect(() => { if (ref.current) ref.current.scrollTop = ref.current.scrollHeight; }, [chats.length]);
  return html`<div class="chat" id="chat">
    <div class="chat-list" ref=${ref}>${chats.map((c) => html`<div class=${'chatline ' + c.scope}><span class="scope">${c.scope}</span> <b>${c.from}</b>: <span class="ctext">${c.text}</span></div>`)}</div>
    ${spectator ? html`<div class="small">Spectators read the table chat.</div>` : html`<form class="chat-form" onSubmit=${(e) => {
      e.preventDefault();
      if (text.trim() && send({ type: 'chat', scope, text })) setText('');
    }}><select name="scope" value=${scope} onChange=${(e) => setScope(e.target.value)}><option value="team">team</option><option value="table">table</option></select>
      <input name="chat" value=${text} onInput=${(e) => setText(e.target.value)} placeholder="Say…" maxlength="500" autocomplete="off" />
      <button type="submit">Send</button></form>`}
  </div>`;
}
