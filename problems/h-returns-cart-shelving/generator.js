// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 2203) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(ev) { process.stdout.write(`${ev.length}\n${ev.join('\n')}\n`); }
function randomEvents(q, titles, dropRate) {
  const ev = [];
  for (let i = 0; i < q - 1; i++) ev.push(rnd() < dropRate ? `+ ${titles[ri(0, titles.length - 1)]}` : '-');
  ev.push('-');
  return ev;
}
const fixed = {
  1: ['+ 5', '+ 7', '+ 5', '+ 7', '+ 4', '+ 5', '-', '-', '-', '+ 9', '-'],
  2: ['-', '+ 3', '+ 9', '-', '-', '-'],
  3: ['+ 2', '+ 8', '+ 2', '+ 8', '-', '-', '-', '-', '-'],
  4: ['+ 1000000000', '+ 1', '+ 1000000000', '+ 1', '+ 1', '-', '-', '-', '+ 1000000000', '-', '-', '-'],
  5: ['-'],
  6: ['+ 4', '+ 4', '+ 4', '-', '+ 6', '-', '-', '+ 6', '+ 6', '-', '-', '-', '-', '-'],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(randomEvents(60, [1, 2, 3], 0.6));
else if (c === 8) out(randomEvents(3000, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.55));
else if (c === 9) { const ts = []; for (let i = 0; i < 300; i++) ts.push(ri(1, 1000000000)); out(randomEvents(15000, ts, 0.6)); }
else if (c === 10) {
  // one title dominates: its count climbs to 40000, then everything is shelved
  const ev = [];
  for (let i = 0; i < 40000; i++) ev.push(i % 4 === 3 ? `+ ${ri(2, 9)}` : '+ 1');
  for (let i = 0; i < 40001; i++) ev.push('-');
  out(ev);
} else if (c === 11) {
  // many distinct titles, each once: shelving is plain stack order
  const ev = [];
  for (let i = 0; i < 10000; i++) ev.push(`+ ${1000000000 - i * 7}`);
  for (let i = 0; i < 10000; i++) ev.push('-');
  out(ev);
} else if (c === 12) {
  // maximum q: 10^5 drops over a few titles, then 10^5 shelvings (worst for recounting the pile)
  const ev = [];
  for (let i = 0; i < 100000; i++) ev.push(`+ ${ri(1, 9)}`);
  for (let i = 0; i < 100000; i++) ev.push('-');
  out(ev);
} else if (c === 13) out(randomEvents(60000, [1, 2, 3, 4, 5, 6, 7], 0.55));
