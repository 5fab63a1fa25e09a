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
        int q = (int) nextLong();
        long t = nextLong();
        long[] d = new long[n + 2];
        for (int k = 0; k < q; k++) {
            int l = (int) nextLong();
            int r = (int) nextLong();
            long v = nextLong();
            d[l] += v;
            d[r + 1] -= v;
        }
        long cur = 0;
        int thriving = 0;
        for (int i = 1; i <= n; i++) {
            cur += d[i];
            if (cur >= t) thriving++;
        }
        System.out.println(thriving);
    }
}
