import java.io.*;
import java.util.*;

public class Main {
    // adj[x] lists the lofts reachable from loft x by one flight (every flight appears in the
    // lists of both of its lofts). Return the fewest flights from s to t, or -1 if t cannot be
    // reached.
    static int fewestFlights(int[][] adj, int s, int t) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), m = readInt(in);
        int[] eu = new int[m], ev = new int[m], deg = new int[n];
        for (int i = 0; i < m; i++) { eu[i] = readInt(in); ev[i] = readInt(in); deg[eu[i]]++; deg[ev[i]]++; }
        int[][] adj = new int[n][];
        for (int x = 0; x < n; x++) adj[x] = new int[deg[x]];
        int[] fill = new int[n];
        for (int i = 0; i < m; i++) { adj[eu[i]][fill[eu[i]]++] = ev[i]; adj[ev[i]][fill[ev[i]]++] = eu[i]; }
        int s = readInt(in), t = readInt(in);
        System.out.println(fewestFlights(adj, s, t));
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = in.read(); }
        return r;
    }
}
