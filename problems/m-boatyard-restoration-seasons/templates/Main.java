import java.io.*;
import java.util.*;

public class Main {
    // after.get(u) lists every job v with a rule "u v" (u must be finished before v starts).
    // Return the minimum number of seasons to finish all n jobs, or -1 if that is impossible.
    static int minSeasons(int n, List<List<Integer>> after) {
        // TODO: write your solution here
        return -1;
    }

    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        int m = nextInt();
        List<List<Integer>> after = new ArrayList<>();
        for (int i = 0; i < n; i++) after.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            int u = nextInt();
            int v = nextInt();
            after.get(u).add(v);
        }
        System.out.println(minSeasons(n, after));
    }
}
