// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 9091) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, a) { process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`); }
function randVals(n, lo, hi) { const a = []; for (let i = 0; i < n; i++) a.push(ri(lo, hi)); return a; }
const fixed = {
  1: [2, [1, 3, -2, 4, -1, 2]],
  2: [4, [2, -8, -1, -9, 5]],
  3: [1, [-7]],
  4: [1, [-3, -4, 10, -1]],
  5: [2, [4, -6, -6, -6, 5]],
  6: [3, [-10000, -10000, -10000, -10000, -10000, -10000, -10000]],
  7: [5, [10000, 10000, 10000, 10000, 10000]],
};
if (fixed[c]) out(fixed[c][0], fixed[c][1]);
else if (c === 8) out(3, randVals(50, -9, 9));
else if (c === 9) out(10, randVals(2000, -100, 50));
else if (c === 10) out(1, randVals(30000, -10000, 10000)); // every plank must be visited
else if (c === 11) out(50000, randVals(50000, 10000, 10000)); // all positive: visit every plank
else if (c === 12) out(100000, randVals(100000, -9, 9)); // maximum n and k (worst for the O(n * k) loop)
else if (c === 13) out(700, randVals(30000, -10000, 3000));
else if (c === 14) { const a = []; for (let i = 0; i < 30000; i++) a.push(i % 50 === 0 ? 10000 : -10000); out(49, a); }
