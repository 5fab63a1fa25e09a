// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
const B = 1000000000;

const fixed = {
  1: [20, 3, 12, 21, 9],
  2: [40, 5, 65, 15, 5, 10],
  3: [7, 7], // smallest log, one second: lull 0 starting at 7
  4: [B, 0], // extremes
  5: [123456, 123456, 123456, 123456, 123456],
  6: [30, 0, 20, 10], // all lulls equal: the earliest
  7: [3, 1000, 2, 1], // the longest lull is the last one
  8: [5, 9, 5, 1, 9, 5], // duplicates around the gaps
  9: [B, B - 1, 0, 1], // a huge gap in the middle
};
if (fixed[c]) {
  out(fixed[c]);
} else if (c === 10) {
  // maximum n, random: the naive successor search always scans everything
  const a = [];
  for (let i = 0; i < 100000; i++) a.push(ri(0, 999999));
  out(a);
} else if (c === 11) {
  // wide values
  const a = [];
  for (let i = 0; i < 20000; i++) a.push(ri(0, B));
  out(a);
} else if (c === 12) {
  // a grid of multiples of 7 with three equal widest gaps; the earliest must win
  const a = [];
  for (let v = 0; v <= 280000; v += 7) {
    if ((v > 70000 && v < 70070) || (v > 140000 && v < 140070) || (v > 210000 && v < 210070)) continue;
    a.push(v);
    if (rnd() < 0.2) a.push(v);
  }
  out(shuffle(a));
} else if (c === 13) {
  // logged in reverse time order
  const a = [];
  let v = B;
  for (let i = 0; i < 20000; i++) {
    a.push(v);
    v -= ri(0, 40000);
  }
  out(a);
} else if (c === 14) {
  // medium random with many duplicates
  const a = [];
  for (let i = 0; i < 2000; i++) a.push(ri(0, 5000));
  out(a);
}
