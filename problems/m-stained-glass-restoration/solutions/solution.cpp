#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> g(n);
    for (auto& x : g) scanf("%d", &x);
    unordered_map<int, int> count;
    count.reserve(2 * n + 1);
    int distinct = 0, left = 0, bestLen = 0, bestStart = 0;
    for (int right = 0; right < n; right++) {
        if (count[g[right]]++ == 0) distinct++;
        while (distinct > k)
            if (--count[g[left++]] == 0) distinct--;
        if (right - left + 1 > bestLen) {  // strictly longer: ties keep the earliest start
            bestLen = right - left + 1;
            bestStart = left;
        }
    }
    printf("%d %d\n", bestLen, bestStart + 1);
    return 0;
}
