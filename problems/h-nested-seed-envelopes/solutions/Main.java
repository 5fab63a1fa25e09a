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

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        long[] key = new long[n];
        for (int i = 0; i < n; i++) {
            int w = nextInt(), h = nextInt();
            // width ascending, then height descending: encode as one sortable number
            key[i] = (long) w * 200001L + (200000 - h);
        }
        Arrays.sort(key);
        int[] tails = new int[n];
        int len = 0;
        for (int i = 0; i < n; i++) {
            int h = 200000 - (int) (key[i] % 200001L);
            int lo = 0, hi = len;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] >= h) hi = mid;
                else lo = mid + 1;
            }
            tails[lo] = h;
            if (lo == len) len++;
        }
        System.out.println(len);
    }
}
