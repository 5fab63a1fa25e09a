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

    // a binary min-heap of longs
    static long[] heap;
    static int size;

    static void push(long[] h, int[] sz, long v) {
        int i = sz[0]++;
        h[i] = v;
        while (i > 0) {
            int p = (i - 1) >> 1;
            if (h[p] <= h[i]) break;
            long t = h[p]; h[p] = h[i]; h[i] = t;
            i = p;
        }
    }

    static long pop(long[] h, int[] sz) {
        long top = h[0];
        int n = --sz[0];
        h[0] = h[n];
        int i = 0;
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && h[l] < h[m]) m = l;
            if (r < n && h[r] < h[m]) m = r;
            if (m == i) break;
            long t = h[m]; h[m] = h[i]; h[i] = t;
            i = m;
        }
        return top;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long[] s = new long[n], e = new long[n];
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            s[i] = nextLong();
            e[i] = nextLong();
            keys[i] = (s[i] << 17) | i;  // start, then input index
        }
        Arrays.sort(keys);
        long[] busy = new long[n];
        int[] busySize = {0};
        long[] free = new long[n];
        int[] freeSize = {0};
        int[] room = new int[n];
        int k = 0;
        final long mask = (1L << 17) - 1;
        for (int j = 0; j < n; j++) {
            int i = (int) (keys[j] & mask);
            while (busySize[0] > 0 && (busy[0] >> 17) <= s[i]) {
                long top = pop(busy, busySize);
                push(free, freeSize, top & mask);
            }
            int r;
            if (freeSize[0] > 0) r = (int) pop(free, freeSize);
            else r = ++k;
            room[i] = r;
            push(busy, busySize, (e[i] << 17) | r);
        }
        StringBuilder sb = new StringBuilder();
        sb.append(k).append('\n');
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(room[i]);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
