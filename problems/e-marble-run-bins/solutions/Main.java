import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final int MOD = 1_000_000_007;
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int k = Integer.parseInt(br.readLine().trim());
        int[] row = new int[k + 1];
        row[0] = 1;
        for (int r = 1; r <= k; r++)
            for (int j = r; j >= 1; j--) row[j] = (row[j] + row[j - 1]) % MOD;
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j <= k; j++) {
            if (j > 0) sb.append(' ');
            sb.append(row[j]);
        }
        System.out.println(sb);
    }
}
