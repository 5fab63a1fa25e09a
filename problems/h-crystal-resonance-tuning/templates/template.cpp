#include <bits/stdc++.h>
using namespace std;

// Commands arrive in order. For type 1, value is the signature of a new crystal (return value
// ignored). For type 2, value is a signal x: return the largest x XOR (XOR of some selection of the
// crystals received so far). Keep whatever state you need between calls (static variables work).
unsigned processCommand(int type, unsigned value) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    while (q--) {
        int type;
        unsigned value;
        scanf("%d %u", &type, &value);
        unsigned answer = processCommand(type, value);
        if (type == 2) {
            out += to_string(answer);
            out += '\n';
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
