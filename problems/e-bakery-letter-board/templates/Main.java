import java.io.*;

public class Main {
    // The board shows s; tomorrow it must show t (same length). Return the minimum number of tiles
    // that must be replaced, when rearranging the tiles is free.
    static int tilesToReplace(String s, String t) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(br.readLine().trim());
        String s = br.readLine().trim();
        String t = br.readLine().trim();
        System.out.println(tilesToReplace(s, t));
    }
}
