import java.io.*;
import java.util.*;

public class Main {
    // kinds[i] is "push", "pop", "top" or "min"; xs[i] is the tray number of a push (0 otherwise).
    // Run the commands on an empty tower and return one answer per pop, top and min command:
    // the number as text, or "EMPTY". Aim for O(1) per command.
    static List<String> runTower(String[] kinds, long[] xs) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        String[] kinds = new String[q];
        long[] xs = new long[q];
        for (int i = 0; i < q; i++) {
            String line = in.readLine().trim();
            int space = line.indexOf(' ');
            if (space < 0) {
                kinds[i] = line;
            } else {
                kinds[i] = line.substring(0, space);
                xs[i] = Long.parseLong(line.substring(space + 1).trim());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String a : runTower(kinds, xs)) sb.append(a).append('\n');
        System.out.print(sb);
    }
}
