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
        int n = (int) nextLong();
        long[] d = new long[n];
        long[] p = new long[n];
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) { d[i] = nextLong(); p[i] = nextLong(); idx[i] = i; }
        Arrays.sort(idx, (x, y) -> Long.compare(d[x], d[y]));
        // a hand-written binary min-heap of fees
        long[] heap = new long[n + 1];
        int size = 0;
        long total = 0;
        for (int k = 0; k < n; k++) {
            int i = idx[k];
            int pos = ++size;
            heap[pos] = p[i];
            while (pos > 1 && heap[pos >> 1] > heap[pos]) {
                long t = heap[pos]; heap[pos] = heap[pos >> 1]; heap[pos >> 1] = t;
                pos >>= 1;
            }
            total += p[i];
            if (size > d[i]) {
                total -= heap[1];
                heap[1] = heap[size--];
                pos = 1;
                while (true) {
                    int c = pos << 1;
                    if (c > size) break;
                    if (c + 1 <= size && heap[c + 1] < heap[c]) c++;
                    if (heap[c] >= heap[pos]) break;
                    long t = heap[pos]; heap[pos] = heap[c]; heap[c] = t;
                    pos = c;
                }
            }
        }
        System.out.println(total);
    }
}
