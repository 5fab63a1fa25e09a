import java.io.*;
import java.util.*;

public class Main {
    // Return the length of the longest strictly increasing chain of readings (in time order).
    static int longestBrighteningChain(int[] readings) {
        // TODO: implement
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] readings = new int[n];
        for (int i = 0; i < n; i++) readings[i] = nextInt(in);
        System.out.println(longestBrighteningChain(readings));
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean neg = c == '-';
        if (neg) c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = in.read(); }
        return neg ? -r : r;
    }
}
