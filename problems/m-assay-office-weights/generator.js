// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 1009) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(M, kinds) { process.stdout.write(`${kinds.length} ${M}\n${kinds.map((k) => k.join(' ')).join('\n')}\n`); }
function kinds(n, amax, cmax) { const k = []; for (let i = 0; i < n; i++) k.push([ri(1, amax), ri(1, cmax)]); return k; }
const fixed = {
  1: [12, [[5, 1], [2, 3]]],
  2: [3, [[4, 1]]],
  3: [100000, [[1, 1000]]],
  4: [10, [[11, 5], [100000, 1000]]],
  5: [30, [[3, 2], [3, 2], [3, 1], [7, 5]]],
  6: [20, [[3, 5], [10, 6]]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 7) out(60, kinds(5, 12, 10));
else if (c === 8) out(100000, kinds(100, 1000, 1000));
else if (c === 9) out(100000, kinds(100, 100000, 3));
else if (c === 10) out(100000, Array.from({ length: 100 }, () => [7, 1000]));
else if (c === 11) out(100000, kinds(100, 100000, 1000));
else if (c === 12) out(100000, kinds(100, 40, 1000).map(([a]) => [a, 1000])); // maximum copies: 10^5 weights
else if (c === 13) out(99991, [[997, 37], [991, 45], [983, 29], [977, 61], [971, 5], [967, 6], [953, 10], [947, 12]]);
