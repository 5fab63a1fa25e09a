import java.io.*;
import java.util.*;

public class Main {
    static final int MOD = 1_000_000_007;

    // grid[i][j] is '.' (open) or '#' (tree). Return the number of east/south routes from the
    // top-left to the bottom-right cell, modulo 1000000007.
    static int countRoutes(char[][] grid) {
        // TODO: count the routes
        return 0;
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
