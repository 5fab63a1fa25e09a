// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 3301) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(ops) { process.stdout.write(`${ops.length}\n${ops.join('\n')}\n`); }
function randomOps(q, hi, weights) {
  // weights: [sale, void, repeat, total]
  const sum = weights.reduce((a, b) => a + b, 0);
  const ops = [];
  for (let i = 0; i < q - 1; i++) {
    let r = rnd() * sum;
    if ((r -= weights[0]) < 0) ops.push(`+ ${ri(1, hi)}`);
    else if ((r -= weights[1]) < 0) ops.push('-');
    else if ((r -= weights[2]) < 0) ops.push('*');
    else ops.push('?');
  }
  ops.push('?');
  return ops;
}
const fixed = {
  1: ['+ 4', '+ 10', '?', '*', '?', '-', '?', '+ 3', '*', '?'],
  2: ['-', '*', '?', '+ 1000000000', '*', '*', '?'],
  3: ['+ 4', '+ 10', '*', '-', '-', '?', '*', '?'],
  4: ['?'],
  5: ['+ 7', '-', '-', '-', '?', '*', '?', '+ 2', '?'],
  6: ['+ 5', '+ 6', '+ 7', '-', '-', '-', '-', '?', '+ 1', '*', '*', '-', '?'],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(randomOps(60, 9, [3, 2, 1, 2]));
else if (c === 8) out(randomOps(2000, 100, [3, 3, 1, 2]));
else if (c === 9) out(randomOps(20000, 1000000000, [4, 2, 2, 2]));
else if (c === 10) {
  // a long run of repeats of the maximum amount: the total grows to 10^14
  const ops = ['+ 1000000000'];
  for (let i = 0; i < 99998; i++) ops.push('*');
  ops.push('?');
  out(ops);
} else if (c === 11) {
  // build up, then void everything one line at a time while asking for the total
  const ops = [];
  for (let i = 0; i < 20000; i++) ops.push(`+ ${ri(1, 999)}`);
  for (let i = 0; i < 20001; i++) { ops.push('-'); ops.push('?'); }
  out(ops);
} else if (c === 12) {
  // maximum q: 1.2 * 10^5 live lines, then 8 * 10^4 totals (worst for summing the tape per total)
  const ops = [];
  for (let i = 0; i < 120000; i++) ops.push(`+ ${ri(1, 9)}`);
  for (let i = 0; i < 80000; i++) ops.push('?');
  out(ops);
} else if (c === 13) out(randomOps(40000, 9, [3, 3, 2, 2]));
else if (c === 14) {
  // many cheap keys that keep the tape short
  const ops = [];
  for (let i = 0; i < 59999; i++) ops.push(i % 3 === 0 ? '+ 1' : i % 3 === 1 ? '*' : '-');
  ops.push('?');
  out(ops);
}
