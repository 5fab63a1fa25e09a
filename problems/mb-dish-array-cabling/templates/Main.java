import java.io.*;
import java.util.*;

public class Main {
    // edges[i] = {u, v, w}. Return the minimum total cost of edges linking all n vertices,
    // or -1 if impossible. Use a 64-bit total.
    static long cableCost(int n, int[][] edges) {
        // TODO: build a minimum spanning tree
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
        int[][] edges = new int[m][3];
        for (int i = 0; i < m; i++) {
            edges[i][0] = nextInt();
            edges[i][1] = nextInt();
            edges[i][2] = nextInt();
        }
        System.out.println(cableCost(n, edges));
    }
}
