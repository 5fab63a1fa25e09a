import java.io.*;
import java.util.*;

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
        long t = nextLong();
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = nextLong();
        Arrays.sort(a);
        long count = 0;
        for (int i = 0; i + 2 < n; i++) {
            if (i > 0 && a[i] == a[i - 1]) continue;
            long need = t - a[i];
            int j = i + 1, k = n - 1;
            while (j < k) {
                long s = a[j] + a[k];
                if (s < need) j++;
                else if (s > need) k--;
                else {
                    count++;
                    long y = a[j], z = a[k];
                    while (j < k && a[j] == y) j++;
                    while (k > j && a[k] == z) k--;
                }
            }
        }
        System.out.println(count);
    }
}
