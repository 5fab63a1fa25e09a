import java.io.*;
import java.util.*;

public class Main {
    // Multi-source BFS from all springs at once; the answer is the largest distance to a soil plot.
    static int minutesToSoak(char[][] grid) {
        int r = grid.length, c = grid[0].length;
        int[] dist = new int[r * c];
        Arrays.fill(dist, -1);
        int[] q = new int[r * c];
        int head = 0, tail = 0;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++)
                if (grid[i][j] == 'S') {
                    dist[i * c + j] = 0;
                    q[tail++] = i * c + j;
                }
        int[] di = {-1, 1, 0, 0}, dj = {0, 0, -1, 1};
        while (head < tail) {
            int cur = q[head++];
            int i = cur / c, j = cur % c;
            for (int d = 0; d < 4; d++) {
                int ni = i + di[d], nj = j + dj[d];
                if (ni < 0 || nj < 0 || ni >= r || nj >= c) continue;
                if (grid[ni][nj] == '#' || dist[ni * c + nj] != -1) continue;
                dist[ni * c + nj] = dist[cur] + 1;
                q[tail++] = ni * c + nj;
            }
        }
        int best = 0;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++)
                if (grid[i][j] == '.') {
                    if (dist[i * c + j] == -1) return -1;
                    best = Math.max(best, dist[i * c + j]);
                }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        System.out.println(minutesToSoak(grid));
    }
}
