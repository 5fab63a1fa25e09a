// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 31337) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(rows) { process.stdout.write(`${rows.length}\n${rows.map((r) => r.join(' ')).join('\n')}\n`); }
function rows(n, hi) { const a = []; for (let i = 0; i < n; i++) a.push([ri(0, hi), ri(0, hi), ri(0, hi)]); return a; }
const fixed = {
  1: [[5, 3, 6], [2, 7, 4], [6, 4, 5], [3, 8, 1]],
  2: [[4, 9, 1]],
  3: [[1, 2, 100], [1, 100, 100]],
  4: [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
  5: [[10000, 10000, 10000], [10000, 10000, 10000]],
  6: [[1, 50, 50], [1, 50, 50], [1, 50, 50], [1, 50, 50], [1, 50, 50]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(rows(30, 20));
else if (c === 8) out(rows(2000, 10000));
else if (c === 9) {
  // traps for the greedy: the cheapest colour of a cottage is the expensive one of the next
  const a = []; for (let i = 0; i < 20000; i++) { const k = ri(0, 2); const r = [ri(100, 200), ri(100, 200), ri(100, 200)]; r[k] = ri(0, 5); a.push(r); }
  out(a);
} else if (c === 10) out(rows(20000, 10000));
else if (c === 11) out(rows(100000, 99));
else if (c === 12) {
  // maximum n, all prices equal: every valid colouring costs the same
  const a = []; for (let i = 0; i < 100000; i++) a.push([9, 9, 9]); out(a);
}
