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
    long long val;  // the reserve price of the lot
    TreeNode* left;
    TreeNode* right;
    explicit TreeNode(long long v) : val(v), left(nullptr), right(nullptr) {}
};

// The tree is a binary search tree (distinct prices). Return {number of lots with
// lo <= price <= hi, sum of their prices}; root is nullptr for an empty register.
// The tree can be a chain of 5 * 10^4 lots: avoid deep recursion.
pair<long long, long long> reserveWindow(TreeNode* root, long long lo, long long hi) {
    // TODO: write your solution here
    return {0, 0};
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
    long long lo = readInt(), hi = readInt();
    pair<long long, long long> ans = reserveWindow(n > 0 ? node[0] : nullptr, lo, hi);
    printf("%lld %lld\n", ans.first, ans.second);
    return 0;
}
