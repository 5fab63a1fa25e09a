import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int bp = 0;
        int[] vals = new int[1];
        // read n
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int n = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') n = n * 10 + (buf[bp++] - '0');
        int[] h = new int[n];
        for (int i = 0; i < n; i++) {
            while (buf[bp] < '0' || buf[bp] > '9') bp++;
            int r = 0;
            while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
            h[i] = r;
        }
        int[] ans = new int[n];
        java.util.Arrays.fill(ans, -1);
        int[] st = new int[2 * n];
        int top = 0;
        for (int p = 2 * n - 1; p >= 0; p--) {
            int cur = h[p % n];
            while (top > 0 && h[st[top - 1] % n] <= cur) top--;
            if (p < n && top > 0) ans[p] = st[top - 1] - p;
            st[top++] = p;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(ans[i]);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
