const lines = require('fs').readFileSync(0, 'utf8').split('\n');
// Values reach 2^60: BigInt keeps them exact.
function decode(g) {
  g ^= g >> 1n;
  g ^= g >> 2n;
  g ^= g >> 4n;
  g ^= g >> 8n;
  g ^= g >> 16n;
  g ^= g >> 32n;
  return g;
}
const [B, q] = lines[0].trim().split(/\s+/).map(Number);
const mask = (1n << BigInt(B)) - 1n;
const out = [];
for (let i = 1; i <= q; i++) {
  const t = lines[i].trim().split(/\s+/);
  const x = BigInt(t[1]);
  if (t[0] === '1') out.push(x ^ (x >> 1n));
  else if (t[0] === '2') out.push(decode(x));
  else out.push((decode(BigInt(t[2])) - decode(x)) & mask);
}
console.log(out.join('\n'));
