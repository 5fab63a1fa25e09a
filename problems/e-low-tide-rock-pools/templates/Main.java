import java.io.*;
import java.util.*;

public class Main {
    // grid[i][j] is '.' (water) or '#' (rock). Return {number of rock pools, number of water
    // cells in them}.
    static int[] rockPools(int r, int c, byte[][] grid) {
        // TODO: write your solution here
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int pos = 0;
        int[] head = new int[2];
        for (int k = 0; k < 2; k++) {
            while (buf[pos] <= ' ') pos++;
            int v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            head[k] = v;
        }
        int r = head[0], c = head[1];
        byte[][] grid = new byte[r][];
        for (int i = 0; i < r; i++) {
            while (buf[pos] <= ' ') pos++;
            grid[i] = Arrays.copyOfRange(buf, pos, pos + c);
            pos += c;
        }
        int[] ans = rockPools(r, c, grid);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
