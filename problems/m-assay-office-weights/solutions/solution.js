const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const M = data[1];
const reach = new Uint8Array(M + 1);
const used = new Int32Array(M + 1);
reach[0] = 1;
for (let k = 0; k < n; k++) {
  const a = data[2 + 2 * k];
  const c = data[3 + 2 * k];
  if (a > M) continue;
  used.fill(0); // fewest weights of this kind needed to reach s
  for (let s = a; s <= M; s++) {
    if (!reach[s] && reach[s - a] && used[s - a] < c) {
      reach[s] = 1;
      used[s] = used[s - a] + 1;
    }
  }
}
let count = 0;
for (let s = 1; s <= M; s++) count += reach[s];
console.log(String(count));
