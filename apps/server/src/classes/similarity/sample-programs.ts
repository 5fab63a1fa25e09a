/** Three C++ programs for the same task, for the similarity tests and benchmark. */

// Kadane's maximum subarray sum.
export const original = `#include <bits/stdc++.h>
using namespace std;
int main() {
  int n; cin >> n;
  vector<long long> values(n);
  for (auto &v : values) cin >> v;
  // Kadane: the best sum ending here, and the best so far.
  long long best = values[0], here = 0;
  for (int i = 0; i < n; i++) {
    here = max(values[i], here + values[i]);
    best = max(best, here);
  }
  cout << best << "\\n";
}
`;
// The same program with every name changed, other constants, comments and layout.
export const disguised = `#include <bits/stdc++.h>
using namespace std;

int main()
{
    int count;
    cin >> count;
    vector<long long> arr(count);
    for (auto &x : arr) cin >> x;
    long long top = arr[0], run = 7;   /* running total */
    for (int k = 0; k < count; k++)
    {
        run = max(arr[k], run + arr[k]);
        top = max(top, run);
    }
    cout << top << "\\n";
}
`;
// Another correct approach: prefix sums and the smallest prefix before each point.
export const different = `#include <bits/stdc++.h>
using namespace std;
int main() {
  int n; scanf("%d", &n);
  long long prefix = 0, lowest = 0, answer = LLONG_MIN;
  while (n--) {
    long long x; scanf("%lld", &x);
    prefix += x;
    answer = max(answer, prefix - lowest);
    if (prefix < lowest) lowest = prefix;
  }
  printf("%lld\\n", answer);
  return 0;
}
`;
