import java.io.*;
import java.util.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    static long atMost(int[] g, int x, int d) {
        if (x <= 0) return 0;
        int[] cnt = new int[d];
        long count = 0;
        int kinds = 0, first = 0;
        for (int j = 0; j < g.length; j++) {
            if (cnt[g[j]]++ == 0) kinds++;
            while (kinds > x)
                if (--cnt[g[first++]] == 0) kinds--;
            count += j - first + 1;
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), k = nextInt();
        int[] g = new int[n];
        for (int i = 0; i < n; i++) g[i] = nextInt();
        int[] vals = g.clone();
        Arrays.sort(vals);
        int d = 0;
        for (int i = 0; i < n; i++) if (i == 0 || vals[i] != vals[i - 1]) vals[d++] = vals[i];
        for (int i = 0; i < n; i++) g[i] = Arrays.binarySearch(vals, 0, d, g[i]);
        System.out.println(atMost(g, k, d) - atMost(g, k - 1, d));
    }
}
