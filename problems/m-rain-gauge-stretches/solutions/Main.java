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

    static long atMost(long[] a, long x) {
        if (x < 0) return 0;
        long count = 0, sum = 0;
        int first = 0;
        for (int j = 0; j < a.length; j++) {
            sum += a[j];
            while (sum > x) sum -= a[first++];
            count += j - first + 1;
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long L = nextLong(), R = nextLong();
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = nextLong();
        System.out.println(atMost(a, R) - atMost(a, L - 1));
    }
}
