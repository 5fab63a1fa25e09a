#include <bits/stdc++.h>
using namespace std;

struct Flight {
    int from, to;
    long long price;
};

// Return the cheapest price from src to dst using at most k + 1 flights, or -1 if impossible.
long long cheapestFare(int n, const vector<Flight>& flights, int src, int dst, int k) {
    // TODO: implement
    return -1;
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<Flight> flights(m);
    for (auto &f : flights) scanf("%d %d %lld", &f.from, &f.to, &f.price);
    int src, dst, k;
    scanf("%d %d %d", &src, &dst, &k);
    printf("%lld\n", cheapestFare(n, flights, src, dst, k));
    return 0;
}
