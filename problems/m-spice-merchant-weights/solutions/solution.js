const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const MOD = 1000000007;
const n = tokens[0];
const A = tokens[1];
const ways = new Int32Array(A + 1);
ways[0] = 1;
for (let i = 0; i < n; i++) {
  const m = tokens[2 + i];
  for (let a = m; a <= A; a++) {
    const v = ways[a] + ways[a - m];
    ways[a] = v >= MOD ? v - MOD : v;
  }
}
console.log(ways[A]);
