import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int m = nextInt();
        int[] eu = new int[m], ev = new int[m];
        int[] indeg = new int[n];
        int[] start = new int[n + 1];
        for (int i = 0; i < m; i++) {
            eu[i] = nextInt();
            ev[i] = nextInt();
            start[eu[i] + 1]++;
            indeg[ev[i]]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] to = new int[m];
        int[] fill = java.util.Arrays.copyOf(start, n);
        for (int i = 0; i < m; i++) to[fill[eu[i]]++] = ev[i];
        int[] season = new int[n];
        java.util.Arrays.fill(season, 1);
        int[] queue = new int[n];
        int tail = 0;
        for (int v = 0; v < n; v++) if (indeg[v] == 0) queue[tail++] = v;
        int best = 0;
        for (int head = 0; head < tail; head++) {
            int u = queue[head];
            best = Math.max(best, season[u]);
            for (int e = start[u]; e < start[u + 1]; e++) {
                int v = to[e];
                season[v] = Math.max(season[v], season[u] + 1);
                if (--indeg[v] == 0) queue[tail++] = v;
            }
        }
        System.out.println(tail < n ? -1 : best);
    }
}
