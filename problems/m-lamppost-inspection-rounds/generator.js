// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 4243) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(rows) { process.stdout.write(`${rows.length}\n${rows.map((r) => r.join(' ')).join('\n')}\n`); }
const list = (n, f) => Array.from({ length: n }, f);
const G = 1000000000;
const fixed = {
  1: [[2, 3, 5, 7], [7, 9, 10, 10]],
  2: [[G, G - 1, G - 2, G], [6, 4, 9, 5]],
  3: [[1, 1, 1, 1]],
  4: [[G, G, G, G], [1, G, G, G], [G, G, 1, 1]],
  5: [[4, 6, 10, 20], [6, 10, 15, 30], [12, 18, 30, 100], [2, 4, 8, 1000]],
  6: [[999999937, 999999929, 999999893, G], [65536, 65536 * 3, 65536 * 5, G], [G / 2, G / 4, G / 5, 777777777]],
};
function shared() { // three steps built from a common base, so the lcms are small
  const g = ri(1, 2000);
  return [g * ri(1, 30), g * ri(1, 30), g * ri(1, 30)];
}
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(list(300, () => [ri(1, 12), ri(1, 12), ri(1, 12), ri(1, 60)]));
else if (c === 8) out(list(2000, () => [...shared(), ri(1, G)]));
else if (c === 9) out(list(3000, () => [ri(1, G), ri(1, G), ri(1, G), ri(1, G)]));
else if (c === 10) {
  // maximum q, k near 10^9 everywhere (the naive merge takes k steps for each request)
  out(list(5000, () => [ri(1, G), ri(1, G), ri(1, G), ri(G - 1000, G)]));
} else if (c === 11) out(list(5000, () => [...shared(), ri(G - 1000, G)]));
else if (c === 12) out(list(5000, () => { const x = ri(1, 100000); return [x, x, ri(1, 3) * x, ri(1, G)]; }));
