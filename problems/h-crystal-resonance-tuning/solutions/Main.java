import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int q = nextInt();
        int[] basis = new int[30];
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int type = nextInt();
            int v = nextInt();
            if (type == 1) {
                for (int b = 29; b >= 0 && v != 0; b--) {
                    if (((v >> b) & 1) == 0) continue;
                    if (basis[b] == 0) { basis[b] = v; break; }
                    v ^= basis[b];
                }
            } else {
                for (int b = 29; b >= 0; b--)
                    if (basis[b] != 0 && ((v >> b) & 1) == 0) v ^= basis[b];
                sb.append(v).append('\n');
            }
        }
        System.out.print(sb);
    }
}
