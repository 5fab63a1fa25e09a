import java.io.*;
import java.util.*;

public class Main {
    // children[u] lists the basins fed directly by basin u; basin 0 is the reservoir.
    // Return, for every level in `levels` (in order), the number of basins at exactly that level.
    // The network may be a chain of 10^5 basins: avoid deep recursion.
    static long[] countAtLevels(int[][] children, long[] levels) {
        // TODO: write your solution here
        return new long[levels.length];
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        int[] par = new int[n];
        int[] deg = new int[n];
        for (int i = 1; i < n; i++) { par[i] = (int) readLong(in); deg[par[i]]++; }
        int[][] children = new int[n][];
        for (int u = 0; u < n; u++) children[u] = new int[deg[u]];
        int[] fill = new int[n];
        for (int i = 1; i < n; i++) children[par[i]][fill[par[i]]++] = i;
        int q = (int) readLong(in);
        long[] levels = new long[q];
        for (int j = 0; j < q; j++) levels[j] = readLong(in);
        long[] ans = countAtLevels(children, levels);
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < q; j++) {
            if (j > 0) sb.append(' ');
            sb.append(ans[j]);
        }
        System.out.println(sb);
    }

    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        long r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = in.read(); }
        return r;
    }
}
