import java.io.*;
import java.util.*;

public class Main {
    // The finish is D km away, the car starts with F litres (1 litre per km); depot i is at pos[i]
    // (increasing) with fuel[i] litres. Return the minimum number of stops, or -1.
    static int minStops(long D, long F, int[] pos, int[] fuel) {
        // TODO: write your solution here
        return -1;
    }

    static byte[] buf;
    static int ptr = 0;

    static int nextInt() {
        while (buf[ptr] <= ' ') ptr++;
        int r = 0;
        while (ptr < buf.length && buf[ptr] > ' ') r = r * 10 + (buf[ptr++] - '0');
        return r;
    }

    public static void main(String[] args) throws IOException {
        buf = System.in.readAllBytes();
        int n = nextInt();
        long D = nextInt(), F = nextInt();
        int[] pos = new int[n], fuel = new int[n];
        for (int i = 0; i < n; i++) {
            pos[i] = nextInt();
            fuel[i] = nextInt();
        }
        System.out.println(minStops(D, F, pos, fuel));
    }
}
