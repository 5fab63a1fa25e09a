import java.io.*;

public class Main {
    // Return the trail that received more than half of all votes, or -1 if there is none.
    static int majorityTrail(int[] votes) {
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
        int n = nextInt();
        int[] votes = new int[n];
        for (int i = 0; i < n; i++) votes[i] = nextInt();
        System.out.println(majorityTrail(votes));
    }
}
