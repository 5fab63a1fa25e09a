import java.io.*;
import java.util.*;

public class Main {
    // belts[i] = {u, v}: a belt from station u to station v.
    // Return, for every station, true if every route from it ends at a bay (a station without
    // outgoing belts), false if a parcel there can be sent round forever.
    static boolean[] safeStations(int n, int[][] belts) {
        // TODO: write your solution here
        return new boolean[n];
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
