// Naive: find every crystal's mirror twin separately. Climb from the crystal to the top to
// write down its route of left/right hooks, flip every step of the route, and follow the
// flipped route down from the top; the tier breaks if that route leaves the chandelier or ends
// on another tint. Correct, but a crystal on tier d walks 2d steps: O(n * h), about n^2 / 2 steps
// when each side is one long strand.
#include <bits/stdc++.h>
using namespace std;

static std::vector<char> inbuf;
static size_t ipos = 0;
static void readAll() {
    char tmp[1 << 16];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, stdin)) > 0) inbuf.insert(inbuf.end(), tmp, tmp + k);
    inbuf.push_back('\0');
}
static long long readInt() {
    while (inbuf[ipos] && inbuf[ipos] != '-' && (inbuf[ipos] < '0' || inbuf[ipos] > '9')) ipos++;
    bool neg = false;
    if (inbuf[ipos] == '-') { neg = true; ipos++; }
    long long r = 0;
    while (inbuf[ipos] >= '0' && inbuf[ipos] <= '9') r = r * 10 + (inbuf[ipos++] - '0');
    return neg ? -r : r;
}

int main() {
    readAll();
    int n = (int)readInt();
    if (n == 0) { printf("0\n"); return 0; }
    vector<long long> t(n);
    vector<int> L(n), R(n), parent(n, -1);
    for (int i = 0; i < n; i++) {
        t[i] = readInt();
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    for (int i = 0; i < n; i++) {
        if (L[i] != -1) parent[L[i]] = i;
        if (R[i] != -1) parent[R[i]] = i;
    }
    int broken = 0;  // the topmost broken tier found so far (0: none)
    vector<char> route;
    for (int i = 0; i < n; i++) {
        route.clear();
        for (int x = i; parent[x] != -1; x = parent[x]) route.push_back(L[parent[x]] == x ? 'L' : 'R');
        int tier = (int)route.size() + 1;
        int y = 0;  // follow the mirrored route from the top
        for (int s = (int)route.size() - 1; s >= 0 && y != -1; s--) y = route[s] == 'L' ? R[y] : L[y];
        if (y == -1 || t[y] != t[i]) {
            if (broken == 0 || tier < broken) broken = tier;
        }
    }
    printf("%d\n", broken);
    return 0;
}
