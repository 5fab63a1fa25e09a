// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 5557) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(ops) { process.stdout.write(`${ops.length}\n${ops.join('\n')}\n`); }
function randomOps(q, xmax, kmax, visitRate) {
  const ops = [];
  for (let i = 0; i < q - 1; i++) {
    const r = rnd();
    if (r < visitRate) ops.push(`v ${ri(1, xmax)}`);
    else ops.push(`${r < visitRate + (1 - visitRate) / 2 ? 'b' : 'f'} ${ri(1, kmax)}`);
  }
  ops.push(`b ${ri(1, kmax)}`);
  return ops;
}
const fixed = {
  1: ['v 4', 'v 9', 'v 2', 'b 2', 'f 1', 'b 5', 'f 10'],
  2: ['v 3', 'v 5', 'b 1', 'v 8', 'f 1', 'b 1'],
  3: ['b 1'],
  4: ['f 1000000000', 'b 1000000000'],
  5: ['v 7', 'v 7', 'v 7', 'b 1', 'b 1', 'v 1000000000', 'f 5', 'b 1000000000', 'f 1000000000'],
  6: ['v 1', 'v 2', 'v 3', 'v 4', 'b 3', 'v 9', 'f 2', 'b 1', 'f 1', 'f 1'],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(randomOps(50, 5, 3, 0.4));
else if (c === 8) out(randomOps(3000, 20, 10, 0.4));
else if (c === 9) out(randomOps(20000, 1000000000, 1000000000, 0.5));
else if (c === 10) out(randomOps(20000, 9, 40, 0.35));
else if (c === 11) {
  // a long history, a jump back to the middle, a visit that cuts it, and forward jumps that must stop
  const ops = [];
  for (let i = 0; i < 30000; i++) ops.push(`v ${ri(1, 99)}`);
  ops.push('b 15000', 'v 5', 'f 1000000000', 'b 1', 'f 2');
  for (let i = 0; i < 10000; i++) ops.push(i % 2 ? `f ${ri(1, 9)}` : `b ${ri(1, 9)}`);
  out(ops);
} else if (c === 12) {
  // 6 * 10^4 visits, then 8 * 10^4 jumps from one end of the history to the other
  // (worst for walking the history entry by entry)
  const ops = [];
  for (let i = 0; i < 60000; i++) ops.push(`v ${ri(1, 9)}`);
  for (let i = 0; i < 80000; i++) ops.push(i % 2 ? 'f 60000' : 'b 60000');
  out(ops);
} else if (c === 13) {
  // many short presses
  const ops = [];
  for (let i = 0; i < 60000; i++) ops.push(i % 3 === 0 ? `v ${ri(1, 9)}` : `${i % 3 === 1 ? 'b' : 'f'} ${ri(1, 3)}`);
  out(ops);
}
