import java.io.*;

public class Main {
    // envelopes[i] = {width, height}. Return the length of the longest chain.
    static int longestChain(int[][] envelopes) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in);
        int[][] envelopes = new int[n][2];
        for (int i = 0; i < n; i++) {
            envelopes[i][0] = readInt(in);
            envelopes[i][1] = readInt(in);
        }
        System.out.println(longestChain(envelopes));
    }

    static int readInt(DataInputStream in) throws IOException {
        int b = in.read();
        while (b < '0' || b > '9') b = in.read();
        int r = 0;
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return r;
    }
}
