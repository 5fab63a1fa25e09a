#include <bits/stdc++.h>
using namespace std;

static char ibuf[1 << 24];
int ipos = 0;
long long readInt() {
    while (ibuf[ipos] < '0' || ibuf[ipos] > '9') ipos++;
    long long r = 0;
    while (ibuf[ipos] >= '0' && ibuf[ipos] <= '9') r = r * 10 + (ibuf[ipos++] - '0');
    return r;
}

int main() {
    fread(ibuf, 1, sizeof(ibuf) - 1, stdin);
    int n = readInt(), k = readInt();
    long long w = readInt();
    vector<pair<long long, long long>> cp(n);  // (requirement, profit)
    for (int i = 0; i < n; i++) cp[i].first = readInt();
    for (int i = 0; i < n; i++) cp[i].second = readInt();
    sort(cp.begin(), cp.end());
    priority_queue<long long> heap;
    int ptr = 0, taken = 0;
    for (int round = 0; round < k; round++) {
        while (ptr < n && cp[ptr].first <= w) heap.push(cp[ptr++].second);
        if (heap.empty()) break;
        w += heap.top();
        heap.pop();
        taken++;
    }
    printf("%lld %d\n", w, taken);
}
