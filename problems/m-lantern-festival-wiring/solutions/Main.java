import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long[] x = new long[n], y = new long[n];
        for (int i = 0; i < n; i++) {
            x[i] = nextLong();
            y[i] = nextLong();
        }
        long[] dist = new long[n];
        boolean[] inTree = new boolean[n];
        java.util.Arrays.fill(dist, Long.MAX_VALUE);
        dist[0] = 0;
        long total = 0;
        for (int step = 0; step < n; step++) {
            int u = -1;
            for (int v = 0; v < n; v++)
                if (!inTree[v] && (u < 0 || dist[v] < dist[u])) u = v;
            inTree[u] = true;
            total += dist[u];
            for (int v = 0; v < n; v++)
                if (!inTree[v]) {
                    long d = Math.abs(x[u] - x[v]) + Math.abs(y[u] - y[v]);
                    if (d < dist[v]) dist[v] = d;
                }
        }
        System.out.println(total);
    }
}
