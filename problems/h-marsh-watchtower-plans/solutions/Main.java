import java.io.*;

public class Main {
    static int n, full;
    static int[] marsh, fixedCol;

    static long go(int r, int cols, int dl, int dr) {
        int avail = ~(cols | dl | dr | marsh[r]) & full;
        if (fixedCol[r] >= 0) avail &= 1 << fixedCol[r];
        if (r == n - 1) return Integer.bitCount(avail);
        long total = 0;
        while (avail != 0) {
            int b = avail & -avail;
            avail ^= b;
            total += go(r + 1, cols | b, ((dl | b) << 1) & full, (dr | b) >> 1);
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        n = Integer.parseInt(br.readLine().trim());
        full = (1 << n) - 1;
        marsh = new int[n];
        fixedCol = new int[n];
        boolean bad = false;
        for (int r = 0; r < n; r++) {
            String row = br.readLine().trim();
            fixedCol[r] = -1;
            for (int c = 0; c < n; c++) {
                char ch = row.charAt(c);
                if (ch == '#') marsh[r] |= 1 << c;
                if (ch == 'T') {
                    if (fixedCol[r] >= 0) bad = true;
                    fixedCol[r] = c;
                }
            }
        }
        System.out.println(bad ? 0 : go(0, 0, 0, 0));
    }
}
