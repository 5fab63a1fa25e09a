import java.io.*;

public class Main {
    // h[i][j] is the height of cell (i, j). Return {number of cells of the longest strictly
    // ascending route, number of such routes modulo 1 000 000 007}.
    static long[] longestAscents(int[][] h) {
        // TODO: write your solution here
        return new long[] {0, 0};
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
        int r = nextInt(), c = nextInt();
        int[][] h = new int[r][c];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) h[i][j] = nextInt();
        long[] ans = longestAscents(h);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
