'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Flood from every water cell on the border: that water drains. The water left unvisited forms
// the rock pools; a second flood fill counts them. Returns [pools, cells].
function rockPools(r, c, grid) {
  const seen = new Uint8Array(r * c);
  const stack = new Int32Array(r * c);
  const water = (i, j) => grid[i].charCodeAt(j) === 46;
  const flood = (start) => {
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let size = 0;
    while (top > 0) {
      const x = stack[--top];
      size++;
      const i = (x / c) | 0;
      const j = x - i * c;
      if (i > 0 && !seen[x - c] && water(i - 1, j)) { seen[x - c] = 1; stack[top++] = x - c; }
      if (i + 1 < r && !seen[x + c] && water(i + 1, j)) { seen[x + c] = 1; stack[top++] = x + c; }
      if (j > 0 && !seen[x - 1] && water(i, j - 1)) { seen[x - 1] = 1; stack[top++] = x - 1; }
      if (j + 1 < c && !seen[x + 1] && water(i, j + 1)) { seen[x + 1] = 1; stack[top++] = x + 1; }
    }
    return size;
  };
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if ((i === 0 || j === 0 || i === r - 1 || j === c - 1) && water(i, j) && !seen[i * c + j]) flood(i * c + j);
    }
  }
  let pools = 0;
  let cells = 0;
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if (water(i, j) && !seen[i * c + j]) {
        pools++;
        cells += flood(i * c + j);
      }
    }
  }
  return [pools, cells];
}

const t = data.split(/\s+/).filter((s) => s.length > 0);
const r = Number(t[0]);
const c = Number(t[1]);
const grid = t.slice(2, 2 + r);
process.stdout.write(`${rockPools(r, c, grid).join(' ')}\n`);
