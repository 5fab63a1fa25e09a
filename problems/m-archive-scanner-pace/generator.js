// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 1213) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(H, a) { process.stdout.write(`${a.length} ${H}\n${a.join(' ')}\n`); }
function hoursAt(a, v) { let h = 0; for (const x of a) h += Math.ceil(x / v); return h; }
const fixed = {
  1: [7, [9, 4, 14, 2]],
  2: [12, [6, 6, 6, 6, 6]],
  3: [1, [1000000000]],
  4: [100000000000000, [1000000000]],
  5: [3, [1, 1, 1]],
  6: [5, [7, 7, 7, 7, 7]],
  7: [6, [7, 7, 7, 7, 7]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) { const a = []; for (let i = 0; i < 30; i++) a.push(ri(1, 50)); out(ri(30, 200), a); }
else if (c === 9) { const a = []; for (let i = 0; i < 2000; i++) a.push(ri(1, 1000000000)); out(hoursAt(a, ri(1000, 100000)), a); }
else if (c === 10) {
  // maximum n, H = n: the speed must equal the largest box, which comes last (the naive search's worst case)
  const a = []; for (let i = 0; i < 99999; i++) a.push(ri(1, 9999));
  a.push(1000000000);
  out(100000, a);
} else if (c === 11) {
  // maximum n, H = total pages: speed 1 suffices
  const a = []; for (let i = 0; i < 100000; i++) a.push(ri(1, 9999));
  out(a.reduce((x, y) => x + y, 0), a);
} else if (c === 12) {
  // big boxes, total hours at slow speeds far beyond 32 bits
  const a = []; for (let i = 0; i < 8000; i++) a.push(ri(900000000, 1000000000));
  out(3000000000, a);
} else if (c === 13) {
  // H just one below what a round speed needs
  const a = []; for (let i = 0; i < 50000; i++) a.push(ri(1, 99999));
  out(hoursAt(a, 777) - 1, a);
} else if (c === 14) {
  // H = 10^14 with huge boxes: the answer is 1
  const a = []; for (let i = 0; i < 8000; i++) a.push(ri(999999000, 1000000000));
  out(100000000000000, a);
}
