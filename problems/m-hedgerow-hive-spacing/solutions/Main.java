import java.io.*;
import java.util.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    static int n, k;
    static int[] x;

    static boolean ok(long d) {
        int placed = 1;
        long last = x[0];
        for (int i = 1; i < n && placed < k; i++)
            if (x[i] - last >= d) { placed++; last = x[i]; }
        return placed >= k;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        n = nextInt();
        k = nextInt();
        x = new int[n];
        for (int i = 0; i < n; i++) x[i] = nextInt();
        Arrays.sort(x);
        long lo = 1, hi = ((long) x[n - 1] - x[0]) / (k - 1);
        while (lo < hi) {
            long mid = (lo + hi + 1) / 2;
            if (ok(mid)) lo = mid;
            else hi = mid - 1;
        }
        System.out.println(lo);
    }
}
