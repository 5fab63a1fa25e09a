import java.io.*;
import java.util.*;

public class Main {
    // x holds an unsigned 32-bit value (0 .. 2^32 - 1) in a long. Return {the 32 bits of x in
    // reverse order (as an unsigned value in a long), the number of set bits of x}.
    // Tip: 32 steps of "shift the answer left, add the lowest bit of x, shift x right".
    static long[] mirrorSignal(long x) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long[] r = mirrorSignal(Long.parseLong(st.nextToken()));
            out.append(r[0]).append(' ').append(r[1]).append('\n');
        }
        System.out.print(out);
    }
}
