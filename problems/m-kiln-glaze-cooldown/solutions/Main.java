import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int[] pos = {0};
        int n = (int) next(buf, pos);
        long c = next(buf, pos);
        long[] g = new long[n];
        for (int i = 0; i < n; i++) g[i] = next(buf, pos);
        Arrays.sort(g);
        long m = 0, t = 0;
        for (int i = 0; i < n;) {
            int j = i;
            while (j < n && g[j] == g[i]) j++;
            long cnt = j - i;
            if (cnt > m) { m = cnt; t = 1; }
            else if (cnt == m) t++;
            i = j;
        }
        System.out.println(Math.max((long) n, (m - 1) * (c + 1) + t));
    }

    static long next(byte[] buf, int[] pos) {
        int p = pos[0];
        while (buf[p] < '0' || buf[p] > '9') p++;
        long r = 0;
        while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') r = r * 10 + (buf[p++] - '0');
        pos[0] = p;
        return r;
    }
}
