import java.io.*;
import java.util.*;

public class Main {
    // Dijkstra on arrival times. Leaving later never lets you arrive earlier (waiting for the
    // next departure only pushes the arrival back), so the first time an island is settled is
    // optimal. adj[u] = flat {v0, cross0, period0, v1, ...}.
    static long[] earliestArrivals(int n, int[][] adj) {
        long[] best = new long[n];
        Arrays.fill(best, Long.MAX_VALUE);
        PriorityQueue<long[]> pq = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        best[0] = 0;
        pq.add(new long[] {0, 0});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            long t = top[0];
            int x = (int) top[1];
            if (t != best[x]) continue;
            int[] list = adj[x];
            for (int j = 0; j < list.length; j += 3) {
                long period = list[j + 2];
                long arrive = (t + period - 1) / period * period + list[j + 1];
                if (arrive < best[list[j]]) {
                    best[list[j]] = arrive;
                    pq.add(new long[] {arrive, list[j]});
                }
            }
        }
        for (int i = 0; i < n; i++) if (best[i] == Long.MAX_VALUE) best[i] = -1;
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
