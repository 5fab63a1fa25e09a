import java.io.*;
import java.util.*;

public class Main {
    // tracks[i] = {u, v}: a one-way track from station u to station v. Return the
    // lexicographically smallest list of stations of a run from depot 0 that uses every track
    // exactly once, or null if there is no such run.
    static int[] inspectionRun(int n, int[][] tracks) {
        // TODO: write your solution here
        return null;
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
