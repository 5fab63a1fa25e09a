const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
let pos = 0;
const r = data[pos++];
const c = data[pos++];
const w = c + 1;
// |sums| <= 2 * 10^14 < 2^53: doubles are exact.
const P = new Float64Array((r + 1) * w);
for (let i = 1; i <= r; i++) {
  for (let j = 1; j <= c; j++) {
    P[i * w + j] = data[pos++] + P[(i - 1) * w + j] + P[i * w + j - 1] - P[(i - 1) * w + j - 1];
  }
}
const q = data[pos++];
const out = new Array(q);
for (let t = 0; t < q; t++) {
  const r1 = data[pos++];
  const c1 = data[pos++];
  const r2 = data[pos++];
  const c2 = data[pos++];
  out[t] = String(P[r2 * w + c2] - P[(r1 - 1) * w + c2] - P[r2 * w + c1 - 1] + P[(r1 - 1) * w + c1 - 1]);
}
process.stdout.write(out.join('\n') + '\n');
