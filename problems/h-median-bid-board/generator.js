// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports. Withdrawals always name a standing bid.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 2024) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(ev) { process.stdout.write(`${ev.length}\n${ev.join('\n')}\n`); }
// random log: pAdd / pDel / rest queries, values from val()
function randomLog(q, pAdd, pDel, val) {
  const standing = [];
  const ev = [];
  for (let i = 0; i < q - 1; i++) {
    const r = rnd();
    if (r < pAdd || (r < pAdd + pDel && standing.length === 0)) {
      const x = val(); standing.push(x); ev.push(`+ ${x}`);
    } else if (r < pAdd + pDel) {
      const j = ri(0, standing.length - 1);
      const x = standing[j]; standing[j] = standing[standing.length - 1]; standing.pop();
      ev.push(`- ${x}`);
    } else ev.push('?');
  }
  ev.push('?');
  return ev;
}
const fixed = {
  1: ['+ 5', '+ 1', '?', '+ 9', '?', '- 5', '?', '+ 5', '+ 5', '?'],
  2: ['?', '+ -3', '+ -3', '?', '- -3', '?', '- -3', '?'],
  3: ['+ 1', '+ 2', '+ 3', '+ 4', '+ 5', '- 1', '- 2', '?', '- 5', '- 4', '?', '+ 0', '?'],
  4: ['?'],
  5: ['+ 1000000000', '+ -1000000000', '?', '+ 1000000000', '?', '- -1000000000', '?', '- 1000000000', '?'],
  6: ['+ 7', '+ 7', '+ 7', '- 7', '?', '+ 6', '+ 8', '?', '- 7', '?', '- 7', '?'],
};
if (fixed[c]) out(fixed[c]);
else if (c === 7) out(randomLog(40, 0.45, 0.25, () => ri(-4, 4)));
else if (c === 8) out(randomLog(2000, 0.4, 0.3, () => ri(-50, 50)));
else if (c === 9) out(randomLog(10000, 0.4, 0.3, () => ri(-1000000000, 1000000000)));
else if (c === 10) {
  // maximum q: 8 * 10^4 bids, 2 * 10^4 withdrawals, 10^5 questions (the per-question selection's worst case)
  const standing = [];
  const ev = [];
  for (let i = 0; i < 80000; i++) { const x = ri(0, 9); standing.push(x); ev.push(`+ ${x}`); }
  for (let i = 0; i < 120000; i++) {
    if (i % 6 === 0) {
      const j = ri(0, standing.length - 1);
      const x = standing[j]; standing[j] = standing[standing.length - 1]; standing.pop();
      ev.push(`- ${x}`);
    } else ev.push('?');
  }
  out(ev);
} else if (c === 11) {
  // increasing bids, then withdrawals from the bottom: the halves must keep shifting
  const ev = [];
  for (let i = 1; i <= 8000; i++) ev.push(`+ ${i}`);
  for (let i = 1; i <= 7999; i++) { ev.push(`- ${i}`); if (i % 3 === 0) ev.push('?'); }
  ev.push('?');
  out(ev);
} else if (c === 12) {
  // withdrawals from the top, many equal values
  const ev = [];
  for (let i = 0; i < 20000; i++) ev.push(`+ ${i % 7 === 0 ? 1000 : ri(1, 3)}`);
  for (let i = 0; i < 2857; i++) { ev.push('- 1000'); ev.push('?'); }
  out(ev);
} else if (c === 13) {
  // the board empties and refills
  const ev = [];
  for (let w = 0; w < 300; w++) {
    const vals = [];
    for (let i = 0; i < 10; i++) { const x = ri(-20, 20); vals.push(x); ev.push(`+ ${x}`, '?'); }
    for (const x of vals) ev.push(`- ${x}`, '?');
  }
  out(ev);
}
