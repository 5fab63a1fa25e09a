import java.io.*;

public class Main {
    // Return {count, longest}: the number of palindromic substrings of s (counted by position)
    // and the length of the longest one. The count can exceed 32 bits.
    static long[] mirrorPhrases(String s) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine().trim();
        long[] ans = mirrorPhrases(s);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
