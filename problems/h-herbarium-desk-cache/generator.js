// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const cs = Number(process.argv[2]);
let s = (cs * 2654435761 + 8080) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(c, ops) { process.stdout.write(`${c} ${ops.length}\n${ops.join('\n')}\n`); }
function randomOps(q, keyMax, valMax, getRatio) {
  const ops = [];
  for (let i = 0; i < q - 1; i++) {
    if (rnd() < getRatio) ops.push(`get ${ri(0, keyMax)}`);
    else ops.push(`put ${ri(0, keyMax)} ${ri(0, valMax)}`);
  }
  ops.push(`get ${ri(0, keyMax)}`);
  return ops;
}
// skewed keys: small keys are far more popular, so counts differ a lot
function skewedOps(q, keyMax, valMax, getRatio) {
  const ops = [];
  const key = () => Math.floor(keyMax * Math.pow(rnd(), 3));
  for (let i = 0; i < q - 1; i++) {
    if (rnd() < getRatio) ops.push(`get ${key()}`);
    else ops.push(`put ${key()} ${ri(0, valMax)}`);
  }
  ops.push(`get ${key()}`);
  return ops;
}
const fixed = {
  1: [2, ['put 1 10', 'put 2 20', 'get 1', 'put 3 30', 'get 2', 'get 3', 'put 4 40', 'get 1', 'get 3', 'get 4']],
  2: [1, ['put 7 0', 'get 7', 'put 8 5', 'get 7', 'get 8']],
  3: [2, ['put 1 1', 'put 2 2', 'put 1 11', 'put 3 3', 'get 2', 'get 1', 'get 3']],
  4: [5, ['get 0']],
  5: [2, ['put 5 1', 'get 5', 'get 5', 'put 6 2', 'put 7 3', 'get 6', 'put 6 4', 'get 7', 'get 5', 'put 8 8', 'get 6', 'get 5']],
  6: [100000, ['put 1000000000 1000000000', 'put 0 0', 'get 1000000000', 'get 0', 'get 1']],
  7: [3, ['put 1 1', 'put 2 2', 'put 3 3', 'get 3', 'get 2', 'get 1', 'put 4 4', 'get 3', 'get 4', 'put 5 5', 'get 1', 'get 2', 'get 4', 'get 5']],
};
if (fixed[cs]) out(...fixed[cs]);
else if (cs === 8) out(2, randomOps(40, 4, 9, 0.5));
else if (cs === 9) out(5, skewedOps(400, 12, 99, 0.5));
else if (cs === 10) out(60, skewedOps(6000, 400, 1000000000, 0.45));
else if (cs === 11) out(800, skewedOps(10000, 3000, 1000, 0.5));
else if (cs === 12) {
  // maximum q: the drawer fills with 39999 sheets, then every put brings a new sheet and evicts one
  // (the scanning drawer's worst case)
  const c = 39999;
  const ops = [];
  for (let i = 0; i < c; i++) ops.push(`put ${i} ${i % 10}`);
  for (let i = 0; i < 40000; i++) ops.push(`put ${c + i} ${i % 10}`);
  ops.push('get 79998');
  out(c, ops);
} else if (cs === 13) {
  // capacity larger than the number of distinct keys: nothing is ever evicted
  out(100000, randomOps(6000, 2000, 99, 0.5));
} else if (cs === 14) {
  // many updates of cached sheets (each one is a use) mixed with fresh sheets
  const ops = [];
  for (let i = 0; i < 12000; i++) {
    const r = rnd();
    if (r < 0.4) ops.push(`put ${ri(0, 30)} ${ri(0, 9)}`);
    else if (r < 0.6) ops.push(`put ${ri(31, 100000)} ${ri(0, 9)}`);
    else ops.push(`get ${ri(0, 40)}`);
  }
  ops.push('get 3');
  out(20, ops);
}
