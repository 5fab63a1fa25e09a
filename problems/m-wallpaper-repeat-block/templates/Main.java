import java.io.*;
import java.util.*;

public class Main {
    // For each requested length L in lens, return the length of the shortest block whose repetition
    // (the last copy may be cut short) gives the first L letters of s. Tip: the prefix function.
    static int[] shortestBlocks(String s, int[] lens) {
        // TODO: write your solution here
        return new int[lens.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine().trim();
        int q = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] lens = new int[q];
        for (int k = 0; k < q; k++) lens[k] = Integer.parseInt(st.nextToken());
        int[] res = shortestBlocks(s, lens);
        StringBuilder out = new StringBuilder();
        for (int v : res) out.append(v).append('\n');
        System.out.print(out);
    }
}
