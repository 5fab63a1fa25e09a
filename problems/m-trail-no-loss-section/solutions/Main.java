import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0;
        int n = -1, filled = 0;
        int[] e = new int[0];
        while (p < buf.length) {
            while (p < buf.length && (buf[p] < '0' || buf[p] > '9')) p++;
            if (p >= buf.length) break;
            int v = 0;
            while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') v = v * 10 + (buf[p++] - '0');
            if (n < 0) { n = v; e = new int[n]; }
            else if (filled < n) e[filled++] = v;
        }
        int[] st = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++)
            if (top == 0 || e[i] < e[st[top - 1]]) st[top++] = i;
        int best = 0;
        for (int j = n - 1; j >= 0 && top > 0; j--) {
            while (top > 0 && e[st[top - 1]] <= e[j]) {
                best = Math.max(best, j - st[top - 1]);
                top--;
            }
        }
        System.out.println(best);
    }
}
