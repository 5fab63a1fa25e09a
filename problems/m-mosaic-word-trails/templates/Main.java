import java.io.*;
import java.util.*;

public class Main {
    // grid holds the r rows of the mosaic. For every word, decide whether it can be traced by steps
    // between tiles that share a side, using each tile at most once. Return one boolean per word.
    // Tip: backtracking; for many words, walk a trie of the words together with the grid.
    static boolean[] traceWords(String[] grid, String[] words) {
        // TODO: write your solution here
        return new boolean[words.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(br.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = br.readLine().trim();
        int k = Integer.parseInt(br.readLine().trim());
        String[] words = new String[k];
        for (int i = 0; i < k; i++) words[i] = br.readLine().trim();
        boolean[] res = traceWords(grid, words);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < k; i++) out.append(res[i] ? "YES\n" : "NO\n");
        System.out.print(out);
    }
}
