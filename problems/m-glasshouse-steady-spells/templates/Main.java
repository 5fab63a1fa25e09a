import java.io.*;

public class Main {
    // t[i] is the reading of minute i. Return the number of stretches i..j (i <= j) whose highest
    // reading minus lowest reading is at most d. The count needs 64 bits.
    static long countSteadySpells(int[] t, int d) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int d = (int) in.nval;
        int[] t = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            t[i] = (int) in.nval;
        }
        System.out.println(countSteadySpells(t, d));
    }
}
