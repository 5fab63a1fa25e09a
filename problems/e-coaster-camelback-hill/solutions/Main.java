import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0;
        int n = -1, filled = 0;
        int[] h = new int[0];
        while (p < buf.length) {
            while (p < buf.length && (buf[p] < '0' || buf[p] > '9')) p++;
            if (p >= buf.length) break;
            int v = 0;
            while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') v = v * 10 + (buf[p++] - '0');
            if (n < 0) { n = v; h = new int[n]; }
            else if (filled < n) h[filled++] = v;
        }
        int[] up = new int[n], down = new int[n];
        for (int i = 1; i < n; i++) if (h[i - 1] < h[i]) up[i] = up[i - 1] + 1;
        for (int i = n - 2; i >= 0; i--) if (h[i + 1] < h[i]) down[i] = down[i + 1] + 1;
        int best = 0;
        for (int i = 0; i < n; i++)
            if (up[i] > 0 && down[i] > 0) best = Math.max(best, up[i] + down[i] + 1);
        System.out.println(best);
    }
}
