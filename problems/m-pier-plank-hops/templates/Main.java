import java.io.*;
import java.util.*;

public class Main {
    // Start on plank 0, finish on plank n - 1, hop 1..k planks forward each time; return the
    // largest possible sum of the values of the planks landed on (a[0] and a[n - 1] included).
    static long maxTokens(int[] a, int k) {
        // TODO: write your solution here
        return 0;
    }

    static byte[] buf;
    static int pos = 0;

    static int nextInt() {
        while (buf[pos] <= ' ') pos++;
        boolean neg = false;
        if (buf[pos] == '-') { neg = true; pos++; }
        int r = 0;
        while (pos < buf.length && buf[pos] > ' ') r = r * 10 + (buf[pos++] - '0');
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt(), k = nextInt();
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = nextInt();
        System.out.println(maxTokens(a, k));
    }
}
