import java.io.*;

public class Main {
    // Commands arrive in order. For type 1, value is the signature of a new crystal (return value
    // ignored). For type 2, value is a signal x: return the largest x XOR (XOR of some selection of
    // the crystals received so far). Keep whatever state you need between calls in static fields.
    static int processCommand(int type, int value) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int q = readInt(in);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int type = readInt(in);
            int value = readInt(in);
            int answer = processCommand(type, value);
            if (type == 2) sb.append(answer).append('\n');
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
