import java.io.*;

public class Main {
    // Return {maximum run length, 1-based number of the first hut of the earliest such run}.
    static int[] longestRepaintedRun(String colours, int k) {
        // TODO: write your solution here
        return new int[] {0, 1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String[] head = in.readLine().trim().split(" ");
        int k = Integer.parseInt(head[1]);
        String colours = in.readLine().trim();
        int[] ans = longestRepaintedRun(colours, k);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
