// Naive: answer every request from scratch. Walk through all 2^(2n) bracket words in
// lexicographic order ('(' before ')'), test each one for balance, and stop at the k-th balanced
// word. Correct, but each request may scan about 4^n words of 2n letters: O(q * 4^n * n), where
// listing the plans once would do.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    int len = 2 * n;
    auto balanced = [&](unsigned w) {  // bit (len - 1 - i) set means letter i is ')'
        int depth = 0;
        for (int i = 0; i < len; i++) {
            depth += (w >> (len - 1 - i) & 1) ? -1 : 1;
            if (depth < 0) return false;
        }
        return depth == 0;
    };
    long long total = 0;
    for (unsigned w = 0; w < (1u << len); w++)
        if (balanced(w)) total++;
    string out = to_string(total) + "\n";
    for (int r = 0; r < q; r++) {
        long long k;
        scanf("%lld", &k);
        long long seen = 0;
        for (unsigned w = 0; w < (1u << len); w++) {
            if (!balanced(w)) continue;
            if (++seen == k) {
                for (int i = 0; i < len; i++) out += (w >> (len - 1 - i) & 1) ? ')' : '(';
                out += '\n';
                break;
            }
        }
    }
    fputs(out.c_str(), stdout);
}
