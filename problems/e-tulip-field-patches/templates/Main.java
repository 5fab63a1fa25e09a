import java.io.*;
import java.util.*;

public class Main {
    // field[i].charAt(j) is the colour of the plot in row i, column j.
    // Return, for every question {i, j} in order, the size of the patch containing that plot.
    // A patch can be a snake of 10^5 plots: avoid deep recursion.
    static int[] patchSizes(String[] field, int[][] questions) {
        // TODO: write your solution here
        return new int[questions.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] field = new String[r];
        for (int i = 0; i < r; i++) field[i] = in.readLine().trim();
        int q = Integer.parseInt(in.readLine().trim());
        int[][] questions = new int[q][2];
        for (int k = 0; k < q; k++) {
            st = new StringTokenizer(in.readLine());
            questions[k][0] = Integer.parseInt(st.nextToken());
            questions[k][1] = Integer.parseInt(st.nextToken());
        }
        int[] ans = patchSizes(field, questions);
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < q; k++) {
            if (k > 0) sb.append(' ');
            sb.append(ans[k]);
        }
        System.out.println(sb);
    }
}
