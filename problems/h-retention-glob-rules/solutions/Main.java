import java.io.*;

public class Main {
    static boolean matches(String p, String s) {
        int n = s.length();
        boolean[] prev = new boolean[n + 1], cur = new boolean[n + 1];
        prev[0] = true;
        for (int i = 0; i < p.length(); i++) {
            char pc = p.charAt(i);
            if (pc == '*') {
                cur[0] = prev[0];
                for (int j = 1; j <= n; j++) cur[j] = prev[j] || cur[j - 1];
            } else {
                cur[0] = false;
                for (int j = 1; j <= n; j++) cur[j] = prev[j - 1] && (pc == '?' || pc == s.charAt(j - 1));
            }
            boolean[] t = prev; prev = cur; cur = t;
        }
        return prev[n];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String p = br.readLine().trim();
        int q = Integer.parseInt(br.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) sb.append(matches(p, br.readLine().trim()) ? "YES\n" : "NO\n");
        System.out.print(sb);
    }
}
