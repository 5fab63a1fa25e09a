import java.io.*;
import java.util.*;

public class Main {
    // Return {length of the longest lull, time at which it starts} (earliest start on ties).
    static int[] longestLull(int[] times) {
        // TODO: write your solution here
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in);
        int[] times = new int[n];
        for (int i = 0; i < n; i++) times[i] = readInt(in);
        int[] ans = longestLull(times);
        System.out.println(ans[0] + " " + ans[1]);
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
