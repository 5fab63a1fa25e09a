const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
let r = Number(tokens[0]);
let c = Number(tokens[1]);
let g = tokens.slice(2, 2 + r);
if (c > r) { // transpose: enumerate the shorter side
  const t = [];
  for (let j = 0; j < c; j++) { let s = ''; for (let i = 0; i < r; i++) s += g[i][j]; t.push(s); }
  g = t;
  [r, c] = [c, r];
}
const row = g.map((line) => { let m = 0; for (let j = 0; j < c; j++) if (line[j] === '1') m |= 1 << j; return m; });
const full = (1 << c) - 1;
const pc = new Uint8Array(1 << c);
for (let m = 1; m <= full; m++) pc[m] = pc[m >> 1] + (m & 1);
let best = -1;
for (let first = 0; first <= full; first++) {
  let press = first;
  let prev = row[0];
  let count = 0;
  for (let i = 1; i <= r; i++) {
    prev ^= (press ^ (press << 1) ^ (press >> 1)) & full;
    count += pc[press];
    if (i === r) break;
    const cur = row[i] ^ press;
    press = prev;
    prev = cur;
  }
  if (prev === 0 && (best < 0 || count < best)) best = count;
}
console.log(String(best));
