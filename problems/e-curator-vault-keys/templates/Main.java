import java.io.*;
import java.util.*;

public class Main {
    // keys[u] lists the vaults opened by the keys hanging in vault u; vault 0 is open.
    // Return {number of vaults the curator can open, smallest vault that stays locked or -1}.
    // A chain of keys can be 10^5 vaults long: avoid deep recursion.
    static int[] openVaults(int[][] keys) {
        // TODO: write your solution here
        return new int[] {0, -1};
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), m = readInt(in);
        int[] eu = new int[m], ev = new int[m], deg = new int[n];
        for (int i = 0; i < m; i++) { eu[i] = readInt(in); ev[i] = readInt(in); deg[eu[i]]++; }
        int[][] keys = new int[n][];
        for (int u = 0; u < n; u++) keys[u] = new int[deg[u]];
        int[] fill = new int[n];
        for (int i = 0; i < m; i++) keys[eu[i]][fill[eu[i]]++] = ev[i];
        int[] ans = openVaults(keys);
        System.out.println(ans[0] + " " + ans[1]);
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = in.read(); }
        return r;
    }
}
