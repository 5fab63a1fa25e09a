import java.io.*;
import java.util.*;

public class Main {
    // BFS from the founder lists every parent before its children; walking that order backwards,
    // each person's count is final before it is added to the parent's.
    static int[] descendants(int n, int[] parent) {
        int[] start = new int[n + 1];
        for (int i = 1; i < n; i++) start[parent[i] + 1]++;
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        int[] fill = Arrays.copyOf(start, n);
        int[] children = new int[Math.max(n - 1, 0)];
        for (int i = 1; i < n; i++) children[fill[parent[i]]++] = i;
        int[] order = new int[n];
        int tail = 1;
        for (int h = 0; h < tail; h++) {
            int x = order[h];
            for (int j = start[x]; j < start[x + 1]; j++) order[tail++] = children[j];
        }
        int[] count = new int[n];
        for (int k = n - 1; k > 0; k--) {
            int x = order[k];
            count[parent[x]] += count[x] + 1;
        }
        return count;
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
