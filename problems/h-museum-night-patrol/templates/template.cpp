#include <bits/stdc++.h>
using namespace std;

// plan[i][j] is '.', '#', 'S' (exactly one) or 'P' (at most 15).
// Return the minimum number of steps to check every panel starting from S,
// 0 if there are no panels, or -1 if some panel cannot be reached.
int minPatrolSteps(const vector<string>& plan) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> plan(r);
    static char line[256];
    for (int i = 0; i < r; i++) {
        scanf("%s", line);
        plan[i] = line;
    }
    printf("%d\n", minPatrolSteps(plan));
    return 0;
}
