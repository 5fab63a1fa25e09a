import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String[] head = in.readLine().trim().split("\\s+");
        int r = Integer.parseInt(head[0]), c = Integer.parseInt(head[1]);
        char[][] g = new char[r][];
        for (int i = 0; i < r; i++) g[i] = in.readLine().trim().toCharArray();
        int[] points = new int[16];
        int P = 1;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) {
                if (g[i][j] == 'S') points[0] = i * c + j;
                if (g[i][j] == 'P') points[P++] = i * c + j;
            }
        int k = P - 1;
        if (k == 0) {
            System.out.println(0);
            return;
        }
        int[][] D = new int[P][P];
        int[] dist = new int[r * c], q = new int[r * c];
        for (int s = 0; s < P; s++) {
            java.util.Arrays.fill(dist, -1);
            int head0 = 0, tail = 0;
            dist[points[s]] = 0;
            q[tail++] = points[s];
            while (head0 < tail) {
                int u = q[head0++];
                int ur = u / c, uc = u % c;
                for (int d = 0; d < 4; d++) {
                    int vr = ur + (d == 0 ? 1 : d == 1 ? -1 : 0);
                    int vc = uc + (d == 2 ? 1 : d == 3 ? -1 : 0);
                    if (vr < 0 || vr >= r || vc < 0 || vc >= c || g[vr][vc] == '#') continue;
                    int v = vr * c + vc;
                    if (dist[v] < 0) {
                        dist[v] = dist[u] + 1;
                        q[tail++] = v;
                    }
                }
            }
            for (int t = 0; t < P; t++) D[s][t] = dist[points[t]];
        }
        for (int t = 1; t < P; t++)
            if (D[0][t] < 0) {
                System.out.println(-1);
                return;
            }
        final int INF = Integer.MAX_VALUE / 2;
        int full = (1 << k) - 1;
        int[] best = new int[(full + 1) * k];
        java.util.Arrays.fill(best, INF);
        for (int j = 0; j < k; j++) best[(1 << j) * k + j] = D[0][j + 1];
        for (int mask = 1; mask <= full; mask++)
            for (int i = 0; i < k; i++) {
                int cur = best[mask * k + i];
                if (cur >= INF) continue;
                int[] Di = D[i + 1];
                for (int j = 0; j < k; j++) {
                    if ((mask >> j & 1) != 0) continue;
                    int idx = (mask | (1 << j)) * k + j;
                    int v = cur + Di[j + 1];
                    if (v < best[idx]) best[idx] = v;
                }
            }
        int answer = INF;
        for (int j = 0; j < k; j++) answer = Math.min(answer, best[full * k + j]);
        System.out.println(answer);
    }
}
