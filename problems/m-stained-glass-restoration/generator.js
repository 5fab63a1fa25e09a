// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (k, a) => process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`);
const fixed = {
  1: [2, [3, 7, 4, 4, 9, 4, 9, 2, 9]],
  2: [1, [6, 5, 5, 5, 8, 8, 6]],
  3: [1, [42]],
  4: [1, [1, 2, 3, 4, 5]], // every pane alone: length 1 at pane 1
  5: [5, [1, 2, 3, 4, 5]], // k = n
  6: [2, [1, 2, 1, 2, 3, 4, 3, 4]], // two stretches of length 4 tie: the first
  7: [2, [1000000000, 1, 1000000000, 999999999, 1, 1]],
  8: [3, [7, 7, 7, 7, 7, 7]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 9) out(3, Array.from({ length: 1000 }, () => ri(1, 8)));
else if (c === 10) {
  // huge colour codes from a small palette
  const pal = Array.from({ length: 40 }, () => ri(1, 1000000000));
  out(12, Array.from({ length: 10000 }, () => pal[ri(0, 39)]));
} else if (c === 11) {
  // all colours different
  out(1, Array.from({ length: 10000 }, (_, i) => 1000000000 - 3 * i));
} else if (c === 12) {
  // maximum n, 40 common colours and a rare 41st at three places: with k = 40 the valid
  // stretches are about n / 2 long
  const a = Array.from({ length: 200000 }, () => ri(1, 40));
  a[0] = 41;
  a[100000] = 41;
  a[199999] = 41;
  out(40, a);
} else if (c === 13) {
  // runs of colours with the longest stretch near the end
  const a = [];
  while (a.length < 50000) {
    const col = ri(1, 999);
    const len = ri(1, 30);
    for (let i = 0; i < len && a.length < 50000; i++) a.push(col);
  }
  for (let i = 49000; i < 49900; i++) a[i] = 1 + (i % 3);
  out(3, a);
} else if (c === 14) {
  // repeating pattern: many ties
  out(4, Array.from({ length: 30000 }, (_, i) => 1 + (i % 7)));
}
