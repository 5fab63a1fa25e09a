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

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int k = nextInt();
        int[] g = new int[n];
        for (int i = 0; i < n; i++) g[i] = nextInt();
        // compress the colour codes so the counts can live in an array
        int[] sorted = g.clone();
        Arrays.sort(sorted);
        int m = 0;
        for (int i = 0; i < n; i++) if (i == 0 || sorted[i] != sorted[i - 1]) sorted[m++] = sorted[i];
        int[] id = new int[n];
        for (int i = 0; i < n; i++) id[i] = Arrays.binarySearch(sorted, 0, m, g[i]);
        int[] count = new int[m];
        int distinct = 0, left = 0, bestLen = 0, bestStart = 0;
        for (int right = 0; right < n; right++) {
            if (count[id[right]]++ == 0) distinct++;
            while (distinct > k)
                if (--count[id[left++]] == 0) distinct--;
            if (right - left + 1 > bestLen) {
                bestLen = right - left + 1;
                bestStart = left;
            }
        }
        System.out.println(bestLen + " " + (bestStart + 1));
    }
}
