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
        long h = nextLong();
        long[] a = new long[n];
        long mx = 1;
        for (int i = 0; i < n; i++) { a[i] = nextLong(); mx = Math.max(mx, a[i]); }
        long lo = 1, hi = mx;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            long hours = 0;
            boolean ok = true;
            for (int i = 0; i < n; i++) {
                hours += (a[i] + mid - 1) / mid;
                if (hours > h) { ok = false; break; }
            }
            if (ok) hi = mid;
            else lo = mid + 1;
        }
        System.out.println(lo);
    }
}
