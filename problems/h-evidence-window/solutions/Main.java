import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine().trim();
        String t = br.readLine().trim();
        int[] need = new int[128];
        for (int i = 0; i < t.length(); i++) need[t.charAt(i)]++;
        long missing = t.length();
        int bestLen = Integer.MAX_VALUE, bestL = -1;
        int n = s.length();
        for (int l = 0, r = 0; r < n; r++) {
            if (need[s.charAt(r)]-- > 0) missing--;
            while (missing == 0) {
                if (r - l + 1 < bestLen) { bestLen = r - l + 1; bestL = l; }
                if (++need[s.charAt(l)] > 0) missing++;
                l++;
            }
        }
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (bestL < 0) pw.println(-1);
        else { pw.println(bestLen); pw.println(s.substring(bestL, bestL + bestLen)); }
        pw.flush();
    }
}
