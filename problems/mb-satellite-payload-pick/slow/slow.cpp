// Naive: try every subset of instruments by recursion without memoisation: for instrument i
// either leave it on the ground or, if it still fits, fly it. Correct, but with many light
// instruments the number of subsets explored grows like 2^n.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<int> mass;
vector<long long> score;

long long best(int i, int room) {
    if (i == n) return 0;
    long long b = best(i + 1, room);
    if (mass[i] <= room) b = max(b, score[i] + best(i + 1, room - mass[i]));
    return b;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int W;
    cin >> n >> W;
    mass.resize(n);
    score.resize(n);
    for (int i = 0; i < n; i++) cin >> mass[i] >> score[i];
    cout << best(0, W) << "\n";
    return 0;
}
