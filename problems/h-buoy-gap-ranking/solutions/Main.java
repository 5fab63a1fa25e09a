import java.io.*;
import java.util.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    static int n;
    static int[] x;

    static long countAtMost(int d) {
        long cnt = 0;
        int left = 0;
        for (int j = 0; j < n; j++) {
            while (x[j] - x[left] > d) left++;
            cnt += j - left;
        }
        return cnt;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        n = (int) nextLong();
        long k = nextLong();
        x = new int[n];
        for (int i = 0; i < n; i++) x[i] = (int) nextLong();
        Arrays.sort(x);
        int lo = 0, hi = x[n - 1] - x[0];
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (countAtMost(mid) >= k) hi = mid;
            else lo = mid + 1;
        }
        System.out.println(lo);
    }
}
