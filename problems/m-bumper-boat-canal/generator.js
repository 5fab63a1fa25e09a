// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 8807) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
function randBoats(n, maxW, eastRate) {
  const a = [];
  for (let i = 0; i < n; i++) a.push((rnd() < eastRate ? 1 : -1) * ri(1, maxW));
  return a;
}
const fixed = {
  1: [-1, 2, 3, -4, 6],
  2: [5, 8, -7],
  3: [4, -4],
  4: [-3],
  5: [7],
  6: [-5, -2, 3, 9],
  7: [1, 2, 3, -3, -2, -1],
  8: [10, 2, 2, -2, -10, 5, -6, 1000, -1000],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) out(randBoats(50, 5, 0.5));
else if (c === 10) out(randBoats(5000, 1000, 0.55));
else if (c === 11) out(randBoats(50000, 3, 0.5)); // many ties
else if (c === 12) {
  // maximum n: a long east-bound fleet, then a heavy west-bound fleet that pushes it out one boat
  // at a time (worst for round-by-round simulation)
  const a = [];
  for (let i = 0; i < 75000; i++) a.push(ri(1, 9));
  for (let i = 0; i < 75000; i++) a.push(-1000);
  out(a);
} else if (c === 13) {
  // every boat survives (all west-bound first, then all east-bound)
  const a = [];
  for (let i = 0; i < 20000; i++) a.push(-ri(1, 9));
  for (let i = 0; i < 20000; i++) a.push(ri(1, 9));
  out(a);
} else if (c === 14) {
  // alternating heavy pairs that annihilate each other exactly
  const a = [];
  for (let i = 0; i < 20000; i++) { const w = ri(1, 9); a.push(w); a.push(-w); }
  out(a);
}
