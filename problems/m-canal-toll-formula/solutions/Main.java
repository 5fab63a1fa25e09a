import java.io.*;

public class Main {
    static long[] vals;
    static int vt = 0;
    static byte[] ops;
    static int ot = 0;

    static int prec(byte o) { return (o == '+' || o == '-') ? 1 : 2; }

    static void applyTop() {
        byte o = ops[--ot];
        long b = vals[--vt];
        long a = vals[--vt];
        long r;
        if (o == '+') r = a + b;
        else if (o == '-') r = a - b;
        else if (o == '*') r = a * b;
        else r = a / b;  // Java truncates toward zero
        vals[vt++] = r;
    }

    public static void main(String[] args) throws IOException {
        byte[] s = System.in.readAllBytes();
        int L = s.length;
        while (L > 0 && (s[L - 1] == '\n' || s[L - 1] == '\r' || s[L - 1] == ' ')) L--;
        vals = new long[L + 1];
        ops = new byte[L + 1];
        for (int i = 0; i < L;) {
            byte ch = s[i];
            if (ch >= '0' && ch <= '9') {
                long x = 0;
                while (i < L && s[i] >= '0' && s[i] <= '9') x = x * 10 + (s[i++] - '0');
                vals[vt++] = x;
                continue;
            }
            if (ch == '(') ops[ot++] = ch;
            else if (ch == ')') {
                while (ops[ot - 1] != '(') applyTop();
                ot--;
            } else {
                while (ot > 0 && ops[ot - 1] != '(' && prec(ops[ot - 1]) >= prec(ch)) applyTop();
                ops[ot++] = ch;
            }
            i++;
        }
        while (ot > 0) applyTop();
        System.out.println(vals[vt - 1]);
    }
}
