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

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong(), k = (int) nextLong();
        long w = nextLong();
        long[] c = new long[n], p = new long[n];
        for (int i = 0; i < n; i++) c[i] = nextLong();
        for (int i = 0; i < n; i++) p[i] = nextLong();
        // sort indices by requirement: key = c * 2^17 + index (c <= 10^9, so it fits in a long)
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) keys[i] = (c[i] << 17) | i;
        Arrays.sort(keys);
        // max-heap of profits as a binary heap of negated values
        long[] heap = new long[n];
        int size = 0;
        int ptr = 0, taken = 0;
        for (int round = 0; round < k; round++) {
            while (ptr < n && (keys[ptr] >> 17) <= w) {
                long v = -p[(int) (keys[ptr] & ((1 << 17) - 1))];
                ptr++;
                int i = size++;
                heap[i] = v;
                while (i > 0) {
                    int par = (i - 1) >> 1;
                    if (heap[par] <= heap[i]) break;
                    long t = heap[par]; heap[par] = heap[i]; heap[i] = t;
                    i = par;
                }
            }
            if (size == 0) break;
            w += -heap[0];
            taken++;
            size--;
            heap[0] = heap[size];
            int i = 0;
            while (true) {
                int l = 2 * i + 1, r = l + 1, m = i;
                if (l < size && heap[l] < heap[m]) m = l;
                if (r < size && heap[r] < heap[m]) m = r;
                if (m == i) break;
                long t = heap[m]; heap[m] = heap[i]; heap[i] = t;
                i = m;
            }
        }
        System.out.println(w + " " + taken);
    }
}
