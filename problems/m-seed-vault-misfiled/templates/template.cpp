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
    long long val;  // the accession number, up to 10^18 in absolute value
    TreeNode* left;
    TreeNode* right;
    explicit TreeNode(long long v) : val(v), left(nullptr), right(nullptr) {}
};

// Return the number of misfiled drawers (0 when the tree is ordered: left subtree smaller,
// right subtree greater or equal). The tree can be a chain of 5 * 10^4 drawers: avoid deep
// recursion.
long long countMisfiled(TreeNode* root) {
    // TODO: write your solution here
    return 0;
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
    printf("%lld\n", countMisfiled(node[0]));
    return 0;
}
