import java.io.*;
import java.util.*;

public class Main {
    static byte[] buf;
    static int bp = 0;
    static int[] parent, size;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    static int find(int x) {
        int r = x;
        while (parent[r] != r) r = parent[r];
        while (parent[x] != r) {
            int nx = parent[x];
            parent[x] = r;
            x = nx;
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int q = nextInt();
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        HashMap<Integer, Integer> first = new HashMap<>(4 * q + 1);
        int birds = n;
        StringBuilder sb = new StringBuilder(q * 7);
        for (int i = 0; i < q; i++) {
            int p = nextInt();
            int x = nextInt();
            Integer r = first.get(x);
            if (r == null) {
                first.put(x, p);
            } else {
                int a = find(p), b = find(r);
                if (a != b) {
                    if (size[a] < size[b]) { int t = a; a = b; b = t; }
                    parent[b] = a;
                    size[a] += size[b];
                    birds--;
                }
            }
            sb.append(birds).append('\n');
        }
        System.out.print(sb);
    }
}
