import java.io.*;
import java.util.*;

public class Main {
    // price[u]: the price of one litre in town u. adj[u] = flat {v0, d0, v1, d1, ...}: canals to
    // towns v that use d litres. The barge starts in town 0 with an empty tank of capacity cap.
    // Return the minimum cost of reaching town n - 1, or -1 if it cannot be reached.
    static long cheapestTrip(int n, int cap, int[] price, int[][] adj) {
        // TODO: write your solution here
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
        int n = nextInt(), m = nextInt(), cap = nextInt();
        int[] price = new int[n];
        for (int i = 0; i < n; i++) price[i] = nextInt();
        int[] eu = new int[m], ev = new int[m], ed = new int[m], deg = new int[n];
        for (int i = 0; i < m; i++) {
            eu[i] = nextInt();
            ev[i] = nextInt();
            ed[i] = nextInt();
            deg[eu[i]]++;
            deg[ev[i]]++;
        }
        int[][] adj = new int[n][];
        for (int i = 0; i < n; i++) adj[i] = new int[2 * deg[i]];
        int[] fill = new int[n];
        for (int i = 0; i < m; i++) {
            adj[eu[i]][fill[eu[i]]++] = ev[i];
            adj[eu[i]][fill[eu[i]]++] = ed[i];
            adj[ev[i]][fill[ev[i]]++] = eu[i];
            adj[ev[i]][fill[ev[i]]++] = ed[i];
        }
        System.out.println(cheapestTrip(n, cap, price, adj));
    }
}
