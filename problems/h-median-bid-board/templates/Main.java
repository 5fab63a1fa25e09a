import java.io.*;
import java.util.*;

public class Main {
    // kinds[i] is '+' (place a bid), '-' (withdraw a bid) or '?' (ask for the median); xs[i] is the
    // bid for '+' and '-'. Replay the events on an empty board and return one answer per '?': the
    // median (the lower middle one for an even count) as text, or "EMPTY". Aim for O(log q) per event.
    static List<String> replayBoard(char[] kinds, long[] xs) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        char[] kinds = new char[q];
        long[] xs = new long[q];
        for (int i = 0; i < q; i++) {
            String line = in.readLine();
            kinds[i] = line.charAt(0);
            if (kinds[i] != '?') xs[i] = Long.parseLong(line.substring(2).trim());
        }
        StringBuilder sb = new StringBuilder();
        for (String a : replayBoard(kinds, xs)) sb.append(a).append('\n');
        System.out.print(sb);
    }
}
