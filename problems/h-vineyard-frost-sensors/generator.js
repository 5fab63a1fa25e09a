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
  process.stdout.write(`${n}\n${p2.slice(1).join(' ')}\n`);
}
const fixed = {
  1: '6\n0 1 1 0 4\n',
  2: '5\n0 1 2 3\n',
  3: '1\n\n',
  4: '2\n0\n',
};
if (fixed[caseNo]) process.stdout.write(fixed[caseNo]);
else {
  const plan = {
    // 60 valves: trying sets of sensors of growing size never reaches the answer in time
    5: [60, 'random'],
    6: [50000, 'chain'],
    7: [3000, 'star'],
    8: [20000, 'random'],
    9: [10000, 'deep'],
    10: [16383, 'heap'],
    11: [6000, 'broom'],
    12: [300, 'random'],
    13: [7, 'chain'],
    14: [3, 'chain'],
  }[caseNo];
  if (!plan) process.exit(0);
  const [n, mode] = plan;
  const p = parents(n, mode);
  emit(n, new Array(n).fill(0), p);
}
