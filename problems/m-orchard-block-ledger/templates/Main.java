import java.io.*;

public class Main {
    // grid[i][j] is the net yield of row i + 1, column j + 1. Each query is {r1, c1, r2, c2}
    // (1-based, inclusive). Return the total net yield of every queried block, in order.
    static long[] blockTotals(long[][] grid, int[][] queries) {
        // TODO: write your solution here
        return new long[queries.length];
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int r = (int) readLong(in), c = (int) readLong(in);
        long[][] grid = new long[r][c];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) grid[i][j] = readLong(in);
        int q = (int) readLong(in);
        int[][] queries = new int[q][4];
        for (int t = 0; t < q; t++)
            for (int k = 0; k < 4; k++) queries[t][k] = (int) readLong(in);
        long[] ans = blockTotals(grid, queries);
        StringBuilder sb = new StringBuilder();
        for (long v : ans) sb.append(v).append('\n');
        System.out.print(sb);
        System.out.flush();
    }

    static long readLong(DataInputStream in) throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean neg = b == '-';
        if (neg) b = in.read();
        long r = 0;
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return neg ? -r : r;
    }
}
