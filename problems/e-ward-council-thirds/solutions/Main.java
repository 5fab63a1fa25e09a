import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0;
        int n = -1, seen = 0;
        final int V = 100000;
        int[] cnt = new int[V + 1];
        while (p < buf.length) {
            while (p < buf.length && (buf[p] < '0' || buf[p] > '9')) p++;
            if (p >= buf.length) break;
            int v = 0;
            while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') v = v * 10 + (buf[p++] - '0');
            if (n < 0) n = v;
            else if (seen < n) { cnt[v]++; seen++; }
        }
        StringBuilder sb = new StringBuilder();
        for (int c = 1; c <= V; c++) {
            if (3L * cnt[c] > n) {
                if (sb.length() > 0) sb.append(' ');
                sb.append(c);
            }
        }
        System.out.println(sb.length() == 0 ? "-1" : sb.toString());
    }
}
