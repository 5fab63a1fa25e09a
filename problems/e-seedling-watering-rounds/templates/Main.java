import java.io.*;

public class Main {
    // n pots numbered 1..n. Round k gives v[k] ml to every pot from l[k] to r[k] (both included).
    // Return how many pots receive at least T ml in total.
    static int countThriving(int n, int[] l, int[] r, int[] v, long T) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int q = (int) in.nval;
        in.nextToken();
        long T = (long) in.nval;
        int[] l = new int[q], r = new int[q], v = new int[q];
        for (int k = 0; k < q; k++) {
            in.nextToken();
            l[k] = (int) in.nval;
            in.nextToken();
            r[k] = (int) in.nval;
            in.nextToken();
            v[k] = (int) in.nval;
        }
        System.out.println(countThriving(n, l, r, v, T));
    }
}
