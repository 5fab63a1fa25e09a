import java.io.*;
import java.util.*;

public class Main {
    // Per platform: the times and values of its changes (times grow automatically).
    static class History {
        int[] times = new int[2];
        int[] values = new int[2];
        int size = 0;

        void add(int t, int v) {
            if (size == times.length) {
                times = Arrays.copyOf(times, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            times[size] = t;
            values[size] = v;
            size++;
        }

        // The value of the latest change at or before t, or -1.
        int at(int t) {
            int lo = 0, hi = size; // count of times <= t lies in [lo, hi]
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (times[mid] <= t) lo = mid + 1;
                else hi = mid;
            }
            return lo == 0 ? -1 : values[lo - 1];
        }
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (buf[pos] < '0' || buf[pos] > '9') pos++;
        int r = 0;
        while (pos < buf.length && buf[pos] >= '0' && buf[pos] <= '9') r = r * 10 + (buf[pos++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int q = nextInt();
        HashMap<Integer, History> board = new HashMap<>();
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= q; i++) {
            while (buf[pos] != 's' && buf[pos] != 'g') pos++;
            byte c = buf[pos++];
            int plat = nextInt();
            int x = nextInt();
            if (c == 's') {
                board.computeIfAbsent(plat, k -> new History()).add(i, x);
            } else {
                History h = board.get(plat);
                sb.append(h == null ? -1 : h.at(x)).append('\n');
            }
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
