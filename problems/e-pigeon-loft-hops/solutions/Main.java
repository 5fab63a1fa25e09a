import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int next() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = next(), m = next();
        int[] eu = new int[m], ev = new int[m], start = new int[n + 1];
        for (int i = 0; i < m; i++) {
            eu[i] = next(); ev[i] = next();
            start[eu[i] + 1]++;
            start[ev[i] + 1]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] fill = new int[n];
        System.arraycopy(start, 0, fill, 0, n);
        int[] to = new int[Math.max(1, 2 * m)];
        for (int i = 0; i < m; i++) { to[fill[eu[i]]++] = ev[i]; to[fill[ev[i]]++] = eu[i]; }
        int s = next(), t = next();
        // BFS from s: lofts leave the queue in order of their distance
        int[] dist = new int[n];
        java.util.Arrays.fill(dist, -1);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        dist[s] = 0;
        queue[tail++] = s;
        while (head < tail && dist[t] < 0) {
            int x = queue[head++];
            for (int e = start[x]; e < start[x + 1]; e++)
                if (dist[to[e]] < 0) { dist[to[e]] = dist[x] + 1; queue[tail++] = to[e]; }
        }
        System.out.println(dist[t]);
    }
}
