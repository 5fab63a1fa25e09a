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
        int cand = 0, cnt = 0;
        for (int x : v) {
            if (cnt == 0) { cand = x; cnt = 1; }
            else if (x == cand) cnt++;
            else cnt--;
        }
        int occ = 0;
        for (int x : v) if (x == cand) occ++;
        System.out.println(2L * occ > n ? cand : -1);
    }
}
