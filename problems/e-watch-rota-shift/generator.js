// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 917) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(vals, k) { process.stdout.write(`${vals.length}\n${vals.join(' ')}\n${k}\n`); }
function randVals(n, lo, hi) { const a = []; for (let i = 0; i < n; i++) a.push(ri(lo, hi)); return a; }
const fixed = {
  1: [[10, 20, 30, 40, 50], 2],
  2: [[7, -3, 7, 0], 4],
  3: [[5, 0, -2], 7],
  15: [[], 0],
  4: [[], 1000000000],
  5: [[42], 999999999],
  6: [[1, 2, 3, 4], 4],
  7: [[1, 2, 3, 4], 8],
  8: [[3, 3, 1, 3], 3],
  9: [[-1000000, 1000000, 0, 7, 7], 1000000000],
};
if (fixed[c]) out(fixed[c][0], fixed[c][1]);
else if (c === 10) out(randVals(1000, -50, 50), 999);
else if (c === 11) out(randVals(5000, -1000000, 1000000), ri(0, 1000000000));
else if (c === 12) out(randVals(100000, 0, 99999), 99999 + 100000 * 9999); // r = n - 1: worst for one shift at a time
else if (c === 13) out(randVals(100000, -1000000, 1000000), 100000 * 10000); // a multiple of n
else if (c === 14) out(randVals(99999, -9, 9), 1);
