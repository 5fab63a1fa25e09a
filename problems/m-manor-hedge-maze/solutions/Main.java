import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0;
        int r = 0, c = 0;
        while (buf[p] < '0' || buf[p] > '9') p++;
        while (buf[p] >= '0' && buf[p] <= '9') r = r * 10 + (buf[p++] - '0');
        while (buf[p] < '0' || buf[p] > '9') p++;
        while (buf[p] >= '0' && buf[p] <= '9') c = c * 10 + (buf[p++] - '0');
        byte[] g = new byte[r * c];
        for (int i = 0; i < r; i++) {
            while (buf[p] != '.' && buf[p] != '#' && buf[p] != 'X') p++;
            System.arraycopy(buf, p, g, i * c, c);
            p += c;
        }
        int target = r * c - 1;
        if (g[0] == 'X' || g[target] == 'X') {
            System.out.println(-1);
            return;
        }
        int[] dist = new int[r * c];
        java.util.Arrays.fill(dist, Integer.MAX_VALUE);
        // deque as a circular buffer; each cell enters at most 4 times
        int cap = 1;
        while (cap < 4 * r * c + 4) cap <<= 1;
        int[] dq = new int[cap];
        int mask = cap - 1, head = 0, tail = 0;
        dist[0] = g[0] == '#' ? 1 : 0;
        dq[tail++ & mask] = 0;
        while (head != tail) {
            int u = dq[head++ & mask];
            int ur = u / c, uc = u % c;
            for (int k = 0; k < 4; k++) {
                int v;
                if (k == 0) { if (ur + 1 >= r) continue; v = u + c; }
                else if (k == 1) { if (ur == 0) continue; v = u - c; }
                else if (k == 2) { if (uc + 1 >= c) continue; v = u + 1; }
                else { if (uc == 0) continue; v = u - 1; }
                byte ch = g[v];
                if (ch == 'X') continue;
                int w = ch == '#' ? 1 : 0;
                if (dist[u] + w < dist[v]) {
                    dist[v] = dist[u] + w;
                    if (w == 0) dq[--head & mask] = v;
                    else dq[tail++ & mask] = v;
                }
            }
        }
        System.out.println(dist[target] == Integer.MAX_VALUE ? -1 : dist[target]);
    }
}
