const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
let pos = 0;
const R = Number(tok[pos++]);
const C = Number(tok[pos++]);
const grid = new Int32Array(R * C);
for (let r = 0; r < R; r++) {
  const row = tok[pos++];
  for (let c = 0; c < C; c++) grid[r * C + c] = row.charCodeAt(c) - 97;
}
const k = Number(tok[pos++]);
const words = tok.slice(pos, pos + k);
let total = 1;
for (const w of words) total += w.length;
const ch = new Int32Array(26 * total);
const endWord = new Int32Array(total).fill(-1);
const alive = new Int32Array(total);
const par = new Int32Array(total);
par[0] = -1;
let nodes = 1;
words.forEach((w, i) => {
  let v = 0;
  alive[0]++;
  for (let j = 0; j < w.length; j++) {
    const idx = 26 * v + w.charCodeAt(j) - 97;
    if (ch[idx] === 0) {
      ch[idx] = nodes;
      par[nodes] = v;
      nodes++;
    }
    v = ch[idx];
    alive[v]++;
  }
  endWord[v] = i;
});
const nbrs = [];
for (let cell = 0; cell < R * C; cell++) {
  const r = Math.floor(cell / C);
  const c = cell % C;
  const l = [];
  if (r > 0) l.push(cell - C);
  if (r + 1 < R) l.push(cell + C);
  if (c > 0) l.push(cell - 1);
  if (c + 1 < C) l.push(cell + 1);
  nbrs.push(l);
}
const found = new Uint8Array(k);
const used = new Uint8Array(R * C);
function dfs(cell, v) {
  if (endWord[v] >= 0) {
    found[endWord[v]] = 1;
    endWord[v] = -1;
    for (let u = v; u >= 0; u = par[u]) alive[u]--;
  }
  used[cell] = 1;
  for (const nb of nbrs[cell]) {
    if (alive[v] === 0) break;
    if (used[nb]) continue;
    const w = ch[26 * v + grid[nb]];
    if (w !== 0 && alive[w] > 0) dfs(nb, w);
  }
  used[cell] = 0;
}
for (let cell = 0; cell < R * C && alive[0] > 0; cell++) {
  const w = ch[grid[cell]];
  if (w !== 0 && alive[w] > 0) dfs(cell, w);
}
const out = [];
for (let i = 0; i < k; i++) out.push(found[i] ? 'YES' : 'NO');
process.stdout.write(`${out.join('\n')}\n`);
