// Learner's mistake: the window is treated as closed, so a message forwarded exactly w seconds
// earlier still counts (it is dropped from the queue only when t - s > w instead of >= w).
#include <bits/stdc++.h>
using namespace std;

int main() {
    long long k, w;
    int q;
    cin >> k >> w >> q;
    map<string, deque<long long>> queues;
    string out(q, 'D');
    for (int i = 0; i < q; i++) {
        long long t;
        string name;
        cin >> t >> name;
        deque<long long>& dq = queues[name];
        while (!dq.empty() && t - dq.front() > w) dq.pop_front();
        if ((long long)dq.size() < k) {
            dq.push_back(t);
            out[i] = 'A';
        }
    }
    cout << out << "\n";
}
