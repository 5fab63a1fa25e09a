#include <bits/stdc++.h>
using namespace std;

const int MOD = 1000000007;

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    vector<int> q(t);
    int mx = 1;
    for (auto& x : q) {
        scanf("%d", &x);
        mx = max(mx, x);
    }
    // ways[i] = ways[i-1] + ways[i-2]: the last move was a single or a double step
    vector<int> ways(mx + 1);
    ways[0] = 1;
    ways[1] = 1;
    for (int i = 2; i <= mx; i++) ways[i] = (ways[i - 1] + ways[i - 2]) % MOD;
    string out;
    for (int x : q) out += to_string(ways[x]) + "\n";
    fputs(out.c_str(), stdout);
}
