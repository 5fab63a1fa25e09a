const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const MOD = 1000000007;
const N = 1000000;

// a * b mod MOD for a, b < MOD < 2^30, exact with doubles: split b into 15-bit halves.
function mul(a, b) {
  const hi = Math.floor(b / 32768);
  const lo = b % 32768;
  return (((a * hi) % MOD) * 32768 + a * lo) % MOD;
}
function power(b, e) {
  let r = 1;
  while (e > 0) {
    if (e % 2 === 1) r = mul(r, b);
    b = mul(b, b);
    e = Math.floor(e / 2);
  }
  return r;
}

const fact = new Float64Array(N + 1);
const inv = new Float64Array(N + 1);
fact[0] = 1;
for (let i = 1; i <= N; i++) fact[i] = (fact[i - 1] * i) % MOD; // fact < 2^30, i <= 2^20: exact
inv[N] = power(fact[N], MOD - 2);
for (let i = N; i > 0; i--) inv[i - 1] = (inv[i] * i) % MOD;
const choose = (n, k) => mul(mul(fact[n], inv[k]), inv[n - k]);

const q = data[0];
const out = [];
for (let t = 0; t < q; t++) {
  const x = data[1 + 4 * t];
  const y = data[2 + 4 * t];
  const u = data[3 + 4 * t];
  const v = data[4 + 4 * t];
  out.push(u <= x && v <= y ? mul(choose(u + v, u), choose(x - u + y - v, x - u)) : 0);
}
console.log(out.join('\n'));
