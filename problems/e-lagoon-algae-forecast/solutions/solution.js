const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// x * y mod m for x, y < m <= 2 * 10^9 < 2^31, exact with doubles: split y into a high part
// (below 2^16) and a low 15-bit part, so every intermediate value stays below 2^48.
function mulMod(x, y, m) {
  const hi = Math.floor(y / 32768);
  const lo = y % 32768;
  return (((x * hi) % m) * 32768 + x * lo) % m;
}

const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) {
  const a = Number(tokens[1 + 3 * i]);
  const bits = BigInt(tokens[2 + 3 * i]).toString(2); // b up to 10^18: not exact as a Number
  const m = Number(tokens[3 + 3 * i]);
  let base = a % m;
  let result = 1 % m;
  for (let k = bits.length - 1; k >= 0; k--) {
    if (bits.charCodeAt(k) === 49) result = mulMod(result, base, m);
    base = mulMod(base, base, m);
  }
  if (bits === '0') result = 1 % m;
  out.push(result);
}
console.log(out.join('\n'));
