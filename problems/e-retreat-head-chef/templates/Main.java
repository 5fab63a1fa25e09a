import java.io.*;
import java.util.*;

public class Main {
    // trusts.get(a) lists every person b such that a trusts b (people are numbered 0..n-1).
    // Return the head chef (trusted by everyone else, trusts nobody), or -1 if there is none.
    static int findHeadChef(int n, List<List<Integer>> trusts) {
        // TODO: write your solution here
        return -1;
    }

    static byte[] buf;
    static int bp = 0;

    static long nextLong() {
        while (buf[bp] != '-' && (buf[bp] < '0' || buf[bp] > '9')) bp++;
        boolean neg = false;
        if (buf[bp] == '-') { neg = true; bp++; }
        long r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return neg ? -r : r;
    }

    static int nextInt() { return (int) nextLong(); }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), m = nextInt();
        List<List<Integer>> trusts = new ArrayList<>(n);
        for (int i = 0; i < n; i++) trusts.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            int a = nextInt(), b = nextInt();
            trusts.get(a).add(b);
        }
        System.out.println(findHeadChef(n, trusts));
    }
}
