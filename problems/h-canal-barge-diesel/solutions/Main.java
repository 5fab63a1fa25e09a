import java.io.*;
import java.util.*;

public class Main {
    // Dijkstra over states (town, litres in the tank), numbered town * (cap + 1) + litres. From a
    // state the barge can buy one litre (cost: the town's price) or sail a canal that needs no
    // more diesel than it carries (cost 0). adj[u] = flat {v0, d0, v1, d1, ...}.
    static long cheapestTrip(int n, int cap, int[] price, int[][] adj) {
        int S = cap + 1, V = n * S;
        long[] dist = new long[V];
        Arrays.fill(dist, Long.MAX_VALUE);
        PriorityQueue<long[]> pq = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        dist[0] = 0;
        pq.add(new long[] {0, 0});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            long d = top[0];
            int state = (int) top[1];
            if (d != dist[state]) continue;
            int town = state / S, fuel = state % S;
            if (town == n - 1) return d;
            if (fuel < cap && d + price[town] < dist[state + 1]) {
                dist[state + 1] = d + price[town];
                pq.add(new long[] {dist[state + 1], state + 1});
            }
            int[] list = adj[town];
            for (int j = 0; j < list.length; j += 2) {
                int need = list[j + 1];
                if (need > fuel) continue;
                int to = list[j] * S + fuel - need;
                if (d < dist[to]) {
                    dist[to] = d;
                    pq.add(new long[] {d, to});
                }
            }
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
