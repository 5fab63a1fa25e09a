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
const AZ = 'abcdefghijklmnopqrstuvwxyz';
const cases = {
  1: () => out('gfedcdefg', 'cdeffedc'),
  2: () => out('abc', 'xyz'),
  3: () => out('a', 'a'),
  4: () => out('a', 'b'),
  5: () => { const s = rs(5000, AZ); out(s, s); },
  // maximum size, full alphabet
  6: () => out(rs(5000, AZ), rs(5000, AZ)),
  // maximum size, two notes only
  7: () => out(rs(5000, 'ab'), rs(5000, 'ab')),
  8: () => { const s = rs(5000, 'abcd'); out(s, s.split('').reverse().join('')); },
  9: () => out('a'.repeat(5000), 'ab'.repeat(2500)),
  10: () => out(rs(5000, AZ), 'q'),
  11: () => out(rs(1000, 'cdeg'), rs(3000, 'cdeg')),
  12: () => out('z'.repeat(4000), rs(5000, 'abcdefghij')),
  13: () => out('abcde'.repeat(1000), 'edcba'.repeat(1000)),
  // a long melody hidden inside noise
  14: () => {
    const core = rs(1500, 'abcdefg');
    let a = '', b = '';
    for (const ch of core) { a += ch + rs(2, 'xyz'); b += rs(1, 'uvw') + ch + rs(1, 'uvw'); }
    out(a.slice(0, 5000), b.slice(0, 5000));
  },
  15: () => out('b', 'abc'),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
