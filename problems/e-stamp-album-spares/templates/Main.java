import java.io.*;

public class Main {
    // Keep the first m copies of every number, moved to the front of `stamps` in order;
    // return how many entries are kept.
    static int compactAlbum(int[] stamps, int m) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in);
        int m = readInt(in);
        int[] stamps = new int[n];
        for (int i = 0; i < n; i++) stamps[i] = readInt(in);
        int k = compactAlbum(stamps, m);
        StringBuilder sb = new StringBuilder();
        sb.append(k).append('\n');
        for (int j = 0; j < k; j++) {
            if (j > 0) sb.append(' ');
            sb.append(stamps[j]);
        }
        sb.append('\n');
        System.out.print(sb);
        System.out.flush();
    }

    static int readInt(DataInputStream in) throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean neg = b == '-';
        if (neg) b = in.read();
        int r = 0;
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return neg ? -r : r;
    }
}
