import java.io.*;
import java.util.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        long k = nextLong();
        HashMap<Long, Long> cnt = new HashMap<>(2 * n + 1);
        for (int i = 0; i < n; i++) cnt.merge(nextLong(), 1L, Long::sum);
        long pairs = 0;
        for (Map.Entry<Long, Long> e : cnt.entrySet()) {
            long c = e.getValue();
            if (k == 0) {
                pairs += c * (c - 1) / 2;
            } else {
                Long other = cnt.get(e.getKey() + k);
                if (other != null) pairs += c * other;
            }
        }
        System.out.println(pairs);
    }
}
