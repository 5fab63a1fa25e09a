// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports; big bounds are built as digit strings.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 8191) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
const MAX = 1000000000000000000n;
// a random number of 1..len digits, digits drawn from `alphabet`
function num(len, alphabet) {
  let t = String(ri(1, 9));
  const k = ri(1, len);
  for (let i = 1; i < k; i++) t += alphabet[ri(0, alphabet.length - 1)];
  return BigInt(t);
}
function pair(a, b) { return a <= b ? [a, b] : [b, a]; }
function out(qs) { process.stdout.write(`${qs.length}\n${qs.map(([l, r]) => `${l} ${r}`).join('\n')}\n`); }
const fixed = {
  1: [[1n, 100n], [10n, 13n], [7n, 7n]],
  2: [[98n, 1000n]],
  3: [[1n, 1n]],
  4: [[1n, MAX]],
  5: [[1130n, 1130n], [1n, 1130n], [112n, 2000n], [MAX, MAX], [999999999999999999n, MAX], [11n, 11n], [1n, 9n], [10n, 99n]],
};
if (fixed[c]) out(fixed[c]);
else if (c === 6) { const qs = []; for (let i = 0; i < 100; i++) qs.push(pair(BigInt(ri(1, 1000)), BigInt(ri(1, 1000)))); out(qs); }
else if (c === 7) { const qs = []; for (let i = 0; i < 1000; i++) qs.push(pair(num(18, '0123456789'), num(18, '0123456789'))); out(qs); }
else if (c === 8) {
  // bounds full of repeated digits: the prefix walk must stop at the first repeat
  const qs = []; for (let i = 0; i < 1000; i++) qs.push(pair(num(18, '0011'), num(18, '1122'))); out(qs);
} else if (c === 9) {
  // L = R, clear and unclear single numbers
  const qs = []; for (let i = 0; i < 1000; i++) { const x = num(18, i % 2 ? '0123456789' : '01'); qs.push([x, x]); } out(qs);
} else if (c === 10) {
  // ranges that end at 10^18 or start at 1
  const qs = []; for (let i = 0; i < 1000; i++) qs.push(i % 2 ? [num(18, '0123456789'), MAX] : [1n, num(18, '0123456789')]); out(qs);
} else if (c === 11) { const qs = []; for (let i = 0; i < 50; i++) qs.push(pair(BigInt(ri(1, 300000)), BigInt(ri(1, 300000)))); out(qs); }
else if (c === 12) {
  // maximum: 1000 questions over the whole range
  const qs = []; for (let i = 0; i < 1000; i++) qs.push([BigInt(ri(1, 9)), MAX - BigInt(ri(0, 9))]); out(qs);
}
