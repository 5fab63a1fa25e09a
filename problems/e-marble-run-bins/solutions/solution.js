const k = Number(require('fs').readFileSync(0, 'utf8').trim());
const MOD = 1000000007;
const row = new Int32Array(k + 1);
row[0] = 1;
for (let r = 1; r <= k; r++) {
  for (let j = r; j >= 1; j--) row[j] = (row[j] + row[j - 1]) % MOD;
}
console.log(Array.from(row).join(' '));
