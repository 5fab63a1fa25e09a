import java.io.*;

public class Main {
    // e[i] is the elevation of marker i. Return the largest j - i over pairs i < j with
    // e[i] <= e[j], or 0 if there is no such pair.
    static int widestNoLoss(int[] e) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[] e = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            e[i] = (int) in.nval;
        }
        System.out.println(widestNoLoss(e));
    }
}
