// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 777) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(b) { process.stdout.write(`${b.length}\n${b.map((x) => `${x[0]} ${x[1]}`).join('\n')}\n`); }
function randomBookings(n, horizon, maxLen) {
  const b = [];
  for (let i = 0; i < n; i++) { const st = ri(0, horizon); b.push([st, st + ri(1, maxLen)]); }
  return b;
}
const fixed = {
  1: [[1, 4], [2, 6], [5, 7], [3, 6], [8, 9]],
  2: [[10, 20], [0, 5], [12, 15], [16, 30]],
  3: [[1, 2], [2, 3], [3, 4]],
  4: [[0, 1000000000]],
  5: [[5, 9], [5, 9], [5, 9], [1, 5]],
  6: [[0, 10], [1, 3], [2, 4], [3, 5], [4, 6], [10, 11]],
  7: [[7, 8], [0, 100], [7, 9], [0, 7], [8, 9]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(randomBookings(30, 20, 6));
else if (c === 9) out(randomBookings(2000, 1000, 50));
else if (c === 10) {
  // maximum n, every booking overlaps every other: n rooms (the naive scan's worst case)
  const b = [];
  for (let i = 0; i < 80000; i++) b.push([ri(0, 99), ri(900, 999)]);
  out(b);
} else if (c === 11) {
  // short back-to-back bookings with many shared boundaries
  const b = [];
  for (let i = 0; i < 30000; i++) { const st = ri(0, 9999); b.push([st, st + ri(1, 3)]); }
  out(b);
} else if (c === 12) {
  // wide times
  out(randomBookings(5000, 999000000, 1000000));
} else if (c === 13) {
  // nested bookings, then a wave that reuses freed rooms out of order
  const b = [];
  for (let i = 0; i < 3000; i++) b.push([i, 10000 - i]);
  for (let i = 0; i < 3000; i++) b.push([10000 - 2 * ri(0, 1000), 10000 + ri(1, 100)]);
  out(b);
}
