// Typo in the bounds check: the column index is compared with the number of ROWS (nj < r), so
// non-square grids lose (or wrap around) moves to the side; square grids still work.
import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int r = (int) in.nval;
        in.nextToken();
        int c = (int) in.nval;
        int n = r * c;
        long[] h = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            h[i] = (long) in.nval;
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Long.compare(h[a], h[b]));
        int[] best = new int[n];
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        int answer = 0;
        for (int v : order) {
            int i = v / c, j = v % c;
            best[v] = 1;
            for (int d = 0; d < 4; d++) {
                int ni = i + dr[d], nj = j + dc[d];
                if (ni < 0 || ni >= r || nj < 0 || nj >= r) continue;
                int w = ni * c + nj;
                if (h[w] < h[v]) best[v] = Math.max(best[v], best[w] + 1);
            }
            answer = Math.max(answer, best[v]);
        }
        System.out.println(answer);
    }
}
