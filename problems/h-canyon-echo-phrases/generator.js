// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 777777) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function word(n, alphabet) { const a = []; for (let i = 0; i < n; i++) a.push(alphabet[ri(0, alphabet.length - 1)]); return a.join(''); }
const rev = (w) => w.split('').reverse().join('');
function out(w) { process.stdout.write(`${w}\n`); }
const fixed = { 1: 'abacaba', 2: 'xyz', 3: 'm', 4: 'aa', 5: 'abba', 6: 'abccbaabc' };
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(word(50, 'ab'));
else if (c === 8) out(word(2000, 'abc'));
else if (c === 9) out(word(500000, 'abcdefghijklmnopqrstuvwxyz')); // maximum, random
else if (c === 10) { const h = word(125000, 'ab'); out(h + rev(h) + h + rev(h)); } // maximum, long even palindromes
else if (c === 11) out('a'.repeat(500000)); // maximum: n(n+1)/2 palindromes, the naive expansion is quadratic
else if (c === 12) out('ab'.repeat(250000)); // maximum, long odd palindromes
else if (c === 13) { const h = word(60000, 'abc'); out(h + 'z' + rev(h)); }
