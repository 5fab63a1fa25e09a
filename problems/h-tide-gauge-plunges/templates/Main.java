import java.io.*;
import java.util.*;

public class Main {
    // Return the number of pairs i < j with levels[i] > k * levels[j].
    static long countPlunges(long[] levels, long k) {
        // TODO: write your solution here
        return 0;
    }

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
        long[] levels = new long[n];
        for (int i = 0; i < n; i++) levels[i] = nextLong();
        System.out.println(countPlunges(levels, k));
    }
}
