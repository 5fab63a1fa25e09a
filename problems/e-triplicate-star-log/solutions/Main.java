import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] cnt = new int[32];
        for (int i = 0; i < n; i++) {
            int a = nextInt(in);
            for (int b = 0; b < 32; b++) cnt[b] += (a >>> b) & 1;
        }
        int x = 0;
        for (int b = 0; b < 32; b++)
            if (cnt[b] % 3 != 0) x |= 1 << b;
        System.out.println(x);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean neg = c == '-';
        if (neg) c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') {
            r = r * 10 + (c - '0');
            c = in.read();
        }
        return neg ? -r : r;
    }
}
