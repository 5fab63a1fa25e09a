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
        for (int i = 0; i < m; i++) { eu[i] = next(); ev[i] = next(); start[eu[i] + 1]++; }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] fill = new int[n];
        System.arraycopy(start, 0, fill, 0, n);
        int[] to = new int[Math.max(1, m)];
        for (int i = 0; i < m; i++) to[fill[eu[i]]++] = ev[i];
        // BFS over the keys from the open vault 0
        boolean[] open = new boolean[n];
        int[] queue = new int[n];
        int head = 0, tail = 0;
        open[0] = true;
        queue[tail++] = 0;
        while (head < tail) {
            int u = queue[head++];
            for (int e = start[u]; e < start[u + 1]; e++)
                if (!open[to[e]]) { open[to[e]] = true; queue[tail++] = to[e]; }
        }
        int first = -1;
        for (int i = 0; i < n; i++) if (!open[i]) { first = i; break; }
        System.out.println(tail + " " + first);
    }
}
