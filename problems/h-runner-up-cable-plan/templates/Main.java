import java.io.*;
import java.util.*;

public class Main {
    // cables[i] = {u, v, w}. Return the cost of the cheapest plan (n - 1 cables connecting all n
    // islands) that differs from a cheapest plan in at least one cable, or -1 if there is no such
    // plan. Use a 64-bit total.
    static long runnerUpCost(int n, int[][] cables) {
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
        int[][] cables = new int[m][3];
        for (int i = 0; i < m; i++)
            for (int j = 0; j < 3; j++) cables[i][j] = nextInt();
        System.out.println(runnerUpCost(n, cables));
    }
}
