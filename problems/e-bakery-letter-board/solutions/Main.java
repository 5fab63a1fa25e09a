import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(br.readLine().trim());
        String s = br.readLine().trim();
        String t = br.readLine().trim();
        int[] cs = new int[26], ct = new int[26];
        for (int i = 0; i < n; i++) {
            cs[s.charAt(i) - 'a']++;
            ct[t.charAt(i) - 'a']++;
        }
        int keep = 0;
        for (int c = 0; c < 26; c++) keep += Math.min(cs[c], ct[c]);
        System.out.println(n - keep);
    }
}
