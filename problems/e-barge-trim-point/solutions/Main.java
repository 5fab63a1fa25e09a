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

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long[] w = new long[n];
        long total = 0;
        for (int i = 0; i < n; i++) {
            w[i] = nextLong();
            total += w[i];
        }
        long left = 0;
        for (int i = 0; i < n; i++) {
            if (left == total - left - w[i]) {
                System.out.println(i + 1);
                return;
            }
            left += w[i];
        }
        System.out.println(-1);
    }
}
