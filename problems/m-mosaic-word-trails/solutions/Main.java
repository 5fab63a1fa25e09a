import java.io.*;
import java.util.*;

public class Main {
    static int R, C;
    static byte[] grid;
    static int[] ch, endWord, alive, par;
    static int nodes = 1;
    static boolean[] found, used;
    static int[][] nbrs;

    static void dfs(int cell, int v) {
        if (endWord[v] >= 0) {
            found[endWord[v]] = true;
            endWord[v] = -1;
            for (int u = v; u >= 0; u = par[u]) alive[u]--;
        }
        used[cell] = true;
        for (int nb : nbrs[cell]) {
            if (alive[v] == 0) break;
            if (used[nb]) continue;
            int w = ch[26 * v + grid[nb] - 'a'];
            if (w != 0 && alive[w] > 0) dfs(nb, w);
        }
        used[cell] = false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(br.readLine());
        R = Integer.parseInt(st.nextToken());
        C = Integer.parseInt(st.nextToken());
        grid = new byte[R * C];
        for (int r = 0; r < R; r++) {
            String row = br.readLine().trim();
            for (int c = 0; c < C; c++) grid[r * C + c] = (byte) row.charAt(c);
        }
        int k = Integer.parseInt(br.readLine().trim());
        String[] words = new String[k];
        int total = 1;
        for (int i = 0; i < k; i++) {
            words[i] = br.readLine().trim();
            total += words[i].length();
        }
        ch = new int[26 * total];
        endWord = new int[total];
        alive = new int[total];
        par = new int[total];
        Arrays.fill(endWord, -1);
        par[0] = -1;
        for (int i = 0; i < k; i++) {
            int v = 0;
            alive[0]++;
            for (int j = 0; j < words[i].length(); j++) {
                int idx = 26 * v + words[i].charAt(j) - 'a';
                if (ch[idx] == 0) {
                    ch[idx] = nodes;
                    par[nodes] = v;
                    nodes++;
                }
                v = ch[idx];
                alive[v]++;
            }
            endWord[v] = i;
        }
        nbrs = new int[R * C][];
        for (int cell = 0; cell < R * C; cell++) {
            int r = cell / C, c = cell % C;
            int[] tmp = new int[4];
            int cnt = 0;
            if (r > 0) tmp[cnt++] = cell - C;
            if (r + 1 < R) tmp[cnt++] = cell + C;
            if (c > 0) tmp[cnt++] = cell - 1;
            if (c + 1 < C) tmp[cnt++] = cell + 1;
            nbrs[cell] = Arrays.copyOf(tmp, cnt);
        }
        found = new boolean[k];
        used = new boolean[R * C];
        for (int cell = 0; cell < R * C && alive[0] > 0; cell++) {
            int w = ch[grid[cell] - 'a'];
            if (w != 0 && alive[w] > 0) dfs(cell, w);
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < k; i++) out.append(found[i] ? "YES\n" : "NO\n");
        System.out.print(out);
    }
}
