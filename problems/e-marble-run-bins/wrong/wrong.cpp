// Learner's mistake: the counts are kept in 64-bit integers and the "modulo 10^9 + 7" is
// forgotten, so from k = 33 on the printed numbers are too big (and later overflow).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int k;
    if (scanf("%d", &k) != 1) return 0;
    vector<long long> row(k + 1, 0);
    row[0] = 1;
    for (int r = 1; r <= k; r++)
        for (int j = r; j >= 1; j--) row[j] = row[j] + row[j - 1];
    string out;
    for (int j = 0; j <= k; j++) {
        if (j) out += ' ';
        out += to_string(row[j]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
