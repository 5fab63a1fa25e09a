// Learner's mistake: binary splitting into pieces 1, 2, 4, ... that stops before the pieces
// exceed c, but forgets the remainder. With c = 5 only 1 + 2 = 3 copies are ever usable.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, M;
    if (scanf("%d %d", &n, &M) != 2) return 0;
    vector<char> reach(M + 1, 0);
    reach[0] = 1;
    for (int k = 0; k < n; k++) {
        int a, c;
        scanf("%d %d", &a, &c);
        for (long long piece = 1; piece <= c; c -= piece, piece *= 2) {
            long long mass = piece * a;
            if (mass > M) continue;
            for (int s = M; s >= mass; s--)
                if (reach[s - mass]) reach[s] = 1;
        }
    }
    int count = 0;
    for (int s = 1; s <= M; s++) count += reach[s];
    printf("%d\n", count);
    return 0;
}
