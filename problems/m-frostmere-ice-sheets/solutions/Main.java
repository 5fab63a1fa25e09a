import java.io.*;
import java.util.*;

public class Main {
    static int[] parent, size;
    static int sheets;

    static int findRoot(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    static void join(int cell, int y) {
        if (parent[y] < 0) return;
        int a = findRoot(cell), b = findRoot(y);
        if (a == b) return;
        if (size[a] < size[b]) { int t = a; a = b; b = t; }
        parent[b] = a;
        size[a] += size[b];
        sheets--;
    }

    // Union-find over the cells: a newly frozen cell is a new sheet; every frozen neighbour in a
    // different sheet merges with it and removes one sheet from the count.
    // freezes[t] = {i, j}; returns the count after every night.
    static int[] sheetCounts(int r, int c, int[][] freezes) {
        parent = new int[r * c];
        size = new int[r * c];
        Arrays.fill(parent, -1);
        Arrays.fill(size, 1);
        sheets = 0;
        int[] result = new int[freezes.length];
        for (int t = 0; t < freezes.length; t++) {
            int i = freezes[t][0], j = freezes[t][1], cell = i * c + j;
            if (parent[cell] < 0) {
                parent[cell] = cell;
                sheets++;
                if (i > 0) join(cell, cell - c);
                if (i + 1 < r) join(cell, cell + c);
                if (j > 0) join(cell, cell - 1);
                if (j + 1 < c) join(cell, cell + 1);
            }
            result[t] = sheets;
        }
        return result;
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
