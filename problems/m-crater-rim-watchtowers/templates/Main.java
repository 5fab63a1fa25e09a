import java.io.*;

public class Main {
    // heights[i] is the height of tower i, towers in clockwise order on a closed rim. Return, for
    // every tower, the number of clockwise steps to the first strictly taller tower, or -1.
    static int[] stepsToTaller(int[] heights) {
        // TODO: write your solution here
        int[] ans = new int[heights.length];
        java.util.Arrays.fill(ans, -1);
        return ans;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            heights[i] = (int) in.nval;
        }
        int[] ans = stepsToTaller(heights);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(ans[i]);
        }
        System.out.println(sb);
    }
}
