const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const a = new Float64Array(data.slice(1, 1 + n));
const q = data[1 + n];
function bound(x, strict) {
  let l = 0;
  let r = n;
  while (l < r) {
    const m = (l + r) >> 1;
    if (strict ? a[m] > x : a[m] >= x) r = m;
    else l = m + 1;
  }
  return l;
}
const out = [];
for (let j = 0; j < q; j++) {
  const x = data[2 + n + j];
  const lo = bound(x, false);
  const hi = bound(x, true);
  out.push(lo === hi ? '-1 -1' : `${lo} ${hi - 1}`);
}
process.stdout.write(out.join('\n') + '\n');
