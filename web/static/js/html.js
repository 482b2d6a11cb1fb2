// The one place that binds htm to Preact: every module renders with html`...`, which
// escapes every interpolated string (names, chat and server text are never markup).
import { h } from 'preact';
import htm from 'htm';

export const html = htm.bind(h);

// api fetches a JSON API path; a non-2xx answer throws an Error with the server's message.
export async function api(path, opts) {
  const r = await fetch(path, opts);
  let body = null;
  try { body = await r.json(); } catch (e) { body = null; }
  if (!r.ok) {
    const err = new Error((body && body.error) || `${r.status} ${r.statusText}`);
    err.status = r.status;
    throw err;
  }
  return body;
}

const cardCache = new Map();

// cardInfo fetches a card's Oracle facts and rulings once.
export function cardInfo(name) {
  if (!cardCache.has(name)) {
    cardCache.set(name, api('/api/cards/' + encodeURIComponent(name)).catch(() => null));
  }
  return cardCache.get(name);
}
