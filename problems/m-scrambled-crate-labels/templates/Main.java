import java.io.*;
import java.util.*;

public class Main {
    // Return the sizes of the consignments (groups of labels that are anagrams of each other),
    // from the largest to the smallest.
    static int[] consignmentSizes(String[] labels) {
        // TODO: write your solution here
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] labels = in.readLine().trim().split(" ");
        int[] sizes = consignmentSizes(labels);
        StringBuilder sb = new StringBuilder();
        sb.append(sizes.length).append('\n');
        for (int g = 0; g < sizes.length; g++) {
            if (g > 0) sb.append(' ');
            sb.append(sizes[g]);
        }
        sb.append('\n');
        System.out.print(sb);
        System.out.flush();
    }
}
