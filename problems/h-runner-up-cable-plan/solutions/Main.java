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

    // Kruskal builds a cheapest plan; then every unused cable (u, v, w) is swapped in for the
    // dearest plan cable on the path u..v (binary lifting), and the cheapest swap is the answer.
    // cables[i] = {u, v, w}
    static long runnerUpCost(int n, int[][] cables) {
        int m = cables.length;
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Integer.compare(cables[a][2], cables[b][2]));
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) { parent[i] = i; size[i] = 1; }
        boolean[] used = new boolean[m];
        int[] head = new int[n], nxt = new int[2 * n], to = new int[2 * n], wt = new int[2 * n];
        Arrays.fill(head, -1);
        int cnt = 0;
        long total = 0;
        int joined = 0;
        for (int i : order) {
            int u = cables[i][0], v = cables[i][1], w = cables[i][2];
            int a = findRoot(u), b = findRoot(v);
            if (a == b) continue;
            if (size[a] < size[b]) { int t = a; a = b; b = t; }
            parent[b] = a;
            size[a] += size[b];
            used[i] = true;
            total += w;
            joined++;
            to[cnt] = v; wt[cnt] = w; nxt[cnt] = head[u]; head[u] = cnt++;
            to[cnt] = u; wt[cnt] = w; nxt[cnt] = head[v]; head[v] = cnt++;
        }
        if (joined != n - 1) return -1;
        int LOG = 1;
        while ((1 << LOG) < n) LOG++;
        int[][] up = new int[LOG][n], mx = new int[LOG][n];
        int[] depth = new int[n], queue = new int[n];
        boolean[] seen = new boolean[n];
        int tail = 1;
        seen[0] = true;
        for (int h = 0; h < tail; h++) {
            int x = queue[h];
            for (int e = head[x]; e >= 0; e = nxt[e]) {
                int y = to[e];
                if (seen[y]) continue;
                seen[y] = true;
                depth[y] = depth[x] + 1;
                up[0][y] = x;
                mx[0][y] = wt[e];
                queue[tail++] = y;
            }
        }
        for (int k = 1; k < LOG; k++)
            for (int v = 0; v < n; v++) {
                up[k][v] = up[k - 1][up[k - 1][v]];
                mx[k][v] = Math.max(mx[k - 1][v], mx[k - 1][up[k - 1][v]]);
            }
        long answer = -1;
        for (int i = 0; i < m; i++) {
            if (used[i]) continue;
            int a = cables[i][0], b = cables[i][1], best = 0;
            if (depth[a] < depth[b]) { int t = a; a = b; b = t; }
            int diff = depth[a] - depth[b];
            for (int k = 0; diff != 0; k++, diff >>= 1)
                if ((diff & 1) != 0) {
                    best = Math.max(best, mx[k][a]);
                    a = up[k][a];
                }
            if (a != b) {
                for (int k = LOG - 1; k >= 0; k--)
                    if (up[k][a] != up[k][b]) {
                        best = Math.max(best, Math.max(mx[k][a], mx[k][b]));
                        a = up[k][a];
                        b = up[k][b];
                    }
                best = Math.max(best, Math.max(mx[0][a], mx[0][b]));
            }
            long cand = total + cables[i][2] - best;
            if (answer < 0 || cand < answer) answer = cand;
        }
        return answer;
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
