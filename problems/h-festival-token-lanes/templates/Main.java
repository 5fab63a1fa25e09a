import java.io.*;
import java.util.*;

public class Main {
    // tokens[i]: the tokens handed out at plaza i. lanes[j] = {u, v}: a one-way lane from u to v.
    // Return the largest number of tokens the collector can gather on a walk that starts at
    // plaza 0 (each plaza pays out once).
    static long bestHaul(int n, int[] tokens, int[][] lanes) {
        // TODO: write your solution here
        return 0;
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (pos < buf.length && buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), m = nextInt();
        int[] tokens = new int[n];
        for (int i = 0; i < n; i++) tokens[i] = nextInt();
        int[][] lanes = new int[m][2];
        for (int i = 0; i < m; i++) {
            lanes[i][0] = nextInt();
            lanes[i][1] = nextInt();
        }
        System.out.println(bestHaul(n, tokens, lanes));
    }
}
