import java.io.*;
import java.util.*;

public class Main {
    // ops[i] is '+', '-' or '?', words[i] its call sign or prefix. Replay the commands in order and
    // return, for every '?' command, the number of moored vessels whose call sign starts with the word.
    // Tip: a trie whose nodes count the call signs passing through them.
    static List<Integer> harbourDesk(char[] ops, String[] words) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(br.readLine().trim());
        char[] ops = new char[q];
        String[] words = new String[q];
        for (int i = 0; i < q; i++) {
            String line = br.readLine();
            ops[i] = line.charAt(0);
            words[i] = line.substring(2).trim();
        }
        List<Integer> res = harbourDesk(ops, words);
        StringBuilder sb = new StringBuilder();
        for (int v : res) sb.append(v).append('\n');
        System.out.print(sb);
    }
}
