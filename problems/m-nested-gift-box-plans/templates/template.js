const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return an array of all packing plans of n boxes (balanced strings of n '(' and n ')') in
// lexicographic order, '(' before ')'. Tip: backtracking that tries '(' first.
function allPlans(n) {
  // TODO: write your solution here
  return [];
}

const plans = allPlans(tok[0]);
const out = [String(plans.length)];
for (let i = 0; i < tok[1]; i++) out.push(plans[tok[2 + i] - 1] ?? '?');
process.stdout.write(`${out.join('\n')}\n`);
