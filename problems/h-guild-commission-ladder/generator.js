// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 6007) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, w, need, profit) { process.stdout.write(`${need.length} ${k} ${w}\n${need.join(' ')}\n${profit.join(' ')}\n`); }
function arr(n, lo, hi) { const a = []; for (let i = 0; i < n; i++) a.push(ri(lo, hi)); return a; }
const fixed = {
  1: [2, 1, [0, 1, 3, 2], [2, 1, 5, 4]],
  2: [3, 0, [1, 0, 4, 20], [7, 3, 2, 100]],
  3: [1, 0, [1], [5]],
  4: [5, 1000000000, [1000000000, 0, 999999999, 5, 1000000000], [1000000000, 1000000000, 1000000000, 1000000000, 1000000000]],
  5: [3, 5, [5, 5, 5, 6], [1, 1, 1, 100]],
  6: [2, 10, [0, 0, 0], [3, 9, 9]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 7) out(ri(1, 10), ri(0, 3), arr(12, 0, 20), arr(12, 1, 6));
else if (c === 8) out(500, 10, arr(2000, 0, 5000), arr(2000, 1, 60));
else if (c === 9) {
  // maximum n = k, everything affordable from the start (the rescanning greedy's worst case)
  out(100000, 999, arr(100000, 0, 999), arr(100000, 1, 99));
} else if (c === 10) {
  // a ladder: each commission unlocks exactly the next one
  const n = 20000;
  const need = []; const profit = [];
  let w = 0;
  for (let i = 0; i < n; i++) { need.push(w); const pr = ri(1, 20); profit.push(pr); w += pr; }
  // shuffle
  for (let i = n - 1; i > 0; i--) { const j = ri(0, i); [need[i], need[j]] = [need[j], need[i]]; [profit[i], profit[j]] = [profit[j], profit[i]]; }
  out(n, 0, need, profit);
} else if (c === 11) {
  // huge profits: the purse passes 2^31 quickly and reaches about 10^13
  const need = arr(10000, 0, 1000000000);
  for (let i = 0; i < 5; i++) need[ri(0, 9999)] = 0;
  out(10000, 0, need, arr(10000, 900000000, 1000000000));
} else if (c === 12) {
  // the smith gets stuck early: only a few commissions are ever affordable
  const need = arr(10000, 1000000, 1000000000);
  const profit = arr(10000, 1, 1000);
  for (let i = 0; i < 20; i++) { need[ri(0, 9999)] = ri(0, 50); }
  out(8000, 40, need, profit);
} else if (c === 13) {
  // k much smaller than n, with tempting unaffordable profits
  const need = []; const profit = [];
  for (let i = 0; i < 15000; i++) {
    if (rnd() < 0.5) { need.push(ri(0, 100000)); profit.push(ri(1, 1000)); }
    else { need.push(ri(500000, 1000000000)); profit.push(ri(100000, 1000000000)); }
  }
  out(300, 5000, need, profit);
}
