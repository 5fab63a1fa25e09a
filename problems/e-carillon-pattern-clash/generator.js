// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 4099) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
const TOP = 1048575;
const fixed = {
  1: [5, 3, 6],
  2: [7, 7, 0, 8],
  3: [0],
  4: [TOP],
  5: [0, TOP],
  6: [524288, 0, 524288, 524288],
  7: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144, 524288],
};
const list = (n, f) => Array.from({ length: n }, f);
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(list(200, () => ri(0, 15)));
else if (c === 9) out(list(3000, () => ri(0, TOP)));
else if (c === 10) out(list(100000, () => ri(0, TOP))); // maximum n, full 20-bit values
else if (c === 11) out(list(100000, (_, i) => (i % 2 === 0 ? 0 : TOP))); // the largest possible answer
else if (c === 12) out(list(100000, () => 9)); // all equal: 0
else if (c === 13) out(list(60000, () => (ri(0, 1) ? 524288 : 0) | ri(0, 7)));
else if (c === 14) out(list(2, () => ri(0, TOP)));
