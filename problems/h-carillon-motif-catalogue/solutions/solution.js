const s = require('fs').readFileSync(0, 'utf8').trim();
const MOD = 1000000007;
let d = 1; // different subsequences so far, the empty one included
const last = new Array(26).fill(0); // d just before the previous occurrence of each letter was added
for (let i = 0; i < s.length; i++) {
  const c = s.charCodeAt(i) - 97;
  // 2 * d stays below 2^31, so plain numbers are exact here
  const nd = (((2 * d - last[c]) % MOD) + MOD) % MOD;
  last[c] = d;
  d = nd;
}
console.log(String((d - 1 + MOD) % MOD));
