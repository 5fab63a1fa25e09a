import java.io.*;
import java.util.*;

public class Main {
    // value[i] is chamber i's value; children[i] lists the chambers dug out from chamber i.
    // Chamber 0 is the entrance. Return the largest total value of a descent from the entrance
    // to a dead end (a chamber without children). The mine can be 10^5 chambers deep: avoid
    // recursion.
    static long bestDescent(long[] value, int[][] children) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long[] value = new long[n];
        for (int i = 0; i < n; i++) value[i] = readLong(in);
        int[] par = new int[n];
        int[] deg = new int[n];
        for (int i = 1; i < n; i++) { par[i] = (int) readLong(in); deg[par[i]]++; }
        int[][] children = new int[n][];
        for (int u = 0; u < n; u++) children[u] = new int[deg[u]];
        int[] fill = new int[n];
        for (int i = 1; i < n; i++) children[par[i]][fill[par[i]]++] = i;
        System.out.println(bestDescent(value, children));
    }

    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean neg = false;
        if (c == '-') { neg = true; c = in.read(); }
        long r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = in.read(); }
        return neg ? -r : r;
    }
}
