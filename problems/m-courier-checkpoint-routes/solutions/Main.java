import java.io.*;

public class Main {
    static final long MOD = 1000000007L;
    static final int N = 1000000;
    static long[] fact = new long[N + 1];
    static long[] inv = new long[N + 1];
    static byte[] buf;
    static int bp = 0;

    static int nextInt() {
        while (buf[bp] < '0' || buf[bp] > '9') bp++;
        int r = 0;
        while (bp < buf.length && buf[bp] >= '0' && buf[bp] <= '9') r = r * 10 + (buf[bp++] - '0');
        return r;
    }

    static long power(long b, long e) {
        long r = 1;
        b %= MOD;
        while (e > 0) {
            if ((e & 1) == 1) r = r * b % MOD;
            b = b * b % MOD;
            e >>= 1;
        }
        return r;
    }

    static long choose(int n, int k) {
        return fact[n] * inv[k] % MOD * inv[n - k] % MOD;
    }

    public static void main(String[] args) throws IOException {
        fact[0] = 1;
        for (int i = 1; i <= N; i++) fact[i] = fact[i - 1] * i % MOD;
        inv[N] = power(fact[N], MOD - 2);
        for (int i = N; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
        buf = System.in.readAllBytes();
        int q = nextInt();
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < q; t++) {
            int x = nextInt(), y = nextInt(), u = nextInt(), v = nextInt();
            long ans = 0;
            if (u <= x && v <= y) ans = choose(u + v, u) * choose(x - u + y - v, x - u) % MOD;
            sb.append(ans).append('\n');
        }
        System.out.print(sb);
    }
}
