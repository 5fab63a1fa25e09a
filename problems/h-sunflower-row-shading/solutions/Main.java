import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int pos = 0;
        while (buf[pos] <= ' ') pos++;
        int n = 0;
        while (pos < buf.length && buf[pos] > ' ') n = n * 10 + (buf[pos++] - '0');
        // stack of (height, wilt day), heights strictly decreasing from bottom to top
        int[] sh = new int[n], sd = new int[n];
        int top = 0, answer = 0;
        for (int i = 0; i < n; i++) {
            while (buf[pos] <= ' ') pos++;
            int h = 0;
            while (pos < buf.length && buf[pos] > ' ') h = h * 10 + (buf[pos++] - '0');
            int m = 0;
            while (top > 0 && sh[top - 1] <= h) {
                m = Math.max(m, sd[top - 1]);
                top--;
            }
            int day = top == 0 ? 0 : m + 1;
            answer = Math.max(answer, day);
            sh[top] = h;
            sd[top] = day;
            top++;
        }
        System.out.println(answer);
    }
}
