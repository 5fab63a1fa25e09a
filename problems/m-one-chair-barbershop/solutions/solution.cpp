#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n), d(n), order(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &a[i], &d[i]);
    iota(order.begin(), order.end(), 0);
    stable_sort(order.begin(), order.end(), [&](int x, int y) { return a[x] < a[y]; });
    // waiting customers keyed by (duration, number)
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> heap;
    long long now = 0;
    int next = 0;
    string out;
    for (int served = 0; served < n; served++) {
        if (heap.empty()) now = max(now, (long long)a[order[next]]);
        while (next < n && a[order[next]] <= now) {
            heap.push({d[order[next]], order[next]});
            next++;
        }
        auto [dur, who] = heap.top();
        heap.pop();
        now += dur;
        if (served) out += ' ';
        out += to_string(who + 1);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
