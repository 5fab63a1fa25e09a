import java.io.*;

public class Main {
    // heights[i] is the height of block i, from west to east; the sea is east of the last block.
    // Return how many blocks are strictly taller than every block east of them.
    static int countSeaViews(int[] heights) {
        // TODO: write your solution here
        return 0;
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
        System.out.println(countSeaViews(heights));
    }
}
