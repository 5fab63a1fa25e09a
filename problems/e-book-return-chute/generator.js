// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (codes, ps) => process.stdout.write(`${codes.length} ${ps.length}\n${codes.join(' ')}\n${ps.map((p) => `${p}\n`).join('')}`);
const fixed = {
  1: [[501, 77, 501, 9, 77, 77, 12], [2, 4, 7]],
  2: [[8, 8, 8, 8], [1, 4, 2]],
  3: [[1000000000], [1]],
  4: [[3, 1, 2], [3, 2, 1, 3]],
  5: [[1000000000, 1, 999999999, 1, 1000000000], [5, 1, 3, 4]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 6) {
  const codes = Array.from({ length: 100 }, () => ri(1, 30));
  out(codes, Array.from({ length: 100 }, () => ri(1, 100)));
} else if (c === 7) {
  // huge codes, a few repeats
  const codes = Array.from({ length: 5000 }, () => ri(1, 1000000000));
  for (let i = 0; i < 500; i++) codes[ri(0, 4999)] = codes[ri(0, 4999)];
  out(codes, Array.from({ length: 5000 }, () => ri(1, 5000)));
} else if (c === 8) {
  // all different
  const codes = Array.from({ length: 5000 }, (_, i) => 1000000000 - 7 * i);
  out(codes, Array.from({ length: 2000 }, () => ri(1, 5000)));
} else if (c === 9) {
  // a single title
  out(Array.from({ length: 10000 }, () => 424242), Array.from({ length: 1000 }, () => ri(1, 10000)));
} else if (c === 10) {
  // every question asks for a prefix of length 1 or n
  const codes = Array.from({ length: 10000 }, () => ri(1, 500));
  out(codes, Array.from({ length: 1000 }, () => (rnd() < 0.5 ? 1 : 10000)));
} else if (c === 11) {
  // random questions
  const codes = Array.from({ length: 10000 }, () => ri(1, 3000));
  out(codes, Array.from({ length: 10000 }, () => ri(1, 10000)));
} else if (c === 12) {
  // maximum n and q, every question near the end of the log
  const codes = Array.from({ length: 50000 }, () => ri(1, 9999));
  out(codes, Array.from({ length: 50000 }, () => ri(45000, 50000)));
}
