import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final long MOD = 1000000007L;
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s = br.readLine().trim();
        String t = br.readLine().trim();
        int m = t.length();
        long[] ways = new long[m + 1]; // choices in the border read so far that spell t[0..j-1]
        ways[0] = 1;
        // the motto positions holding each letter, in decreasing order
        int[][] at = new int[26][];
        int[] cnt = new int[26];
        for (int j = 0; j < m; j++) cnt[t.charAt(j) - 'a']++;
        for (int c = 0; c < 26; c++) at[c] = new int[cnt[c]];
        int[] fill = new int[26];
        for (int j = m; j >= 1; j--) {
            int c = t.charAt(j - 1) - 'a';
            at[c][fill[c]++] = j;
        }
        for (int i = 0; i < s.length(); i++) {
            for (int j : at[s.charAt(i) - 'a']) {
                ways[j] += ways[j - 1];
                if (ways[j] >= MOD) ways[j] -= MOD;
            }
        }
        System.out.println(ways[m]);
    }
}
