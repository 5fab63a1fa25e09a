// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 5119) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
function randVals(n, lo, hi) { const a = []; for (let i = 0; i < n; i++) a.push(ri(lo, hi)); return a; }
const fixed = {
  1: [4, 3, 2, 6],
  2: [17],
  3: [1, 1, 1, 1],
  4: [10000, 10000],
  5: [5, 1, 1, 1, 1, 1, 9],
  6: [1, 10000, 1, 10000, 1, 10000],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(randVals(30, 1, 10));
else if (c === 8) out(randVals(1000, 1, 10000));
else if (c === 9) { const a = []; for (let i = 0; i < 5000; i++) a.push(1 + (i % 20) * 500); out(a); }
else if (c === 10) out(randVals(100000, 10000, 10000)); // maximum n and lengths: the largest total
else if (c === 11) { const a = []; for (let i = 0; i < 100000; i++) a.push(100000 - i > 10000 ? 10000 - (i % 10000) : 100000 - i); out(a); }
else if (c === 12) out(randVals(100000, 1, 10000)); // maximum n, random lengths
else if (c === 13) out(randVals(99999, 1, 3));
