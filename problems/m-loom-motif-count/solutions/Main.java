import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        byte[] t = br.readLine().trim().getBytes();
        byte[] p = br.readLine().trim().getBytes();
        int n = t.length, m = p.length;
        int[] pi = new int[m];
        for (int i = 1; i < m; i++) {
            int j = pi[i - 1];
            while (j > 0 && p[i] != p[j]) j = pi[j - 1];
            if (p[i] == p[j]) j++;
            pi[i] = j;
        }
        int count = 0;
        StringBuilder firsts = new StringBuilder();
        int j = 0;
        for (int i = 0; i < n; i++) {
            while (j > 0 && t[i] != p[j]) j = pi[j - 1];
            if (t[i] == p[j]) j++;
            if (j == m) {
                count++;
                if (count <= 10) {
                    if (count > 1) firsts.append(' ');
                    firsts.append(i - m + 2);
                }
                j = pi[m - 1];
            }
        }
        StringBuilder out = new StringBuilder();
        out.append(count).append('\n');
        if (count > 0) out.append(firsts).append('\n');
        System.out.print(out);
    }
}
