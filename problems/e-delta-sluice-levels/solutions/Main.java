import java.io.*;

public class Main {
    static byte[] buf;
    static int bp = 0;

    static long next() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) next();
        int[] par = new int[n];
        int[] start = new int[n + 1];
        for (int i = 1; i < n; i++) { par[i] = (int) next(); start[par[i] + 1]++; }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] fill = new int[n];
        System.arraycopy(start, 0, fill, 0, n);
        int[] child = new int[Math.max(1, n - 1)];
        for (int i = 1; i < n; i++) child[fill[par[i]]++] = i;
        // BFS from the reservoir; a child's level is its parent's level + 1
        int[] level = new int[n];
        int[] queue = new int[n];
        long[] cnt = new long[n];
        int head = 0, tail = 0;
        queue[tail++] = 0;
        while (head < tail) {
            int u = queue[head++];
            cnt[level[u]]++;
            for (int e = start[u]; e < start[u + 1]; e++) {
                level[child[e]] = level[u] + 1;
                queue[tail++] = child[e];
            }
        }
        int q = (int) next();
        StringBuilder sb = new StringBuilder(q * 7);
        for (int j = 0; j < q; j++) {
            long k = next();
            if (j > 0) sb.append(' ');
            sb.append(k < n ? cnt[(int) k] : 0);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
