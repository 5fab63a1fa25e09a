// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
function out(v) { process.stdout.write(`${v.length}\n${v.join(' ')}\n`); }
// all tags 0..n except `missing`, in some order
function tags(n, missing, order) {
  const v = [];
  for (let i = 0; i <= n; i++) if (i !== missing) v.push(i);
  if (order === 'shuffle') shuffle(v);
  if (order === 'desc') v.reverse();
  return v;
}

const fixed = {
  1: [3, 0, 5, 1, 2],
  2: [1],
  3: [0, 1, 2],
  4: [0],
  5: [2, 0],
  6: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(tags(100, 50, 'shuffle'));
else if (c === 8) out(tags(1000, 0, 'desc'));
else if (c === 9) out(tags(5000, 4999, 'shuffle'));
else if (c === 10) out(tags(150000, 150000, 'shuffle'));
else if (c === 11) out(tags(50000, 0, 'shuffle'));
else if (c === 12) out(tags(100000, 65536, 'asc'));
else if (c === 13) out(tags(99999, 77777, 'shuffle'));
