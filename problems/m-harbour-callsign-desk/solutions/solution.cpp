#include <bits/stdc++.h>
using namespace std;

// Trie over the call signs; pass[v] = moored vessels whose call sign starts with v's prefix.
int main() {
    string in((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    size_t p = 0;
    auto skip = [&]() { while (p < in.size() && (unsigned char)in[p] <= ' ') p++; };
    skip();
    int q = 0;
    while (p < in.size() && isdigit((unsigned char)in[p])) q = q * 10 + (in[p++] - '0');
    vector<int> child(26, 0), pass(1, 0);
    string out;
    for (int i = 0; i < q; i++) {
        skip();
        char op = in[p++];
        skip();
        size_t b = p;
        while (p < in.size() && in[p] >= 'a' && in[p] <= 'z') p++;
        int v = 0;
        if (op == '?') {
            for (size_t k = b; k < p && v >= 0; k++) {
                int c = child[26 * v + in[k] - 'a'];
                v = c ? c : -1;
            }
            out += to_string(v < 0 ? 0 : pass[v]);
            out += '\n';
        } else {
            int d = op == '+' ? 1 : -1;
            for (size_t k = b; k < p; k++) {
                int idx = 26 * v + in[k] - 'a';
                if (!child[idx]) {
                    child[idx] = (int)pass.size();
                    pass.push_back(0);
                    child.resize(child.size() + 26, 0);
                }
                v = child[idx];
                pass[v] += d;
            }
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
