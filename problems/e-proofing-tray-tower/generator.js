// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 4242) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(ops) { process.stdout.write(`${ops.length}\n${ops.join('\n')}\n`); }
function randomOps(q, lo, hi, pushRate) {
  const ops = [];
  for (let i = 0; i < q - 1; i++) {
    const r = rnd();
    if (r < pushRate) ops.push(`push ${ri(lo, hi)}`);
    else ops.push(['pop', 'top', 'min', 'min'][ri(0, 3)]);
  }
  ops.push('min');
  return ops;
}
const fixed = {
  1: ['push 5', 'push 2', 'min', 'push 7', 'top', 'min', 'pop', 'pop', 'min', 'top'],
  2: ['pop', 'push -4', 'push 9', 'min', 'pop', 'pop', 'min', 'top'],
  3: ['push 3', 'push 3', 'pop', 'min', 'pop', 'min'],
  4: ['min'],
  5: ['push 1000000000', 'push -1000000000', 'min', 'push -1000000000', 'pop', 'min', 'pop', 'min', 'top'],
  6: ['push 0', 'push 0', 'push 0', 'min', 'pop', 'min', 'pop', 'min', 'pop', 'min', 'pop', 'top'],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(randomOps(40, -3, 3, 0.5));
else if (c === 8) out(randomOps(1000, -20, 20, 0.55));
else if (c === 9) out(randomOps(6000, -1000000000, 1000000000, 0.6));
else if (c === 10) {
  // descending pushes, then pops and mins: the minimum changes after every pop
  const ops = [];
  for (let i = 0; i < 5000; i++) ops.push(`push ${10000 - 2 * i}`);
  for (let i = 0; i < 5000; i++) { ops.push('min'); ops.push('pop'); }
  ops.push('min');
  out(ops);
} else if (c === 11) {
  // the tower keeps running empty
  const ops = [];
  for (let i = 0; i < 3000; i++) {
    const r = ri(0, 3);
    if (r === 0) ops.push(`push ${ri(-9, 9)}`);
    else ops.push(['pop', 'top', 'min'][r - 1]);
  }
  ops.push('top');
  out(ops);
} else if (c === 12) {
  // maximum q: a tower of 40000 trays, then 160000 minimum questions (the naive scan's worst case)
  const ops = [];
  for (let i = 0; i < 40000; i++) ops.push(`push ${ri(1, 9)}`);
  for (let i = 0; i < 160000; i++) ops.push('min');
  out(ops);
} else if (c === 13) {
  // repeated minimum values pushed and popped in waves
  const ops = [];
  for (let w = 0; w < 200; w++) {
    for (let i = 0; i < 20; i++) ops.push(`push ${ri(0, 2)}`);
    for (let i = 0; i < 19; i++) { ops.push('pop'); ops.push('min'); }
  }
  out(ops);
}
