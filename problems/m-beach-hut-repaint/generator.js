// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, str) { process.stdout.write(`${str.length} ${k}\n${str}\n`); }
function randomString(n, letters) {
  let str = '';
  for (let i = 0; i < n; i++) str += letters[ri(0, letters.length - 1)];
  return str;
}

const fixed = {
  1: [2, 'BRRRGRRYRB'],
  2: [0, 'AACBBBCA'],
  3: [0, 'Q'], // one hut
  4: [1, 'Q'], // k = n
  5: [5, 'ABCDE'], // k = n: the whole promenade
  6: [1, 'ABAB'], // ties everywhere: the earliest run of 3
  7: [2, 'XYZXYZ'],
  8: [0, 'ZZZZZZ'],
};
if (fixed[c]) {
  out(fixed[c][0], fixed[c][1]);
} else if (c === 9) {
  // medium random over four colours
  out(7, randomString(2000, 'ABCD'));
} else if (c === 10) {
  // maximum n, 26 colours, large k: every naive run grows very long
  out(100000, randomString(150000, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'));
} else if (c === 11) {
  // maximum n, two colours, small k
  out(20, randomString(150000, 'RB'));
} else if (c === 12) {
  // maximum n, k = 0: the longest existing run, built with blocks
  let str = '';
  while (str.length < 100000) str += 'PQ'[ri(0, 1)].repeat(ri(1, 40));
  out(0, str.slice(0, 100000));
} else if (c === 13) {
  // periodic pattern: many equally long runs, the earliest must be reported
  out(3, 'ABCD'.repeat(25000));
} else if (c === 14) {
  // one colour with sparse intruders; the best run is near the end
  const a = new Array(100000).fill('M');
  for (let i = 0; i < 100000; i += ri(1, 300)) a[i] = 'N';
  for (let i = 90000; i < 92000; i++) a[i] = 'M';
  out(10, a.join(''));
} else if (c === 15) {
  // k close to n
  out(99990, randomString(100000, 'ABCDEFGHIJ'));
}
