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
// a tree built with parents p_i < i, then relabelled (0 keeps its label only if keep0) and the
// trails shuffled, each written in a random direction
function emit(n, p, w, keep0) {
  const lab = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > (keep0 ? 1 : 0); i--) {
    const j = rnd(keep0 ? 1 : 0, i);
    [lab[i], lab[j]] = [lab[j], lab[i]];
  }
  const e = [];
  for (let i = 1; i < n; i++) e.push(rnd(0, 1) ? [lab[i], lab[p[i]], w[i]] : [lab[p[i]], lab[i], w[i]]);
  for (let i = e.length - 1; i > 0; i--) { const j = rnd(0, i); [e[i], e[j]] = [e[j], e[i]]; }
  process.stdout.write(`${n}\n${e.map((x) => `${x.join(' ')}\n`).join('')}`);
}
function parents(n, mode) {
  const p = [-1];
  for (let i = 1; i < n; i++) {
    if (mode === 'random') p.push(rnd(0, i - 1));
    else if (mode === 'line') p.push(i - 1);
    else if (mode === 'star') p.push(0);
    else if (mode === 'deep') p.push(Math.max(0, i - rnd(1, 5)));
    else if (mode === 'cat') p.push(i % 3 === 0 ? i - 1 : Math.max(0, i - 3 + (i % 3)));
    else if (mode === 'broom') p.push(i < n / 2 ? i - 1 : Math.floor(n / 2) - 1);
  }
  return p;
}
const fixed = {
  1: '6\n0 1 4\n1 2 3\n3 1 6\n0 4 2\n5 4 7\n',
  2: '4\n0 1 5\n2 1 1\n3 2 5\n',
  3: '1\n',
  4: '2\n1 0 1000000000\n',
  // the longest traverse avoids hut 0 entirely
  5: '7\n0 1 1\n1 2 10\n1 3 10\n0 4 1\n4 5 2\n4 6 3\n',
};
if (fixed[caseNo]) process.stdout.write(fixed[caseNo]);
else {
  const plan = {
    6: [1000, 'star', 1, 1000000000, false],
    7: [50000, 'line', 1, 9, false],
    8: [4000, 'random', 1, 1000000000, false],
    9: [20000, 'deep', 1, 1000, false],
    10: [3000, 'cat', 999999000, 1000000000, false],
    11: [6000, 'broom', 1, 100, false],
    12: [300, 'random', 1, 3, true],
    13: [3000, 'line', 1000000000, 1000000000, true],
    14: [5000, 'random', 1, 1, false],
  }[caseNo];
  if (!plan) process.exit(0);
  const [n, mode, lo, hi, keep0] = plan;
  const p = parents(n, mode);
  const w = Array.from({ length: n }, () => rnd(lo, hi));
  emit(n, p, w, keep0);
}
