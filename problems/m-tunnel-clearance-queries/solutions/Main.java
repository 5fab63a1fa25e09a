import java.io.*;
import java.util.*;

public class Main {
    static byte[] buf;
    static int bp = 0;
    static int[] parent;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    static int find(int x) {
        int r = x;
        while (parent[r] != r) r = parent[r];
        while (parent[x] != r) {
            int nx = parent[x];
            parent[x] = r;
            x = nx;
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), m = nextInt(), q = nextInt();
        int[] ru = new int[m], rv = new int[m], rc = new int[m];
        for (int i = 0; i < m; i++) {
            ru[i] = nextInt();
            rv[i] = nextInt();
            rc[i] = nextInt();
        }
        int[] qa = new int[q], qb = new int[q], qh = new int[q];
        for (int i = 0; i < q; i++) {
            qa[i] = nextInt();
            qb[i] = nextInt();
            qh[i] = nextInt();
        }
        // sort indices by key, descending: pack (key, index) into a long
        long[] roadOrder = new long[m];
        for (int i = 0; i < m; i++) roadOrder[i] = ((long) rc[i] << 20) | i;
        long[] reqOrder = new long[q];
        for (int i = 0; i < q; i++) reqOrder[i] = ((long) qh[i] << 20) | i;
        Arrays.sort(roadOrder);
        Arrays.sort(reqOrder);
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        boolean[] ok = new boolean[q];
        int next = m - 1;
        for (int t = q - 1; t >= 0; t--) {
            int idx = (int) (reqOrder[t] & ((1 << 20) - 1));
            int h = qh[idx];
            while (next >= 0 && rc[(int) (roadOrder[next] & ((1 << 20) - 1))] >= h) {
                int e = (int) (roadOrder[next] & ((1 << 20) - 1));
                int a = find(ru[e]), b = find(rv[e]);
                if (a != b) parent[a] = b;
                next--;
            }
            ok[idx] = find(qa[idx]) == find(qb[idx]);
        }
        StringBuilder sb = new StringBuilder(q * 4);
        for (int i = 0; i < q; i++) sb.append(ok[i] ? "YES\n" : "NO\n");
        System.out.print(sb);
    }
}
