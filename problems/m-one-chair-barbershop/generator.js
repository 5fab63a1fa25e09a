// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 6007) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(cs) { process.stdout.write(`${cs.length}\n${cs.map(([x, y]) => `${x} ${y}`).join('\n')}\n`); }
function randCust(n, amax, dmax) { const cs = []; for (let i = 0; i < n; i++) cs.push([ri(1, amax), ri(1, dmax)]); return cs; }
const fixed = {
  1: [[1, 4], [2, 7], [3, 2], [5, 4]],
  2: [[10, 2], [2, 3], [11, 3], [12, 3]],
  3: [[5, 5]],
  4: [[3, 9], [3, 1], [3, 5]],
  5: [[1, 1000], [100000, 1], [99999, 1000], [1, 1]],
  6: [[4, 2], [1, 3], [4, 1], [9, 2], [6, 1], [6, 1]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(randCust(30, 20, 5));
else if (c === 8) out(randCust(2000, 1000, 10));
else if (c === 9) out(randCust(10000, 100000, 1000)); // sparse arrivals: the chair is often idle
else if (c === 10) out(randCust(15000, 1000, 1000));
else if (c === 11) { const cs = []; for (let i = 0; i < 15000; i++) cs.push([1 + Math.floor(i / 3) * 2, ri(1, 3)]); out(cs); }
else if (c === 12) out(randCust(80000, 1, 1000)); // maximum n, everybody arrives at once
else if (c === 13) { const cs = []; for (let i = 0; i < 15000; i++) cs.push([100000 - Math.floor(i / 2), 1000 - (i % 1000)]); out(cs); }
