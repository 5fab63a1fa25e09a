import java.io.*;
import java.util.*;

public class Main {
    static class Result {
        long count;                                 // number of setlists
        List<Integer> smallest = new ArrayList<>(); // the smallest setlist (1-based songs), empty if none
    }

    // d[i] is the duration of song i + 1; clashes[k] = {u, v} is a clashing pair (1-based, either
    // order). Count the sets of songs with total duration exactly T that contain no clashing pair,
    // and find the lexicographically smallest one. Tip: backtracking with bit masks.
    static Result planSetlists(long[] d, int[][] clashes, long T) {
        // TODO: write your solution here
        return new Result();
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        st.resetSyntax();
        st.wordChars('0', '9');
        st.whitespaceChars(0, ' ');
        st.nextToken(); int n = Integer.parseInt(st.sval);
        st.nextToken(); int m = Integer.parseInt(st.sval);
        st.nextToken(); long T = Long.parseLong(st.sval);
        long[] d = new long[n];
        for (int i = 0; i < n; i++) { st.nextToken(); d[i] = Long.parseLong(st.sval); }
        int[][] clashes = new int[m][2];
        for (int k = 0; k < m; k++) {
            st.nextToken(); clashes[k][0] = Integer.parseInt(st.sval);
            st.nextToken(); clashes[k][1] = Integer.parseInt(st.sval);
        }
        Result r = planSetlists(d, clashes, T);
        StringBuilder out = new StringBuilder();
        out.append(r.count).append('\n');
        if (r.count > 0) {
            for (int k = 0; k < r.smallest.size(); k++) {
                if (k > 0) out.append(' ');
                out.append(r.smallest.get(k));
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
