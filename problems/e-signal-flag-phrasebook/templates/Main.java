import java.io.*;
import java.util.*;

public class Main {
    // Return true if the flag signal and the message words match one-to-one.
    static boolean signalMatches(String signal, String[] words) {
        // TODO: write your solution here
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < q; t++) {
            String signal = in.readLine();
            String[] words = in.readLine().split(" ");
            sb.append(signalMatches(signal, words) ? "yes\n" : "no\n");
        }
        System.out.print(sb);
        System.out.flush();
    }
}
