// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 5557) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function word(n, alphabet) { let w = ''; for (let i = 0; i < n; i++) w += alphabet[ri(0, alphabet.length - 1)]; return w; }
const rev = (w) => w.split('').reverse().join('');
function out(w) { process.stdout.write(`${w}\n`); }
const fixed = { 1: 'abacdc', 2: 'racecar', 3: 'z', 4: 'ab', 5: 'aaaa', 6: 'aabba' };
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(word(30, 'ab'));
else if (c === 8) { const p = word(1000, 'abc'); out(p + rev(p) + word(500, 'abc')); } // long palindromic prefix
else if (c === 9) out(word(500000, 'abcdefghijklmnopqrstuvwxyz')); // maximum, random
else if (c === 10) out('a'.repeat(500000)); // maximum, already a palindrome
else if (c === 11) { const p = word(100000, 'ab'); out(p + 'c' + rev(p) + word(200000, 'ab')); }
else if (c === 12) out('a'.repeat(250000) + 'b' + 'a'.repeat(249999)); // maximum; long near-palindromic prefixes
else if (c === 13) out('ab'.repeat(100000) + 'b'); // periodic
