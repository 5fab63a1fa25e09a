// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 5555) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, w, msgs) { process.stdout.write(`${k} ${w} ${msgs.length}\n${msgs.map((m) => `${m[0]} ${m[1]}`).join('\n')}\n`); }
function name(len) { let r = ''; for (let i = 0; i < len; i++) r += String.fromCharCode(97 + ri(0, 25)); return r; }
function randomLog(q, ships, maxGap) {
  const names = [];
  for (let i = 0; i < ships; i++) names.push(name(ri(1, 8)));
  const msgs = [];
  let t = ri(0, 5);
  for (let i = 0; i < q; i++) {
    t += ri(0, maxGap);
    msgs.push([t, names[ri(0, ships - 1)]]);
  }
  return msgs;
}
const fixed = {
  1: [2, 10, [[1, 'ana'], [3, 'bo'], [4, 'ana'], [8, 'ana'], [12, 'ana'], [13, 'bo'], [15, 'ana']]],
  2: [1, 5, [[0, 'x'], [2, 'x'], [4, 'x'], [6, 'x'], [6, 'y']]],
  3: [1, 5, [[0, 'a'], [5, 'a'], [9, 'a'], [10, 'a']]],
  4: [1, 1, [[1000000000, 'zzzzzzzz']]],
  5: [3, 1000000000, [[0, 'p'], [0, 'p'], [0, 'p'], [0, 'p'], [999999999, 'p'], [1000000000, 'p'], [1000000000, 'p']]],
  6: [2, 3, [[7, 'a'], [7, 'b'], [7, 'a'], [7, 'b'], [7, 'a'], [8, 'b'], [10, 'a'], [10, 'a'], [10, 'a']]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 7) out(2, 4, randomLog(40, 3, 2));
else if (c === 8) out(3, 20, randomLog(2000, 10, 3));
else if (c === 9) out(3, 1000, randomLog(8000, 20, 30));
else if (c === 10) {
  // maximum q: one ship with a huge quota that it keeps hitting (the naive recount's worst case)
  const msgs = [];
  for (let i = 0; i < 200000; i++) msgs.push([Math.floor(i / 20000), 'a']);
  out(80000, 1000000000, msgs);
} else if (c === 11) {
  // wide times, gaps around the window length
  const msgs = randomLog(8000, 30, 200000);
  out(2, 5000000, msgs);
} else if (c === 12) {
  // k = q: everything is forwarded
  out(3000, 1, randomLog(3000, 5, 0));
} else if (c === 13) {
  // many ships with long call signs, bursts at equal times hitting the boundary t - s = w
  const names = [];
  for (let i = 0; i < 500; i++) names.push(name(8));
  const msgs = [];
  for (let i = 0; i < 10000; i++) msgs.push([10 * Math.floor(i / 50), names[ri(0, 499)]]);
  out(2, 10, msgs);
}
