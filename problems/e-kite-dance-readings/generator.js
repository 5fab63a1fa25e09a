// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 4057) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(h) { process.stdout.write(`${h.length}\n${h.join(' ')}\n`); }
const fixed = {
  1: [3, 9, 6, 4, 8, 5, 2, 7],
  2: [5, 5, 5, 5],
  3: [42],
  4: [1, 2, 2, 3],
  5: [1, 2, 2, 1],
  6: [0, 1000000000],
  7: [7, 7, 3, 3, 9, 9, 9, 1, 1],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) { const h = []; for (let i = 0; i < 50; i++) h.push(ri(0, 4)); out(h); }
else if (c === 9) {
  // strictly increasing: answer 2
  const h = []; for (let i = 0; i < 50000; i++) h.push(i * 3); out(h);
} else if (c === 10) {
  // random large values
  const h = []; for (let i = 0; i < 30000; i++) h.push(ri(0, 1000000000)); out(h);
} else if (c === 11) {
  // maximum n with small values and many plateaus
  const h = []; for (let i = 0; i < 200000; i++) h.push(ri(0, 3)); out(h);
} else if (c === 12) {
  // maximum n, perfect zigzag with doubled readings: every plateau must be skipped
  const h = []; for (let i = 0; i < 200000; i++) h.push(Math.floor(i / 2) % 2 ? 9 : 1); out(h);
} else if (c === 13) {
  // long stretches: rises and falls of random length
  const h = []; let x = 500; let dir = 1;
  while (h.length < 150000) {
    const len = ri(1, 30);
    for (let k = 0; k < len && h.length < 150000; k++) { x = Math.min(999, Math.max(0, x + dir * ri(0, 2))); h.push(x); }
    dir = -dir;
  }
  out(h);
}
