import java.io.*;

public class Main {
    // text is the whole inscription. Ignoring non-letters and case, return 0 if it reads the same
    // forwards and backwards, 1 if removing one letter makes it do so, and -1 otherwise.
    // Tip: two pointers from both ends.
    static int mirrorCheck(String text) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String text = br.readLine();
        System.out.println(mirrorCheck(text == null ? "" : text));
    }
}
