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
// A binary tree shape on n nodes, node 0 the root. mode: 'random' (attach to a random node
// with a free slot), 'deep' (attach near the most recent nodes), 'chain' (every node hangs
// under the previous one, random side), 'left' / 'right' (a one-sided chain), 'complete'.
// Labels 1..n-1 are shuffled so that indices say nothing about the shape.
function shape(n, mode) {
  const L = new Array(n).fill(-1);
  const R = new Array(n).fill(-1);
  const open = n > 0 ? [0] : [];
  for (let i = 1; i < n; i++) {
    let p;
    if (mode === 'complete') p = (i - 1) >> 1;
    else if (mode === 'chain' || mode === 'left' || mode === 'right') p = i - 1;
    else {
      const j = mode === 'deep' ? Math.max(0, open.length - 1 - rnd(0, 3)) : rnd(0, open.length - 1);
      p = open[j];
    }
    let side;
    if (mode === 'complete') side = i % 2 === 1 ? 0 : 1;
    else if (mode === 'left') side = 0;
    else if (mode === 'right') side = 1;
    else if (L[p] !== -1) side = 1;
    else if (R[p] !== -1) side = 0;
    else side = rnd(0, 1);
    if (side === 0) L[p] = i; else R[p] = i;
    if (mode === 'random' || mode === 'deep') {
      if (L[p] !== -1 && R[p] !== -1) {
        const j = open.indexOf(p, Math.max(0, open.length - 8));
        const k = j >= 0 ? j : open.indexOf(p);
        open[k] = open[open.length - 1];
        open.pop();
      }
      open.push(i);
    }
  }
  // relabel 1..n-1
  const lab = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 1; i--) {
    const j = rnd(1, i);
    [lab[i], lab[j]] = [lab[j], lab[i]];
  }
  const l2 = new Array(n), r2 = new Array(n);
  for (let i = 0; i < n; i++) {
    l2[lab[i]] = L[i] === -1 ? -1 : lab[L[i]];
    r2[lab[i]] = R[i] === -1 ? -1 : lab[R[i]];
  }
  return { n, L: l2, R: r2, lab };
}
function treeText(t, val) {
  const lines = [String(t.n)];
  for (let i = 0; i < t.n; i++) lines.push(`${val[i]} ${t.L[i]} ${t.R[i]}`);
  return lines.join('\n') + '\n';
}
// Shuffles labels 1..n-1 of a tree given by arrays (root 0 stays 0).
function relabel(L, R, val) {
  const n = L.length;
  const lab = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 1; i--) {
    const j = rnd(1, i);
    [lab[i], lab[j]] = [lab[j], lab[i]];
  }
  const l2 = new Array(n), r2 = new Array(n), v2 = new Array(n);
  for (let i = 0; i < n; i++) {
    l2[lab[i]] = L[i] === -1 ? -1 : lab[L[i]];
    r2[lab[i]] = R[i] === -1 ? -1 : lab[R[i]];
    v2[lab[i]] = val[i];
  }
  return { n, L: l2, R: r2, val: v2 };
}
// Depth (root = 1) of every node, iteratively.
function depths(t) {
  const d = new Array(t.n).fill(0);
  if (t.n === 0) return d;
  d[0] = 1;
  const st = [0];
  while (st.length) {
    const x = st.pop();
    for (const c of [t.L[x], t.R[x]]) if (c !== -1) { d[c] = d[x] + 1; st.push(c); }
  }
  return d;
}
const BIG = 10n ** 18n;
function bigRnd() {
  // a uniform-ish 64-bit value in [-10^18, 10^18]
  const hi = BigInt(rnd(0, 1999999)) * 1000000000000n;
  const lo = BigInt(rnd(0, 999999)) * 1000000n + BigInt(rnd(0, 999999));
  return hi + lo - BIG;
}
// insertion in the given order (equal numbers go right): an ordered tree
function insertTree(keys) {
  const n = keys.length;
  const L = new Array(n).fill(-1), R = new Array(n).fill(-1);
  for (let i = 1; i < n; i++) {
    let x = 0;
    for (;;) {
      if (keys[i] < keys[x]) { if (L[x] === -1) { L[x] = i; break; } x = L[x]; }
      else { if (R[x] === -1) { R[x] = i; break; } x = R[x]; }
    }
  }
  return { n, L, R, val: keys.slice() };
}
// distinct sorted keys k: min, max, 2nd min, 2nd max, ... each hanging under the previous one
function zigzag(k) {
  const n = k.length;
  const L = new Array(n).fill(-1), R = new Array(n).fill(-1), val = new Array(n);
  let a = 0, b = n - 1;
  for (let i = 0; i < n; i++) {
    val[i] = i % 2 === 0 ? k[a++] : k[b--];
    if (i + 1 < n) { if (i % 2 === 0) R[i] = i + 1; else L[i] = i + 1; }
  }
  return { n, L, R, val };
}
function balanced(k) {
  const n = k.length;
  const L = new Array(n).fill(-1), R = new Array(n).fill(-1), val = new Array(n);
  let id = 0;
  const st = [[0, n - 1, -1, 0]];
  while (st.length) {
    const [a, b, par, side] = st.pop();
    if (a > b) continue;
    const m = (a + b) >> 1;
    const me = id++;
    val[me] = k[m];
    if (par !== -1) { if (side === 0) L[par] = me; else R[par] = me; }
    st.push([a, m - 1, me, 0], [m + 1, b, me, 1]);
  }
  return { n, L, R, val };
}
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) { const j = rnd(0, i); [a[i], a[j]] = [a[j], a[i]]; }
  return a;
}
function emit(t) { const r = relabel(t.L, t.R, t.val); process.stdout.write(treeText(r, r.val)); }
const fixed = {
  1: '6\n50 1 2\n40 3 -1\n70 4 5\n20 -1 -1\n50 -1 -1\n90 -1 -1\n',
  2: '5\n50 1 2\n30 3 4\n80 -1 -1\n35 -1 -1\n40 -1 -1\n',
  3: '1\n-1000000000000000000 -1 -1\n',
  4: '5\n7 -1 1\n7 -1 2\n7 -1 3\n7 -1 4\n7 -1 -1\n',
  5: '2\n7 1 -1\n7 -1 -1\n',
  6: '4\n1000000000000000000 1 -1\n-1000000000000000000 -1 2\n999999999999999999 3 -1\n1000000000000000000 -1 -1\n',
  7: '5\n10 1 -1\n4 -1 2\n8 -1 3\n12 -1 4\n5 -1 -1\n',
};
if (fixed[caseNo]) process.stdout.write(fixed[caseNo]);
else {
  let t;
  if (caseNo === 8) {
    t = insertTree(shuffle(Array.from({ length: 2000 }, bigRnd)));
    for (let i = 0; i < 5; i++) t.val[rnd(1, t.n - 1)] = bigRnd();
  } else if (caseNo === 9) {
    t = insertTree(Array.from({ length: 5000 }, () => rnd(0, 300)));
    for (let i = 0; i < 3; i++) { const a = rnd(0, t.n - 1), b = rnd(0, t.n - 1); [t.val[a], t.val[b]] = [t.val[b], t.val[a]]; }
  } else if (caseNo === 10) {
    // the deepest tree: a zigzag chain of 5 * 10^4 drawers, two misfiled near the bottom
    const set = new Set();
    while (set.size < 50000) set.add(rnd(0, 99999));
    t = zigzag([...set].sort((a, b) => a - b));
    t.val[49990] = t.val[3];
    t.val[49997] = 99999;
  } else if (caseNo === 11) {
    t = insertTree(Array.from({ length: 10000 }, () => rnd(0, 9)).sort((a, b) => a - b));
  } else if (caseNo === 12) {
    const k = Array.from({ length: 4095 }, (_, i) => BigInt(i) * 244140625000000n - BIG);
    t = balanced(k);
    t.val[0] = BIG;
  } else if (caseNo === 13) {
    t = insertTree(Array.from({ length: 3000 }, () => 5));
    t.val[1500] = 4;
  } else if (caseNo === 14) {
    t = insertTree(shuffle(Array.from({ length: 10000 }, () => rnd(-1000000, 1000000))));
  } else if (caseNo === 15) {
    t = insertTree(shuffle(Array.from({ length: 300 }, () => rnd(-5, 5))));
    for (let i = 0; i < 20; i++) t.val[rnd(0, t.n - 1)] = rnd(-5, 5);
  } else process.exit(0);
  emit(t);
}
