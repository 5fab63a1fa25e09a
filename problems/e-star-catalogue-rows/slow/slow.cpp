// Naive: for every question walk the list from the left until the values pass x. O(n) per question.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    int q;
    scanf("%d", &q);
    string out;
    for (int j = 0; j < q; j++) {
        long long x;
        scanf("%lld", &x);
        int first = -1, last = -1;
        for (int i = 0; i < n && a[i] <= x; i++)
            if (a[i] == x) { if (first < 0) first = i; last = i; }
        out += to_string(first) + " " + to_string(last) + "\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
