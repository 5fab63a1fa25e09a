import java.io.*;

public class Main {
    // Return true if the glob pattern p ('?' = one character, '*' = any sequence) matches all of s.
    static boolean matches(String p, String s) {
        // TODO: implement
        return false;
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
