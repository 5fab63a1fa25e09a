import java.io.*;

public class Main {
    // s holds '(' (car parked) and ')' (car returned). Return {L, count}: the length of the
    // longest balanced substring and how many balanced substrings have that length; {0, 0} if
    // there is none.
    static long[] longestConsistent(String s) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine().trim();
        long[] ans = longestConsistent(s);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
