import java.io.*;
import java.util.*;

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
        final long MOD = 1000000007L;
        buf = System.in.readAllBytes();
        int r = nextInt(), c = nextInt();
        int N = r * c;
        int[] h = new int[N];
        for (int i = 0; i < N; i++) h[i] = nextInt();
        // sort cells by height: pack (height, index) into a long
        long[] order = new long[N];
        for (int i = 0; i < N; i++) order[i] = ((long) h[i] << 20) | i;
        Arrays.sort(order);
        int[] len = new int[N];
        long[] cnt = new long[N];
        int best = 0;
        long total = 0;
        for (int t = 0; t < N; t++) {
            int v = (int) (order[t] & ((1 << 20) - 1));
            int vr = v / c, vc = v % c;
            int L = 1;
            long ways = 1;
            for (int d = 0; d < 4; d++) {
                int u;
                if (d == 0) { if (vr + 1 >= r) continue; u = v + c; }
                else if (d == 1) { if (vr == 0) continue; u = v - c; }
                else if (d == 2) { if (vc + 1 >= c) continue; u = v + 1; }
                else { if (vc == 0) continue; u = v - 1; }
                if (h[u] >= h[v]) continue;
                if (len[u] + 1 > L) {
                    L = len[u] + 1;
                    ways = cnt[u];
                } else if (len[u] + 1 == L) {
                    ways = (ways + cnt[u]) % MOD;
                }
            }
            len[v] = L;
            cnt[v] = ways;
            if (L > best) {
                best = L;
                total = ways;
            } else if (L == best) {
                total = (total + ways) % MOD;
            }
        }
        System.out.println(best + " " + total);
    }
}
