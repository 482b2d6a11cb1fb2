// Entry point: the page's path picks the lobby, a table or the replay viewer.
import { render } from 'preact';
import { html } from './html.js';
import { Lobby } from './lobby.js';
import { Table } from './table.js';
import { ReplayViewer } from './replay.js';

const path = location.pathname;
const q = new URLSearchParams(location.search);
let m;
const root = document.getElementById('app');
root.textContent = '';
if ((m = path.match(/^\/t\/([0-9a-f]{16})$/))) {
  render(html`<${Table} id=${m[1]} token=${q.get('token') || ''} />`, root);
} else if ((m = path.match(/^\/replay\/([0-9a-f]{16})$/))) {
  render(html`<${ReplayViewer} id=${m[1]} seat=${q.has('seat') ? Number(q.get('seat')) : -1} />`, root);
} else {
  render(html`<${Lobby} />`, root);
}
