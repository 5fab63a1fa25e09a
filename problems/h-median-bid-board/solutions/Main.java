import java.io.*;
import java.util.*;

public class Main {
    // a binary heap of longs; sign = 1 for a min-heap, -1 for a max-heap (values stored negated)
    static final class Heap {
        long[] h = new long[16];
        int size = 0;
        final long sign;
        Heap(long sign) { this.sign = sign; }
        long top() { return h[0] * sign; }
        void push(long v) {
            if (size == h.length) h = Arrays.copyOf(h, size * 2);
            v *= sign;
            int i = size++;
            h[i] = v;
            while (i > 0) {
                int p = (i - 1) >> 1;
                if (h[p] <= h[i]) break;
                long t = h[p]; h[p] = h[i]; h[i] = t;
                i = p;
            }
        }
        void pop() {
            int n = --size;
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
        }
    }

    static Heap low = new Heap(-1), high = new Heap(1);
    static HashMap<Long, Integer> pending = new HashMap<>();
    static long nLow = 0, nHigh = 0;

    static void clean(Heap hp) {
        while (hp.size > 0) {
            Integer c = pending.get(hp.top());
            if (c == null || c == 0) break;
            if (c == 1) pending.remove(hp.top());
            else pending.put(hp.top(), c - 1);
            hp.pop();
        }
    }

    static void rebalance() {
        clean(low);
        clean(high);
        if (nLow > nHigh + 1) {
            high.push(low.top()); low.pop();
            nLow--; nHigh++;
            clean(low);
        } else if (nHigh > nLow) {
            low.push(high.top()); high.pop();
            nHigh--; nLow++;
            clean(high);
        }
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0;
        int q = 0;
        while (buf[p] < '0' || buf[p] > '9') p++;
        while (buf[p] >= '0' && buf[p] <= '9') q = q * 10 + (buf[p++] - '0');
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            while (buf[p] == ' ' || buf[p] == '\n' || buf[p] == '\r') p++;
            byte c = buf[p++];
            if (c == '?') {
                if (nLow + nHigh == 0) sb.append("EMPTY\n");
                else sb.append(low.top()).append('\n');
                continue;
            }
            while (buf[p] == ' ') p++;
            boolean neg = false;
            if (buf[p] == '-') { neg = true; p++; }
            long x = 0;
            while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') x = x * 10 + (buf[p++] - '0');
            if (neg) x = -x;
            if (c == '+') {
                if (nLow == 0 || x <= low.top()) { low.push(x); nLow++; }
                else { high.push(x); nHigh++; }
            } else {
                pending.merge(x, 1, Integer::sum);
                if (x <= low.top()) nLow--;
                else nHigh--;
            }
            rebalance();
        }
        System.out.print(sb);
    }
}
