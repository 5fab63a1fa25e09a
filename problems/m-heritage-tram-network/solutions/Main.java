import java.io.*;
import java.util.*;

public class Main {
    static int[] parent, size;

    static int findRoot(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    static boolean unite(int a, int b) {
        a = findRoot(a);
        b = findRoot(b);
        if (a == b) return false;
        if (size[a] < size[b]) { int t = a; a = b; b = t; }
        parent[b] = a;
        size[a] += size[b];
        return true;
    }

    // lines[i] = {u, v, w, heritage}. Heritage lines are paid for and merged first (even when
    // they close a cycle); then Kruskal adds the cheapest other lines that join two groups.
    static long networkCost(int n, int[][] lines) {
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) { parent[i] = i; size[i] = 1; }
        long total = 0;
        int groups = n;
        List<int[]> rest = new ArrayList<>();
        for (int[] l : lines) {
            if (l[3] == 1) {
                total += l[2];
                if (unite(l[0], l[1])) groups--;
            } else {
                rest.add(l);
            }
        }
        rest.sort((a, b) -> Integer.compare(a[2], b[2]));
        for (int[] l : rest) {
            if (groups == 1) break;
            if (unite(l[0], l[1])) {
                total += l[2];
                groups--;
            }
        }
        return groups == 1 ? total : -1;
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
