#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> s(n), e(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &s[i], &e[i]);
    vector<int> order(n);
    iota(order.begin(), order.end(), 0);
    stable_sort(order.begin(), order.end(), [&](int a, int b) { return s[a] < s[b]; });
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> busy;
    priority_queue<int, vector<int>, greater<int>> freeRooms;
    vector<int> room(n);
    int k = 0;
    for (int i : order) {
        while (!busy.empty() && busy.top().first <= s[i]) {
            freeRooms.push(busy.top().second);
            busy.pop();
        }
        int r;
        if (!freeRooms.empty()) { r = freeRooms.top(); freeRooms.pop(); }
        else r = ++k;
        room[i] = r;
        busy.push({e[i], r});
    }
    string out = to_string(k) + "\n";
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(room[i]);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
