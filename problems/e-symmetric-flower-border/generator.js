// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(v) { process.stdout.write(`${v.length}\n${v.join(' ')}\n`); }
function pal(half, mid) {
  const h = [];
  for (let i = 0; i < half; i++) h.push(ri(1, 9999));
  return h.concat(mid, h.slice().reverse());
}

const fixed = {
  1: [3, 8, 1, 8, 3],
  2: [5, 2, 2, 6],
  3: [42],
  4: [7, 7],
  5: [7, 8],
  6: [1, 2, 3, 2, 1, 1],
  7: [-1000000000, 1000000000, 1000000000, -1000000000],
  8: [1, 2, 1, 2],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) out(pal(500, [5]));
else if (c === 10) {
  // almost a palindrome: one value differs right next to the middle
  const v = pal(20000, []);
  v[20000] += 1;
  out(v);
} else if (c === 11) out(pal(50000, []));
else if (c === 12) out(pal(49999, [77]));
else if (c === 13) {
  // maximum n, differs only at the very ends
  const v = pal(50000, []);
  v[0] = 10000;
  out(v);
}
