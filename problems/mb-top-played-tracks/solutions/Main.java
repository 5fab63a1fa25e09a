import java.io.*;
import java.util.*;

public class Main {
    // Count by sorting a copy, then sort packed keys (maxPlays - plays) * 2^31 + id ascending.
    static int[] topTracks(int[] plays, int k) {
        int[] a = plays.clone();
        Arrays.sort(a);
        int n = a.length;
        long[] keys = new long[n];
        int d = 0;
        for (int i = 0; i < n;) {
            int j = i;
            while (j < n && a[j] == a[i]) j++;
            keys[d++] = ((long) (n - (j - i)) << 31) | a[i];
            i = j;
        }
        long[] used = Arrays.copyOf(keys, d);
        Arrays.sort(used);
        int[] chart = new int[k];
        for (int i = 0; i < k; i++) chart[i] = (int) (used[i] & 0x7fffffffL);
        return chart;
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
        int n = nextInt(), k = nextInt();
        int[] plays = new int[n];
        for (int i = 0; i < n; i++) plays[i] = nextInt();
        int[] chart = topTracks(plays, k);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < chart.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(chart[i]);
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
