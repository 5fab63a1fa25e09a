import java.io.*;

public class Main {
    // One request: destination (x, y), checkpoint (u, v). Return the number of shortest routes from
    // (0, 0) to (x, y) through (u, v), modulo 1000000007 (0 if no shortest route passes the
    // checkpoint). main calls this for every request, so precompute anything you need once (in
    // static fields).
    static long routesThrough(int x, int y, int u, int v) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int q = readInt(in);
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < q; t++) {
            int x = readInt(in), y = readInt(in), u = readInt(in), v = readInt(in);
            sb.append(routesThrough(x, y, u, v)).append('\n');
        }
        System.out.print(sb);
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = in.read(); }
        return r;
    }
}
