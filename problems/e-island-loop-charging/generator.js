// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 977) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(ch, dr) { process.stdout.write(`${ch.length}\n${ch.join(' ')}\n${dr.join(' ')}\n`); }
function randomPair(n, hi) {
  const ch = []; const dr = [];
  for (let i = 0; i < n; i++) { ch.push(ri(0, hi)); dr.push(ri(0, hi)); }
  return [ch, dr];
}
// make the total exactly `slack` (>= 0 gives a solvable loop) by changing one charger or one leg
function setTotal(ch, dr, slack, hi) {
  let t = 0; for (let i = 0; i < ch.length; i++) t += ch[i] - dr[i];
  let need = slack - t;
  for (let k = 0; need !== 0 && k < 50 * ch.length; k++) {
    const i = ri(0, ch.length - 1);
    if (need > 0) { const add = Math.min(need, hi - ch[i]); ch[i] += add; need -= add; }
    else { const add = Math.min(-need, hi - dr[i]); dr[i] += add; need += add; }
  }
}
const fixed = {
  1: [[1, 2, 3, 5, 4], [3, 4, 5, 2, 1]],
  2: [[2, 3, 4], [3, 4, 3]],
  3: [[0], [0]],
  4: [[5], [6]],
  5: [[7], [7]],
  6: [[1, 0, 1], [0, 1, 0]],
  7: [[1000000000, 0, 1000000000, 0, 1000000000, 0], [0, 1000000000, 0, 1000000000, 0, 1000000000]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) { const [a, b] = randomPair(1000, 20); setTotal(a, b, 0, 20); out(a, b); }
else if (c === 9) {
  // large values: running battery and total far beyond 32 bits
  const [a, b] = randomPair(30000, 1000000000); setTotal(a, b, 5, 1000000000); out(a, b);
} else if (c === 10) {
  // maximum n; every start but the last runs almost the whole loop before failing (the naive worst case)
  const n = 100000; const a = []; const b = [];
  for (let i = 0; i < n; i++) { const v = ri(0, 8); a.push(v); b.push(v); }
  b[n - 2] += 1; a[n - 1] += 1;
  out(a, b);
} else if (c === 11) {
  // maximum n, total one short of solvable
  const [a, b] = randomPair(100000, 9); setTotal(a, b, -1, 9); out(a, b);
} else if (c === 12) {
  // maximum n, solvable, many ties of the prefix minimum
  const n = 100000; const a = []; const b = [];
  for (let i = 0; i < n; i++) { const v = ri(0, 2); a.push(v); b.push(v); }
  for (let k = 0; k < 300; k++) { const i = ri(0, n - 2); if (a[i] < 9 && b[i + 1] < 9) { a[i]++; b[i + 1]++; } }
  out(a, b);
} else if (c === 13) {
  // zero-sum loop where several starts arrive with exactly 0 kWh
  const n = 50000; const a = []; const b = [];
  for (let i = 0; i < n; i++) { if (i % 2 === 0) { a.push(3); b.push(0); } else { a.push(0); b.push(3); } }
  a[0] = 0; b[n - 1] = 0; a[n - 2] = 0; b[n - 2] = 3; a[n - 1] = 3; // rotate the pattern a little
  setTotal(a, b, 0, 9);
  out(a, b);
} else if (c === 14) {
  const [a, b] = randomPair(5000, 100); setTotal(a, b, 3, 100); out(a, b);
}
