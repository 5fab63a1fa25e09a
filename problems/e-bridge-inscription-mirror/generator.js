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
function letters(n, k) {
  const a = new Array(n);
  for (let i = 0; i < n; i++) a[i] = String.fromCharCode(97 + rnd(0, k - 1));
  return a.join('');
}
const reverse = (s) => s.split('').reverse().join('');
// mix in capitals, spaces, digits and punctuation without changing the letters
function decorate(w, rate) {
  const noise = ' ,.;:!?-\'"0123456789()';
  const out = [];
  for (const ch of w) {
    out.push(rnd(0, 99) < 30 ? ch.toUpperCase() : ch);
    if (rnd(0, 99) < rate) out.push(noise[rnd(0, noise.length - 1)]);
  }
  let s = out.join('').replace(/^ +| +$/g, '');
  return s;
}
const out = (s) => process.stdout.write(`${s}\n`);
const cases = {
  1: () => out('Was it a car or a cat I saw?'),
  2: () => out('Step on, no t-pets!'),
  3: () => out('Bridge of stone'),
  4: () => out('a'),
  5: () => out('7 x 7'),
  // longest inscription: a palindrome with one extra letter just right of the middle, so a
  // naive search tries half of the letters, each check walking up to the middle
  6: () => { const h = letters(99990, 2); const w = h + reverse(h); out(w.slice(0, 100010) + 'c' + w.slice(100010)); },
  7: () => { const h = letters(60000, 26); out(decorate(h + 'q' + reverse(h), 20)); },
  8: () => { const h = letters(60000, 3); out(decorate(h + 'ab' + reverse(h), 15)); },
  9: () => out('abbab'),
  10: () => { const h = letters(50000, 2); const w = h + reverse(h); out(decorate(w.slice(0, 100) + 'z' + w.slice(100), 10)); },
  11: () => out('No lemon, no melon.'),
  12: () => out('Ab, 12 CbA!'),
  13: () => { const h = letters(70000, 26); out(decorate(h + letters(3, 26) + reverse(h), 5)); },
  14: () => out('xy'),
  15: () => out('cbbcb'),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
