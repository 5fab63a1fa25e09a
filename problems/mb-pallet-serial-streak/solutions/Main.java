import java.io.*;
import java.util.*;

public class Main {
    // Sort, then scan: skip equal neighbours, extend the run on a difference of exactly 1.
    static int longestStreak(int[] tags) {
        if (tags.length == 0) return 0;
        int[] a = tags.clone();
        Arrays.sort(a);
        int best = 1, run = 1;
        for (int i = 1; i < a.length; i++) {
            if (a[i] == a[i - 1]) continue;
            if ((long) a[i] == (long) a[i - 1] + 1) run++;
            else run = 1;
            best = Math.max(best, run);
        }
        return best;
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (pos < buf.length && buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int[] tags = new int[n];
        for (int i = 0; i < n; i++) tags[i] = nextInt();
        System.out.println(longestStreak(tags));
    }
}
