import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int r = (int) in.nextLong(), c = (int) in.nextLong();
        int N = r * c;
        long[] h = new long[N];
        for (int i = 0; i < N; i++) h[i] = in.nextLong();
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        int[] indeg = new int[N];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++)
                for (int d = 0; d < 4; d++) {
                    int ni = i + dr[d], nj = j + dc[d];
                    if (ni >= 0 && ni < r && nj >= 0 && nj < c && h[ni * c + nj] < h[i * c + j]) indeg[i * c + j]++;
                }
        int[] layer = new int[N], next = new int[N];
        int ls = 0;
        for (int v = 0; v < N; v++) if (indeg[v] == 0) layer[ls++] = v;
        int layers = 0;
        while (ls > 0) {
            layers++;
            int ns = 0;
            for (int k = 0; k < ls; k++) {
                int v = layer[k], i = v / c, j = v % c;
                for (int d = 0; d < 4; d++) {
                    int ni = i + dr[d], nj = j + dc[d];
                    if (ni < 0 || ni >= r || nj < 0 || nj >= c) continue;
                    int w = ni * c + nj;
                    if (h[w] > h[v] && --indeg[w] == 0) next[ns++] = w;
                }
            }
            int[] t = layer; layer = next; next = t;
            ls = ns;
        }
        System.out.println(layers);
    }

    static class FastReader {
        private final InputStream is; private final byte[] buf = new byte[1 << 16]; private int len = 0, ptr = 0;
        FastReader(InputStream is) { this.is = is; }
        private int read() throws IOException {
            if (ptr == len) { len = is.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
            return buf[ptr++];
        }
        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = false;
            if (c == '-') { neg = true; c = read(); }
            long r = 0;
            while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
            return neg ? -r : r;
        }
    }
}
