import java.io.*;

public class Main {
    static final int MOD = 1_000_000_007;

    // Return k + 1 numbers: for every bin j = 0..k, the number of different paths that end in bin j,
    // modulo 1 000 000 007.
    static int[] binPaths(int k) {
        int[] result = new int[k + 1];
        // TODO: write your solution here
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int k = Integer.parseInt(br.readLine().trim());
        int[] result = binPaths(k);
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < result.length; j++) {
            if (j > 0) sb.append(' ');
            sb.append(result[j]);
        }
        System.out.println(sb);
    }
}
