const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
let pos = 0;
const n = Number(tok[pos++]);
const m = Number(tok[pos++]);
const T = Number(tok[pos++]); // sums stay below 2^53, so doubles are exact
const d = [];
for (let i = 0; i < n; i++) d.push(Number(tok[pos++]));
const clash = new Int32Array(n);
for (let k = 0; k < m; k++) {
  const u = Number(tok[pos++]) - 1;
  const v = Number(tok[pos++]) - 1;
  clash[u] |= 1 << v;
  clash[v] |= 1 << u;
}
const suf = new Array(n + 1).fill(0);
for (let i = n - 1; i >= 0; i--) suf[i] = suf[i + 1] + d[i];
let cnt = 0;
let bestMask = -1;
function dfs(i, mask, sum) {
  if (sum === T) {
    if (bestMask < 0) bestMask = mask;
    cnt++;
    return;
  }
  if (i === n || sum + suf[i] < T) return;
  if (sum + d[i] <= T && (clash[i] & mask) === 0) dfs(i + 1, mask | (1 << i), sum + d[i]);
  dfs(i + 1, mask, sum);
}
dfs(0, 0, 0);
let out = `${cnt}\n`;
if (bestMask >= 0) {
  const songs = [];
  for (let k = 0; k < n; k++) if ((bestMask >> k) & 1) songs.push(k + 1);
  out += `${songs.join(' ')}\n`;
}
process.stdout.write(out);
