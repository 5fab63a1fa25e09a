#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> v(n);
    for (auto& x : v) scanf("%d", &x);
    // Boyer-Moore voting: if a majority exists, it survives as the candidate.
    int cand = 0, cnt = 0;
    for (int x : v) {
        if (cnt == 0) cand = x, cnt = 1;
        else if (x == cand) cnt++;
        else cnt--;
    }
    long long occ = count(v.begin(), v.end(), cand);
    printf("%d\n", 2 * occ > n ? cand : -1);
}
