import java.io.*;
import java.util.*;

public class Main {
    // adj[u] = flat {v0, w0, v1, w1, ...}: streets between u and v that take w minutes. Return
    // {fastest time from intersection 0 to n - 1, number of fastest routes modulo 1 000 000 007},
    // or {-1, 0} if n - 1 cannot be reached.
    static long[] fastestRoutes(int n, int[][] adj) {
        // TODO: write your solution here
        return new long[] {-1, 0};
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
        int[] eu = new int[m], ev = new int[m], ew = new int[m], deg = new int[n];
        for (int i = 0; i < m; i++) {
            eu[i] = nextInt();
            ev[i] = nextInt();
            ew[i] = nextInt();
            deg[eu[i]]++;
            deg[ev[i]]++;
        }
        int[][] adj = new int[n][];
        for (int i = 0; i < n; i++) adj[i] = new int[2 * deg[i]];
        int[] fill = new int[n];
        for (int i = 0; i < m; i++) {
            adj[eu[i]][fill[eu[i]]++] = ev[i];
            adj[eu[i]][fill[eu[i]]++] = ew[i];
            adj[ev[i]][fill[ev[i]]++] = eu[i];
            adj[ev[i]][fill[ev[i]]++] = ew[i];
        }
        long[] ans = fastestRoutes(n, adj);
        System.out.println(ans[0] < 0 ? "-1" : ans[0] + " " + ans[1]);
    }
}
