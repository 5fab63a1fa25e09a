#include <bits/stdc++.h>
using namespace std;

// Return the sizes of the consignments (groups of labels that are anagrams of each other),
// from the largest to the smallest.
vector<int> consignmentSizes(const vector<string>& labels) {
    // TODO: write your solution here
    return {};
}

int main() {
    int n;
    cin >> n;
    vector<string> labels(n);
    for (auto& s : labels) cin >> s;
    vector<int> sizes = consignmentSizes(labels);
    string out = to_string(sizes.size()) + "\n";
    for (size_t g = 0; g < sizes.size(); g++) {
        if (g) out += ' ';
        out += to_string(sizes[g]);
    }
    out += '\n';
    cout << out;
    return 0;
}
