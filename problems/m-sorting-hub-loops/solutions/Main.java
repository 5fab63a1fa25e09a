import java.io.*;
import java.util.*;

public class Main {
    // Reverse Kahn: a station is safe once every outgoing belt leads to a safe station. Start from
    // the bays (no outgoing belt) and peel backwards; what is never peeled can loop forever.
    // belts[i] = {u, v}
    static boolean[] safeStations(int n, int[][] belts) {
        int m = belts.length;
        int[] outdeg = new int[n], start = new int[n + 1];
        for (int[] b : belts) {
            outdeg[b[0]]++;
            start[b[1] + 1]++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] fill = Arrays.copyOf(start, n), from = new int[m];
        for (int[] b : belts) from[fill[b[1]]++] = b[0];
        boolean[] safe = new boolean[n];
        int[] queue = new int[n];
        int tail = 0;
        for (int i = 0; i < n; i++) if (outdeg[i] == 0) { safe[i] = true; queue[tail++] = i; }
        for (int h = 0; h < tail; h++) {
            int x = queue[h];
            for (int j = start[x]; j < start[x + 1]; j++) {
                int u = from[j];
                if (--outdeg[u] == 0) { safe[u] = true; queue[tail++] = u; }
            }
        }
        return safe;
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
        int[][] belts = new int[m][2];
        for (int i = 0; i < m; i++) {
            belts[i][0] = nextInt();
            belts[i][1] = nextInt();
        }
        boolean[] safe = safeStations(n, belts);
        StringBuilder sb = new StringBuilder(n + 1);
        for (int i = 0; i < n; i++) sb.append(safe[i] ? 'S' : 'L');
        sb.append('\n');
        System.out.print(sb);
    }
}
