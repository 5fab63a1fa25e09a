#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<long long, long long>> orders(n);
    for (auto& [d, p] : orders) scanf("%lld %lld", &d, &p);
    sort(orders.begin(), orders.end());
    priority_queue<long long, vector<long long>, greater<long long>> heap;
    long long total = 0;
    for (auto& [d, p] : orders) {
        heap.push(p);
        total += p;
        if ((long long)heap.size() > d) {
            total -= heap.top();
            heap.pop();
        }
    }
    printf("%lld\n", total);
}
