// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 424242) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function word(n, alphabet) { let w = ''; for (let i = 0; i < n; i++) w += alphabet[ri(0, alphabet.length - 1)]; return w; }
function out(w) { process.stdout.write(`${w}\n`); }
const fixed = { 1: 'aba', 2: 'ccc', 3: 'q', 4: 'abcdefghijklmnopqrstuvwxyz', 5: 'aabb', 6: 'abab' };
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(word(40, 'ab'));
else if (c === 8) out(word(1000, 'abc'));
else if (c === 9) out(word(500000, 'abcdefghijklmnopqrstuvwxyz')); // maximum, random
else if (c === 10) out('z'.repeat(500000)); // maximum, a single bell: n motifs
else if (c === 11) out(word(3000, 'abcdefghijklmnopqrstuvwxyz')); // astronomically many motifs to list
else if (c === 12) out('abcdefghijklmnopqrstuvwxyz'.repeat(19230)); // periodic, near maximum
else if (c === 13) out(word(300000, 'ab'));
