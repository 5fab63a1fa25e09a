// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 99991) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(cd, g) { process.stdout.write(`${g.length} ${cd}\n${g.join(' ')}\n`); }
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = ri(0, i); const t = a[i]; a[i] = a[j]; a[j] = t; } return a; }
const fixed = {
  1: [2, [4, 4, 4, 9, 9, 9, 30]],
  2: [3, [7, 9, 7]],
  3: [0, [5, 5, 5, 5]],
  4: [1000000000, [1]],
  5: [1, [1, 1, 2, 2, 3, 3, 4]],
  6: [1000000000, [8, 8, 1000000000, 1000000000]],
  7: [2, [1, 2, 3, 4, 5, 6]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) { const g = []; for (let i = 0; i < 30; i++) g.push(ri(1, 5)); out(ri(0, 4), g); }
else if (c === 9) { const g = []; for (let i = 0; i < 3000; i++) g.push(ri(1, 40)); out(ri(30, 60), g); }
else if (c === 10) {
  // maximum n, 10^5 different glazes, c = 1 (the hour-by-hour scan's worst case)
  const g = []; for (let i = 1; i <= 100000; i++) g.push(i);
  out(1, shuffle(g));
} else if (c === 11) {
  // maximum n, a single glaze and the longest cooldown: (10^5 - 1) * (10^9 + 1) + 1 hours
  out(1000000000, new Array(100000).fill(7));
} else if (c === 12) {
  // several glazes tie for the maximum, huge cooldown
  const g = [];
  for (let k = 0; k < 5; k++) for (let i = 0; i < 3000; i++) g.push(1000000000 - k);
  for (let i = 0; i < 5000; i++) g.push(ri(1, 100000));
  out(999999999, shuffle(g));
} else if (c === 13) {
  // the gaps overflow: many glazes and a short cooldown, the answer is n
  const g = []; for (let i = 0; i < 30000; i++) g.push(ri(1, 300));
  out(5, g);
} else if (c === 14) {
  // almost balanced: the frame formula and n are close
  const g = [];
  for (let k = 1; k <= 10; k++) for (let i = 0; i < 1000; i++) g.push(k);
  g.push(1);
  out(9, shuffle(g));
}
