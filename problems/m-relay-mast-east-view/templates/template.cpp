#include <bits/stdc++.h>
using namespace std;

static std::vector<char> inbuf;
static size_t ipos = 0;
static void readAll() {
    char tmp[1 << 16];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, stdin)) > 0) inbuf.insert(inbuf.end(), tmp, tmp + k);
    inbuf.push_back('\0');
}
static long long readInt() {
    while (inbuf[ipos] && inbuf[ipos] != '-' && (inbuf[ipos] < '0' || inbuf[ipos] > '9')) ipos++;
    bool neg = false;
    if (inbuf[ipos] == '-') { neg = true; ipos++; }
    long long r = 0;
    while (inbuf[ipos] >= '0' && inbuf[ipos] <= '9') r = r * 10 + (inbuf[ipos++] - '0');
    return neg ? -r : r;
}

struct TreeNode {
    long long val;  // the gain of the mast
    TreeNode* left;   // the mast it feeds to the west
    TreeNode* right;  // the mast it feeds to the east
    explicit TreeNode(long long v) : val(v), left(nullptr), right(nullptr) {}
};

// Return one pair per tier, from the top: {gain of the easternmost mast, total gain of the tier}.
// The tree can be a chain of 5 * 10^4 masts: avoid deep recursion.
vector<pair<long long, long long>> eastView(TreeNode* root) {
    // TODO: write your solution here
    return {};
}

int main() {
    readAll();
    int n = (int)readInt();
    vector<TreeNode*> node(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) {
        node[i] = new TreeNode(readInt());
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    for (int i = 0; i < n; i++) {
        if (L[i] != -1) node[i]->left = node[L[i]];
        if (R[i] != -1) node[i]->right = node[R[i]];
    }
    vector<pair<long long, long long>> tiers = eastView(node[0]);
    string out;
    for (auto& t : tiers) out += to_string(t.first) + " " + to_string(t.second) + "\n";
    fputs(out.c_str(), stdout);
    return 0;
}
