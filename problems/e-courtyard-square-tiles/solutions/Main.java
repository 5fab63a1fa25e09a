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

    // Largest s with s * s <= x, for 0 <= x <= 10^18.
    static long floorSqrt(long x) {
        long lo = 0, hi = 1000000000L;
        while (lo < hi) {
            long mid = lo + (hi - lo + 1) / 2;
            if (mid * mid <= x) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int q = (int) nextLong();
        StringBuilder sb = new StringBuilder(32 * q);
        for (int i = 0; i < q; i++) {
            long x = nextLong();
            long s = floorSqrt(x);
            sb.append(s).append(' ').append(x - s * s).append('\n');
        }
        System.out.print(sb);
        System.out.flush();
    }
}
