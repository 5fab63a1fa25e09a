import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String[] head = in.readLine().trim().split(" ");
        int n = Integer.parseInt(head[0]);
        int k = Integer.parseInt(head[1]);
        byte[] s = in.readLine().trim().getBytes();
        int best = 0, bestStart = 0;
        for (int c = 0; c < 26; c++) {
            int others = 0, l = 0;
            byte ch = (byte) ('A' + c);
            for (int r = 0; r < n; r++) {
                if (s[r] != ch) others++;
                while (others > k) {
                    if (s[l] != ch) others--;
                    l++;
                }
                int len = r - l + 1;
                if (len > best || (len == best && l < bestStart)) {
                    best = len;
                    bestStart = l;
                }
            }
        }
        System.out.println(best + " " + (bestStart + 1));
    }
}
