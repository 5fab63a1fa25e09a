import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder sb = new StringBuilder();
        HashMap<String, Character> letterOf = new HashMap<>();
        for (int t = 0; t < q; t++) {
            String p = in.readLine();
            String[] words = in.readLine().split(" ");
            boolean ok = words.length == p.length();
            String[] wordOf = new String[26];
            letterOf.clear();
            for (int i = 0; ok && i < p.length(); i++) {
                int c = p.charAt(i) - 'a';
                Character seen = letterOf.get(words[i]);
                if (wordOf[c] == null && seen == null) {
                    wordOf[c] = words[i];
                    letterOf.put(words[i], p.charAt(i));
                } else if (wordOf[c] == null || seen == null || !wordOf[c].equals(words[i])) {
                    ok = false;
                }
            }
            sb.append(ok ? "yes\n" : "no\n");
        }
        System.out.print(sb);
        System.out.flush();
    }
}
