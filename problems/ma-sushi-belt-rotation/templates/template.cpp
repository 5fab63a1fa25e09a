#include <bits/stdc++.h>
using namespace std;

// Return the plates in belt order after the belt has moved k positions to the right.
// k can be as large as 10^18.
vector<int> rotateBelt(const vector<int>& plates, long long k) {
    // TODO: implement
    return plates;
}

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<int> plates(n);
    for (auto &x : plates) scanf("%d", &x);
    vector<int> res = rotateBelt(plates, k);
    string out;
    for (size_t i = 0; i < res.size(); i++) {
        if (i) out += ' ';
        out += to_string(res[i]);
    }
    printf("%s\n", out.c_str());
    return 0;
}
