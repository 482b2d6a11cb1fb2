// Cards and players on the board, and the card text panel.
import { useState, useEffect } from 'preact/hooks';
import { html, cardInfo } from './html.js';

const TYPE_ORDER = ['creature', 'planeswalker', 'artifact', 'enchantment', 'battle', 'land'];

// sortPermanents puts creatures first and lands last; attachments follow their host.
export function sortPermanents(ps) {
  const rank = (p) => {
    const t = (p.types || []).map((x) => x.toLowerCase());
    for (let i = 0; i < TYPE_ORDER.length; i++) if (t.includes(TYPE_ORDER[i])) return i;
    return TYPE_ORDER.length;
  };
  return ps.slice().sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

export const isCreature = (p) => (p.types || []).some((t) => t.toLowerCase() === 'creature');
export const isLand = (p) => (p.types || []).some((t) => t.toLowerCase() === 'land');

// effectLabel is an effect's short mark on a card: the P/T change of a pump, else a star
// (its whole text is the mark's title and in the card text panel).
export function effectLabel(e) {
  const sign = (n) => (n >= 0 ? '+' : '') + n;
  if (e.kind === 'modify') return sign(e.power || 0) + '/' + sign(e.toughness || 0);
  if (e.kind === 'set base') return (e.power || 0) + '/' + (e.toughness || 0);
  return '✦';
}

// EffectMarks are the marks of the continuous effects applying to one permanent or player.
export function EffectMarks({ effects }) {
  if (!effects || effects.length === 0) return null;
  return html`<div class="effects">${effects.map((e) => html`<span class="eff" title=${e.text} data-text=${e.text}>${effectLabel(e)}</span>`)}</div>`;
}

// shownName is what a permanent or stack item is called on the table: a face-down one has
// no name (CR 708.2a), and only its controller is told its card (708.5).
export const shownName = (p) => (p.faceDown ? (p.card ? 'face-down ' + p.card : 'face-down creature') : p.name);

// cardOf is the card whose text a hover shows: a face-down one's only when it is known.
export const cardOf = (p) => (p.faceDown ? p.card || '' : p.name);

// Permanent is one permanent: tapped, counters, damage, P/T as modified, combat, the
// continuous effects applying to it, and the permanents attached to it.
export function Permanent({ p, attached, cls, onClick, onHover, note, effects }) {
  const c = ['card', 'perm', isLand(p) ? 'land' : '', p.tapped ? 'tapped' : '', p.attacking ? 'attacking' : '',
    p.blocking >= 0 ? 'blocking' : '', cls || ''].filter(Boolean).join(' ');
  return html`<div class="permwrap">
    <div class=${c} data-id=${p.id} data-name=${shownName(p)} onClick=${(e) => { e.stopPropagation(); onClick && onClick(p.id); }}
      onMouseEnter=${() => onHover && onHover(cardOf(p), p.id)} title=${[shownName(p)].concat((effects || []).map((e) => e.text)).join('\n')}>
      <div class="cname">${shownName(p)}</div>
      <div class="ctype">${(p.subtypes && p.subtypes.length ? p.subtypes : p.types || []).join(' ')}</div>
      <${EffectMarks} effects=${effects} />
      ${p.counters && html`<div class="counters">${Object.entries(p.counters).map(([k, n]) => html`<span class="counter">${k} ×${n}</span>`)}</div>`}
      <div class="badges">
        ${p.tapped && html`<span class="b tap">tapped</span>`}
        ${p.sick && isCreature(p) && !(p.keywords || []).some((k) => /haste/i.test(k)) && html`<span class="b sick">sick</span>`}
        ${p.token && html`<span class="b tok">token</span>`}
        ${p.damage > 0 && html`<span class="b dmg">${p.damage} dmg</span>`}
        ${note && html`<span class="b note">${note}</span>`}
      </div>
      ${isCreature(p) && html`<div class="pt">${p.power}/${p.toughness}</div>`}
    </div>
    ${attached.map((a) => html`<div class=${'card attached' + (a.cls ? ' ' + a.cls : '')} data-id=${a.p.id} data-name=${shownName(a.p)}
      onClick=${(e) => { e.stopPropagation(); onClick && onClick(a.p.id); }} onMouseEnter=${() => onHover && onHover(cardOf(a.p), a.p.id)}>
      <span class="cname">↳ ${shownName(a.p)}</span></div>`)}
  </div>`;
}

// mainType is a card's last card type ("Basic Land — Mountain": Land; "Artifact Creature
// — Golem": Creature), short enough for a card in hand.
function mainType(t) {
  const w = (t || '').split('—')[0].trim().split(/\s+/);
  return w[w.length - 1] || '';
}

// HandCard is a card in a hand the seat may see.
export function HandCard({ c, cls, onClick, onHover }) {
  const [info, setInfo] = useState(null);
  useEffect(() => { let live = true; cardInfo(c.name).then((i) => { if (live) setInfo(i); }); return () => { live = false; }; }, [c.name]);
  return html`<div class=${'card handcard ' + (cls || '')} data-id=${c.id} data-name=${c.name}
    onClick=${(e) => { e.stopPropagation(); onClick && onClick(c.id); }} onMouseEnter=${() => onHover && onHover(c.name)} title=${c.name}>
    <div class="cname">${c.name}</div>
    ${info && html`<div class="ccost">${info.manaCost || ''}</div><div class="ctype">${mainType(info.type)}</div>`}
    ${info && info.power != null && info.power !== '' && html`<div class="pt">${info.power}/${info.toughness}</div>`}</div>`;
}

// CardText shows a card's Oracle text, P/T and rulings, and the continuous effects
// applying to the permanent shown.
export function CardText({ name, pinned, onClose, effects }) {
  const [info, setInfo] = useState(null);
  useEffect(() => {
    let live = true;
    setInfo(null);
    if (name) cardInfo(name).then((i) => { if (live) setInfo(i); });
    return () => { live = false; };
  }, [name]);
  if (!name) return null;
  return html`<div class=${'cardtext' + (pinned ? ' pinned' : '')} id="cardtext" onClick=${(e) => e.stopPropagation()}>
    <button type="button" class="close" onClick=${onClose} title="Close">×</button>
    <div class="ct-name">${name} ${info && info.manaCost && html`<span class="cost">${info.manaCost}</span>`}</div>
    ${effects && effects.length > 0 && html`<div class="ct-effects">${effects.map((e) => html`<div class="ct-effect">${e.text}</div>`)}</div>`}
    ${info === null ? html`<div>…</div>` : html`<div>
      <div class="ct-type">${info.type}</div>
      <div class="ct-text">${info.text}</div>
      ${info.power != null && info.power !== '' && html`<div class="ct-pt">${info.power}/${info.toughness}</div>`}
      ${info.loyalty && html`<div class="ct-pt">Loyalty ${info.loyalty}</div>`}
      ${!info.implemented && html`<div class="ct-warn">Not implemented in Ettin.</div>`}
      ${info.rulings && info.rulings.length > 0 && html`<details class="rulings"><summary>Rulings (${info.rulings.length})</summary>
        ${info.rulings.map((r) => html`<p><b>${r.date}</b> ${r.text}</p>`)}</details>`}
    </div>`}
  </div>`;
}

// LogLine renders an event's line with its CR numbers marked; a pass names the team (or
// the player alone) that passed, from the view v.
export function LogLine({ e, v }) {
  let text = e.text || '';
  if (e.kind === 'action' && e.action && e.action.kind === 'pass' && v && v.teams[e.action.team]) text = v.teams[e.action.team].name + ' passes';
  const parts = text.split(/(\(CR [^)]*\))/);
  // An action naming no object (pass, keep, mulligan): quieter.
  const plain = e.kind === 'action' && (!e.action || ['pass', 'keep', 'mulligan'].includes(e.action.kind));
  return html`<div class=${'ev' + (e.kind === 'action' ? ' act' : '') + (plain ? ' plain' : '') + (e.hidden ? ' hidden' : '')} data-n=${e.n} data-kind=${e.kind}>
    ${parts.map((p, i) => (i % 2 ? html`<span class="cr">${p}</span>` : p))}</div>`;
}

function fmtMs(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// Clock shows a person's chess clock, counting down while it runs.
export function Clock({ c, since }) {
  if (!c) return null;
  let left = c.left, buf = c.buffer;
  if (c.running) {
    let el = Date.now() - since;
    const b = Math.min(buf, el);
    buf -= b; el -= b; left -= el;
  }
  return html`<span class=${'clock' + (c.running ? ' running' : '') + (c.out ? ' out' : '')}>${c.out ? 'out of time' : fmtMs(left)}${buf > 0 ? ' +' + Math.ceil(buf / 1000) + 's' : ''}</span>`;
}
