const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const q = data[1];
// |prefix sums| <= 10^14 < 2^53, so doubles are exact
const pre = new Float64Array(n + 1);
for (let i = 1; i <= n; i++) pre[i] = pre[i - 1] + data[1 + i];
const out = [];
let p = 2 + n;
for (let k = 0; k < q; k++) {
  const l = data[p++];
  const r = data[p++];
  out.push(pre[r] - pre[l - 1]);
}
process.stdout.write(`${out.join('\n')}\n`);
