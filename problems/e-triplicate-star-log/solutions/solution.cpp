#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int cnt[32] = {0};
    for (int i = 0; i < n; i++) {
        int a;
        scanf("%d", &a);
        unsigned u = (unsigned)a;
        for (int b = 0; b < 32; b++) cnt[b] += (u >> b) & 1u;
    }
    unsigned x = 0;
    for (int b = 0; b < 32; b++)
        if (cnt[b] % 3 != 0) x |= 1u << b;
    printf("%d\n", (int)x);
    return 0;
}
