import java.io.*;
import java.util.*;

public class Main {
    // h lists the heights from west to east. Return the number of days on which at least one
    // sunflower wilts.
    static int wiltingDays(int[] h) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int pos = 0;
        while (buf[pos] <= ' ') pos++;
        int n = 0;
        while (pos < buf.length && buf[pos] > ' ') n = n * 10 + (buf[pos++] - '0');
        int[] h = new int[n];
        for (int i = 0; i < n; i++) {
            while (buf[pos] <= ' ') pos++;
            int v = 0;
            while (pos < buf.length && buf[pos] > ' ') v = v * 10 + (buf[pos++] - '0');
            h[i] = v;
        }
        System.out.println(wiltingDays(h));
    }
}
