import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int m = nextInt();
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = nextInt();
        int k = 0;
        for (int i = 0; i < n; i++)
            if (k < m || a[k - m] != a[i]) a[k++] = a[i];
        StringBuilder sb = new StringBuilder(12 * k + 16);
        sb.append(k).append('\n');
        for (int j = 0; j < k; j++) {
            if (j > 0) sb.append(' ');
            sb.append(a[j]);
        }
        sb.append('\n');
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false);
        out.print(sb);
        out.flush();
    }
}
