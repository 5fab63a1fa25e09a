#include <bits/stdc++.h>
using namespace std;

// Return the number of different non-empty subsequences of s, modulo 1 000 000 007.
long long countMotifs(const string& s) {
    // TODO: write your solution here
    return 0;
}

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    printf("%lld\n", countMotifs(buf));
    return 0;
}
