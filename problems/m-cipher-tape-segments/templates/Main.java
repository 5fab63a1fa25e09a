import java.io.*;

public class Main {
    // codes[i] < 2^20. Return the number of segments l..r (l <= r) whose codes XOR to k.
    // The count can exceed 32 bits.
    static long countSegments(int[] codes, int k) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] codes = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            codes[i] = (int) in.nval;
        }
        System.out.println(countSegments(codes, k));
    }
}
