import java.io.*;

public class Main {
    // h[i] is the rail height at survey point i. Return the number of points of the longest stretch
    // that strictly rises to a peak and then strictly falls (at least one step each way), or 0.
    static int longestCamelback(int[] h) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[] h = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            h[i] = (int) in.nval;
        }
        System.out.println(longestCamelback(h));
    }
}
