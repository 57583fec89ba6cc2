"""Synthetic books for the review page's browser test (made-up people only)."""
import datetime

HOSTILE_GIVEN = '<img src=x onerror="window.__pwned=1">'
HOSTILE_FORMATTED = '</script><script>window.__pwned=2</script> Quist'
HOSTILE_NOTE = 'says "hi" & leaves </b><!-- \u2028 next line'


def card(uid, formatted, family, given, phone=None, email=None, note=None, birthday=None, home_phone=None):
    def text(value):
        return value.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")
    lines = ["BEGIN:VCARD", "VERSION:3.0", f"UID:{uid}", f"FN:{text(formatted)}",
             f"N:{text(family)};{text(given)};;;"]
    if phone:
        lines.append(f"TEL;TYPE=CELL:{phone}")
    if home_phone:
        lines.append(f"TEL;TYPE=HOME:{home_phone}")
    if email:
        lines.append(f"EMAIL;TYPE=INTERNET:{email}")
    if birthday:
        lines.append(f"BDAY:{birthday}")
    if note:
        lines.append(f"NOTE:{text(note)}")
    lines.append("END:VCARD")
    return "\r\n".join(lines) + "\r\n"


# The small book: five proposed clusters (a: three records, to split; b: accept by click;
# h: hostile names, accept by key; d: reject by key; e: left undecided) and two loners.
SMALL_CLUSTERS = {"a": ["a1", "a2", "a3"], "b": ["b1", "b2"], "h": ["h1", "h2"], "d": ["d1", "d2"], "e": ["e1", "e2"]}


def small_book():
    return "".join([
        card("a1", "Odile Marchetti", "Marchetti", "Odile", "+1 415 555 0142", "odile.marchetti@example.org"),
        card("a2", "Odile Marchetti", "Marchetti", "Odile", "(415) 555-0142", None, birthday="1979-03-08"),
        card("a3", "Odile Marchetti", "Marchetti", "Odile", None, "odile.marchetti@example.org", note="from the old phone"),
        card("b1", "Bram Okonkwo", "Okonkwo", "Bram", "+1 503 555 0118", "bram@example.net"),
        card("b2", "Bram Okonkwo", "Okonkwo", "Bram", "+1 503 555 0118", "bram.okonkwo@example.com"),
        card("h1", HOSTILE_GIVEN + " Quist", "Quist", HOSTILE_GIVEN, "+1 206 555 0177", "quist@example.net"),
        card("h2", HOSTILE_FORMATTED, "Quist", HOSTILE_GIVEN, "+1 206 555 0177", "quist@example.net", note=HOSTILE_NOTE),
        card("d1", "Signe Halvorsen", "Halvorsen", "Signe", "+1 312 555 0163", "signe.h@example.org"),
        card("d2", "Signe Halvorsen", "Halvorsen", "Signe", "+1 312 555 0163", None, birthday="1990-11-02"),
        card("e1", "Ines Albrecht", "Albrecht", "Ines", "+1 617 555 0190", "ines.albrecht@example.com"),
        card("e2", "Ines Albrecht", "Albrecht", "Ines", None, "ines.albrecht@example.com", note="met at the fair"),
        card("k1", "Kwame Asante", "Asante", "Kwame", "+1 702 555 0111", "kwame@example.org"),
        card("l1", "Lucia Ferreyra", "Ferreyra", "Lucia", "+1 305 555 0135", "lucia@example.com"),
    ])


GIVEN = ["Aino", "Bartek", "Chiara", "Dario", "Elif", "Fenna", "Goran", "Hanne", "Ilse", "Jonas", "Kiri", "Lotte",
         "Mateo", "Nadia", "Oskar", "Petra", "Quentin", "Rosa", "Sven", "Tamsin", "Ugo", "Vera", "Wim", "Xenia",
         "Yusuf", "Zora", "Anselm", "Brigid", "Cosmin", "Dagny", "Emeric", "Farah", "Gideon", "Hedda", "Ivo",
         "Jorun", "Kasimir", "Liesel", "Mirko", "Nell", "Orla", "Piet", "Runa", "Soren", "Thea", "Ulla", "Viggo",
         "Wanda", "Yannick", "Zeno"]
FAMILY = ["Aalto", "Brandt", "Castell", "Dufour", "Eklund", "Falk", "Grieve", "Holm", "Iversen", "Jaramillo",
          "Kovac", "Lindqvist", "Moreau", "Nowak", "Ostrowski", "Pajari", "Quaglia", "Rask", "Saarinen", "Toivonen",
          "Ulrich", "Varga", "Wennberg", "Ylva", "Zielinski", "Abernethy", "Bellamy", "Corrigan", "Dunmore",
          "Ellery", "Fairweather", "Galloway", "Hartigan", "Inglis", "Jessop", "Kilbride", "Lockhart", "Merriman",
          "Northcott", "Oakes", "Pemberton", "Quarrie", "Rutherford", "Sinclair", "Thackeray", "Underhill",
          "Vickery", "Whitlock", "Yardley", "Zouche"]


def pairs_book(count):
    """`count` people, two records each (one with an email, one with email and birthday)."""
    parts = []
    for person in range(count):
        given = GIVEN[person % len(GIVEN)]
        family = FAMILY[(person // len(GIVEN)) % len(FAMILY)] + ("" if person < 2500 else f"-{FAMILY[(person // 2500) % len(FAMILY)]}")
        email = f"{given.lower()}.{family.lower()}.{person}@example.org"
        parts.append(card(f"p{person}a", f"{given} {family}", family, given, None, email))
        birthday = datetime.date(1940, 1, 1) + datetime.timedelta(days=person * 2)  # one per person
        parts.append(card(f"p{person}b", f"{given} {family}", family, given, None, email, birthday=birthday.isoformat()))
    return "".join(parts)


# Issue 33's book: one cluster for each defect the page had.
BIDI_NOTE = "\u202egnp.exe\u202c ok\u200b"
LONG_NOTE = ("A long note that goes on. " * 400)[:10000]
ISSUE33_CLUSTERS = {
    "ten": [f"t{n}" for n in range(1, 11)], "bidi": ["v1", "v2"], "long": ["w1", "w2"], "fold": ["g1", "g2"],
    "colour": ["c1", "c2", "c3"],
}


def issue33_book():
    ten = [card(f"t{n}", "Maren Vestergaard", "Vestergaard", "Maren", "+1 646 555 0120", "maren@example.dk",
                note=f"copy {n}") for n in range(1, 11)]
    return "".join(ten + [
        card("v1", "Nadir Bensaid", "Bensaid", "Nadir", "+1 213 555 0166", "nadir@example.com", note=BIDI_NOTE),
        card("v2", "Nadir Bensaid", "Bensaid", "Nadir", "+1 213 555 0166", "nadir@example.com"),
        card("w1", "Tove Lindahl", "Lindahl", "Tove", "+1 808 555 0101", "tove@example.se", note=LONG_NOTE),
        card("w2", "Tove Lindahl", "Lindahl", "Tove", "+1 808 555 0101", "tove@example.se"),
        card("g1", "Bożena Gałach", "Gałach", "Bożena", "+1 414 555 0177", "bozena@example.pl"),
        card("g2", "Bożena Gałach", "Gałach", "Bożena", "+1 414 555 0177", None, birthday="1984-06-12"),
        card("c1", "Katherine Wright", "Wright", "Katherine", "+1 720 555 0150", "kate@example.org"),
        card("c2", "Katherine Wright", "Wright", "Katherine", "+1 720 555 0150", "kate@example.org"),
        card("c3", "Katherine Wright", "Wright", "Katherine", "+1 720 555 0150", "k.wright@example.net"),
    ])


# The choice of surviving values: one person on three cards, each with its own number and
# address; the third card's address is hostile (markup and a bidi override).
CHOICE_RECORDS = ["s1", "s2", "s3"]
CHOICE_HOSTILE_EMAIL = "\u202emoc.elpmaxe@<img src=x onerror=window.__pwned=3>"


def choice_book():
    return "".join([
        card("s1", "Rosalind Achterberg", "Achterberg", "Rosalind", "+1 503 555 0131", "rosalind@example.org"),
        card("s2", "Ros Achterberg", "Achterberg", "Ros", "(503) 555-0131", "ros.achterberg@example.com",
             birthday="1971-05-09"),
        card("s3", "Rosalind Achterberg", "Achterberg", "Rosalind", "+1 503 555 0131", CHOICE_HOSTILE_EMAIL,
             note="old card", home_phone="+1 503 555 0188"),
    ])


# One long cluster for the README's second screenshot: eight cards of one person gathered
# from several phones and accounts, one with a long note (collapsed on the page).
LONG_CLUSTER_NOTE = " ".join(
    f"Visit {n}: asked about the spring delivery, the invoice for the workshop and the new address; "
    "call back after the holidays." for n in range(1, 31))


def long_cluster_book():
    landline = ["+49 30 901820 17", "030 901820 17"]
    variants = [
        ("l1", "Maximilian Oberhauser", "Maximilian", "+49 171 555 0183", "max@oberhauser.example", None, None),
        ("l2", "Max Oberhauser", "Max", None, "max.oberhauser@example.com", "1983-02-14", None),
        ("l3", "Maximilian Oberhauser", "Maximilian", "+49 171 555 0183", "max@oberhauser.example", None, LONG_CLUSTER_NOTE),
        ("l4", "MAXIMILIAN OBERHAUSER", "MAXIMILIAN", "+49 171 555 0183", None, "1983-02-14", None),
        ("l5", "Maximilian Oberhauser", "Maximilian", "0171 5550183", "m.oberhauser@work.example", None, "from the old phone"),
        ("l6", "Max Oberhauser", "Max", "+49 171 555 0183", "max@oberhauser.example", None, None),
        ("l7", "Maximilian Oberhauser", "Maximilian", "+49 160 555 0107", "m.oberhauser@work.example", "1983-02-14", None),
        ("l8", "Maximilian Oberhauser", "Maximilian", "+49 171 555 0183", "max@oberhauser.example", None, "met at the fair"),
    ]
    return "".join(card(uid, formatted, "Oberhauser", given, phone, email, note=note, birthday=birthday,
                        home_phone=landline[index % 2])
                   for index, (uid, formatted, given, phone, email, birthday, note) in enumerate(variants))
