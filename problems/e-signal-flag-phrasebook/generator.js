// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
function word() {
  let w = '';
  const len = ri(1, 8);
  for (let i = 0; i < len; i++) w += LETTERS[ri(0, 3)];
  return w;
}
// k distinct random words
function distinctWords(k) {
  const set = new Set();
  while (set.size < k) set.add(word());
  return [...set];
}
// a signal of length len over the first k letters, and the matching message
function matching(len, k) {
  const dict = distinctWords(k);
  let p = '';
  const words = [];
  for (let i = 0; i < len; i++) {
    const x = ri(0, k - 1);
    p += LETTERS[x];
    words.push(dict[x]);
  }
  return [p, words];
}
// a random way to spoil a matching pair
function spoil([p, words], k) {
  const r = rnd();
  const i = ri(0, p.length - 1);
  if (r < 0.3 && p.length > 1) {
    // two letters share a word (only the reverse map notices)
    const j = p.split('').findIndex((ch) => ch !== p[i]);
    if (j >= 0) {
      const wi = words[i];
      words = words.map((w, t) => (p[t] === p[j] ? wi : w));
      return [p, words];
    }
  }
  if (r < 0.6) {
    // one position gets a different word
    let w = word();
    while (w === words[i]) w = word();
    words = words.slice();
    words[i] = w;
    return [p, words];
  }
  if (r < 0.8) return [p, words.slice(0, words.length - 1).length ? words.slice(0, -1) : [word(), word()]];
  return [p, [...words, word()]];
}
function out(queries) {
  const lines = [String(queries.length)];
  for (const [p, words] of queries) lines.push(p, words.join(' '));
  process.stdout.write(lines.join('\n') + '\n');
}
function w(s) { return s.split(' '); }

const fixed = {
  1: [['abac', w('tide high tide now')], ['abba', w('hold fast fast wait')], ['abc', w('all hands on deck')]],
  2: [['aab', w('port port clear')], ['z', w('anchor')], ['ab', w('calm')]],
  // two flags for one word: only a two-way check sees it
  3: [['ab', w('calm calm')], ['abc', w('dock dock dock')], ['aa', w('calm calm')], ['abab', w('x y x x')]],
  // lengths that differ, long words, the same word for every flag
  4: [['a', w('sea sea')], ['aaaa', w('swell swell swell')], ['abcd', w('aaaaaaaa bbbbbbbb cccccccc dddddddd')]],
  // all 26 letters
  5: [[LETTERS, w(LETTERS.split('').map((ch) => ch + 'x').join(' '))], [LETTERS, w(LETTERS.split('').map((ch) => (ch === 'q' ? 'ax' : ch + 'x')).join(' '))]],
  // a state leak test: the second query reuses letters with new words
  6: [['ab', w('red blue')], ['ab', w('blue red')], ['ba', w('red blue')], ['a', w('red')], ['b', w('red')]],
};
if (fixed[c]) {
  out(fixed[c]);
} else if (c === 7) {
  // many tiny random queries, half of them spoiled
  const qs = [];
  for (let t = 0; t < 2000; t++) {
    const k = ri(1, 4);
    let pair = matching(ri(1, 8), k);
    if (rnd() < 0.5) pair = spoil(pair, k);
    qs.push(pair);
  }
  out(qs);
} else if (c === 8) {
  // maximum: one long matching signal, so the pairwise check can never stop early
  out([matching(100000, 26)]);
} else if (c === 9) {
  // one long signal, spoiled at the very end by a shared word
  const [p, words] = matching(30000, 10);
  const j = p.length - 1;
  const other = p.split('').findIndex((ch) => ch !== p[j]);
  const ws = words.slice();
  ws[j] = words[other];
  out([[p, ws]]);
} else if (c === 10) {
  // the maximum number of queries, each of length 3
  const qs = [];
  for (let t = 0; t < 10000; t++) {
    const k = ri(1, 3);
    let pair = matching(3, k);
    if (rnd() < 0.5) pair = spoil(pair, k);
    qs.push(pair);
  }
  out(qs);
} else if (c === 11) {
  // medium signals, mixed verdicts
  const qs = [];
  for (let t = 0; t < 50; t++) {
    const k = ri(2, 26);
    let pair = matching(ri(100, 1500), k);
    if (t % 2 === 1) pair = spoil(pair, k);
    qs.push(pair);
  }
  out(qs);
} else if (c === 12) {
  // one letter only, a long signal
  out([matching(10000, 1), spoil(matching(10000, 1), 1)]);
}
