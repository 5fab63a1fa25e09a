import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;
    static int[] parent, size;

    static int next() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    static int find(int x) {
        int r = x;
        while (parent[r] != r) r = parent[r];
        while (parent[x] != r) { int nx = parent[x]; parent[x] = r; x = nx; } // path compression
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = next(), m = next(), q = next();
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) { parent[i] = i; size[i] = 1; }
        for (int i = 0; i < m; i++) {
            int a = find(next()), b = find(next());
            if (a == b) continue;
            if (size[a] < size[b]) { int t = a; a = b; b = t; }
            parent[b] = a; // union by size
            size[a] += size[b];
        }
        byte[] out = new byte[q + 1];
        for (int k = 0; k < q; k++) {
            int a = next(), b = next();
            out[k] = (byte) (find(a) == find(b) ? 'Y' : 'N');
        }
        out[q] = '\n';
        System.out.write(out, 0, out.length);
        System.out.flush();
    }
}
