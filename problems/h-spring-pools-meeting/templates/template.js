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

// parent[i] is the pool that feeds pool i (any number); parent[0] = -1 for the spring.
// questions is an array of [u, v]. For every question return [the pool where the waters to u
// and v part, the number of channels on the route between u and v].
function meetingPools(n, parent, questions) {
  // TODO: write your solution here
  return questions.map(() => [0, 0]);
}

const n = nextInt();
const q = nextInt();
const parent = new Int32Array(n);
parent[0] = -1;
for (let i = 1; i < n; i++) parent[i] = nextInt();
const questions = new Array(q);
for (let i = 0; i < q; i++) questions[i] = [nextInt(), nextInt()];
const ans = meetingPools(n, parent, questions);
process.stdout.write(ans.map(([w, d]) => `${w} ${d}\n`).join(''));
