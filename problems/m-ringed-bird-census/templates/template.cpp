#include <bits/stdc++.h>
using namespace std;

// Observation i says: photo photos[i] shows ring code codes[i].
// Return, after each observation, the number of different birds among the n photos.
vector<int> birdCounts(int n, const vector<int>& photos, const vector<int>& codes) {
    // TODO: write your solution here
    return vector<int>(photos.size(), 0);
}

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<int> photos(q), codes(q);
    for (int i = 0; i < q; i++) scanf("%d %d", &photos[i], &codes[i]);
    vector<int> ans = birdCounts(n, photos, codes);
    string out;
    for (int x : ans) {
        out += to_string(x);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
