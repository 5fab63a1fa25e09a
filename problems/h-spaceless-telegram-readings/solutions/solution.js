const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const MOD = 1000000007;
const t = tok[0];
const k = Number(tok[1]);
const words = tok.slice(2, 2 + k);
let total = 1;
for (const w of words) total += w.length;
const ch = new Int32Array(26 * total);
const isEnd = new Uint8Array(total);
let nodes = 1;
for (const w of words) {
  let v = 0;
  for (let j = 0; j < w.length; j++) {
    const idx = 26 * v + w.charCodeAt(j) - 97;
    if (ch[idx] === 0) ch[idx] = nodes++;
    v = ch[idx];
  }
  isEnd[v] = 1;
}
const n = t.length;
const INF = 2147483647;
const ways = new Float64Array(n + 1);
const fewest = new Int32Array(n + 1).fill(INF);
ways[0] = 1;
fewest[0] = 0;
for (let i = 0; i < n; i++) {
  if (fewest[i] === INF) continue;
  let v = 0;
  for (let j = i; j < n; j++) {
    v = ch[26 * v + t.charCodeAt(j) - 97];
    if (v === 0) break;
    if (isEnd[v]) {
      ways[j + 1] = (ways[j + 1] + ways[i]) % MOD; // both below 2^31: exact
      if (fewest[i] + 1 < fewest[j + 1]) fewest[j + 1] = fewest[i] + 1;
    }
  }
}
console.log(fewest[n] === INF ? '0 -1' : `${ways[n]} ${fewest[n]}`);
