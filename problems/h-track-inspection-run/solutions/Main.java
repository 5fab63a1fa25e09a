import java.io.*;
import java.util.*;

public class Main {
    // Check the degree conditions for a trail that starts at depot 0, then run Hierholzer's
    // algorithm taking the smallest unused track first; the finished stations, reversed, are the
    // lexicographically smallest trail. Returns null when there is no run. tracks[i] = {u, v}.
    static int[] inspectionRun(int n, int[][] tracks) {
        int m = tracks.length;
        int[] outdeg = new int[n], indeg = new int[n];
        for (int[] t : tracks) { outdeg[t[0]]++; indeg[t[1]]++; }
        int ends = 0;
        for (int x = 0; x < n; x++) {
            int diff = outdeg[x] - indeg[x];
            if (x == 0) {
                if (diff != 0 && diff != 1) return null;
            } else if (diff == -1) ends++;
            else if (diff != 0) return null;
        }
        if (outdeg[0] - indeg[0] != ends) return null;
        int[] start = new int[n + 1];
        for (int x = 0; x < n; x++) start[x + 1] = start[x] + outdeg[x];
        int[] fill = Arrays.copyOf(start, n), to = new int[m];
        for (int[] t : tracks) to[fill[t[0]]++] = t[1];
        for (int x = 0; x < n; x++) Arrays.sort(to, start[x], start[x + 1]);
        int[] next = Arrays.copyOf(start, n), stack = new int[m + 1], path = new int[m + 1];
        int top = 0, len = 0;
        stack[top++] = 0;
        while (top > 0) {
            int x = stack[top - 1];
            if (next[x] < start[x + 1]) stack[top++] = to[next[x]++];
            else {
                if (len == m + 1) return null;
                path[len++] = x;
                top--;
            }
        }
        if (len != m + 1) return null;
        for (int i = 0, j = m; i < j; i++, j--) { int t = path[i]; path[i] = path[j]; path[j] = t; }
        return path;
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (pos < buf.length && buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), m = nextInt();
        int[][] tracks = new int[m][2];
        for (int i = 0; i < m; i++) {
            tracks[i][0] = nextInt();
            tracks[i][1] = nextInt();
        }
        int[] run = inspectionRun(n, tracks);
        if (run == null) {
            System.out.println(-1);
            return;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < run.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(run[i]);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
