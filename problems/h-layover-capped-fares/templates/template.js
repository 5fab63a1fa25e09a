// flights[i] = [from, to, price]. Totals stay below 2^53, so plain numbers are exact.
// Return the cheapest price from src to dst using at most k + 1 flights, or -1 if impossible.
function cheapestFare(n, flights, src, dst, k) {
  // TODO: implement
  return -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
let p = 0;
const n = data[p++], m = data[p++];
const flights = [];
for (let i = 0; i < m; i++) { flights.push([data[p], data[p + 1], data[p + 2]]); p += 3; }
const src = data[p++], dst = data[p++], k = data[p++];
console.log(String(cheapestFare(n, flights, src, dst, k)));
