import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int next() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int r = next(), c = next();
        int n = r * c;
        byte[] g = new byte[n];
        for (int i = 0; i < r; i++) {
            while (buf[bp] < 'a' || buf[bp] > 'z') bp++;
            System.arraycopy(buf, bp, g, i * c, c);
            bp += c;
        }
        int[] label = new int[n];
        java.util.Arrays.fill(label, -1);
        int[] size = new int[n];
        int[] queue = new int[n];
        int ids = 0;
        for (int s = 0; s < n; s++) {
            if (label[s] >= 0) continue;
            int id = ids++;
            int head = 0, tail = 0;
            label[s] = id;
            queue[tail++] = s;
            while (head < tail) {
                int x = queue[head++];
                int i = x / c, j = x % c;
                if (i > 0 && label[x - c] < 0 && g[x - c] == g[x]) { label[x - c] = id; queue[tail++] = x - c; }
                if (i + 1 < r && label[x + c] < 0 && g[x + c] == g[x]) { label[x + c] = id; queue[tail++] = x + c; }
                if (j > 0 && label[x - 1] < 0 && g[x - 1] == g[x]) { label[x - 1] = id; queue[tail++] = x - 1; }
                if (j + 1 < c && label[x + 1] < 0 && g[x + 1] == g[x]) { label[x + 1] = id; queue[tail++] = x + 1; }
            }
            size[id] = tail;
        }
        int q = next();
        StringBuilder sb = new StringBuilder(q * 7);
        for (int k = 0; k < q; k++) {
            int i = next(), j = next();
            if (k > 0) sb.append(' ');
            sb.append(size[label[i * c + j]]);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
