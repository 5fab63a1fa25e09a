import java.io.*;
import java.util.*;

public class Main {
    // roads.get(u) lists {v, toll} for every road at city u (two-way roads appear at both ends).
    // Return the minimum total toll from city 0 to city n - 1 with at most k vouchers
    // (each makes one use of one road free), or -1 if city n - 1 is unreachable.
    static long minToll(int n, int k, List<List<long[]>> roads) {
        // TODO: write your solution here
        return -1;
    }

    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = (int) nextLong();
        int m = (int) nextLong();
        int k = (int) nextLong();
        List<List<long[]>> roads = new ArrayList<>();
        for (int i = 0; i < n; i++) roads.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            int u = (int) nextLong();
            int v = (int) nextLong();
            long w = nextLong();
            roads.get(u).add(new long[] {v, w});
            roads.get(v).add(new long[] {u, w});
        }
        System.out.println(minToll(n, k, roads));
    }
}
