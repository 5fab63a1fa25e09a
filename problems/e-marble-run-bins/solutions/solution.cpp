#include <bits/stdc++.h>
using namespace std;

const int MOD = 1000000007;

int main() {
    int k;
    if (scanf("%d", &k) != 1) return 0;
    // row[j] = number of paths to bin j; update in place from right to left
    vector<int> row(k + 1, 0);
    row[0] = 1;
    for (int r = 1; r <= k; r++)
        for (int j = r; j >= 1; j--) row[j] = (row[j] + row[j - 1]) % MOD;
    string out;
    for (int j = 0; j <= k; j++) {
        if (j) out += ' ';
        out += to_string(row[j]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
