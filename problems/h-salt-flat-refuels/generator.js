// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 1237) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(D, F, deps) {
  process.stdout.write(`${deps.length} ${D} ${F}\n${deps.map(([p, f]) => `${p} ${f}\n`).join('')}`);
}
// n depots with increasing positions below D: gaps between 1 and maxGap
function randDepots(n, maxGap, fmax, D) {
  const deps = [];
  let p = 0;
  for (let i = 0; i < n; i++) {
    p += ri(1, maxGap);
    if (p >= D) break;
    deps.push([p, ri(1, fmax)]);
  }
  return deps;
}
const fixed = {
  1: [60, 10, [[4, 40], [9, 10]]],
  2: [20, 5, [[7, 100]]],
  3: [1, 0, []],
  4: [1000000, 1000000, []],
  5: [10, 3, [[3, 3], [6, 4]]],
  6: [100, 10, [[10, 60], [20, 30], [30, 30], [60, 40]]],
  7: [100, 50, [[25, 25], [50, 50]]],
  8: [12, 1, [[1, 1], [2, 1], [3, 1], [4, 1], [5, 7]]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 9) out(200, 15, randDepots(20, 12, 30, 200));
else if (c === 10) { const D = 500000; out(D, 1000, randDepots(5000, 150, 1000, D)); }
else if (c === 11) { const D = 1000000; out(D, 12, randDepots(20000, 60, 40, D)); } // unreachable: too little fuel
else if (c === 12) {
  // maximum n: 8 * 10^4 depots, all within reach of each other, many stops needed (worst for the DP)
  const D = 1000000;
  const deps = [];
  for (let i = 1; i <= 80000; i++) deps.push([i * 12, ri(1, 1000)]);
  out(D, 15, deps);
} else if (c === 13) {
  // a huge depot early on: it must be used, though the last depots before running dry are tiny
  const D = 900000;
  const deps = [[1, 1000]];
  for (let i = 1; i < 30000; i++) deps.push([1 + i * 30, i % 25 === 0 ? 1000 : 1]);
  out(D, 1, deps);
} else if (c === 14) { const D = 1000000; out(D, 1000000, randDepots(20000, 50, 1000, D)); } // F >= D: no stop
else if (c === 15) {
  // exactly reaching every point with 0 litres left
  const deps = [];
  for (let i = 1; i <= 20000; i++) deps.push([i * 10, 10]);
  out(200010, 10, deps);
}
