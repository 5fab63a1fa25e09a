#include <bits/stdc++.h>
using namespace std;

// Return {count, longest}: the number of palindromic substrings of s (counted by position) and
// the length of the longest one. The count can exceed 32 bits.
pair<long long, int> mirrorPhrases(const string& s) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    auto [count, longest] = mirrorPhrases(buf);
    printf("%lld %d\n", count, longest);
    return 0;
}
