import java.io.*;

public class Main {
    static int opener(byte c) { return c == '(' ? 0 : c == '[' ? 1 : c == '{' ? 2 : c == '<' ? 3 : -1; }
    static int closer(byte c) { return c == ')' ? 0 : c == ']' ? 1 : c == '}' ? 2 : c == '>' ? 3 : -1; }

    public static void main(String[] args) throws IOException {
        byte[] buf = System.in.readAllBytes();
        int p = 0;
        int n = 0;
        while (buf[p] < '0' || buf[p] > '9') p++;
        while (buf[p] >= '0' && buf[p] <= '9') n = n * 10 + (buf[p++] - '0');
        while (buf[p] == ' ' || buf[p] == '\n' || buf[p] == '\r') p++;
        int start = p;
        int[] st = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            byte c = buf[start + i];
            if (opener(c) >= 0) {
                st[top++] = i;
            } else if (closer(c) >= 0) {
                if (top == 0 || opener(buf[start + st[top - 1]]) != closer(c)) {
                    System.out.println(i);
                    return;
                }
                top--;
            }
        }
        System.out.println(top == 0 ? -1 : st[0]);
    }
}
