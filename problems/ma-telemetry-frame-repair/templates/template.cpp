#include <bits/stdc++.h>
using namespace std;

// Return the minimum number of single-character insertions, deletions and replacements
// that turn `received` into `reference`.
int repairCost(const string& received, const string& reference) {
    // TODO: implement
    return 0;
}

int main() {
    string received, reference;
    cin >> received >> reference;
    printf("%d\n", repairCost(received, reference));
    return 0;
}
