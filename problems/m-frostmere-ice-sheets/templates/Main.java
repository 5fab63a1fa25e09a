import java.io.*;
import java.util.*;

public class Main {
    // freezes[t] = {i, j}: the cell that freezes in night t.
    // Return the number of ice sheets after every night.
    static int[] sheetCounts(int r, int c, int[][] freezes) {
        // TODO: write your solution here
        return new int[freezes.length];
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
        int r = nextInt(), c = nextInt(), k = nextInt();
        int[][] freezes = new int[k][2];
        for (int t = 0; t < k; t++) {
            freezes[t][0] = nextInt();
            freezes[t][1] = nextInt();
        }
        int[] counts = sheetCounts(r, c, freezes);
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < k; t++) {
            if (t > 0) sb.append(' ');
            sb.append(counts[t]);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
