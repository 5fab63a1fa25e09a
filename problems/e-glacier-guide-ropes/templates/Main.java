import java.io.*;
import java.util.*;

public class Main {
    // ropes[i] = {u, v}, in the order they were stretched. Return the number (counted from 1) of
    // the first rope whose two huts were already linked by earlier ropes, or -1 if there is none.
    static int firstLoopRope(int n, int[][] ropes) {
        // TODO: write your solution here
        return -1;
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (pos < buf.length && buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), m = nextInt();
        int[][] ropes = new int[m][2];
        for (int i = 0; i < m; i++) {
            ropes[i][0] = nextInt();
            ropes[i][1] = nextInt();
        }
        System.out.println(firstLoopRope(n, ropes));
    }
}
