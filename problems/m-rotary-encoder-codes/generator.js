// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports; 60-bit values are built with BigInt.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 65537) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function rbits(B) { // uniform value below 2^B
  let v = 0n;
  for (let i = 0; i < B; i += 20) v = (v << 20n) | BigInt(ri(0, 1048575));
  return v & ((1n << BigInt(B)) - 1n);
}
function out(B, rows) { process.stdout.write(`${B} ${rows.length}\n${rows.map((r) => r.join(' ')).join('\n')}\n`); }
function randomQuery(B, pick) {
  const t = ri(1, 3);
  return t === 3 ? [3, pick(B), pick(B)] : [t, pick(B)];
}
const list = (n, f) => Array.from({ length: n }, f);
const TOP = (1n << 60n) - 1n;
const fixed = {
  1: [3, [[1, 5], [2, 4], [2, 6], [3, 6, 4]]],
  2: [60, [[1, TOP], [2, 1n << 59n], [3, 0, 1n << 59n], [1, 0]]],
  3: [1, [[1, 0], [1, 1], [2, 0], [2, 1], [3, 0, 1], [3, 1, 0], [3, 1, 1]]],
  4: [2, [[1, 0], [1, 1], [1, 2], [1, 3], [2, 0], [2, 1], [2, 2], [2, 3], [3, 2, 0], [3, 0, 2]]],
  5: [60, [[2, TOP], [1, 1n << 59n], [3, 1n << 59n, 0], [3, 0, 0], [2, 0x555555555555555n], [2, 0xAAAAAAAAAAAAAAAn]]],
  6: [33, [[2, 1n << 32n], [1, (1n << 33n) - 1n], [3, 1n << 32n, 1n], [2, (1n << 33n) - 1n]]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 7) out(5, list(200, () => randomQuery(5, rbits)));
else if (c === 8) out(17, list(2000, () => randomQuery(17, rbits)));
else if (c === 9) out(40, list(5000, () => randomQuery(40, rbits)));
else if (c === 10) {
  // maximum q at B = 60, decoding first: the naive walk never finishes the first query
  const rows = list(20000, () => randomQuery(60, rbits));
  rows[0] = [2, TOP];
  out(60, rows);
} else if (c === 11) out(60, list(6000, () => [3, rbits(60), rbits(60)]));
else if (c === 12) out(60, list(8000, () => [ri(1, 2), rbits(ri(1, 60))]));
else if (c === 13) out(31, list(5000, () => randomQuery(31, rbits)));
