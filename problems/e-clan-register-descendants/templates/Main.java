import java.io.*;
import java.util.*;

public class Main {
    // parent[i] is the parent of person i (parent[0] = -1: the founder).
    // Return, for every person, the number of their descendants.
    static int[] descendants(int n, int[] parent) {
        // TODO: write your solution here
        return new int[n];
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
        int n = nextInt();
        int[] parent = new int[n];
        parent[0] = -1;
        for (int i = 1; i < n; i++) parent[i] = nextInt();
        int[] count = descendants(n, parent);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(count[i]);
        }
        sb.append('\n');
        System.out.print(sb);
    }
}
