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
        long t = nextLong();
        HashMap<Long, Integer> first = new HashMap<>(2 * n + 1);
        for (int j = 0; j < n; j++) {
            long x = nextLong();
            Integer i = first.get(t - x);
            if (i != null) {
                System.out.println(i + " " + j);
                return;
            }
            first.putIfAbsent(x, j);
        }
        System.out.println(-1);
    }
}
