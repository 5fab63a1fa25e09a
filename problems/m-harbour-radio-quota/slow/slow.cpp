// Naive: keep every forwarded time of every ship and, for each message, count the ship's recent
// forwarded messages by walking back through its history. O(k) or more per message.
#include <bits/stdc++.h>
using namespace std;

int main() {
    long long k, w;
    int q;
    if (scanf("%lld %lld %d", &k, &w, &q) != 3) return 0;
    map<string, vector<long long>> hist;
    string out(q, 'D');
    char name[16];
    for (int i = 0; i < q; i++) {
        long long t;
        scanf("%lld %15s", &t, name);
        vector<long long>& h = hist[name];
        long long recent = 0;
        for (int j = (int)h.size() - 1; j >= 0 && t - h[j] < w; j--) recent++;
        if (recent < k) {
            h.push_back(t);
            out[i] = 'A';
        }
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
