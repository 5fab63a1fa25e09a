import java.io.*;
import java.util.*;

public class Main {
    static final int MOD = 1_000_000_007;

    // One-row DP: w[j] = routes to (row, j) = routes from above + routes from the left.
    static int countRoutes(char[][] grid) {
        int r = grid.length, c = grid[0].length;
        int[] w = new int[c];
        w[0] = 1;
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] == '#') {
                    w[j] = 0;
                } else if (j > 0) {
                    w[j] += w[j - 1];
                    if (w[j] >= MOD) w[j] -= MOD;
                }
            }
        }
        return w[c - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        System.out.println(countRoutes(grid));
    }
}
