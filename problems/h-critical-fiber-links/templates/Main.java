import java.io.*;
import java.util.*;

public class Main {
    // n sites, cables[i] = {u, v}. adj.get(v) lists int pairs {neighbour, cable index}.
    // Return every critical cable as {a, b} with a < b, sorted ascending.
    static List<int[]> criticalCables(int n, int[][] cables, List<List<int[]>> adj) {
        // TODO: implement
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt(), m = in.nextInt();
        int[][] cables = new int[m][];
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            int u = in.nextInt(), v = in.nextInt();
            cables[i] = new int[] {u, v};
            adj.get(u).add(new int[] {v, i});
            adj.get(v).add(new int[] {u, i});
        }
        List<int[]> res = criticalCables(n, cables, adj);
        StringBuilder sb = new StringBuilder();
        sb.append(res.size()).append('\n');
        for (int[] b : res) sb.append(b[0]).append(' ').append(b[1]).append('\n');
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        pw.print(sb);
        pw.flush();
    }

    static class FastReader {
        private final InputStream is; private final byte[] buf = new byte[1 << 16]; private int len = 0, ptr = 0;
        FastReader(InputStream is) { this.is = is; }
        private int read() throws IOException {
            if (ptr == len) { len = is.read(buf, 0, buf.length); ptr = 0; if (len <= 0) return -1; }
            return buf[ptr++];
        }
        int nextInt() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = false;
            if (c == '-') { neg = true; c = read(); }
            int r = 0;
            while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
            return neg ? -r : r;
        }
    }
}
