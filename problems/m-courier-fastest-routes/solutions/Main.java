import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1000000007L;

    // Dijkstra that also counts: ways[v] is the number of fastest routes to v found so far. A
    // strictly faster route replaces the count, an equally fast one adds to it. Every street takes
    // at least one minute, so all routes into v are counted before v is popped.
    // adj[u] = flat {v0, w0, v1, w1, ...}. Returns {time, ways} or {-1, 0}.
    static long[] fastestRoutes(int n, int[][] adj) {
        long[] dist = new long[n], ways = new long[n];
        Arrays.fill(dist, Long.MAX_VALUE);
        PriorityQueue<long[]> pq = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        dist[0] = 0;
        ways[0] = 1;
        pq.add(new long[] {0, 0});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            long d = top[0];
            int x = (int) top[1];
            if (d != dist[x]) continue;
            int[] list = adj[x];
            for (int j = 0; j < list.length; j += 2) {
                int y = list[j];
                long nd = d + list[j + 1];
                if (nd < dist[y]) {
                    dist[y] = nd;
                    ways[y] = ways[x];
                    pq.add(new long[] {nd, y});
                } else if (nd == dist[y]) {
                    ways[y] = (ways[y] + ways[x]) % MOD;
                }
            }
        }
        return dist[n - 1] == Long.MAX_VALUE ? new long[] {-1, 0} : new long[] {dist[n - 1], ways[n - 1]};
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
