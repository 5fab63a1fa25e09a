import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long next() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) next();
        long[] v = new long[n];
        for (int i = 0; i < n; i++) v[i] = next();
        int[] par = new int[n];
        int[] start = new int[n + 1];
        for (int i = 1; i < n; i++) { par[i] = (int) next(); start[par[i] + 1]++; }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] fill = new int[n];
        System.arraycopy(start, 0, fill, 0, n);
        int[] child = new int[Math.max(1, n - 1)];
        for (int i = 1; i < n; i++) child[fill[par[i]]++] = i;
        // BFS from the entrance: S[child] = S[parent] + v[child]
        long[] S = new long[n];
        int[] queue = new int[n];
        int head = 0, tail = 0;
        S[0] = v[0];
        queue[tail++] = 0;
        long best = Long.MIN_VALUE;
        while (head < tail) {
            int x = queue[head++];
            if (start[x] == start[x + 1]) best = Math.max(best, S[x]); // a dead end
            for (int e = start[x]; e < start[x + 1]; e++) {
                S[child[e]] = S[x] + v[child[e]];
                queue[tail++] = child[e];
            }
        }
        System.out.println(best);
    }
}
