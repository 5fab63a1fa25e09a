const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// rules[r] = [u, v]: step u must come before step v (rule number r + 1).
// plan lists all n steps in the apprentice's order.
// Return 0 if the plan respects every rule, else the smallest (1-based) number of a broken rule.
function firstBrokenRule(n, rules, plan) {
  // TODO: write your solution here
  return 0;
}

const n = tokens[0];
const m = tokens[1];
const rules = [];
for (let i = 0; i < m; i++) rules.push([tokens[2 + 2 * i], tokens[3 + 2 * i]]);
const plan = tokens.slice(2 + 2 * m, 2 + 2 * m + n);
const r = firstBrokenRule(n, rules, plan);
console.log(r === 0 ? 'YES' : `NO ${r}`);
