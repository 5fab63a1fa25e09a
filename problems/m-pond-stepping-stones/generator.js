// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 1999) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
function arr(n, lo, hi) { const a = []; for (let i = 0; i < n; i++) a.push(ri(lo, hi)); return a; }
const fixed = {
  1: [2, 0, 3, 1, 0, 1, 2],
  2: [2, 1, 0, 0, 4],
  3: [0],
  4: [0, 7],
  5: [2, 4, 1, 0, 0, 0],
  6: [1000000000, 0, 0, 0],
  7: [1, 1, 1, 1, 1, 1, 1, 1],
  8: [3, 1, 2, 0, 4, 0, 1, 1, 0],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) out(arr(40, 0, 3));
else if (c === 10) out(arr(3000, 0, 6));
else if (c === 11) {
  // maximum n, every stone sturdy: each stone reaches everything (the naive BFS's worst case)
  out(arr(100000, 99990, 99999));
} else if (c === 12) {
  // maximum n, short reaches, the answer is large
  out(arr(100000, 1, 3));
} else if (c === 13) {
  // a wall of wobbly stones near the end: unreachable
  const a = arr(60000, 1, 50);
  for (let i = 59000; i < 59100; i++) a[i] = 0;
  out(a);
} else if (c === 14) {
  // huge reaches mixed with zeros
  const a = arr(20000, 0, 5).map((x) => (rnd() < 0.001 ? 1000000000 : x));
  a[0] = 2;
  out(a);
} else if (c === 15) {
  // traps for the "jump as far as possible" greedy: far landings are weak stones
  const a = [];
  for (let b = 0; b < 5000; b++) a.push(4, 2, 9, 1, 0);
  out(a);
}
