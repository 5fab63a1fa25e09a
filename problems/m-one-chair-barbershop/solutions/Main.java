import java.io.*;
import java.util.*;

public class Main {
    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (buf[pos] <= ' ') pos++;
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int[] a = new int[n], d = new int[n];
        // customers sorted by arrival: sort keys a * 2^17 + number
        long[] byArrival = new long[n];
        for (int i = 0; i < n; i++) {
            a[i] = nextInt();
            d[i] = nextInt();
            byArrival[i] = ((long) a[i] << 17) | i;
        }
        Arrays.sort(byArrival);
        // waiting customers keyed by (duration, number), packed into one long
        PriorityQueue<Long> heap = new PriorityQueue<>();
        long now = 0;
        int next = 0;
        StringBuilder sb = new StringBuilder();
        for (int served = 0; served < n; served++) {
            if (heap.isEmpty()) now = Math.max(now, byArrival[next] >> 17);
            while (next < n && (byArrival[next] >> 17) <= now) {
                int who = (int) (byArrival[next] & ((1 << 17) - 1));
                heap.add(((long) d[who] << 17) | who);
                next++;
            }
            long top = heap.poll();
            int who = (int) (top & ((1 << 17) - 1));
            now += d[who];
            if (served > 0) sb.append(' ');
            sb.append(who + 1);
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
