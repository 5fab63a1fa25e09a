// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(v, pos) { process.stdout.write(`${v.length}\n${v.join(' ')}\n${pos}\n`); }
function randList(n) {
  const v = [];
  for (let i = 0; i < n; i++) v.push(ri(1, 99999));
  return v;
}

const fixed = {
  1: [[12, 7, 31, 7, 5], 1],
  2: [[4, 9, 16], -1],
  3: [[], -1],
  4: [[1], -1],
  5: [[1], 0],
  6: [[2, 2], 0],
  7: [[2, 2], 1],
  8: [[-1000000000, 1000000000, 5, 5], -1],
};
if (fixed[c]) out(fixed[c][0], fixed[c][1]);
else if (c === 9) out(randList(1000), 500);
else if (c === 10) out(randList(150000), -1);
else if (c === 11) out(randList(150000), 149999);
else if (c === 12) out(randList(100000), 0);
else if (c === 13) {
  // all clue numbers equal: values must not be used to detect the loop
  out(new Array(30000).fill(7), -1);
}
