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
    long long val;  // the call number
    TreeNode* left;
    TreeNode* right;
    explicit TreeNode(long long v) : val(v), left(nullptr), right(nullptr) {}
};

// node[i] is node i of the binary search tree; node[0] is the root. For every question {x, k}
// return the k-th smallest call number in the section (subtree) of node x, or -1 if it has
// fewer than k books. The tree can be a chain of 3 * 10^4 nodes: avoid deep recursion.
vector<long long> sectionRanks(const vector<TreeNode*>& node, const vector<pair<int, int>>& questions) {
    // TODO: write your solution here
    return vector<long long>(questions.size(), -1);
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
    vector<pair<int, int>> questions(q);
    for (auto& [x, k] : questions) {
        x = (int)readInt();
        k = (int)readInt();
    }
    string out;
    for (long long a : sectionRanks(node, questions)) out += to_string(a) + "\n";
    fputs(out.c_str(), stdout);
    return 0;
}
