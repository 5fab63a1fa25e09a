import java.io.*;
import java.util.*;

public class Main {
    // grid cells: 'S' spring, '.' dry soil, '#' rock. Return the minutes until every soil plot is wet,
    // or -1 if some soil plot is never reached.
    static int minutesToSoak(char[][] grid) {
        // TODO: spread the water from the springs
        return 0;
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
