'use strict';
// Deterministic test generator: `node generator.js <case>` prints the input of test <case>.
const tc = Number(process.argv[2]);
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const R = rng(7919 * tc + 17);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
const arr = (n, lo, hi) => Array.from({ length: n }, () => ri(lo, hi));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
// a random valid message: concatenated letter codes from [lo, hi]
function message(len, lo = 1, hi = 26) {
  let s = '';
  while (s.length < len) s += String(ri(lo, hi));
  return s.slice(0, len).replace(/0+$/, '') || '1';
}
const digits = (n, alphabet) => Array.from({ length: n }, () => alphabet[ri(0, alphabet.length - 1)]).join('');
const cases = {
  1: () => '2612',
  2: () => '1020',
  3: () => '2301',
  4: () => '0',
  5: () => '7',
  6: () => '26',
  7: () => '27',
  8: () => '100',
  9: () => '05',
  10: () => '1'.repeat(100000),
  11: () => digits(100000, '1279'),
  12: () => message(100000),
  13: () => message(99999, 10, 26),
  14: () => digits(100000, '0123456789'),
  15: () => `${'2'.repeat(50000)}${'6'.repeat(49998)}20`,
  16: () => message(40),
  17: () => '1'.repeat(45),
  18: () => `${message(30000)}00${message(30000)}`,
};
process.stdout.write(`${cases[tc]()}\n`);
