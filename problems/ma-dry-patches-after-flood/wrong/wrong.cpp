// One-pass labelling without merging: each dry square takes the label of its upper (else left)
// dry neighbour, else a new one, so a U-shaped patch is counted as two patches.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char buf[1024];
    for (int i = 0; i < r; i++) { scanf("%s", buf); g[i] = buf; }
    vector<int> label((size_t)r * c, -1), sizes;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] != '#') continue;
            int l;
            if (i > 0 && g[i - 1][j] == '#') l = label[(i - 1) * c + j];
            else if (j > 0 && g[i][j - 1] == '#') l = label[i * c + j - 1];
            else { l = sizes.size(); sizes.push_back(0); }
            label[i * c + j] = l;
            sizes[l]++;
        }
    int largest = 0;
    for (int s : sizes) largest = max(largest, s);
    printf("%d %d\n", (int)sizes.size(), largest);
}
