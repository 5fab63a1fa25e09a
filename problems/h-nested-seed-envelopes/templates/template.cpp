#include <bits/stdc++.h>
using namespace std;

// envelopes[i] = {width, height}. Return the length of the longest chain.
int longestChain(vector<pair<int, int>>& envelopes) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> envelopes(n);
    for (auto& [w, h] : envelopes) scanf("%d %d", &w, &h);
    printf("%d\n", longestChain(envelopes));
    return 0;
}
