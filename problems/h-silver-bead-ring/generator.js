// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (a) => process.stdout.write(`${a.length}\n${a.join(' ')}\n`);
const fixed = {
  1: [4, 1, 2, 5],
  2: [3, 3, 3, 3, 3, 3],
  3: [7],
  4: [1000000, 1000000],
  5: [1, 5, 5, 1], // the ring beats the string: fuse the two 1s across the seam
  6: [10, 1, 10],
  7: [9, 1, 1, 1, 1, 9, 9, 9],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(Array.from({ length: 12 }, () => ri(1, 20)));
else if (c === 9) out(Array.from({ length: 60 }, () => ri(1, 1000)));
else if (c === 10) out(Array.from({ length: 200 }, () => ri(1, 1000000)));
else if (c === 11) out(Array.from({ length: 500 }, () => 1000000)); // all equal, largest total
else if (c === 12) out(Array.from({ length: 500 }, () => ri(1, 1000000))); // maximum n
else if (c === 13) {
  // light beads clustered across the seam: the best opening is far from position 0
  out(Array.from({ length: 500 }, (_, i) => (i < 20 || i >= 480 ? ri(1, 10) : ri(100000, 1000000))));
} else if (c === 14) out(Array.from({ length: 499 }, (_, i) => 1 + (i % 5) * 249999));
