// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). Seeded xorshift PRNG, no imports.
const caseNo = Number(process.argv[2]);
let seed = (caseNo * 2654435761 + 12345) >>> 0 || 1;
function next() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
}
function rnd(lo, hi) { return lo + Math.floor(next() * (hi - lo + 1)); }
function parents(n, mode) {
  const p = [-1];
  for (let i = 1; i < n; i++) {
    if (mode === 'random') p.push(rnd(0, i - 1));
    else if (mode === 'chain') p.push(i - 1);
    else if (mode === 'heap') p.push((i - 1) >> 1);
    else if (mode === 'deep') p.push(Math.max(0, i - rnd(1, 4)));
    else if (mode === 'star') p.push(0);
    else if (mode === 'broom') p.push(i < n / 2 ? i - 1 : rnd(Math.floor(n / 2) - 3, i - 1));
  }
  return p;
}
// built with p_i < i, then labels 1..n-1 are shuffled: numbers say nothing about the layout
function emit(n, v, p) {
  const lab = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 1; i--) {
    const j = rnd(1, i);
    [lab[i], lab[j]] = [lab[j], lab[i]];
  }
  const v2 = new Array(n), p2 = new Array(n);
  for (let i = 0; i < n; i++) v2[lab[i]] = v[i];
  for (let i = 1; i < n; i++) p2[lab[i]] = lab[p[i]];
  process.stdout.write(`${n}\n${v2.join(' ')}\n${p2.slice(1).join(' ')}\n`);
}
const fixed = {
  1: '6\n3 -1 -2 5 4 6\n0 0 2 2 1\n',
  2: '4\n-5 -4 -3 -9\n0 1 1\n',
  3: '1\n-1000000000\n\n',
  4: '1\n0\n\n',
};
if (fixed[caseNo]) process.stdout.write(fixed[caseNo]);
else {
  const plan = {
    5: [50000, 'chain', -1000, 1000],
    6: [3000, 'chain', 0, 0],
    7: [20000, 'random', -1000000000, 1000000000],
    8: [10000, 'deep', -3, 3],
    9: [20000, 'deep', -1000, 1000],
    16: [5000, 'star', -5, 1],
    10: [16383, 'heap', 1, 1],
    11: [6000, 'broom', -2, 2],
    12: [300, 'random', -3, 3],
    13: [8000, 'random', 999999000, 1000000000],
    14: [2000, 'deep', -1000000000, -1],
    15: [4000, 'random', 0, 2],
  }[caseNo];
  if (!plan) process.exit(0);
  const [n, mode, lo, hi] = plan;
  const p = parents(n, mode);
  const v = Array.from({ length: n }, () => rnd(lo, hi));
  emit(n, v, p);
}
