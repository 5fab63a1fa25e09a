#include <bits/stdc++.h>
using namespace std;

// Return the trail that received more than half of all votes, or -1 if there is none.
int majorityTrail(const vector<int>& votes) {
    // TODO: write your solution here
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> votes(n);
    for (auto& x : votes) cin >> x;
    cout << majorityTrail(votes) << "\n";
    return 0;
}
