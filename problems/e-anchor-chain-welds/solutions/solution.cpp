#include <bits/stdc++.h>
using namespace std;

// Huffman greedy: always weld the two shortest pieces.
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    priority_queue<long long, vector<long long>, greater<long long>> heap;
    for (int i = 0; i < n; i++) {
        long long a;
        scanf("%lld", &a);
        heap.push(a);
    }
    long long cost = 0;
    while (heap.size() > 1) {
        long long x = heap.top(); heap.pop();
        long long y = heap.top(); heap.pop();
        cost += x + y;
        heap.push(x + y);
    }
    printf("%lld\n", cost);
    return 0;
}
