import java.io.*;

public class Main {
    // Return the position of the first error in the packing list as the statement defines it,
    // or -1 if the list is valid.
    static int firstError(String list) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String list = in.readLine().trim();
        System.out.println(firstError(list));
    }
}
