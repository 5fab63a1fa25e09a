// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a, b) { process.stdout.write(`${a.length}\n${a.join(' ')}\n${b.length}\n${b.join(' ')}\n`); }
function sortedRandom(n, lo, hi) {
  const v = [];
  for (let i = 0; i < n; i++) v.push(ri(lo, hi));
  return v.sort((x, y) => x - y);
}

const fixed = {
  1: [[150, 162, 162, 180], [155, 162, 190]],
  2: [[], [-3, 4]],
  3: [[], []],
  4: [[5], []],
  5: [[2], [1]],
  6: [[1, 2, 3], [4, 5, 6]],
  7: [[10, 20, 30], [1, 2, 3]],
  8: [[7, 7, 7], [7, 7]],
  9: [[-1000000000, 0, 1000000000], [-1000000000, -5, 1000000000]],
};
if (fixed[c]) out(fixed[c][0], fixed[c][1]);
else if (c === 10) out(sortedRandom(300, -1000, 1000), sortedRandom(17, -1000, 1000));
else if (c === 11) out(sortedRandom(5000, -1000000000, 1000000000), sortedRandom(6000, -1000000000, 1000000000));
else if (c === 12) out(sortedRandom(50000, 0, 99999), sortedRandom(50000, 0, 99999));
else if (c === 13) out([], sortedRandom(30000, -50000, 50000));
else if (c === 14) {
  // interleaving exactly: evens and odds
  const a = [];
  const b = [];
  for (let i = 0; i < 20000; i++) {
    a.push(2 * i);
    b.push(2 * i + 1);
  }
  out(a, b);
}
