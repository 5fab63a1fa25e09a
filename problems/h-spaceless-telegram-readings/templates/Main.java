import java.io.*;

public class Main {
    // Return {readings mod 1e9+7, fewest words} for splitting t into code-book words, or {0, -1}
    // when t has no reading at all. Tip: DP over positions, with a trie of the code book to find
    // the words that start at a position.
    static long[] countReadings(String t, String[] book) {
        // TODO: write your solution here
        return new long[] {0, -1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String t = br.readLine().trim();
        int k = Integer.parseInt(br.readLine().trim());
        String[] book = new String[k];
        for (int i = 0; i < k; i++) book[i] = br.readLine().trim();
        long[] r = countReadings(t, book);
        System.out.println(r[0] + " " + r[1]);
    }
}
