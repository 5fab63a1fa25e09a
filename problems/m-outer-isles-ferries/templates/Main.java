import java.io.*;
import java.util.*;

public class Main {
    // adj[u] = flat {v0, cross0, period0, v1, ...}: ferries from u to v that take `cross` minutes
    // and leave at 0, period, 2 * period, ... Return the earliest arrival time at every island
    // (island 0: 0), or -1 for islands that cannot be reached.
    static long[] earliestArrivals(int n, int[][] adj) {
        // TODO: write your solution here
        long[] best = new long[n];
        Arrays.fill(best, -1);
        return best;
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
        int[][] e = new int[m][4];
        int[] deg = new int[n];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < 4; j++) e[i][j] = nextInt();
            deg[e[i][0]]++;
            deg[e[i][1]]++;
        }
        int[][] adj = new int[n][];
        for (int i = 0; i < n; i++) adj[i] = new int[3 * deg[i]];
        int[] fill = new int[n];
        for (int[] f : e) {
            int u = f[0], v = f[1];
            adj[u][fill[u]++] = v; adj[u][fill[u]++] = f[2]; adj[u][fill[u]++] = f[3];
            adj[v][fill[v]++] = u; adj[v][fill[v]++] = f[2]; adj[v][fill[v]++] = f[3];
        }
        long[] best = earliestArrivals(n, adj);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(best[i]);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
