'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Multi-source BFS from all springs at once; the answer is the largest distance to a soil plot.
function minutesToSoak(grid) {
  const r = grid.length;
  const c = grid[0].length;
  const dist = new Int32Array(r * c).fill(-1);
  const q = new Int32Array(r * c);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if (grid[i][j] === 'S') {
        dist[i * c + j] = 0;
        q[tail++] = i * c + j;
      }
    }
  }
  const di = [-1, 1, 0, 0];
  const dj = [0, 0, -1, 1];
  while (head < tail) {
    const cur = q[head++];
    const i = Math.floor(cur / c);
    const j = cur - i * c;
    for (let d = 0; d < 4; d++) {
      const ni = i + di[d];
      const nj = j + dj[d];
      if (ni < 0 || nj < 0 || ni >= r || nj >= c) continue;
      if (grid[ni][nj] === '#' || dist[ni * c + nj] !== -1) continue;
      dist[ni * c + nj] = dist[cur] + 1;
      q[tail++] = ni * c + nj;
    }
  }
  let best = 0;
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if (grid[i][j] === '.') {
        if (dist[i * c + j] === -1) return -1;
        if (dist[i * c + j] > best) best = dist[i * c + j];
      }
    }
  }
  return best;
}

const tokens = data.split(/\s+/).filter((s) => s.length > 0);
const r = Number(tokens[0]);
const grid = tokens.slice(2, 2 + r);
process.stdout.write(`${minutesToSoak(grid)}\n`);
