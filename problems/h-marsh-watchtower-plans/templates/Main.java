import java.io.*;

public class Main {
    // grid[r].charAt(c) is '.', '#' (marsh) or 'T' (an existing tower). Return the number of ways to
    // have n towers in total, none seeing another along a row, column or diagonal, with no tower on
    // marsh and every existing tower kept. Tip: row-by-row backtracking with bit masks.
    static long countPlans(String[] grid) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        String[] grid = new String[n];
        for (int r = 0; r < n; r++) grid[r] = br.readLine().trim();
        System.out.println(countPlans(grid));
    }
}
