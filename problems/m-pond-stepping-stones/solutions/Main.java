import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0;
        long[] a;
        int n = 0;
        while (buf[p] < '0' || buf[p] > '9') p++;
        while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') n = n * 10 + (buf[p++] - '0');
        a = new long[n];
        for (int i = 0; i < n; i++) {
            while (buf[p] < '0' || buf[p] > '9') p++;
            long r = 0;
            while (p < buf.length && buf[p] >= '0' && buf[p] <= '9') r = r * 10 + (buf[p++] - '0');
            a[i] = r;
        }
        long end = 0, far = 0;
        int jumps = 0;
        for (int i = 0; i < n; i++) {
            if (i > end) {
                if (far < i) { System.out.println(-1); return; }
                jumps++;
                end = far;
            }
            far = Math.max(far, i + a[i]);
        }
        System.out.println(jumps);
    }
}
