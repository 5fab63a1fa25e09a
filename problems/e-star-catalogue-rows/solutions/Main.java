import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    // first index with a[i] >= x (strict == false) or a[i] > x (strict == true), or n
    static int bound(long[] a, long x, boolean strict) {
        int l = 0, r = a.length;
        while (l < r) {
            int m = (l + r) >>> 1;
            if (strict ? a[m] > x : a[m] >= x) r = m;
            else l = m + 1;
        }
        return l;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = nextLong();
        int q = (int) nextLong();
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < q; j++) {
            long x = nextLong();
            int lo = bound(a, x, false);
            int hi = bound(a, x, true);
            if (lo == hi) sb.append("-1 -1\n");
            else sb.append(lo).append(' ').append(hi - 1).append('\n');
        }
        System.out.print(sb);
    }
}
