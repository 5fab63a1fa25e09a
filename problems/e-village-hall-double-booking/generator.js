// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 1234) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(b) { process.stdout.write(`${b.length}\n${b.map((x) => `${x[0]} ${x[1]}`).join('\n')}\n`); }
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = ri(0, i); const t = a[i]; a[i] = a[j]; a[j] = t; } return a; }
// n disjoint bookings (gaps >= 0 between them when touch is true, else >= 1), in random ledger order
function disjoint(n, maxLen, touch) {
  const b = [];
  let t = ri(0, 5);
  for (let i = 0; i < n; i++) {
    const len = ri(1, maxLen);
    b.push([t, t + len]);
    t += len + (touch && rnd() < 0.5 ? 0 : ri(1, 3));
  }
  return shuffle(b);
}
const fixed = {
  1: [[9, 12], [1, 4], [13, 15], [3, 6], [5, 10]],
  2: [[8, 10], [0, 2], [4, 7]],
  3: [[1, 3], [3, 5], [5, 9]],
  4: [[0, 1000000000]],
  5: [[5, 6], [5, 7]],
  6: [[2, 4], [0, 10], [4, 6]],
  7: [[10, 20], [20, 30], [15, 16], [0, 10]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(disjoint(30, 5, true));
else if (c === 9) {
  const b = disjoint(2000, 50, true);
  const last = b.reduce((m, x) => (x[1] > m[1] ? x : m), b[0]);
  b.push([last[1] - 1, last[1] + 3]);
  out(shuffle(b));
} else if (c === 10) {
  // maximum n, no clash at all, many touching bookings
  out(disjoint(50000, 9, true));
} else if (c === 11) {
  // one clash hidden at the very end of time
  const b = disjoint(19999, 9, true);
  const last = b.reduce((m, x) => (x[1] > m[1] ? x : m), b[0]);
  b.push([last[0], last[0] + 1]);
  out(shuffle(b));
} else if (c === 12) {
  // wide times, a clash in the middle plus later ones
  const b = [];
  for (let i = 0; i < 8000; i++) { const st = ri(0, 999000000); b.push([st, st + ri(1, 1000)]); }
  out(b);
} else if (c === 13) {
  // equal start times: the tie is broken by ledger number
  const b = disjoint(1000, 20, false);
  const mid = b[500];
  b.push([mid[0], mid[0] + 1]);
  b.unshift([mid[0], mid[1]]);
  out(b);
}
