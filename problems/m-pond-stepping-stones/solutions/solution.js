const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
let end = 0;
let far = 0;
let jumps = 0;
let answer = null;
for (let i = 0; i < n; i++) {
  if (i > end) {
    if (far < i) { answer = -1; break; }
    jumps++;
    end = far;
  }
  far = Math.max(far, i + data[1 + i]);
}
console.log(String(answer === null ? jumps : answer));
