#include <bits/stdc++.h>
using namespace std;

// Return the number of selections of the given (distinct) masses, each usable any number of
// times, whose total is exactly amount, modulo 1 000 000 007.
int countSelections(const vector<int>& masses, int amount) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, A;
    if (scanf("%d %d", &n, &A) != 2) return 0;
    vector<int> masses(n);
    for (auto& x : masses) scanf("%d", &x);
    printf("%d\n", countSelections(masses, A));
    return 0;
}
