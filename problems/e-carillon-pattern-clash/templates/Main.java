import java.io.*;

public class Main {
    // patterns[i] is a 20-bit chime pattern. Return the sum, over all pairs i < j, of the number of
    // bits in which patterns[i] and patterns[j] differ. The sum needs a 64-bit integer.
    static long totalClash(int[] patterns) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[] patterns = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            patterns[i] = (int) in.nval;
        }
        System.out.println(totalClash(patterns));
    }
}
