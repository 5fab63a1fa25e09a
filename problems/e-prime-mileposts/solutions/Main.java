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
        int[] L = new int[q], R = new int[q];
        int N = 1;
        for (int i = 0; i < q; i++) {
            L[i] = nextInt();
            R[i] = nextInt();
            N = Math.max(N, R[i]);
        }
        boolean[] composite = new boolean[N + 1];
        composite[0] = true;
        composite[1] = true;
        for (long p = 2; p * p <= N; p++)
            if (!composite[(int) p])
                for (int x = (int) (p * p); x <= N; x += (int) p) composite[x] = true;
        int[] cnt = new int[N + 1];
        for (int x = 1; x <= N; x++) cnt[x] = cnt[x - 1] + (composite[x] ? 0 : 1);
        StringBuilder sb = new StringBuilder(q * 8);
        for (int i = 0; i < q; i++) sb.append(cnt[R[i]] - cnt[L[i] - 1]).append('\n');
        System.out.print(sb);
    }
}
