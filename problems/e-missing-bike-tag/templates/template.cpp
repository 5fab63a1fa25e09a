#include <bits/stdc++.h>
using namespace std;

// tags holds n distinct values from 0..n; return the one value of 0..n that is not in it.
long long missingTag(const vector<long long>& tags) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> tags(n);
    for (auto& x : tags) cin >> x;
    cout << missingTag(tags) << "\n";
    return 0;
}
