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
function out(a, b) { process.stdout.write(`${a}\n${b}\n`); }
function rs(len, alpha) {
  let s = '';
  for (let i = 0; i < len; i++) s += alpha[rnd(0, alpha.length - 1)];
  return s;
}
const AL = 'abcdefghijklmnopqrstuvwxyz0123456789';
// apply k random edits to s
function corrupt(s, k, alpha) {
  const a = s.split('');
  for (let t = 0; t < k; t++) {
    const op = rnd(0, 2);
    const p = rnd(0, a.length);
    if (op === 0) a.splice(p, 0, alpha[rnd(0, alpha.length - 1)]);
    else if (op === 1 && a.length > 1 && p < a.length) a.splice(p, 1);
    else if (p < a.length) a[p] = alpha[rnd(0, alpha.length - 1)];
  }
  return a.join('').slice(0, 5000);
}
const cases = {
  1: () => out('k7frame9', 'kframe29'),
  2: () => out('sat7lite', 'satellite'),
  3: () => out('x', 'y'),
  4: () => out('a', 'a'.repeat(5000)),
  // maximum size, unrelated
  5: () => out(rs(5000, AL), rs(5000, AL)),
  // maximum size, a lightly damaged copy
  6: () => { const s = rs(4900, AL); out(corrupt(s, 60, AL), s); },
  7: () => { const s = rs(4000, '01'); out(corrupt(s, 700, '01'), s); },
  8: () => out('a'.repeat(5000), 'b'.repeat(5000)),
  9: () => out('ab'.repeat(2500), 'ba'.repeat(2500)),
  10: () => out(rs(3000, 'xyz'), rs(1200, 'xyz')),
  11: () => out('7', rs(4999, AL)),
  12: () => { const s = rs(5000, AL); out(s, s.split('').reverse().join('')); },
  13: () => out('0123456789'.repeat(500), '1234567890'.repeat(500)),
  14: () => out('abcdef', 'azced'),
  15: () => out('q', 'q'),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
