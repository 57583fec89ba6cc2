import ezvcard.Ezvcard;
import ezvcard.ValidationWarning;
import ezvcard.ValidationWarnings;
import ezvcard.VCard;
import ezvcard.io.ParseWarning;
import ezvcard.property.RawProperty;
import ezvcard.property.VCardProperty;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads vCard files with ez-vcard and prints the warnings it reports, so that
 * ContactKit's diagnostics can be compared with a widely used reader.
 *
 * Output, one line per warning and one summary line per file:
 *
 *   FILE: card N: WARNING TEXT
 *   FILE: N cards, M warnings
 *
 * With --validate first, each card is also checked with ez-vcard's validator
 * (VCard.validate for the card's own version: values and parameters the version
 * does not allow, required properties), one line per finding:
 *
 *   FILE: card N: (NAME property): validation (CODE) MESSAGE
 *
 * and counted among the file's warnings.
 *
 * A file that cannot be read at all prints "FILE: error: MESSAGE" and counts
 * as 0 cards. Exit status: 0 when every file was read (warnings are not
 * failures: the caller compares the output), 66 when some file could not be
 * read, 64 on a usage error.
 */
public final class EzVCardCheck {
    private EzVCardCheck() {}

    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("usage: EzVCardCheck FILE...");
            System.exit(64);
        }
        boolean allRead = true;
        boolean validate = args[0].equals("--validate");
        for (int index = validate ? 1 : 0; index < args.length; index++) {
            allRead &= check(args[index], validate);
        }
        System.out.flush();
        System.exit(allRead ? 0 : 66);
    }

    /** Prints the warnings and the summary line for one file; false if it could not be read. */
    private static boolean check(String path, boolean validate) {
        List<List<ParseWarning>> warnings = new ArrayList<>();
        List<VCard> cards;
        try {
            cards = Ezvcard.parse(new File(path)).warnings(warnings).all();
        } catch (IOException | RuntimeException e) {
            System.out.println(path + ": error: " + oneLine(String.valueOf(e.getMessage())));
            System.out.println(path + ": 0 cards, 0 warnings");
            return false;
        }
        int total = 0;
        for (int card = 0; card < warnings.size(); card++) {
            for (ParseWarning warning : warnings.get(card)) {
                System.out.println(path + ": card " + (card + 1) + ": " + oneLine(warning.toString()));
                total++;
            }
        }
        if (validate) {
            for (int card = 0; card < cards.size(); card++) {
                VCard vcard = cards.get(card);
                ValidationWarnings found = vcard.validate(vcard.getVersion());
                for (Map.Entry<VCardProperty, List<ValidationWarning>> entry : found) {
                    String name = propertyName(entry.getKey());
                    for (ValidationWarning warning : entry.getValue()) {
                        System.out.println(path + ": card " + (card + 1) + ": " + (name == null ? "" : "(" + name + " property): ")
                            + "validation (" + warning.getCode() + ") " + oneLine(String.valueOf(warning.getMessage())));
                        total++;
                    }
                }
            }
        }
        System.out.println(path + ": " + cards.size() + " cards, " + total + " warnings");
        return true;
    }

    /** The property's vCard name (an unknown one as written); null for the card itself. */
    private static String propertyName(VCardProperty property) {
        if (property == null) return null;
        if (property instanceof RawProperty) return ((RawProperty) property).getPropertyName().toUpperCase();
        return property.getClass().getSimpleName().toUpperCase();
    }

    /** Keeps one warning on one output line (values may hold line breaks). */
    private static String oneLine(String text) {
        return text.replace("\r\n", "\\n").replace('\n', ' ').replace('\r', ' ');
    }
}
