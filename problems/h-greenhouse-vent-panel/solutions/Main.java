import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        char[][] g = new char[r][];
        for (int i = 0; i < r; i++) g[i] = in.readLine().trim().toCharArray();
        if (c > r) { // transpose: enumerate the shorter side
            char[][] t = new char[c][r];
            for (int i = 0; i < r; i++)
                for (int j = 0; j < c; j++) t[j][i] = g[i][j];
            g = t;
            int x = r; r = c; c = x;
        }
        int[] row = new int[r];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++)
                if (g[i][j] == '1') row[i] |= 1 << j;
        int full = (1 << c) - 1;
        int best = -1;
        for (int first = 0; first <= full; first++) {
            int press = first, prev = row[0], count = 0;
            for (int i = 1; i <= r; i++) {
                prev ^= (press ^ (press << 1) ^ (press >> 1)) & full;
                count += Integer.bitCount(press);
                if (i == r) break;
                int cur = row[i] ^ press;
                press = prev;
                prev = cur;
            }
            if (prev == 0 && (best < 0 || count < best)) best = count;
        }
        System.out.println(best);
    }
}
