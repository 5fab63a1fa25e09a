#include <bits/stdc++.h>
using namespace std;

// s holds '(' (car parked) and ')' (car returned). Return {L, count}: the length of the longest
// balanced substring and how many balanced substrings have that length; {0, 0} if there is none.
pair<int, long long> longestConsistent(const string& s) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    auto [L, count] = longestConsistent(buf);
    printf("%d %lld\n", L, count);
    return 0;
}
