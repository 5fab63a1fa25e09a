import java.io.*;
import java.util.*;

public class Main {
    // codes[i] is the title code of book i + 1. For every question p, return the number of
    // different codes among the first p books.
    static int[] distinctTitles(int[] codes, int[] questions) {
        // TODO: write your solution here
        return new int[questions.length];
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
        int q = nextInt();
        int[] codes = new int[n], questions = new int[q];
        for (int i = 0; i < n; i++) codes[i] = nextInt();
        for (int i = 0; i < q; i++) questions[i] = nextInt();
        int[] ans = distinctTitles(codes, questions);
        StringBuilder sb = new StringBuilder();
        for (int x : ans) sb.append(x).append('\n');
        System.out.print(sb);
    }
}
