#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long d;
    if (scanf("%d %lld", &n, &d) != 2) return 0;
    vector<long long> t(n);
    for (auto& x : t) scanf("%lld", &x);
    vector<int> maxQ(n), minQ(n);  // deques as arrays with head/tail indices
    int maxH = 0, maxT = 0, minH = 0, minT = 0;
    long long count = 0;
    int left = 0;
    for (int j = 0; j < n; j++) {
        while (maxT > maxH && t[maxQ[maxT - 1]] <= t[j]) maxT--;
        maxQ[maxT++] = j;
        while (minT > minH && t[minQ[minT - 1]] >= t[j]) minT--;
        minQ[minT++] = j;
        while (t[maxQ[maxH]] - t[minQ[minH]] > d) {
            left++;
            if (maxQ[maxH] < left) maxH++;
            if (minQ[minH] < left) minH++;
        }
        count += j - left + 1;
    }
    printf("%lld\n", count);
}
