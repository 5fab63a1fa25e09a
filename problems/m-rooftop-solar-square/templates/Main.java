import java.io.*;
import java.util.*;

public class Main {
    // roof[i].charAt(j) is '.' (free) or '#' (blocked). Return {L, count}: the largest side L of a
    // free square aligned with the grid and the number of its positions; {0, 0} if no cell is free.
    static long[] largestArray(String[] roof) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] roof = new String[r];
        for (int i = 0; i < r; i++) roof[i] = br.readLine().trim();
        long[] ans = largestArray(roof);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
