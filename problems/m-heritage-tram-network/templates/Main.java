import java.io.*;
import java.util.*;

public class Main {
    // lines[i] = {u, v, w, heritage}; heritage = 1 means the line must be reopened.
    // Return the minimum total cost of a network that contains every heritage line and connects
    // all n stops, or -1 if that is impossible. Use a 64-bit total.
    static long networkCost(int n, int[][] lines) {
        // TODO: write your solution here
        return -1;
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
        int[][] lines = new int[m][4];
        for (int i = 0; i < m; i++)
            for (int j = 0; j < 4; j++) lines[i][j] = nextInt();
        System.out.println(networkCost(n, lines));
    }
}
