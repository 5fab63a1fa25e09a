// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 99991) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function big(digits) { let t = String(ri(1, 9)); for (let i = 1; i < digits; i++) t += String(ri(0, 9)); return t; }
function out(qs) { process.stdout.write(`${qs.length}\n${qs.map(([k, n]) => `${k} ${n}`).join('\n')}\n`); }
const MAX = '1000000000000000000';
const fixed = {
  1: [[2, 6], [3, 7]],
  2: [[2, 100], [5, 1]],
  3: [[1, 1], [1, 2], [1, 1000], [100, 1], [100, 2]],
  4: [[1, MAX], [2, MAX], [3, MAX], [100, MAX], [60, MAX], [59, MAX], [64, MAX]],
  5: [[2, 3], [2, 4], [2, 10], [2, 11], [3, 14], [3, 15], [3, 25], [3, 26], [4, 15], [4, 16]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 6) { const qs = []; for (let i = 0; i < 100; i++) qs.push([ri(1, 6), ri(1, 200)]); out(qs); }
else if (c === 7) { const qs = []; for (let i = 0; i < 100; i++) qs.push([ri(1, 100), big(ri(1, 18))]); out(qs); }
else if (c === 8) { const qs = []; for (let i = 0; i < 100; i++) qs.push([ri(1, 3), big(ri(10, 18))]); out(qs); }
else if (c === 9) {
  // n exactly F(d, k) and F(d, k) + 1 for small k, d: the boundaries of each answer
  const qs = [];
  for (let k = 1; k <= 5 && qs.length < 100; k++)
    for (let d = 1; d <= 10 && qs.length < 100; d++) {
      let term = 1; let sum = 0;
      for (let i = 1; i <= Math.min(k, d); i++) { term = (term * (d - i + 1)) / i; sum += term; }
      qs.push([k, sum]); qs.push([k, sum + 1]);
    }
  out(qs);
} else if (c === 10) { const qs = []; for (let i = 0; i < 100; i++) qs.push([100, MAX]); out(qs); }
else if (c === 11) out([[50, 20000]]); // the textbook DP needs about 2 * 10^10 steps here
else if (c === 12) { const qs = []; for (let i = 0; i < 100; i++) qs.push([ri(1, 100), ri(1, 1000000)]); out(qs); }
