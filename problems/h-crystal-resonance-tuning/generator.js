// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 3571) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
const r30 = () => ri(0, 1073741823);
function out(cmds) {
  if (!cmds.some((x) => x[0] === 2)) cmds.push([2, r30()]);
  process.stdout.write(`${cmds.length}\n${cmds.map((x) => x.join(' ')).join('\n')}\n`);
}
// `k` random vectors that are independent (checked with a small basis)
function independent(k, bits) {
  const basis = new Array(30).fill(0); const vs = [];
  while (vs.length < k) {
    const v0 = Math.floor(rnd() * 2 ** bits); let v = v0;
    for (let b = bits - 1; b >= 0 && v; b--) {
      if (!((v >>> b) & 1)) continue;
      if (!basis[b]) { basis[b] = v; vs.push(v0); break; }
      v ^= basis[b];
    }
  }
  return vs;
}
function combo(vs) { let x = 0; for (const v of vs) if (rnd() < 0.5) x ^= v; return x >>> 0; }
const fixed = {
  1: [[2, 5], [1, 6], [1, 3], [2, 5], [1, 8], [2, 5]],
  2: [[1, 805306368], [1, 268435456], [2, 0], [2, 1073741823], [1, 2], [2, 2]],
  3: [[2, 0]],
  4: [[2, 1073741823], [1, 0], [2, 1073741823]],
  5: [[1, 0], [1, 7], [1, 7], [2, 0], [2, 7], [1, 0], [2, 8]],
  6: [[1, 3], [1, 2], [2, 0], [2, 2], [2, 1]],
  7: [...Array.from({ length: 30 }, (_, i) => [1, 2 ** (29 - i)]), [2, 0], [2, 12345], [2, 1073741823]],
};
const list = (n, f) => Array.from({ length: n }, f);
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(list(300, () => [ri(1, 2), ri(0, 15)]));
else if (c === 9) out(list(5000, () => [ri(1, 2), rnd() < 0.5 ? ri(0, 1023) : r30()]));
else if (c === 10) {
  // maximum q: 22 independent 30-bit crystals first (the explicit span has 2^22 values), then
  // queries mixed with crystals that are already reachable
  const vs = independent(22, 30);
  const cmds = vs.map((v) => [1, v]);
  while (cmds.length < 50000) cmds.push(rnd() < 0.9 ? [2, r30()] : [1, combo(vs)]);
  out(cmds);
} else if (c === 11) out(list(20000, () => [ri(1, 2), r30()]));
else if (c === 12) {
  // a 15-dimensional subspace, crystals arriving slowly between many queries
  const vs = independent(15, 30); let k = 0;
  out(list(20000, () => (rnd() < 0.02 && k < vs.length ? [1, vs[k++]] : rnd() < 0.1 ? [1, combo(vs.slice(0, k))] : [2, r30()])));
} else if (c === 13) out(list(20000, () => [ri(1, 2), ri(0, 31)]));
else if (c === 14) out(list(3000, (_, i) => (i % 3 === 2 ? [2, r30()] : [1, i % 2 ? 0 : 2 ** ri(0, 29)])));
