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
        int q = nextInt();
        HashSet<Integer> seen = new HashSet<>(2 * n + 1);
        int[] distinct = new int[n + 1];
        for (int p = 1; p <= n; p++) distinct[p] = distinct[p - 1] + (seen.add(nextInt()) ? 1 : 0);
        StringBuilder sb = new StringBuilder(q * 7);
        for (int i = 0; i < q; i++) sb.append(distinct[nextInt()]).append('\n');
        System.out.print(sb);
    }
}
