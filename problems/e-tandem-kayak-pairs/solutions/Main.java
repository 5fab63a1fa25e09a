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
        long W = nextLong();
        long[] w = new long[n];
        for (int i = 0; i < n; i++) w[i] = nextLong();
        long count = 0;
        int l = 0, r = n - 1;
        while (l < r) {
            if (w[l] + w[r] <= W) {
                count += r - l;
                l++;
            } else {
                r--;
            }
        }
        System.out.println(count);
    }
}
