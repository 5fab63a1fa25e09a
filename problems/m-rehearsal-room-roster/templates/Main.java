import java.io.*;

public class Main {
    // Booking i uses a room during [starts[i], ends[i]). Assign rooms by the caretaker's rule and
    // return the room number (1-based) of every booking in input order. The number of rooms used is
    // printed as the largest number in the result.
    static int[] assignRooms(long[] starts, long[] ends) {
        // TODO: write your solution here
        return new int[starts.length];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        long[] starts = new long[n], ends = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            starts[i] = (long) in.nval;
            in.nextToken();
            ends[i] = (long) in.nval;
        }
        int[] room = assignRooms(starts, ends);
        int k = 0;
        for (int r : room) k = Math.max(k, r);
        StringBuilder sb = new StringBuilder();
        sb.append(k).append('\n');
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(room[i]);
        }
        System.out.println(sb);
    }
}
