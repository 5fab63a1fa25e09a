import java.io.*;

public class Main {
    // w[i][j] is the waste of blower i at furnace j (an n x n table). Return the smallest total
    // waste of a one-to-one assignment of blowers to furnaces.
    static long leastWaste(long[][] w) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[][] w = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                in.nextToken();
                w[i][j] = (long) in.nval;
            }
        System.out.println(leastWaste(w));
    }
}
