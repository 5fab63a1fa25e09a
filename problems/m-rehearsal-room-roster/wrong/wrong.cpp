// Learner's mistake: a room is released only when its booking ended strictly before the new start
// (end < s), so back-to-back bookings are treated as overlapping and get different rooms.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
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
        while (!busy.empty() && busy.top().first < s[i]) {
            freeRooms.push(busy.top().second);
            busy.pop();
        }
        int r;
        if (!freeRooms.empty()) { r = freeRooms.top(); freeRooms.pop(); }
        else r = ++k;
        room[i] = r;
        busy.push({e[i], r});
    }
    printf("%d\n", k);
    for (int i = 0; i < n; i++) printf("%d%c", room[i], i + 1 < n ? ' ' : '\n');
}
