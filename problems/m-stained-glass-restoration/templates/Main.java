import java.io.*;
import java.util.*;

public class Main {
    // colours[i] is the colour of pane i + 1. Return {length, first pane (1-based)} of the longest
    // stretch with at most k different colours; the leftmost one if several are equally long.
    static int[] longestStretch(int[] colours, int k) {
        // TODO: write your solution here
        return new int[] {0, 1};
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
        int k = nextInt();
        int[] colours = new int[n];
        for (int i = 0; i < n; i++) colours[i] = nextInt();
        int[] ans = longestStretch(colours, k);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
