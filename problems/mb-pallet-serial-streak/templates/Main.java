import java.io.*;
import java.util.*;

public class Main {
    // Return the length of the longest run of consecutive integers present in tags (0 if tags is empty).
    static int longestStreak(int[] tags) {
        // TODO: find the longest streak in O(n) or O(n log n)
        return 0;
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
        int n = nextInt();
        int[] tags = new int[n];
        for (int i = 0; i < n; i++) tags[i] = nextInt();
        System.out.println(longestStreak(tags));
    }
}
