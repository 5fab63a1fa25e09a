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

    static int n, k;
    static long[] a;

    static int legs(long M) {
        int cnt = 1;
        long cur = 0;
        for (int i = 0; i < n; i++) {
            if (cur + a[i] > M) { cnt++; cur = 0; }
            cur += a[i];
        }
        return cnt;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        n = (int) nextLong();
        k = (int) nextLong();
        a = new long[n];
        long mx = 0, total = 0;
        for (int i = 0; i < n; i++) { a[i] = nextLong(); mx = Math.max(mx, a[i]); total += a[i]; }
        long lo = mx, hi = total;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (legs(mid) <= k) hi = mid;
            else lo = mid + 1;
        }
        long M = lo;
        StringBuilder sb = new StringBuilder();
        sb.append(M).append('\n');
        int pos = 0;
        for (int j = 1; j <= k; j++) {
            int start = pos;
            long cur = 0;
            if (j == k) pos = n;
            else {
                while (pos < n && cur + a[pos] <= M && n - (pos + 1) >= k - j) cur += a[pos++];
            }
            if (j > 1) sb.append(' ');
            sb.append(pos - start);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
