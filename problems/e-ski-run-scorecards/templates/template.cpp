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
    long long val;  // the score of the gate
    TreeNode* left;
    TreeNode* right;
    explicit TreeNode(long long v) : val(v), left(nullptr), right(nullptr) {}
};

// For every claimed score return true if some run (top gate down to a gate with no next gate)
// scores exactly that. The course can be a line of 3 * 10^4 gates: avoid deep recursion.
vector<bool> checkScorecards(TreeNode* root, const vector<long long>& claims) {
    // TODO: write your solution here
    return vector<bool>(claims.size(), false);
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
    int q = (int)readInt();
    vector<long long> claims(q);
    for (auto& t : claims) t = readInt();
    vector<bool> ans = checkScorecards(node[0], claims);
    string out;
    for (bool a : ans) out += a ? "YES\n" : "NO\n";
    fputs(out.c_str(), stdout);
    return 0;
}
