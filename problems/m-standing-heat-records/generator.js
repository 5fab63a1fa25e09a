// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 4441) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
function randVals(n, lo, hi) { const a = []; for (let i = 0; i < n; i++) a.push(ri(lo, hi)); return a; }
const fixed = {
  1: [4, 7, 9, 2, 5, 1],
  2: [-3, 0, 12, 30],
  3: [],
  4: [-1000],
  5: [5, 5, 5],
  6: [3, 8, 8, 1, 8, 2, 2],
  7: [1000, -1000, 999, -999, 0],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(randVals(60, -5, 5));
else if (c === 9) out(randVals(5000, -1000, 1000));
else if (c === 10) { const a = []; for (let i = 0; i < 30000; i++) a.push(1000 - Math.floor(i / 15)); out(a); } // non-increasing: all stay
else if (c === 11) { const a = []; for (let i = 0; i < 150000; i++) a.push(-1000 + Math.floor(i / 75)); out(a); } // non-decreasing
else if (c === 12) {
  // maximum n: equal temperatures and one hotter last day (worst for scanning later days)
  const a = [];
  for (let i = 0; i < 149999; i++) a.push(7);
  a.push(8);
  out(a);
} else if (c === 13) out(randVals(150000, -9, 9));
