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
        long[] rem = new long[n + 1];
        long prefix = 0;
        for (int i = 1; i <= n; i++) {
            prefix += nextLong();
            rem[i] = Math.floorMod(prefix, k);
        }
        Arrays.sort(rem);
        long answer = 0;
        for (int i = 0, j; i <= n; i = j) {
            j = i;
            while (j <= n && rem[j] == rem[i]) j++;
            long c = j - i;
            answer += c * (c - 1) / 2;
        }
        System.out.println(answer);
    }
}
