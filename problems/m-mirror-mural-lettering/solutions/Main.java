import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine().trim();
        int n = s.length();
        char[] t = new char[2 * n + 1];
        for (int i = 0; i < n; i++) {
            t[i] = s.charAt(i);
            t[2 * n - i] = s.charAt(i);
        }
        t[n] = '#';
        // prefix function of s + '#' + reverse(s)
        int[] pi = new int[t.length];
        for (int i = 1; i < t.length; i++) {
            int k = pi[i - 1];
            while (k > 0 && t[i] != t[k]) k = pi[k - 1];
            if (t[i] == t[k]) k++;
            pi[i] = k;
        }
        // pi[last]: longest prefix of s that is a palindrome
        System.out.println(n - pi[t.length - 1]);
    }
}
