import java.io.*;

public class Main {
    // grid[i].charAt(j) is '.' (gravel), '#' (hedge, one cut to enter) or 'X' (stone, never enter).
    // Return the minimum number of cuts from (0, 0) to (r - 1, c - 1), or -1 if impossible.
    static int minHedgeCuts(String[] grid) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String[] head = in.readLine().trim().split(" ");
        int r = Integer.parseInt(head[0]);
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(minHedgeCuts(grid));
    }
}
