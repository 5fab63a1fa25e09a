import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    static int nextInt() { return (int) nextLong(); }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int[] v = new int[n];
        for (int i = 0; i < n; i++) v[i] = nextInt();
        int w = 0;
        for (int i = 0; i < n; i++) if (v[i] != 0) v[w++] = v[i];
        while (w < n) v[w++] = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(v[i]);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
