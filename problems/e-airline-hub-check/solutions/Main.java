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
        int[] deg = new int[n];
        for (int i = 0; i < m; i++) {
            deg[nextInt()]++;
            deg[nextInt()]++;
        }
        int hub = -1;
        if (m == n - 1) for (int v = 0; v < n; v++) if (deg[v] == n - 1) hub = v;
        System.out.println(hub);
    }
}
