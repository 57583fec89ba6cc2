import ezvcard.VCard;
import ezvcard.VCardVersion;
import ezvcard.io.text.VCardReader;
import ezvcard.io.text.VCardWriter;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The ez-vcard side of Benchmarks/run-benchmarks.py: reads vCards one at a time with
 * ez-vcard's streaming reader and either writes each one as vCard 4.0 or only counts it.
 *
 *   EzVCardBench convert INPUT OUTPUT   read INPUT, write every card to OUTPUT as vCard 4.0
 *   EzVCardBench parse INPUT            read INPUT, keep nothing
 *
 * Both modes print one summary line to standard output, which the benchmark script checks:
 *
 *   cards=N warnings=M
 *
 * Reading and writing go through 1 MiB buffers, and no card is kept after it was handled,
 * so memory does not depend on the number of cards (the same rule ContactKit follows).
 * Exit status: 0 on success, 64 on a usage error, 74 when a file cannot be read or written.
 */
public final class EzVCardBench {
    private static final int BUFFER_SIZE = 1 << 20;

    private EzVCardBench() {}

    public static void main(String[] args) {
        boolean convert = args.length == 3 && args[0].equals("convert");
        boolean parse = args.length == 2 && args[0].equals("parse");
        if (!convert && !parse) {
            System.err.println("usage: EzVCardBench convert INPUT OUTPUT | parse INPUT");
            System.exit(64);
        }
        try {
            long[] counts = convert ? convert(args[1], args[2]) : parse(args[1]);
            System.out.println("cards=" + counts[0] + " warnings=" + counts[1]);
        } catch (IOException e) {
            System.err.println("EzVCardBench: " + e.getMessage());
            System.exit(74);
        }
    }

    /** Reads every card of the input and writes it as vCard 4.0; returns {cards, warnings}. */
    private static long[] convert(String inputPath, String outputPath) throws IOException {
        long cards = 0;
        long warnings = 0;
        try (VCardReader reader = new VCardReader(openInput(inputPath));
             VCardWriter writer = new VCardWriter(openOutput(outputPath), VCardVersion.V4_0)) {
            VCard card;
            while ((card = reader.readNext()) != null) {
                warnings += reader.getWarnings().size();
                writer.write(card);
                cards++;
            }
        }
        return new long[] {cards, warnings};
    }

    /** Reads every card of the input and drops it; returns {cards, warnings}. */
    private static long[] parse(String inputPath) throws IOException {
        long cards = 0;
        long warnings = 0;
        try (VCardReader reader = new VCardReader(openInput(inputPath))) {
            while (reader.readNext() != null) {
                warnings += reader.getWarnings().size();
                cards++;
            }
        }
        return new long[] {cards, warnings};
    }

    private static Reader openInput(String path) throws IOException {
        return new BufferedReader(
            new InputStreamReader(new FileInputStream(path), StandardCharsets.UTF_8), BUFFER_SIZE);
    }

    private static Writer openOutput(String path) throws IOException {
        return new BufferedWriter(
            new OutputStreamWriter(new FileOutputStream(path), StandardCharsets.UTF_8), BUFFER_SIZE);
    }
}
