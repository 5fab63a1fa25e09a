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
        int n = nextInt(), m = nextInt();
        int[] in = new int[n], out = new int[n];
        for (int i = 0; i < m; i++) {
            out[nextInt()]++;
            in[nextInt()]++;
        }
        int ans = -1;
        for (int v = 0; v < n; v++) if (in[v] == n - 1 && out[v] == 0) ans = v;
        System.out.println(ans);
    }
}
