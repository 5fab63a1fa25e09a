import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final long MOD = 1000000007L;
        byte[] buf = System.in.readAllBytes();
        long d = 1; // different subsequences so far, the empty one included
        long[] last = new long[26]; // d just before the previous occurrence of each letter was added
        for (byte b : buf) {
            if (b < 'a' || b > 'z') continue;
            int c = b - 'a';
            long nd = ((2 * d - last[c]) % MOD + MOD) % MOD;
            last[c] = d;
            d = nd;
        }
        System.out.println((d - 1 + MOD) % MOD);
    }
}
