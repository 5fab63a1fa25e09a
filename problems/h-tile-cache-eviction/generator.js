// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 6007 + 29;
function out(c, ops) { process.stdout.write(`${c} ${ops.length}\n${ops.join('\n')}\n`); }
function randomOps(q, keyMax, valMax, getRatio) {
  const ops = [];
  for (let i = 0; i < q; i++) {
    if (rnd() < getRatio) ops.push(`get ${ri(0, keyMax)}`);
    else ops.push(`put ${ri(0, keyMax)} ${ri(0, valMax)}`);
  }
  ops.push(`get ${ri(0, keyMax)}`);
  return ops;
}
const cases = {
  1: () => out(2, ['put 1 100', 'put 2 200', 'get 1', 'put 3 300', 'get 2', 'put 1 111', 'put 4 400', 'get 3', 'get 1']),
  2: () => out(1, ['put 5 0', 'get 5', 'put 6 7', 'get 5']),
  3: () => out(3, ['get 42']),
  4: () => out(100000, ['put 1000000000 1000000000', 'put 0 0', 'get 1000000000', 'get 0', 'get 7']),
  5: () => out(2, ['put 1 1', 'put 1 2', 'put 1 3', 'put 2 4', 'put 3 5', 'get 1', 'get 2', 'get 3']),
  6: () => out(2, ['put 1 1', 'put 2 2', 'put 1 10', 'put 3 3', 'get 1', 'get 2', 'get 3']),
  7: () => out(3, ['put 1 1', 'put 2 2', 'put 3 3', 'get 9', 'put 4 4', 'get 1', 'get 2', 'get 3', 'get 4']),
  8: () => out(1, randomOps(40, 3, 9, 0.5)),
  9: () => out(4, randomOps(300, 8, 100, 0.5)),
  10: () => out(50, randomOps(5000, 120, 1000000000, 0.4)),
  11: () => out(1000, randomOps(20000, 3000, 1000000, 0.5)),
  // maximum size: large capacity, many distinct keys
  12: () => out(50000, randomOps(69999, 99999, 99, 0.5)),
  // 35000 tiles, then 35000 reads of random ones: every read moves a tile to the front, so a list
  // searched linearly is soon in no order at all in memory and each search chases cold pointers
  13: () => { const ops = []; for (let i = 0; i < 35000; i++) ops.push(`put ${i} ${i % 10}`); for (let i = 0; i < 35000; i++) ops.push(`get ${ri(0, 34999)}`); out(100000, ops); },
  14: () => { const ops = []; for (let i = 0; i < 5000; i++) ops.push(`put ${i + 10} 1`, `get ${i}`); out(10, ops); },
};
if (!cases[t]) process.exit(1);
cases[t]();
