// A plausible shortcut: the learner keys each label by the sum of its letter codes plus its
// length, assuming anagrams are the only labels with equal sums. "ad" and "bc" collide.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    map<pair<int, int>, int> count;
    char buf[16];
    for (int i = 0; i < n; i++) {
        scanf("%15s", buf);
        int sum = 0, len = (int)strlen(buf);
        for (int j = 0; j < len; j++) sum += buf[j];
        count[{len, sum}]++;
    }
    vector<int> sizes;
    for (auto& [key, c] : count) sizes.push_back(c);
    sort(sizes.rbegin(), sizes.rend());
    printf("%zu\n", sizes.size());
    for (size_t g = 0; g < sizes.size(); g++) printf(g ? " %d" : "%d", sizes[g]);
    printf("\n");
}
