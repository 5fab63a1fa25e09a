// Deterministic test generator: `node generator.js <case-number>` prints that test's input.
const caseNo = Number(process.argv[2]);
let seed = (caseNo * 2654435761) >>> 0 || 1;
function next() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed;
}
function rnd(lo, hi) { return lo + Math.floor((next() / 4294967296) * (hi - lo + 1)); }
function out(b) { process.stdout.write(`${b.length}\n${b.map(([s, e]) => `${s} ${e}`).join('\n')}\n`); }
const T = 1000000000;
function rndBooking(maxStart, maxLen) {
  const s = rnd(0, maxStart);
  return [s, Math.min(T, s + rnd(0, maxLen))];
}
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rnd(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const cases = {
  1: () => out([[20, 35], [5, 12], [35, 40], [13, 18], [10, 14]]),
  2: () => out([[100, 200], [150, 160], [0, 50], [50, 50], [60, 99]]),
  3: () => out([[7, 7]]),
  4: () => out([[3, 9], [3, 9], [3, 9], [1, 2], [1, 2]]),
  5: () => out(shuffle(Array.from({ length: 1000 }, () => { const s = rnd(0, 2000); return [s, s]; }))),
  // maximum size, full time range, long bookings: few large blocks
  6: () => out(Array.from({ length: 50000 }, () => rndBooking(T, 60000))),
  // short bookings: many small blocks
  7: () => out(Array.from({ length: 20000 }, () => rndBooking(400000, 12))),
  8: () => out(shuffle([[0, T], ...Array.from({ length: 9999 }, () => rndBooking(T - 1000, 1000))])),
  // touching end to start: one block
  9: () => out(shuffle(Array.from({ length: 10000 }, (_, i) => [i * 3, i * 3 + 3]))),
  // gaps of one time unit: nothing merges
  10: () => out(shuffle(Array.from({ length: 10000 }, (_, i) => [i * 2, i * 2]))),
  11: () => out(Array.from({ length: 2000 }, (_, i) => [2000 - i, 4000 - 2 * i])),
  12: () => out([[T, T], [0, 0], [0, T - 1], [T - 1, T]]),
  13: () => out(Array.from({ length: 20 }, () => rndBooking(100, 10))),
  14: () => out(shuffle(Array.from({ length: 3000 }, (_, i) => [i, 6000 - i]))),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
