import java.io.*;
import java.util.*;

public class Main {
    // Return the 1-based starting positions of ALL occurrences of p in t (overlapping ones too),
    // in increasing order. Tip: the prefix function (Knuth-Morris-Pratt).
    static List<Integer> motifStarts(String t, String p) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String t = br.readLine().trim();
        String p = br.readLine().trim();
        List<Integer> starts = motifStarts(t, p);
        StringBuilder out = new StringBuilder();
        out.append(starts.size()).append('\n');
        for (int k = 0; k < starts.size() && k < 10; k++) {
            if (k > 0) out.append(' ');
            out.append(starts.get(k));
        }
        if (!starts.isEmpty()) out.append('\n');
        System.out.print(out);
    }
}
