const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// field[i][j] is the colour of the plot in row i, column j (field is an array of strings).
// Return, for every question [i, j] in order, the size of the patch containing that plot.
// A patch can be a snake of 10^5 plots: avoid deep recursion.
function patchSizes(field, questions) {
  // TODO: write your solution here
  return questions.map(() => 0);
}

let pos = 0;
const r = Number(tokens[pos++]);
pos++; // c: the length of every row
const field = tokens.slice(pos, pos + r);
pos += r;
const q = Number(tokens[pos++]);
const questions = [];
for (let k = 0; k < q; k++) questions.push([Number(tokens[pos + 2 * k]), Number(tokens[pos + 2 * k + 1])]);
console.log(patchSizes(field, questions).join(' '));
