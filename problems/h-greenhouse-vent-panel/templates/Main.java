import java.io.*;
import java.util.*;

public class Main {
    // grid[i].charAt(j) is '1' for an open vent. Pressing (i, j) toggles it and its up/down/left/
    // right neighbours. Return the fewest presses that close every vent, or -1 if that is
    // impossible.
    static int fewestPresses(String[] grid) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(fewestPresses(grid));
    }
}
