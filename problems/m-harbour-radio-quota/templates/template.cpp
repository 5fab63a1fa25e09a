#include <bits/stdc++.h>
using namespace std;

// times[i] and ships[i] describe message i (times are non-decreasing). Return a string of
// times.size() characters: 'A' if message i is forwarded, 'D' if it is dropped.
string replayRelay(long long k, long long w, const vector<long long>& times, const vector<string>& ships) {
    // TODO: write your solution here
    return string(times.size(), 'D');
}

int main() {
    long long k, w;
    int q;
    if (scanf("%lld %lld %d", &k, &w, &q) != 3) return 0;
    vector<long long> times(q);
    vector<string> ships(q);
    char name[16];
    for (int i = 0; i < q; i++) {
        scanf("%lld %15s", &times[i], name);
        ships[i] = name;
    }
    string ans = replayRelay(k, w, times, ships);
    printf("%s\n", ans.c_str());
    return 0;
}
