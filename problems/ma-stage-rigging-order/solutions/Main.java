import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int m = in.nextInt();
        int[] eu = new int[m], ev = new int[m];
        int[] indeg = new int[n];
        int[] start = new int[n + 1];
        for (int i = 0; i < m; i++) {
            eu[i] = in.nextInt();
            ev[i] = in.nextInt();
            start[eu[i] + 1]++;
            indeg[ev[i]]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] to = new int[m];
        int[] fill = Arrays.copyOf(start, n);
        for (int i = 0; i < m; i++) to[fill[eu[i]]++] = ev[i];
        // binary min-heap of ints
        int[] heap = new int[n];
        int size = 0;
        for (int v = 0; v < n; v++) if (indeg[v] == 0) heap[size++] = v; // already sorted: valid heap
        int[] order = new int[n];
        int cnt = 0;
        while (size > 0) {
            int x = heap[0];
            heap[0] = heap[--size];
            int i = 0;
            while (true) {
                int l = 2 * i + 1, r = l + 1, s = i;
                if (l < size && heap[l] < heap[s]) s = l;
                if (r < size && heap[r] < heap[s]) s = r;
                if (s == i) break;
                int t = heap[i]; heap[i] = heap[s]; heap[s] = t;
                i = s;
            }
            order[cnt++] = x;
            for (int e = start[x]; e < start[x + 1]; e++) {
                int y = to[e];
                if (--indeg[y] == 0) {
                    int k = size++;
                    heap[k] = y;
                    while (k > 0 && heap[(k - 1) / 2] > heap[k]) {
                        int p = (k - 1) / 2;
                        int t = heap[p]; heap[p] = heap[k]; heap[k] = t;
                        k = p;
                    }
                }
            }
        }
        if (cnt < n) {
            System.out.println("IMPOSSIBLE");
            return;
        }
        StringBuilder sb = new StringBuilder(n * 7);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(order[i]);
        }
        System.out.println(sb);
    }

    static final class FastReader {
        private final DataInputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len = 0, ptr = 0;
        FastReader(InputStream is) { in = new DataInputStream(is); }
        private int read() throws IOException {
            if (ptr == len) { len = in.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
            return buf[ptr++];
        }
        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = false;
            if (c == '-') { neg = true; c = read(); }
            long r = 0;
            while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
            return neg ? -r : r;
        }
        int nextInt() throws IOException { return (int) nextLong(); }
        String next() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            StringBuilder sb = new StringBuilder();
            while (c != -1 && c > ' ') { sb.append((char) c); c = read(); }
            return sb.toString();
        }
    }
}
