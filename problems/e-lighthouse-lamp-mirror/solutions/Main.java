import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long x = Long.parseLong(st.nextToken());
            long r = 0;
            int lit = 0;
            for (int b = 0; b < 32; b++) {
                r = (r << 1) | (x & 1);
                lit += (int) (x & 1);
                x >>= 1;
            }
            out.append(r).append(' ').append(lit).append('\n');
        }
        System.out.print(out);
    }
}
