#include <bits/stdc++.h>
using namespace std;

int main() {
    static char buf[300005];
    if (scanf("%300004s", buf) != 1) return 0;
    int n = strlen(buf);
    vector<int> pi(n, 0);
    for (int i = 1; i < n; i++) {
        int j = pi[i - 1];
        while (j > 0 && buf[i] != buf[j]) j = pi[j - 1];
        if (buf[i] == buf[j]) j++;
        pi[i] = j;
    }
    int q;
    scanf("%d", &q);
    string out;
    out.reserve((size_t)q * 7);
    for (int k = 0; k < q; k++) {
        int L;
        scanf("%d", &L);
        out += to_string(L - pi[L - 1]);
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
