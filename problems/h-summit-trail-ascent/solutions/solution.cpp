#include <bits/stdc++.h>
using namespace std;

static char ibuf[1 << 25];
size_t ilen, ipos;
long long readInt() {
    while (ipos < ilen && (ibuf[ipos] < '0' || ibuf[ipos] > '9')) ipos++;
    long long r = 0;
    while (ipos < ilen && ibuf[ipos] >= '0' && ibuf[ipos] <= '9') r = r * 10 + (ibuf[ipos++] - '0');
    return r;
}

int main() {
    ilen = fread(ibuf, 1, sizeof(ibuf), stdin);
    int r = readInt(), c = readInt();
    int N = r * c;
    vector<long long> h(N);
    for (int i = 0; i < N; i++) h[i] = readInt();
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    vector<int> indeg(N, 0), layer, next;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            for (int d = 0; d < 4; d++) {
                int ni = i + dr[d], nj = j + dc[d];
                if (ni >= 0 && ni < r && nj >= 0 && nj < c && h[ni * c + nj] < h[i * c + j]) indeg[i * c + j]++;
            }
    for (int v = 0; v < N; v++) if (indeg[v] == 0) layer.push_back(v);
    int layers = 0;
    while (!layer.empty()) {
        layers++;
        next.clear();
        for (int v : layer) {
            int i = v / c, j = v % c;
            for (int d = 0; d < 4; d++) {
                int ni = i + dr[d], nj = j + dc[d];
                if (ni < 0 || ni >= r || nj < 0 || nj >= c) continue;
                int w = ni * c + nj;
                if (h[w] > h[v] && --indeg[w] == 0) next.push_back(w);
            }
        }
        layer.swap(next);
    }
    printf("%d\n", layers);
    return 0;
}
