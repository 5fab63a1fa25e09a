// Mistake: assumes every parent has a smaller number than its child, and adds each person's count
// to the parent while scanning the numbers downwards. When a parent's number is larger, its count
// is passed on before its children have reported.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> parent(n, -1), count(n, 0);
    for (int i = 1; i < n; i++) scanf("%d", &parent[i]);
    for (int i = n - 1; i > 0; i--) count[parent[i]] += count[i] + 1;
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", count[i]);
    printf("\n");
    return 0;
}
