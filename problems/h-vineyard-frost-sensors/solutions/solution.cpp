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
    vector<int> par(n, -1), first(n, -1), nxt(n, -1);
    for (int i = 1; i < n; i++) {
        par[i] = (int)readInt();
        nxt[i] = first[par[i]];
        first[par[i]] = i;
    }
    vector<int> order = {0};
    order.reserve(n);
    for (size_t h = 0; h < order.size(); h++)
        for (int c = first[order[h]]; c != -1; c = nxt[c]) order.push_back(c);
    // children's states: does some child need a sensor / has some child a sensor
    vector<char> childNeeds(n, 0), childSensor(n, 0);
    int sensors = 0;
    for (int i = n - 1; i >= 0; i--) {
        int x = order[i];
        int state;  // 0 needs, 1 sensor, 2 watched
        if (childNeeds[x]) { state = 1; sensors++; }
        else if (childSensor[x]) state = 2;
        else state = 0;
        if (x == 0) { if (state == 0) sensors++; break; }
        if (state == 0) childNeeds[par[x]] = 1;
        else if (state == 1) childSensor[par[x]] = 1;
    }
    printf("%d\n", sensors);
    return 0;
}
