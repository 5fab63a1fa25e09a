import java.io.*;

public class Main {
    static boolean mirrors(char[] w, int i, int j) {
        while (i < j)
            if (w[i++] != w[j--]) return false;
        return true;
    }

    public static void main(String[] args) throws IOException {
        byte[] text = System.in.readAllBytes();
        char[] w = new char[text.length];
        int n = 0;
        for (byte b : text) {
            char c = (char) b;
            if (c >= 'a' && c <= 'z') w[n++] = c;
            else if (c >= 'A' && c <= 'Z') w[n++] = (char) (c - 'A' + 'a');
        }
        int i = 0, j = n - 1;
        while (i < j && w[i] == w[j]) { i++; j--; }
        int ans;
        if (i >= j) ans = 0;
        else ans = (mirrors(w, i + 1, j) || mirrors(w, i, j - 1)) ? 1 : -1;
        System.out.println(ans);
    }
}
