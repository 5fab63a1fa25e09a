import java.io.*;

public class Main {
    // masses[i] is the mass of bead i + 1 around the ring (the last bead touches the first).
    // Return the minimum total fuel to fuse the whole ring into one bead.
    static long minFusionFuel(long[] masses) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] masses = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            masses[i] = (long) in.nval;
        }
        System.out.println(minFusionFuel(masses));
    }
}
