#include <bits/stdc++.h>
using namespace std;

// One request: destination (x, y), checkpoint (u, v). Return the number of shortest routes from
// (0, 0) to (x, y) through (u, v), modulo 1000000007 (0 if no shortest route passes the checkpoint).
// main calls this for every request, so precompute anything you need once (static variables work).
long long routesThrough(int x, int y, int u, int v) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    while (q--) {
        int x, y, u, v;
        scanf("%d %d %d %d", &x, &y, &u, &v);
        out += to_string(routesThrough(x, y, u, v));
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
