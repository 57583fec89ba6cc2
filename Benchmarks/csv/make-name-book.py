#!/usr/bin/env python3
"""Writes a synthetic vCard 4.0 address book for the CSV layout round trip.

Every person is invented. The book mixes locales and scripts (Latin with particles and
accents, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Japanese kanji and kana,
Chinese, Korean) and cards with only FN, only N, or both; emails and phones with and
without types, more of them than some layouts have columns for, and birthdays with and
without a year.

The hard cases come first, always, in a fixed order (written before any fix was made);
the rest is drawn from a seeded generator. Usage:

    make-name-book.py COUNT SEED > book.vcf

Seed 16 is the tuning seed; seed 1604 is held out (never looked at while fixing).
"""
import random
import sys

# Hard cases: (FN or None, N parts (family, given, middle, prefix, suffix) or None,
#              emails [(type or None, value)], phones [(type or None, value)], birthday or None)
HARD_CASES = [
    # FN only, CJK without a space: must not come back reversed or empty.
    ("伊藤くみ子", None, [("work", "kumiko.ito@example.jp")], [(None, "+81 3-5555-0101")], None),
    # N only, CJK: the derived name is family first, no space.
    (None, ("伊藤", "くみ子", "", "", ""), [], [(None, "+81 90-5555-0102")], None),
    # Both, CJK, FN as a Japanese user writes it.
    ("佐藤 健", ("佐藤", "健", "", "", ""), [], [("cell", "+81 80-5555-0103")], None),
    # Korean and Chinese, N only.
    (None, ("김", "민준", "", "", ""), [("home", "minjun@example.kr")], [], None),
    (None, ("王", "小明", "", "", ""), [], [("work", "+86 10 5555 0104")], None),
    # FN only, Chinese with a space.
    ("李 娜", None, [], [(None, "+86 21 5555 0105")], None),
    # FN only, Latin with particles, a single word, a comma form, a prefix and suffix.
    ("Ludwig van Beethoven", None, [], [(None, "+49 228 5555010")], None),
    ("Madonna", None, [("home", "m@example.com")], [], None),
    ("Smith, John", None, [], [(None, "+1 202 555 0106")], None),
    ("Dr. Maria José García Márquez Jr.", None, [], [], None),
    # FN only with two spaces between the words (a split would change it).
    ("Anna  Berg", None, [], [(None, "+46 8 555 010 07")], None),
    # FN only: Arabic, Hebrew, Thai, Greek, Cyrillic, Devanagari.
    ("محمد العلي", None, [], [(None, "+971 4 555 0108")], None),
    ("דוד לוי", None, [], [], None),
    ("สมชาย ใจดี", None, [], [(None, "+66 2 555 0109")], None),
    ("Βαγγέλης Παπαδόπουλος", None, [], [], None),
    ("Ольга Сергеевна Иванова", None, [], [], None),
    ("अनीता शर्मा", None, [], [], None),
    # Both, FN differs from N (a layout without a display-name column cannot keep it).
    ("Johnny Smith", ("Smith", "John", "", "", ""), [], [], None),
    # Two untyped phones (Outlook has Business Phone 2, Home Phone 2, Car, Other free).
    ("Erik Lund", ("Lund", "Erik", "", "", ""), [], [(None, "+47 22 55 50 10"), (None, "+47 22 55 50 11")], None),
    # Six phones: some layout runs out of columns for some of them.
    ("Paula Reyes", ("Reyes", "Paula", "", "", ""), [],
     [(None, "+34 91 555 0112"), (None, "+34 91 555 0113"), ("cell", "+34 600 555 014"),
      ("cell", "+34 600 555 015"), ("work", "+34 91 555 0116"), ("home", "+34 91 555 0117")], None),
    # Typed emails, four of them (Outlook holds three; types are lost there).
    ("Chen Wei", ("Chen", "Wei", "", "", ""),
     [("work", "wei.chen@example.com"), ("home", "chenwei@example.net"), ("x-school", "wchen@example.edu"),
      (None, "wei@example.org")], [], None),
    # Yearless and dated birthdays.
    ("Kim Weber", ("Weber", "Kim", "", "", ""), [], [], "--0412"),
    ("Lars Holm", ("Holm", "Lars", "", "", ""), [], [], "1985-04-12"),
    # Values with CSV structure in them.
    ('O"Neil, "Pat"', None, [("home", "pat@example.ie")], [], None),
    ("Ann; Lee", ("Lee", "Ann;", "", "", ""), [], [], None),
]

LATIN = {
    "en": (["James", "Mary", "Robert", "Linda", "Michael", "Sarah", "David", "Emily"],
           ["Smith", "Johnson", "Brown", "Taylor", "Miller", "Wilson", "Moore", "Clark"], "+1 212 555 0"),
    "de": (["Jürgen", "Anna", "Klaus", "Björn", "Lena", "Ute", "Jörg", "Sabine"],
           ["Müller", "Schäfer", "Groß", "Weiß", "von Bülow", "Köhler", "Meyer", "zu Guttenberg"], "+49 30 5550"),
    "fr": (["Zoé", "Hélène", "François", "Anaïs", "Gaël", "Aurélie", "Jérôme", "Cécile"],
           ["Lefèvre", "de la Fontaine", "Dupont", "Bérénger", "Lemaître", "Faure", "Rousseau", "Giraud"], "+33 1 55 50"),
    "es": (["José", "María", "Núria", "Íñigo", "Lucía", "Álvaro"],
           ["García Márquez", "Núñez", "de la Cruz", "Ibáñez", "Peña", "Muñoz"], "+34 91 555 0"),
}
OTHER = {  # family-first scripts (CJK) and space-separated others
    "ja": (["くみ子", "太郎", "花子", "健", "美咲", "翔太"], ["伊藤", "山田", "佐藤", "鈴木", "高橋", "渡辺"], "+81 3-5555-0", True),
    "zh": (["小明", "娜", "伟", "芳", "静", "磊"], ["王", "李", "张", "刘", "陈", "杨"], "+86 10 5555 0", True),
    "ko": (["민준", "서연", "지호", "하은"], ["김", "이", "박", "최"], "+82 2 555 0", True),
    "ru": (["Ольга", "Иван", "Сергей", "Наталья"], ["Иванова", "Петров", "Смирнов", "Кузнецова"], "+7 495 555 0", False),
    "el": (["Βαγγέλης", "Μαρία", "Γιώργος", "Ελένη"], ["Παπαδόπουλος", "Νικολάου", "Γεωργίου"], "+30 21 0555 0", False),
    "ar": (["محمد", "فاطمة", "أحمد", "ليلى"], ["العلي", "حسن", "الخطيب"], "+971 4 555 0", False),
    "he": (["דוד", "שרה", "יוסי", "מיכל"], ["לוי", "כהן", "מזרחי"], "+972 3 555 0", False),
    "hi": (["अनीता", "राहुल", "प्रिया"], ["शर्मा", "वर्मा", "पटेल"], "+91 22 5555 0", False),
    "th": (["สมชาย", "สุดา", "วิชัย"], ["ใจดี", "ศรีสุข", "บุญมา"], "+66 2 555 0", False),
}
PHONE_TYPES = [None, None, "cell", "work", "home", "fax", "cell", None, "voice", "pager"]
EMAIL_TYPES = [None, "work", "home", None, "x-club"]


def escape(text):
    return (text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n"))


def card(index, fn, n, emails, phones, birthday):
    lines = ["BEGIN:VCARD", "VERSION:4.0", "UID:urn:uuid:00000000-0000-4000-8000-%012d" % index]
    if fn is not None:
        lines.append("FN:" + escape(fn))
    if n is not None:
        family, given, middle, prefix, suffix = n
        lines.append("N:" + ";".join(escape(p) for p in (family, given, middle, prefix, suffix)))
    for kind, value in emails:
        lines.append("EMAIL" + (";TYPE=" + kind if kind else "") + ":" + value)
    for kind, value in phones:
        lines.append("TEL;VALUE=text" + (";TYPE=" + kind if kind else "") + ":" + value)
    if birthday:
        lines.append("BDAY:" + birthday)
    lines.append("END:VCARD")
    return "\r\n".join(lines) + "\r\n"


def random_person(rng, index):
    locale = rng.choice(list(LATIN) + list(OTHER))
    if locale in LATIN:
        givens, families, prefix = LATIN[locale]
        cjk = False
    else:
        givens, families, prefix, cjk = OTHER[locale]
    given, family = rng.choice(givens), rng.choice(families)
    middle = rng.choice(givens) if not cjk and rng.random() < 0.1 else ""
    if cjk:
        full = family + given if rng.random() < 0.8 else family + " " + given
    else:
        full = " ".join(p for p in (given, middle, family) if p)
    shape = rng.random()
    fn, n = (full, None) if shape < 0.15 else (None, (family, given, middle, "", "")) if shape < 0.30 else \
        (full, (family, given, middle, "", ""))
    slug = "p%d" % index
    emails = [(rng.choice(EMAIL_TYPES), "%s.%d@example.%s" % (slug, k, rng.choice(["com", "org", "net"])))
              for k in range(rng.choice([0, 1, 1, 1, 2, 2, 3, 4]))]
    phones = [(rng.choice(PHONE_TYPES), "%s%03d%d" % (prefix, index % 1000, k))
              for k in range(rng.choice([0, 1, 1, 2, 2, 3, 4, 5]))]
    r = rng.random()
    birthday = None if r < 0.6 else ("--%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))) if r < 0.75 else \
        "%04d-%02d-%02d" % (rng.randint(1940, 2010), rng.randint(1, 12), rng.randint(1, 28))
    return fn, n, emails, phones, birthday


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 16
    rng = random.Random(seed)
    out = sys.stdout
    for index in range(count):
        if index < len(HARD_CASES):
            out.write(card(index, *HARD_CASES[index]))
        else:
            out.write(card(index, *random_person(rng, index)))


if __name__ == "__main__":
    main()
