// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (qs) => process.stdout.write(`${qs.length}\n${qs.map(([l, r]) => `${l} ${r}\n`).join('')}`);
const N = 5000000;
const fixed = {
  1: [[2, 10], [10, 20], [24, 28]],
  2: [[97, 97], [100, 100], [90, 110]],
  3: [[1, 1]],
  4: [[1, 2], [2, 2], [1, 3], [4, 4]],
  5: [[1, N]],
  6: [[N, N], [4999999, 5000000], [4999963, 4999963], [4999900, N]],
  7: [[1, 100], [1, 1000], [1, 10000], [1, 100000], [1, 1000000]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) {
  // short trips, many starting at 1 or at a prime
  const qs = [];
  for (let i = 0; i < 2000; i++) {
    const l = rnd() < 0.3 ? 1 : ri(1, 200);
    qs.push([l, l + ri(0, 30)]);
  }
  out(qs);
} else if (c === 9) {
  const qs = [];
  for (let i = 0; i < 5000; i++) {
    const a = ri(1, 1000000);
    const b = ri(1, 1000000);
    qs.push([Math.min(a, b), Math.max(a, b)]);
  }
  out(qs);
} else if (c === 10) {
  // one-milepost trips everywhere
  const qs = [];
  for (let i = 0; i < 8000; i++) {
    const x = ri(1, N);
    qs.push([x, x]);
  }
  out(qs);
} else if (c === 11) {
  // random trips
  const qs = [];
  for (let i = 0; i < 15000; i++) {
    const a = ri(1, N);
    const b = ri(1, N);
    qs.push([Math.min(a, b), Math.max(a, b)]);
  }
  out(qs);
} else if (c === 12) {
  // maximum q, every trip nearly the whole line
  const qs = [];
  for (let i = 0; i < 50000; i++) qs.push([ri(1, 99), ri(N - 999, N)]);
  out(qs);
} else if (c === 13) {
  // small bound only: the largest r is small
  const qs = [];
  for (let i = 0; i < 1000; i++) {
    const a = ri(1, 50);
    const b = ri(1, 50);
    qs.push([Math.min(a, b), Math.max(a, b)]);
  }
  out(qs);
}
