#include <bits/stdc++.h>
using namespace std;

int main() {
    long long k, w;
    int q;
    if (scanf("%lld %lld %d", &k, &w, &q) != 3) return 0;
    unordered_map<string, int> id;
    id.reserve(2 * q + 1);
    vector<deque<long long>> queues;
    string out(q, 'D');
    char name[16];
    for (int i = 0; i < q; i++) {
        long long t;
        scanf("%lld %15s", &t, name);
        auto it = id.find(name);
        int u;
        if (it == id.end()) {
            u = queues.size();
            id.emplace(name, u);
            queues.emplace_back();
        } else {
            u = it->second;
        }
        deque<long long>& dq = queues[u];
        while (!dq.empty() && t - dq.front() >= w) dq.pop_front();
        if ((long long)dq.size() < k) {
            dq.push_back(t);
            out[i] = 'A';
        }
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
