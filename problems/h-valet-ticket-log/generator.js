// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 1234567) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function word(n, pOpen) { const a = []; for (let i = 0; i < n; i++) a.push(rnd() < pOpen ? '(' : ')'); return a.join(''); }
function out(w) { process.stdout.write(`${w}\n`); }
const fixed = { 1: '(()))(()', 2: '))((', 3: '(', 4: '()', 5: '()()', 6: ')()())()()(' , 7: '(()())((()))' };
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(word(60, 0.5));
else if (c === 9) out(word(500000, 0.5)); // maximum, random
else if (c === 10) out('()'.repeat(250000)); // maximum, the whole log is one stretch
else if (c === 11) out('('.repeat(499999) + ')'); // maximum: the balance never drops, the naive scan is quadratic
else if (c === 12) out('('.repeat(250000) + ')'.repeat(250000)); // maximum nesting depth
else if (c === 13) { const unit = '(())()'; out((unit + ')').repeat(30000)); } // many equal longest stretches
else if (c === 14) out(word(100000, 0.55));
