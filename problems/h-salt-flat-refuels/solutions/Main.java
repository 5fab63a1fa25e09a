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
        long D = nextInt(), range = nextInt();
        // max-heap of the fuel of reached but unused depots (fuel <= 1000: a counting heap would do,
        // but a plain priority queue is the general tool)
        PriorityQueue<Integer> passed = new PriorityQueue<>(Collections.reverseOrder());
        int stops = 0;
        for (int i = 0; i <= n; i++) {
            long p = i < n ? nextInt() : D;
            int f = i < n ? nextInt() : 0;
            while (range < p) {
                if (passed.isEmpty()) {
                    System.out.println(-1);
                    return;
                }
                range += passed.poll();
                stops++;
            }
            if (i < n) passed.add(f);
        }
        System.out.println(stops);
    }
}
