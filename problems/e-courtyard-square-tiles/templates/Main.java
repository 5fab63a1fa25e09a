import java.io.*;

public class Main {
    // Return the largest s with s * s <= tiles (0 <= tiles <= 10^18).
    static long largestSide(long tiles) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int q = (int) readLong(in);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long x = readLong(in);
            long s = largestSide(x);
            sb.append(s).append(' ').append(x - s * s).append('\n');
        }
        System.out.print(sb);
        System.out.flush();
    }

    static long readLong(DataInputStream in) throws IOException {
        int b = in.read();
        while (b < '0' || b > '9') b = in.read();
        long r = 0;
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return r;
    }
}
