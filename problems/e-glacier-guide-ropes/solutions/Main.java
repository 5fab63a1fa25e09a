import java.io.*;
import java.util.*;

public class Main {
    static int[] parent, size;

    static int findRoot(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    // Union-find over the huts: a rope whose two huts already share a root closes a loop.
    // ropes[i] = {u, v}
    static int firstLoopRope(int n, int[][] ropes) {
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) { parent[i] = i; size[i] = 1; }
        for (int i = 0; i < ropes.length; i++) {
            int a = findRoot(ropes[i][0]), b = findRoot(ropes[i][1]);
            if (a == b) return i + 1;
            if (size[a] < size[b]) { int t = a; a = b; b = t; }
            parent[b] = a;
            size[a] += size[b];
        }
        return -1;
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
        int[][] ropes = new int[m][2];
        for (int i = 0; i < m; i++) {
            ropes[i][0] = nextInt();
            ropes[i][1] = nextInt();
        }
        System.out.println(firstLoopRope(n, ropes));
    }
}
