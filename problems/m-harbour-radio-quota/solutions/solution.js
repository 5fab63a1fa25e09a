const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/);
const k = Number(tokens[0]);
const w = Number(tokens[1]);
const q = Number(tokens[2]);
// per ship: an array of forwarded times and the index of its front
const queues = new Map();
const out = new Array(q);
for (let i = 0; i < q; i++) {
  const t = Number(tokens[3 + 2 * i]);
  const name = tokens[4 + 2 * i];
  let dq = queues.get(name);
  if (dq === undefined) {
    dq = { times: [], head: 0 };
    queues.set(name, dq);
  }
  while (dq.head < dq.times.length && t - dq.times[dq.head] >= w) dq.head++;
  if (dq.times.length - dq.head < k) {
    dq.times.push(t);
    out[i] = 'A';
  } else {
    out[i] = 'D';
  }
}
process.stdout.write(out.join('') + '\n');
