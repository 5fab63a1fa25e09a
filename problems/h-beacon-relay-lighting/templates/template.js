const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c === 45 || (c >= 48 && c <= 57)) break;
    pos++;
  }
  let neg = false;
  if (data.charCodeAt(pos) === 45) {
    neg = true;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return neg ? -r : r;
}

// value[i] is the score of lighting beacon i; children[i] lists the beacons that receive their
// signal from beacon i (beacon 0 is the root). Return [the largest score of a set of lit
// beacons with no two directly linked, the number of sets reaching it modulo 10^9 + 7]. Scores
// stay below 2^53 (exact numbers); products of counts do not: use BigInt or split them. The
// relay can be a line of 5 * 10^4 beacons: avoid deep recursion.
function lightBeacons(n, value, children) {
  // TODO: write your solution here
  return [0, 0];
}

const n = nextInt();
const value = new Array(n);
for (let i = 0; i < n; i++) value[i] = nextInt();
const children = Array.from({ length: n }, () => []);
for (let i = 1; i < n; i++) children[nextInt()].push(i);
const ans = lightBeacons(n, value, children);
console.log(`${ans[0]} ${ans[1]}`);
