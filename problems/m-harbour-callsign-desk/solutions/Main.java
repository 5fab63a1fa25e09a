import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] in = System.in.readAllBytes();
        int p = 0;
        while (in[p] <= ' ') p++;
        int q = 0;
        while (p < in.length && in[p] >= '0' && in[p] <= '9') q = q * 10 + (in[p++] - '0');
        // the trie has at most (total length of the words) + 1 nodes
        int maxNodes = 1;
        for (byte b : in) if (b >= 'a' && b <= 'z') maxNodes++;
        int[] child = new int[26 * maxNodes];
        int[] pass = new int[maxNodes];
        int nodes = 1;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            while (in[p] <= ' ') p++;
            byte op = in[p++];
            while (in[p] <= ' ') p++;
            int b = p;
            while (p < in.length && in[p] >= 'a' && in[p] <= 'z') p++;
            int v = 0;
            if (op == '?') {
                for (int k = b; k < p; k++) {
                    v = child[26 * v + in[k] - 'a'];
                    if (v == 0) break;
                }
                out.append(v == 0 ? 0 : pass[v]).append('\n');
            } else {
                int d = op == '+' ? 1 : -1;
                for (int k = b; k < p; k++) {
                    int idx = 26 * v + in[k] - 'a';
                    if (child[idx] == 0) child[idx] = nodes++;
                    v = child[idx];
                    pass[v] += d;
                }
            }
        }
        System.out.print(out);
    }
}
