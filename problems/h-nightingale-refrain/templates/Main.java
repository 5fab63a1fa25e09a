import java.io.*;

public class Main {
    // Return {L, p}: L = the length of the longest piece of s that occurs at least twice
    // (occurrences may overlap), p = the smallest 1-based start of a length-L piece that occurs at
    // least twice. Return {0, 0} when no note repeats at all.
    // Tip: binary search on L, and a rolling hash (two moduli) to spot a repeated window.
    static int[] longestRefrain(String s) {
        // TODO: write your solution here
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = br.readLine().trim();
        int[] r = longestRefrain(s);
        System.out.println(r[0] == 0 ? "0" : r[0] + " " + r[1]);
    }
}
