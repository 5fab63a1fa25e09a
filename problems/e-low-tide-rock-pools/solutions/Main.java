import java.io.*;
import java.util.*;

public class Main {
    static int r, c;
    static byte[][] grid;
    static boolean[] seen;
    static int[] stack;

    static int flood(int start) {
        int top = 0, size = 0;
        stack[top++] = start;
        seen[start] = true;
        while (top > 0) {
            int x = stack[--top];
            size++;
            int i = x / c, j = x % c;
            if (i > 0 && !seen[x - c] && grid[i - 1][j] == '.') { seen[x - c] = true; stack[top++] = x - c; }
            if (i + 1 < r && !seen[x + c] && grid[i + 1][j] == '.') { seen[x + c] = true; stack[top++] = x + c; }
            if (j > 0 && !seen[x - 1] && grid[i][j - 1] == '.') { seen[x - 1] = true; stack[top++] = x - 1; }
            if (j + 1 < c && !seen[x + 1] && grid[i][j + 1] == '.') { seen[x + 1] = true; stack[top++] = x + 1; }
        }
        return size;
    }

    // Flood from every water cell on the border: that water drains. The water left unvisited
    // forms the rock pools; a second flood fill counts them. Returns {pools, cells}.
    static int[] rockPools() {
        seen = new boolean[r * c];
        stack = new int[r * c];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++)
                if ((i == 0 || j == 0 || i == r - 1 || j == c - 1) && grid[i][j] == '.' && !seen[i * c + j])
                    flood(i * c + j);
        int pools = 0, cells = 0;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++)
                if (grid[i][j] == '.' && !seen[i * c + j]) {
                    pools++;
                    cells += flood(i * c + j);
                }
        return new int[] {pools, cells};
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
        r = head[0];
        c = head[1];
        grid = new byte[r][];
        for (int i = 0; i < r; i++) {
            while (buf[pos] <= ' ') pos++;
            grid[i] = Arrays.copyOfRange(buf, pos, pos + c);
            pos += c;
        }
        int[] ans = rockPools();
        System.out.println(ans[0] + " " + ans[1]);
    }
}
