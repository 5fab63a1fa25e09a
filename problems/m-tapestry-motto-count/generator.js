// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 60013) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function word(n, alphabet) { let w = ''; for (let i = 0; i < n; i++) w += alphabet[ri(0, alphabet.length - 1)]; return w; }
function out(a, b) { process.stdout.write(`${a}\n${b}\n`); }
const fixed = {
  1: ['weavewell', 'wel'],
  2: ['loom', 'looms'],
  3: ['a', 'a'],
  4: ['a', 'aa'],
  5: ['aaaa', 'aa'],
  6: ['abcabcabc', 'abc'],
  7: ['banana', 'ban'],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) out(word(60, 'ab'), word(4, 'ab'));
else if (c === 9) out(word(5000, 'abc'), word(15, 'abc'));
else if (c === 10) out('z'.repeat(100000), 'z'.repeat(15)); // maximum, every choice of 15 positions
else if (c === 11) out(word(100000, 'abcdefghijklmnopqrstuvwxyz'), 'abcdefghijklmno');
else if (c === 12) out('a'.repeat(99999) + 'b', 'aaaaaaaaaaaaaab'); // maximum; the recursion explores everything
else if (c === 13) out(word(100000, 'xy'), 'xyxyyxxyyxyxxyy');
