#!/usr/bin/env python3
"""Measure the vCard code-page detector: cards whose values declare no CHARSET, written in
the legacy code page of each language, read by `contactkit convert --to vcard:4.0`; a card
counts as right when its FN, N and ORG come back as the text that was encoded.

    python3 Scripts/code-pages/measure-detector.py [--seed N] [--cards-per-language N] [--tool PATH]

Seed 1 is the one looked at while writing the detector; seed 2 (the default) was never
used for tuning: report both. Standard library only; the people are invented (given names and
surnames combined at random, streets and companies from small word lists).
"""

import argparse
import pathlib
import random
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOOL = ROOT / ".build/debug/contactkit"

# language: (codec, given names, surnames, words for ORG)
LANGUAGES = {
    "Polish": ("cp1250", ["Łukasz", "Małgorzata", "Zbigniew", "Jadwiga", "Michał", "Ewa"],
               ["Wiśniewski", "Wójcik", "Kamińska", "Żak", "Nowak", "Dąbrowska"], ["Spółka", "Piekarnia", "Łódź"]),
    "Czech": ("cp1250", ["Jiří", "Věra", "Tomáš", "Růžena", "Petr", "Žofie"],
              ["Dvořák", "Černá", "Procházka", "Kučerová", "Novák", "Švec"], ["Pekařství", "Účetnictví", "Brno"]),
    "Hungarian": ("cp1250", ["Gyöngyi", "Árpád", "Zsófia", "Ödön", "Katalin", "Béla"],
                  ["Kovács", "Szőke", "Tóth", "Fűzfa", "Nagy", "Horváth"], ["Kft", "Könyvelőiroda", "Győr"]),
    "Russian": ("cp1251", ["Иван", "Ольга", "Сергей", "Наталья", "Дмитрий", "Юлия"],
                ["Иванов", "Смирнова", "Кузнецов", "Попова", "Соколов", "Лебедева"], ["Аптека", "Завод", "Москва"]),
    "Ukrainian": ("cp1251", ["Олена", "Тарас", "Ірина", "Богдан", "Оксана", "Євген"],
                  ["Шевченко", "Коваленко", "Бондаренко", "Ткачук", "Кравець", "Мельник"], ["Київ", "Пекарня", "Їдальня"]),
    "Bulgarian": ("cp1251", ["Георги", "Мария", "Димитър", "Цветелина", "Стоян", "Йорданка"],
                  ["Петров", "Георгиева", "Димитров", "Христова", "Стоянов", "Николова"], ["София", "Аптека", "ЕООД"]),
    "Russian KOI8-R": ("koi8_r", ["Андрей", "Татьяна", "Михаил", "Елена", "Алексей", "Ирина"],
                       ["Морозов", "Волкова", "Зайцев", "Павлова", "Семёнов", "Голубева"], ["Пекарня", "Банк", "Казань"]),
    "Greek": ("cp1253", ["Βαγγέλης", "Ελένη", "Γιώργος", "Αικατερίνη", "Νίκος", "Σοφία"],
              ["Παπαδόπουλος", "Οικονόμου", "Γεωργίου", "Νικολάου", "Αλεξίου", "Ιωάννου"], ["Φαρμακείο", "Αθήνα", "Ταβέρνα"]),
    "Turkish": ("cp1254", ["Ayşe", "Mehmet", "Gül", "İbrahim", "Şükrü", "Çiğdem"],
                ["Yılmaz", "Öztürk", "Şahin", "Doğan", "Çelik", "Aydın"], ["Eczanesi", "İstanbul", "Ltd Şti"]),
    "Hebrew": ("cp1255", ["אברהם", "שרה", "יוסף", "רחל", "דוד", "מרים"],
               ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהמי"], ["בעמ", "תל אביב", "מאפייה"]),
    "Arabic": ("cp1256", ["محمد", "فاطمة", "أحمد", "مريم", "علي", "زينب"],
               ["الحسن", "العلي", "منصور", "حداد", "خوري", "سعيد"], ["شركة", "صيدلية", "القاهرة"]),
    "Lithuanian": ("cp1257", ["Jūratė", "Vytautas", "Eglė", "Žydrūnas", "Aušra", "Gintaras"],
                   ["Kazlauskas", "Petrauskienė", "Jankauskas", "Žukauskaitė", "Šimkus", "Vaičiulis"], ["Vilnius", "Kepykla", "UAB"]),
    "Latvian": ("cp1257", ["Jānis", "Līga", "Andris", "Ilze", "Kārlis", "Dace"],
                ["Bērziņš", "Kalniņa", "Ozoliņš", "Liepiņa", "Krūmiņš", "Zariņa"], ["Rīga", "Maiznīca", "SIA"]),
    "German": ("cp1252", ["Jürgen", "Bärbel", "Günther", "Käthe", "Jörg", "Ursula"],
               ["Müller", "Schäfer", "Größer", "Weiß", "Köhler", "Schröder"], ["Bäckerei", "München", "GmbH"]),
    "French": ("cp1252", ["François", "Hélène", "Jérôme", "Cécile", "Loïc", "Chloé"],
               ["Lefèvre", "Bérégovoy", "Dupré", "Garçon", "Rousseau", "Mérieux"], ["Pâtisserie", "Sàrl", "Genève"]),
    "Spanish": ("cp1252", ["José", "María", "Íñigo", "Begoña", "Joaquín", "Lucía"],
                ["Núñez", "Peña", "Muñoz", "Ibáñez", "García", "Gómez"], ["Panadería", "Córdoba", "SL"]),
    "Japanese": ("shift_jis", ["太郎", "花子", "健一", "さくら", "翔太", "美咲"],
                 ["山田", "佐藤", "鈴木", "高橋", "田中", "伊藤"], ["株式会社", "東京", "商店"]),
    # Multi-byte Chinese and Korean code pages (issue 16, round three), written before the
    # detector learned them.
    "Chinese GB18030": ("gb18030", ["伟", "秀英", "建国", "丽娟", "志强", "晓燕"],
                        ["王", "张", "刘", "陈", "杨", "黄"], ["有限公司", "北京", "商店"]),
    "Chinese Big5": ("big5", ["志明", "淑芬", "家豪", "雅婷", "俊傑", "美玲"],
                     ["陳", "林", "黃", "張", "李", "吳"], ["有限公司", "臺北", "商行"]),
    "Korean EUC-KR": ("euc_kr", ["민준", "서연", "지훈", "수빈", "현우", "지은"],
                      ["김", "이", "박", "최", "정", "강"], ["주식회사", "서울", "상사"]),
    "Greek ISO": ("iso8859_7", ["Δημήτρης", "Μαρία", "Κώστας", "Άννα", "Παναγιώτης", "Χριστίνα"],
                  ["Παπαδάκης", "Βλάχου", "Κωνσταντίνου", "Μαυρίδη", "Σταύρου", "Δημητρίου"], ["Θεσσαλονίκη", "Καφενείο", "ΑΕ"]),
    "Polish ISO": ("iso8859_2", ["Grzegorz", "Bożena", "Paweł", "Agnieszka", "Jarosław", "Danuta"],
                   ["Lewandowski", "Zielińska", "Szymański", "Woźniak", "Kozłowska", "Jabłoński"], ["Kraków", "Sklep", "Gdańsk"]),
}

# Hard cases, written before the detector was tuned: one accented letter in a short name,
# and names where a twin code page reads the same bytes differently.
HARD = [
    ("Polish", "cp1250", "Ewa", "Żak", "Sklep"),
    ("German", "cp1252", "Jörg", "Weber", "GmbH"),
    ("Czech", "cp1250", "Petr", "Švec", "Brno"),
    ("Turkish", "cp1254", "Gül", "Kaya", "Ltd"),
    ("Russian KOI8-R", "koi8_r", "Яна", "Ли", "Банк"),
    ("Latvian", "cp1257", "Dace", "Ozols", "SIA"),
    ("Hebrew", "cp1255", "דן", "כץ", "בעמ"),
    ("Spanish", "cp1252", "Ana", "Peña", "SL"),
    # One or two characters, where the code pages' byte ranges overlap most.
    ("Chinese GB18030", "gb18030", "军", "李", "公司"),
    ("Chinese Big5", "big5", "華", "王", "公司"),
    ("Korean EUC-KR", "euc_kr", "준", "이", "회사"),
    ("Japanese", "shift_jis", "学", "林", "店"),
]


def card(given, family, org):
    return [f"BEGIN:VCARD", "VERSION:2.1", f"N:{family};{given};;;", f"FN:{given} {family}",
            f"ORG:{org}", "TEL;CELL:+1 555 0100", "END:VCARD"]


def read_back(path):
    result = subprocess.run([str(TOOL), "convert", "--to", "vcard:4.0", str(path)],
                            capture_output=True, text=True)
    values = {}
    for line in result.stdout.splitlines():
        for name in ("FN", "N", "ORG"):
            if line.startswith(name + ":") and name not in values:
                values[name] = line[len(name) + 1:]
    return values


def run(cases, folder):
    right = 0
    wrong = []
    for index, (language, codec, given, family, org) in enumerate(cases):
        path = folder / f"{index}.vcf"
        path.write_bytes("\r\n".join(card(given, family, org)).encode(codec) + b"\r\n")
        values = read_back(path)
        expected = {"FN": f"{given} {family}", "N": f"{family};{given};;;", "ORG": org}
        if all(values.get(k) == v for k, v in expected.items()):
            right += 1
        else:
            wrong.append((language, codec, expected["FN"], values.get("FN")))
    return right, wrong


def main():
    global TOOL
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--cards-per-language", type=int, default=10)
    parser.add_argument("--tool", type=pathlib.Path, default=TOOL,
                        help="the contactkit binary (default: the debug build)")
    args = parser.parse_args()
    TOOL = args.tool
    rng = random.Random(args.seed)
    cases = []
    for language, (codec, givens, families, orgs) in LANGUAGES.items():
        for _ in range(args.cards_per_language):
            cases.append((language, codec, rng.choice(givens), rng.choice(families), rng.choice(orgs)))
    with tempfile.TemporaryDirectory() as directory:
        folder = pathlib.Path(directory)
        right, wrong = run(cases, folder)
        hard_right, hard_wrong = run(HARD, folder)
    by_language = {}
    for language, *_ in wrong:
        by_language[language] = by_language.get(language, 0) + 1
    print(f"seed {args.seed}: {right}/{len(cases)} cards right ({100 * right / len(cases):.1f}%) "
          f"in {len(LANGUAGES)} languages/code pages")
    print(f"hard cases: {hard_right}/{len(HARD)} right")
    for language, count in sorted(by_language.items()):
        print(f"  wrong: {language}: {count}")
    for case in (wrong[:8] + hard_wrong):
        print("  e.g.", case)


if __name__ == "__main__":
    sys.exit(main())
