const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
// Values are below 2^30, so 32-bit bitwise operators are safe (and results stay non-negative).
const q = data[0];
const basis = new Int32Array(30);
const out = [];
for (let i = 0; i < q; i++) {
  const type = data[1 + 2 * i];
  let v = data[2 + 2 * i];
  if (type === 1) {
    for (let b = 29; b >= 0 && v !== 0; b--) {
      if (((v >> b) & 1) === 0) continue;
      if (basis[b] === 0) { basis[b] = v; break; }
      v ^= basis[b];
    }
  } else {
    for (let b = 29; b >= 0; b--) if (basis[b] !== 0 && ((v >> b) & 1) === 0) v ^= basis[b];
    out.push(v);
  }
}
console.log(out.join('\n'));
