import java.io.*;

public class Main {
    static final long INF = 4000000000000000000L; // larger than any post number we search
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    static long gcd(long a, long b) {
        while (b != 0) { long t = a % b; a = b; b = t; }
        return a;
    }

    static long lcmCapped(long a, long b) {
        long a1 = a / gcd(a, b);
        if (a1 > INF / b) return INF;
        return a1 * b;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int q = (int) nextLong();
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < q; t++) {
            long a = nextLong(), b = nextLong(), c = nextLong(), k = nextLong();
            long ab = lcmCapped(a, b), ac = lcmCapped(a, c), bc = lcmCapped(b, c);
            long abc = ab >= INF ? INF : lcmCapped(ab, c);
            long lo = 1, hi = k * Math.min(a, Math.min(b, c));
            while (lo < hi) {
                long mid = lo + (hi - lo) / 2;
                long cnt = mid / a + mid / b + mid / c - mid / ab - mid / ac - mid / bc + mid / abc;
                if (cnt >= k) hi = mid;
                else lo = mid + 1;
            }
            sb.append(lo).append('\n');
        }
        System.out.print(sb);
    }
}
