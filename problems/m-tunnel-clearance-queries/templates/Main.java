import java.io.*;
import java.util.*;

public class Main {
    // roads[i] = {u, v, clearance}; requests[j] = {a, b, height}.
    // Return, for every request in input order, true if a load of that height can get from a to b
    // using only roads whose clearance is at least the height.
    static boolean[] answerRequests(int n, int[][] roads, int[][] requests) {
        // TODO: write your solution here
        return new boolean[requests.length];
    }

    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), m = nextInt(), q = nextInt();
        int[][] roads = new int[m][3];
        for (int[] r : roads) for (int t = 0; t < 3; t++) r[t] = nextInt();
        int[][] requests = new int[q][3];
        for (int[] r : requests) for (int t = 0; t < 3; t++) r[t] = nextInt();
        boolean[] ans = answerRequests(n, roads, requests);
        StringBuilder sb = new StringBuilder();
        for (boolean x : ans) sb.append(x ? "YES\n" : "NO\n");
        System.out.print(sb);
    }
}
