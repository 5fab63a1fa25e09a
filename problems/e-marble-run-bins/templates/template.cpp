#include <bits/stdc++.h>
using namespace std;

const int MOD = 1000000007;

// Return k + 1 numbers: for every bin j = 0..k, the number of different paths that end in bin j,
// modulo 1 000 000 007.
vector<int> binPaths(int k) {
    vector<int> result(k + 1, 0);
    // TODO: write your solution here
    return result;
}

int main() {
    int k;
    cin >> k;
    vector<int> result = binPaths(k);
    string out;
    for (size_t j = 0; j < result.size(); j++) out += (j ? " " : "") + to_string(result[j]);
    cout << out << "\n";
    return 0;
}
