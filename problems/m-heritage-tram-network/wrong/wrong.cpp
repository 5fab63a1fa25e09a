// Mistake: treats heritage lines like ordinary Kruskal candidates that merely come first, so a
// heritage line whose stops are already connected by earlier heritage lines is skipped and never
// paid for, although the law says every heritage line must be reopened.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<array<int, 4>> lines(m);
    for (auto& l : lines) scanf("%d %d %d %d", &l[0], &l[1], &l[2], &l[3]);
    stable_sort(lines.begin(), lines.end(), [](const array<int, 4>& a, const array<int, 4>& b) {
        if (a[3] != b[3]) return a[3] > b[3];
        return a[2] < b[2];
    });
    vector<int> parent(n);
    iota(parent.begin(), parent.end(), 0);
    function<int(int)> find = [&](int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); };
    long long total = 0;
    int groups = n;
    for (auto& l : lines) {
        int a = find(l[0]), b = find(l[1]);
        if (a == b) continue;
        parent[a] = b;
        total += l[2];
        groups--;
    }
    printf("%lld\n", groups == 1 ? total : -1LL);
    return 0;
}
