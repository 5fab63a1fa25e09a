const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
const n = Number(data[0]);
const cnt = new Int32Array(32);
for (let i = 1; i <= n; i++) {
  const a = Number(data[i]) | 0;
  for (let b = 0; b < 32; b++) cnt[b] += (a >>> b) & 1;
}
let x = 0;
for (let b = 0; b < 32; b++) if (cnt[b] % 3 !== 0) x |= 1 << b;
console.log(String(x | 0));
