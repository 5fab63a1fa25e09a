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
        int n = next(), m = next();
        int[] u = new int[m], v = new int[m], pos = new int[n];
        for (int i = 0; i < m; i++) { u[i] = next(); v[i] = next(); }
        for (int i = 0; i < n; i++) pos[next()] = i; // inverse of the plan
        for (int i = 0; i < m; i++) {
            if (pos[u[i]] > pos[v[i]]) {
                System.out.println("NO " + (i + 1));
                return;
            }
        }
        System.out.println("YES");
    }
}
