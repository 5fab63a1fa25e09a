#include <bits/stdc++.h>
using namespace std;

// mass[i] and count[i] describe kind i of weights. Return how many masses m with 1 <= m <= M
// can be made exactly, using at most count[i] weights of kind i.
int countMeasurable(const vector<int>& mass, const vector<int>& count, int M) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, M;
    if (scanf("%d %d", &n, &M) != 2) return 0;
    vector<int> mass(n), count(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &mass[i], &count[i]);
    printf("%d\n", countMeasurable(mass, count, M));
    return 0;
}
