import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] raw = System.in.readAllBytes();
        int n = 0;
        while (n < raw.length && (raw[n] == '(' || raw[n] == ')')) n++;
        int[] best = new int[n]; // longest balanced substring ending at i
        int L = 0;
        long count = 0;
        for (int i = 1; i < n; i++) {
            if (raw[i] != ')') continue;
            int j = i - best[i - 1] - 1; // the character this ')' could close
            if (j >= 0 && raw[j] == '(') {
                best[i] = best[i - 1] + 2 + (j >= 1 ? best[j - 1] : 0);
                if (best[i] > L) { L = best[i]; count = 1; }
                else if (best[i] == L) count++;
            }
        }
        System.out.println(L + " " + (L == 0 ? 0 : count));
    }
}
