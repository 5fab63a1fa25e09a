import java.io.*;

public class Main {
    // Return the leftmost shortest substring of s that contains every character of t
    // (with multiplicity), or an empty string if there is none.
    static String shortestCover(String s, String t) {
        // TODO: implement
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine().trim();
        String t = br.readLine().trim();
        String w = shortestCover(s, t);
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (w.isEmpty()) pw.println(-1);
        else { pw.println(w.length()); pw.println(w); }
        pw.flush();
    }
}
