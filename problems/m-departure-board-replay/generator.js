// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 7717) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(lines) { process.stdout.write(`${lines.length}\n${lines.join('\n')}\n`); }
// q lines over the given platforms; setRate is the share of `s` lines; the last line is a `g`.
function randomLog(q, platforms, vmax, setRate) {
  const lines = [];
  for (let i = 1; i <= q; i++) {
    const p = platforms[ri(0, platforms.length - 1)];
    if (i < q && rnd() < setRate) lines.push(`s ${p} ${ri(0, vmax)}`);
    else lines.push(`g ${p} ${ri(1, i)}`);
  }
  return lines;
}
const fixed = {
  1: ['s 3 7', 's 5 9', 'g 3 2', 's 3 8', 'g 3 5', 'g 5 1'],
  2: ['s 1000000000 4', 'g 1000000000 2', 's 1000000000 0', 'g 2 3', 'g 1000000000 4'],
  3: ['g 1 1'],
  4: ['s 6 1', 's 6 2', 's 6 3', 'g 6 1', 'g 6 2', 'g 6 3', 'g 6 5'],
  5: ['s 1 5', 's 2 6', 'g 1 1', 'g 2 1', 'g 2 2', 's 1 0', 'g 1 6', 'g 1 5'],
};
if (fixed[c]) out(fixed[c]);
else if (c === 6) out(randomLog(40, [1, 2, 3], 9, 0.5));
else if (c === 7) out(randomLog(2000, [7, 1000000000, 123456789, 42, 5], 1000000000, 0.5));
else if (c === 8) { const ps = []; for (let i = 0; i < 2000; i++) ps.push(ri(1, 1000000000)); out(randomLog(5000, ps, 1000000000, 0.6)); }
else if (c === 9) { const ps = []; for (let i = 0; i < 50; i++) ps.push(ri(1, 1000)); out(randomLog(20000, ps, 99, 0.5)); }
else if (c === 10) {
  // every question asks exactly about the second of a change
  const lines = [];
  const setTimes = [];
  for (let i = 1; i <= 20000; i++) {
    if (i <= 2 || rnd() < 0.5) { lines.push(`s 9 ${ri(0, 999)}`); setTimes.push(i); }
    else lines.push(`g 9 ${setTimes[ri(0, setTimes.length - 1)]}`);
  }
  lines.push('g 9 1');
  out(lines);
} else if (c === 11) {
  // many platforms, each set once, questions right before and after their change
  const lines = [];
  for (let i = 1; lines.length < 20000; i++) {
    const k = lines.length + 1;
    if (k % 3 === 1) lines.push(`s ${k} ${k % 10}`);
    else if (k % 3 === 2) lines.push(`g ${k - 1} ${k - 2 >= 1 ? k - 2 : 1}`);
    else lines.push(`g ${k - 2} ${k - 2}`);
  }
  out(lines);
} else if (c === 12) {
  // maximum q: 7.5 * 10^4 changes on one platform, then 7.5 * 10^4 questions about its first seconds
  // (worst for scanning the history from the newest change backwards)
  const lines = [];
  for (let i = 1; i <= 75000; i++) lines.push(`s 1 ${ri(0, 9)}`);
  for (let i = 1; i <= 75000; i++) lines.push(`g 1 ${ri(1, 9)}`);
  out(lines);
} else if (c === 13) {
  // questions about the latest seconds (worst for scanning from the oldest change)
  const lines = [];
  for (let i = 1; i <= 20000; i++) lines.push(`s 2 ${ri(0, 9)}`);
  for (let i = 20001; i <= 40000; i++) lines.push(`g 2 ${i - ri(0, 9)}`);
  out(lines);
}
