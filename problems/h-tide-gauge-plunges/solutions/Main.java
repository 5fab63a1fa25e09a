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

    // number of values in vals[0..m) that are <= x
    static int upperBound(long[] vals, int m, long x) {
        int lo = 0, hi = m;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (vals[mid] <= x) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long k = nextLong();
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = nextLong();
        long[] vals = a.clone();
        Arrays.sort(vals);
        int m = 0;
        for (int i = 0; i < n; i++) if (i == 0 || vals[i] != vals[i - 1]) vals[m++] = vals[i];
        int[] tree = new int[m + 1];
        long answer = 0;
        for (int j = 0; j < n; j++) {
            int p = upperBound(vals, m, k * a[j]);
            long atMost = 0;
            for (int i = p; i > 0; i &= i - 1) atMost += tree[i];
            answer += j - atMost;
            int r = upperBound(vals, m, a[j]);  // rank of a[j] (1-based): values <= a[j]
            for (int i = r; i <= m; i += i & -i) tree[i]++;
        }
        System.out.println(answer);
    }
}
