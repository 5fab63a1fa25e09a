import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final long MOD = 1000000007L;
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        byte[] t = br.readLine().trim().getBytes();
        int k = Integer.parseInt(br.readLine().trim());
        String[] words = new String[k];
        int total = 1;
        for (int i = 0; i < k; i++) {
            words[i] = br.readLine().trim();
            total += words[i].length();
        }
        int[] ch = new int[26 * total];
        boolean[] isEnd = new boolean[total];
        int nodes = 1;
        for (String w : words) {
            int v = 0;
            for (int j = 0; j < w.length(); j++) {
                int idx = 26 * v + w.charAt(j) - 'a';
                if (ch[idx] == 0) ch[idx] = nodes++;
                v = ch[idx];
            }
            isEnd[v] = true;
        }
        int n = t.length;
        final int INF = Integer.MAX_VALUE;
        long[] ways = new long[n + 1];
        int[] fewest = new int[n + 1];
        Arrays.fill(fewest, INF);
        ways[0] = 1;
        fewest[0] = 0;
        for (int i = 0; i < n; i++) {
            if (fewest[i] == INF) continue;
            int v = 0;
            for (int j = i; j < n; j++) {
                v = ch[26 * v + t[j] - 'a'];
                if (v == 0) break;
                if (isEnd[v]) {
                    ways[j + 1] = (ways[j + 1] + ways[i]) % MOD;
                    fewest[j + 1] = Math.min(fewest[j + 1], fewest[i] + 1);
                }
            }
        }
        System.out.println(fewest[n] == INF ? "0 -1" : ways[n] + " " + fewest[n]);
    }
}
