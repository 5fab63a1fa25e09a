import java.io.*;

public class Main {
    // Trip i runs from l[i] to r[i]. Return, for every trip, the number of primes p with l <= p <= r.
    static int[] countPrimeMileposts(int[] l, int[] r) {
        // TODO: write your solution here
        return new int[l.length];
    }

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
        int[] l = new int[q], r = new int[q];
        for (int i = 0; i < q; i++) {
            l[i] = nextInt();
            r[i] = nextInt();
        }
        int[] ans = countPrimeMileposts(l, r);
        StringBuilder sb = new StringBuilder();
        for (int x : ans) sb.append(x).append('\n');
        System.out.print(sb);
    }
}
