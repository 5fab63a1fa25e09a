import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = nextInt(in);
        final int BITS = 16;
        int[] c0 = new int[n * BITS + 1], c1 = new int[n * BITS + 1];
        int nodes = 1;
        for (int x : a) {
            int v = 0;
            for (int b = BITS - 1; b >= 0; b--) {
                if ((x >> b & 1) == 0) {
                    if (c0[v] == 0) c0[v] = nodes++;
                    v = c0[v];
                } else {
                    if (c1[v] == 0) c1[v] = nodes++;
                    v = c1[v];
                }
            }
        }
        int best = 0;
        for (int x : a) {
            int v = 0, cur = 0;
            for (int b = BITS - 1; b >= 0; b--) {
                int other = (x >> b & 1) == 0 ? c1[v] : c0[v];
                if (other != 0) {
                    cur |= 1 << b;
                    v = other;
                } else v = (x >> b & 1) == 0 ? c0[v] : c1[v];
            }
            best = Math.max(best, cur);
        }
        long[] cnt = new long[1 << BITS];
        for (int x : a) cnt[x]++;
        long pairs = 0;
        if (best == 0) pairs = (long) n * (n - 1) / 2;
        else
            for (int x = 0; x < (1 << BITS); x++)
                if (x < (x ^ best)) pairs += cnt[x] * cnt[x ^ best];
        System.out.println(best + " " + pairs);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') {
            r = r * 10 + (c - '0');
            c = in.read();
        }
        return r;
    }
}
