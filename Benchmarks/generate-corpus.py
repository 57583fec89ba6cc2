#!/usr/bin/env python3
"""Generate a large, realistic, synthetic address book for benchmarks.

    python3 Benchmarks/generate-corpus.py --count 100000 --format vcard3 --seed 1 \
        -o Benchmarks/corpus/contacts-100k.vcf

Formats:
  vcard3       vCard 3.0 in the Apple/Google dialect (type= params, itemN.X-ABLabel custom
               labels, X-ABADR, X-APPLE-OMIT-YEAR for yearless birthdays), CRLF, folded at
               75 octets without splitting UTF-8 sequences
  vcard4       vCard 4.0 per RFC 6350 (PREF=1, VALUE=uri tel:, --MMDD, data: URI photos, UID)
  vcard21      vCard 2.1 in the Outlook/Android dialect (nameless params, CHARSET=UTF-8 and
               QUOTED-PRINTABLE with soft line breaks for non-ASCII or multi-line values,
               space-indented BASE64 photos ended by a blank line)
  csv-google   Google Contacts CSV export (2023 layout, "Labels" with " ::: " and "* myContacts")
  csv-outlook  Outlook CSV export (classic column order, every field quoted, 0/0/00 dates)

The same --seed and --count give the same bytes (for one Python 3 release line: the
generator only uses random.Random's documented-stable methods). Output is streamed contact by
contact; memory stays constant however large --count is. People are invented: names are
drawn from per-locale lists, numbers contain a 555 block, emails use example.com/.org/.net.

Standard library only.
"""

import argparse
import json
import base64
import random
import sys
import uuid

# ---------------------------------------------------------------------------
# Locale data: (native, latin) pairs so that emails stay ASCII.
# ---------------------------------------------------------------------------

LOCALES = {
    "en-US": {
        "weight": 26, "order": "western",
        "given": ["James", "Mary", "Robert", "Patricia", "Michael", "Jennifer", "David", "Linda",
                  "William", "Elizabeth", "Daniel", "Sarah", "Matthew", "Jessica", "Anthony", "Ashley",
                  "Joshua", "Emily", "Andrew", "Megan", "Tyler", "Olivia", "Brandon", "Chloe"],
        "family": ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson",
                   "Anderson", "Taylor", "Thomas", "Moore", "Martin", "Jackson", "Thompson", "White",
                   "Harris", "Clark", "Lewis", "Robinson", "Walker", "Young", "Allen", "King"],
        "streets": ["{n} Maple Avenue", "{n} Oak Street", "{n} Washington Blvd", "{n} Lakeview Drive",
                    "{n} Pine Court", "{n} Elm Street, Apt {a}", "{n} Sunset Road", "{n} Cedar Lane"],
        "cities": [("Springfield", "IL", "627{d2}"), ("Portland", "OR", "972{d2}"), ("Austin", "TX", "787{d2}"),
                   ("Madison", "WI", "537{d2}"), ("Columbus", "OH", "432{d2}"), ("Raleigh", "NC", "276{d2}")],
        "country": ("United States", "us"),
        "phone": ["+1 ({a3}) 555-01{d2}", "({a3}) 555-01{d2}", "+1 {a3}-555-01{d2}"],
        "companies": ["Acme Logistics", "Blue Ridge Analytics", "Summit Health Partners", "Northwind Traders",
                      "Lakeside Dental", "Harbor Point Marina", "Redwood Software, Inc."],
        "titles": ["Account Manager", "Software Engineer", "Nurse Practitioner", "Sales Director",
                   "Office Manager", "Controller", "Teacher"],
        "departments": ["Sales", "Engineering", "Finance", "Operations"],
    },
    "en-GB": {
        "weight": 8, "order": "western",
        "given": ["Oliver", "Amelia", "George", "Isla", "Harry", "Ava", "Jack", "Poppy", "Charlie",
                  "Freya", "Alfie", "Evie", "Thomas", "Grace", "Oscar", "Sophie"],
        "family": ["Hughes", "Evans", "Wright", "Roberts", "Walker", "Wood", "Turner", "Hall",
                   "Green", "Cooper", "Ward", "Bennett", "Fletcher", "Whitaker"],
        "streets": ["{n} High Street", "Flat {a}, {n} Mill Lane", "{n} Station Road", "{n} Church Close",
                    "{n} Victoria Terrace"],
        "cities": [("Bristol", "", "BS{d1} {d1}AB"), ("Leeds", "", "LS{d1} {d1}QT"), ("Cambridge", "", "CB{d1} {d1}AB"),
                   ("York", "", "YO{d1} {d1}EX")],
        "country": ("United Kingdom", "gb"),
        "phone": ["+44 20 7946 0{d3}", "07700 900{d3}", "+44 113 496 0{d3}"],
        "companies": ["Fenland Instruments", "Brightwater Dental Clinic", "Hughes & Turner LLP", "Albion Rail Ltd"],
        "titles": ["Solicitor", "Project Manager", "Acoustics Engineer", "Head of Marketing"],
        "departments": ["Legal", "Research", "Marketing"],
    },
    "de-DE": {
        "weight": 10, "order": "western",
        "given": ["Lukas", "Anna", "Jürgen", "Lena", "Maximilian", "Sophie", "Jörg", "Hannah", "Stefan",
                  "Katharina", "Uwe", "Jana", "Björn", "Marie", "Sebastian", "Lea"],
        "family": ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker",
                   "Schulz", "Hoffmann", "Schäfer", "Koch", "Richter", "Klein", "Wolf", "Groß"],
        "streets": ["Hauptstraße {n}", "Bahnhofstraße {n}", "Gartenweg {n}", "Schillerstraße {n}",
                    "Am Sandtorkai {n}", "Königsallee {n}, Hinterhaus"],
        "cities": [("Berlin", "Berlin", "10{d3}"), ("München", "Bayern", "80{d3}"), ("Hamburg", "Hamburg", "20{d3}"),
                   ("Köln", "Nordrhein-Westfalen", "50{d3}"), ("Düsseldorf", "Nordrhein-Westfalen", "40{d3}")],
        "country": ("Deutschland", "de"),
        "phone": ["+49 30 555 01{d2}", "+49 151 5550 1{d3}", "030 555 01{d2}"],
        "companies": ["Bäckerei Groß", "Ingenieurbüro Brandt & Partner", "Nordlicht Software GmbH", "Müller Logistik AG"],
        "titles": ["Geschäftsführerin", "Projektleiter", "Steuerberaterin", "Entwickler"],
        "departments": ["Vertrieb", "Einkauf", "Entwicklung"],
    },
    "fr-FR": {
        "weight": 8, "order": "western",
        "given": ["Camille", "Louis", "Chloé", "Hugo", "Léa", "Gabriel", "Manon", "Théo", "Inès",
                  "Raphaël", "Zoé", "Mathéo", "Élodie", "François"],
        "family": ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand",
                   "Leroy", "Moreau", "Lefèvre", "Fontaine", "Delacroix", "Girard"],
        "streets": ["{n} rue des Lilas", "{n} avenue Jean Jaurès", "{n} boulevard Voltaire", "{n} place de l'Église",
                    "{n} chemin des Vignes"],
        "cities": [("Lyon", "", "690{d2}"), ("Paris", "", "750{d2}"), ("Bordeaux", "", "330{d2}"),
                   ("Toulouse", "", "310{d2}"), ("Nantes", "", "440{d2}")],
        "country": ("France", "fr"),
        "phone": ["+33 1 55 50 01 {d2}", "06 55 50 01 {d2}", "+33 4 55 50 01 {d2}"],
        "companies": ["Atelier Delacroix", "Café Lumière", "Boulangerie Moreau", "Société Générale d'Exemple"],
        "titles": ["Chef de projet", "Directrice commerciale", "Ingénieur", "Comptable"],
        "departments": ["Ventes", "Comptabilité", "Informatique"],
    },
    "es-ES": {
        "weight": 8, "order": "western",
        "given": ["Lucía", "Hugo", "Sofía", "Martín", "María José", "Pablo", "Valentina", "Alejandro",
                  "Carmen", "Javier", "Ana", "Diego", "Paula", "Álvaro"],
        "family": ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez",
                   "Pérez", "Gómez", "Ruiz", "Díaz", "Márquez Ortega", "Núñez"],
        "streets": ["Calle Mayor {n}", "Avenida de la Constitución {n}", "Calle Sierpes {n}, {a}º",
                    "Paseo de Gracia {n}", "Plaza de España {n}"],
        "cities": [("Madrid", "Madrid", "280{d2}"), ("Sevilla", "Sevilla", "410{d2}"), ("Barcelona", "Barcelona", "080{d2}"),
                   ("Valencia", "Valencia", "460{d2}")],
        "country": ("España", "es"),
        "phone": ["+34 655 550 1{d2}", "+34 91 555 01 {d2}", "655 550 1{d2}"],
        "companies": ["Núñez, Ortiz y Asociados", "Universidad de Ejemplo", "Talleres Ruiz", "Bodegas del Sur"],
        "titles": ["Abogada", "Profesor titular", "Gerente", "Arquitecta"],
        "departments": ["Litigios", "Física", "Administración"],
    },
    "ja-JP": {
        "weight": 10, "order": "eastern", "script": "cjk",
        "given": [("太郎", "Taro", "たろう"), ("花子", "Hanako", "はなこ"), ("優希", "Yuki", "ゆうき"),
                  ("健", "Ken", "けん"), ("美咲", "Misaki", "みさき"), ("翔太", "Shota", "しょうた"),
                  ("陽菜", "Hina", "ひな"), ("大輔", "Daisuke", "だいすけ"), ("真由美", "Mayumi", "まゆみ"),
                  ("一郎", "Ichiro", "いちろう")],
        "family": [("山田", "Yamada", "やまだ"), ("田中", "Tanaka", "たなか"), ("佐藤", "Sato", "さとう"),
                   ("鈴木", "Suzuki", "すずき"), ("高橋", "Takahashi", "たかはし"), ("山本", "Yamamoto", "やまもと"),
                   ("渡辺", "Watanabe", "わたなべ"), ("山口", "Yamaguchi", "やまぐち"), ("石川", "Ishikawa", "いしかわ")],
        "streets": ["丸の内{n}-{a}-{n}", "神宮前{a}-{n}-{a} 表参道ハイツ{n}", "銀座{a}丁目{n}-{a}", "本町{a}-{n}"],
        "cities": [("千代田区", "東京都", "100-0{d3}"), ("渋谷区", "東京都", "150-0{d3}"), ("大阪市北区", "大阪府", "530-0{d3}"),
                   ("横浜市中区", "神奈川県", "231-0{d3}")],
        "country": ("日本", "jp"),
        "phone": ["090-5550-0{d3}", "+81 3-5550-0{d3}", "080-5550-1{d3}"],
        "companies": ["株式会社サンプル商事", "株式会社サンプル電機", "有限会社テスト工業", "サンプル銀行"],
        "titles": ["課長", "エンジニア", "営業担当", "部長"],
        "departments": ["営業部", "ソフトウェア開発部", "総務部"],
    },
    "zh-CN": {
        "weight": 8, "order": "eastern", "script": "cjk",
        "given": [("芳", "Fang", "Fang"), ("伟", "Wei", "Wei"), ("志明", "Zhiming", "Zhiming"), ("秀英", "Xiuying", "Xiuying"),
                  ("磊", "Lei", "Lei"), ("静", "Jing", "Jing"), ("建国", "Jianguo", "Jianguo"), ("丽", "Li", "Li")],
        "family": [("王", "Wang", "Wang"), ("李", "Li", "Li"), ("张", "Zhang", "Zhang"), ("刘", "Liu", "Liu"),
                   ("陈", "Chen", "Chen"), ("杨", "Yang", "Yang"), ("赵", "Zhao", "Zhao"), ("黄", "Huang", "Huang")],
        "streets": ["南京路{n}号", "中山路{n}号{a}楼", "人民大道{n}号", "建国门外大街{n}号"],
        "cities": [("上海市", "上海", "200{d3}"), ("北京市", "北京", "100{d3}"), ("广州市", "广东省", "510{d3}"),
                   ("成都市", "四川省", "610{d3}")],
        "country": ("中国", "cn"),
        "phone": ["+86 139 5550 0{d3}", "+86 21 5550 0{d3}", "138 5550 1{d3}"],
        "companies": ["示例科技有限公司", "东方贸易公司", "华南物流集团"],
        "titles": ["经理", "工程师", "销售代表"],
        "departments": ["市场部", "研发部", "财务部"],
    },
    "ru-RU": {
        "weight": 8, "order": "western",
        "given": [("Ирина", "Irina"), ("Алексей", "Aleksei"), ("Анастасия", "Anastasia"), ("Дмитрий", "Dmitri"),
                  ("Ольга", "Olga"), ("Сергей", "Sergei"), ("Татьяна", "Tatiana"), ("Михаил", "Mikhail")],
        "family": [("Волкова", "Volkova"), ("Иванов", "Ivanov"), ("Кузнецова", "Kuznetsova"), ("Смирнов", "Smirnov"),
                   ("Попова", "Popova"), ("Соколов", "Sokolov"), ("Лебедева", "Lebedeva"), ("Морозов", "Morozov")],
        "middle": ["Сергеевна", "Дмитриевич", "Александровна", "Иванович", "Петровна"],
        "streets": ["ул. Пушкина {n}, кв. {a}", "Невский проспект {n}", "ул. Ленина {n}", "пр. Мира {n}, офис {a}"],
        "cities": [("Москва", "", "101{d3}"), ("Санкт-Петербург", "", "191{d3}"), ("Казань", "", "420{d3}"),
                   ("Новосибирск", "", "630{d3}")],
        "country": ("Россия", "ru"),
        "phone": ["+7 495 555-01-{d2}", "+7 812 555-01-{d2}", "8 916 555-01-{d2}"],
        "companies": ["ООО «Пример»", "АО «Северный ветер»", "Бюро переводов «Слово»"],
        "titles": ["Переводчик", "Главный бухгалтер", "Инженер-программист"],
        "departments": ["Бухгалтерия", "Отдел продаж"],
    },
    "ar-EG": {
        "weight": 6, "order": "western", "script": "rtl",
        "given": [("ليلى", "Layla"), ("أحمد", "Ahmed"), ("فاطمة", "Fatima"), ("محمد", "Mohamed"),
                  ("نور", "Nour"), ("يوسف", "Youssef"), ("مريم", "Mariam"), ("كريم", "Karim")],
        "family": [("حداد", "Haddad"), ("منصور", "Mansour"), ("السيد", "Elsayed"), ("عبد الله", "Abdallah"),
                   ("خليل", "Khalil"), ("نصار", "Nassar")],
        "streets": ["{n} شارع التحرير", "{n} شارع النيل، شقة {a}", "{n} ميدان الجيزة"],
        "cities": [("القاهرة", "", "11{d3}"), ("الإسكندرية", "", "21{d3}"), ("الجيزة", "", "12{d3}")],
        "country": ("مصر", "eg"),
        "phone": ["+20 2 5550 1{d3}", "+20 10 5550 1{d3}"],
        "companies": ["شركة المثال للتجارة", "مكتب حداد للمحاماة"],
        "titles": ["محاسب", "مهندسة", "مدير مبيعات"],
        "departments": ["المبيعات", "الحسابات"],
    },
    "hi-IN": {
        "weight": 8, "order": "western",
        "given": [("प्रिया", "Priya"), ("राहुल", "Rahul"), ("अनन्या", "Ananya"), ("अर्जुन", "Arjun"),
                  ("मीरा", "Meera"), ("रवि", "Ravi"), ("दीपिका", "Deepika"), ("विक्रम", "Vikram")],
        "family": [("शर्मा", "Sharma"), ("वर्मा", "Verma"), ("रमन", "Raman"), ("शंकर", "Shankar"),
                   ("गुप्ता", "Gupta"), ("पटेल", "Patel"), ("सिंह", "Singh")],
        "streets": ["{n}, एमजी रोड", "फ्लैट {a}, {n} पार्क स्ट्रीट", "{n}, सेक्टर {a}"],
        "cities": [("नई दिल्ली", "दिल्ली", "110{d3}"), ("मुंबई", "महाराष्ट्र", "400{d3}"), ("बेंगलुरु", "कर्नाटक", "560{d3}")],
        "country": ("भारत", "in"),
        "phone": ["+91 98765 501{d2}", "+91 11 5550 1{d3}", "098765 501{d2}"],
        "companies": ["उदाहरण सॉफ्टवेयर प्रा. लि.", "Raman Analytics", "शर्मा ट्रेडर्स"],
        "titles": ["डेटा वैज्ञानिक", "Software Engineer", "प्रबंधक"],
        "departments": ["बिक्री", "Engineering"],
    },
}

LOCALE_NAMES = list(LOCALES)
LOCALE_WEIGHTS = [LOCALES[name]["weight"] for name in LOCALE_NAMES]

EMAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com", "corp.example.org"]
CATEGORIES = ["Family", "Friends", "Coworkers", "Clients", "Book Club", "Climbing Club", "School", "VIP"]
CUSTOM_PHONE_LABELS = ["Boat", "Cabin", "Office 2", "Weekend", "Büro", "Dad's cell", "Lake house"]
CUSTOM_EMAIL_LABELS = ["Volunteering", "Club", "Old work", "Newsletter"]
RELATION_LABELS = [("Mother", "mother"), ("Father", "father"), ("Spouse", "spouse"), ("Sister", "sister"),
                   ("Brother", "brother"), ("Assistant", "assistant"), ("Friend", "friend")]
NOTE_TEMPLATES = [
    "Met at the {event}, {city}.",
    "Prefers email; calls only after 6pm.",
    "Gate code: 4412\nParking behind the building, spot 7.",
    "Shared drive: \\\\files\\{family}\\contracts, ask before editing.",
    "Allergic to peanuts, shellfish; bring snacks.\nBirthday dinner every year in March.",
    "Invoice ref. {n}/{a}; VAT ID on file.",
    "Kids: {given2}, {given3}.\nDog: Biscuit.",
    "Owes me a book (\"The Long Way Home\"), return by June.",
    "Path to old backup: C:\\Users\\{family}\\Documents\\old-contacts.vcf",
]
EVENTS = ["spring conference", "book fair", "product launch", "alumni dinner", "climbing gym", "trade show"]


def digits(rng, count):
    return "".join(str(rng.randrange(10)) for _ in range(count))


def fill(template, rng):
    """Fill {n} {a} {d1} {d2} {d3} {a3} placeholders with random numbers."""
    out = template
    while "{" in out:
        start = out.index("{")
        end = out.index("}", start)
        key = out[start + 1:end]
        if key == "n":
            value = str(rng.randrange(1, 240))
        elif key == "a":
            value = str(rng.randrange(1, 12))
        elif key == "a3":
            value = str(rng.randrange(201, 990))
        else:
            value = digits(rng, int(key[1:]))
        out = out[:start] + value + out[end + 1:]
    return out


def jpeg_bytes(rng, size):
    """A real JFIF header followed by random bytes and an EOI marker."""
    header = bytes.fromhex("ffd8ffe000104a46494600010101004800480000")
    length = size - len(header) - 2
    body = rng.getrandbits(8 * length).to_bytes(length, "little")
    return header + body + b"\xff\xd9"


# ---------------------------------------------------------------------------
# The person model (format independent)
# ---------------------------------------------------------------------------


def pick_name(entry):
    """(native, latin, phonetic) for any list entry shape."""
    if isinstance(entry, str):
        return entry, entry, None
    if len(entry) == 2:
        return entry[0], entry[1], None
    return entry


def make_person(rng, index):
    locale_name = rng.choices(LOCALE_NAMES, LOCALE_WEIGHTS)[0]
    loc = LOCALES[locale_name]
    given, given_latin, given_phonetic = pick_name(rng.choice(loc["given"]))
    family, family_latin, family_phonetic = pick_name(rng.choice(loc["family"]))
    person = {
        "locale": locale_name,
        "uid": str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper(),
        "given": given, "family": family, "middle": "", "prefix": "", "suffix": "",
        "phonetic_given": given_phonetic if given_phonetic and given_phonetic != given_latin else "",
        "phonetic_family": family_phonetic if family_phonetic and family_phonetic != family_latin else "",
    }
    if locale_name == "ru-RU" and rng.random() < 0.6:
        feminine = given.endswith(("а", "я"))
        person["middle"] = rng.choice([m for m in loc["middle"] if m.endswith("на") == feminine])
    elif loc["order"] == "western" and rng.random() < 0.12:
        person["middle"] = pick_name(rng.choice(loc["given"]))[0]
    if rng.random() < 0.05:
        person["prefix"] = rng.choice(["Dr.", "Prof.", "Mr.", "Ms."])
    if rng.random() < 0.02:
        person["suffix"] = rng.choice(["Jr.", "III", "PhD, MBA"])
    if loc["order"] == "eastern":
        full = family + given
    else:
        full = " ".join(part for part in (person["prefix"], given, person["middle"], family, person["suffix"]) if part)
    person["full"] = full
    person["nickname"] = given_latin[:3] if rng.random() < 0.08 else ""

    if rng.random() < 0.6:
        person["org"] = rng.choice(loc["companies"])
        person["department"] = rng.choice(loc["departments"]) if rng.random() < 0.3 else ""
        person["title"] = rng.choice(loc["titles"]) if rng.random() < 0.7 else ""
    else:
        person["org"] = person["department"] = person["title"] = ""

    phones = []
    for number in range(rng.choice([1, 1, 2, 2, 2, 3])):
        roll = rng.random()
        if roll < 0.08:
            label = "custom:" + rng.choice(CUSTOM_PHONE_LABELS)
        else:
            label = rng.choice(["mobile", "mobile", "mobile", "home", "work", "work", "main",
                                "workFax", "homeFax", "pager", "iPhone", "other"])
        phones.append((label, fill(rng.choice(loc["phone"]), rng), number == 0 and rng.random() < 0.5))
    person["phones"] = phones

    emails = []
    count = rng.choice([0, 1, 1, 1, 2, 2])
    for number in range(count):
        user = rng.choice(["{g}.{f}", "{g}{f}", "{g0}.{f}", "{f}.{g}", "{g}_{f}{n}"]).format(
            g=given_latin.lower().replace(" ", ""), f=family_latin.lower().replace(" ", ""),
            g0=given_latin[0].lower(), n=rng.randrange(1, 99))
        label = ("custom:" + rng.choice(CUSTOM_EMAIL_LABELS)) if rng.random() < 0.06 else rng.choice(["home", "work", "home", "other"])
        emails.append((label, user + "@" + rng.choice(EMAIL_DOMAINS), number == 0 and count > 1))
    person["emails"] = emails

    addresses = []
    for _ in range(rng.choice([0, 0, 1, 1, 1, 2])):
        city, region, postal = rng.choice(loc["cities"])
        addresses.append({
            "label": rng.choice(["home", "work", "home"]),
            "street": fill(rng.choice(loc["streets"]), rng),
            "city": city, "region": region, "postal": fill(postal, rng),
            "country": loc["country"][0], "iso": loc["country"][1],
        })
    person["addresses"] = addresses

    person["birthday"] = None
    if rng.random() < 0.5:
        month, day = rng.randrange(1, 13), rng.randrange(1, 29)
        year = rng.randrange(1940, 2008) if rng.random() < 0.8 else None
        person["birthday"] = (year, month, day)

    person["url"] = ""
    if rng.random() < 0.12:
        person["url"] = "https://{}.example.com/{}".format(family_latin.lower().replace(" ", "-"), given_latin.lower())

    person["relation"] = None
    if rng.random() < 0.06:
        other, other_latin, _ = pick_name(rng.choice(loc["given"]))
        person["relation"] = (rng.choice(RELATION_LABELS), other + " " + family)

    person["note"] = ""
    if rng.random() < 0.25:
        g2 = pick_name(rng.choice(loc["given"]))[0]
        g3 = pick_name(rng.choice(loc["given"]))[0]
        city = loc["cities"][0][0]
        person["note"] = rng.choice(NOTE_TEMPLATES).format(
            event=rng.choice(EVENTS), city=city, family=family_latin, given2=g2, given3=g3,
            n=rng.randrange(1000, 9999), a=rng.randrange(1, 12))

    person["categories"] = rng.sample(CATEGORIES, rng.choice([1, 1, 2])) if rng.random() < 0.3 else []
    person["photo"] = jpeg_bytes(rng, rng.randrange(1536, 4096)) if rng.random() < 0.02 else None
    return person


# ---------------------------------------------------------------------------
# vCard helpers
# ---------------------------------------------------------------------------


def escape_text(value):
    return (value.replace("\\", "\\\\").replace("\n", "\\n").replace(",", "\\,").replace(";", "\\;"))


def structured(*components):
    return ";".join(escape_text(component) for component in components)


def fold(line, out):
    """Append `line` (str) folded at 75 octets, never inside a UTF-8 sequence, CRLF ended."""
    data = line.encode("utf-8")
    if len(data) <= 75:
        out.append(data + b"\r\n")
        return
    room = 75
    while data:
        cut = min(room, len(data))
        while cut < len(data) and (data[cut] & 0xC0) == 0x80:
            cut -= 1
        out.append(data[:cut] + b"\r\n")
        data = data[cut:]
        if data:
            out.append(b" ")
        room = 74


APPLE_LABELS = {"mobile": "_$!<Mobile>!$_", "home": "_$!<Home>!$_", "work": "_$!<Work>!$_",
                "other": "_$!<Other>!$_", "main": "_$!<Main>!$_", "homeFax": "_$!<HomeFAX>!$_",
                "workFax": "_$!<WorkFAX>!$_", "pager": "_$!<Pager>!$_", "iPhone": "iPhone",
                "anniversary": "_$!<Anniversary>!$_"}
TEL_TYPES3 = {"mobile": "type=CELL;type=VOICE", "home": "type=HOME;type=VOICE", "work": "type=WORK;type=VOICE",
              "other": "type=OTHER;type=VOICE", "main": "type=MAIN", "homeFax": "type=HOME;type=FAX",
              "workFax": "type=WORK;type=FAX", "pager": "type=PAGER", "iPhone": "type=IPHONE;type=CELL;type=VOICE"}
TEL_TYPES4 = {"mobile": "cell", "home": "home", "work": "work", "other": "voice", "main": "work,voice",
              "homeFax": "home,fax", "workFax": "work,fax", "pager": "pager", "iPhone": "cell"}
TEL_TYPES21 = {"mobile": "CELL;VOICE", "home": "HOME;VOICE", "work": "WORK;VOICE", "other": "VOICE",
               "main": "WORK;VOICE", "homeFax": "HOME;FAX", "workFax": "WORK;FAX", "pager": "PAGER;VOICE",
               "iPhone": "CELL;VOICE"}


def write_vcard3(person, out):
    lines = []
    item = 0

    def add(line):
        fold(line, lines)

    add("BEGIN:VCARD")
    add("VERSION:3.0")
    add("PRODID:-//Apple Inc.//iPhone OS 17.4.1//EN")
    add("N:" + structured(person["family"], person["given"], person["middle"], person["prefix"], person["suffix"]))
    add("FN:" + escape_text(person["full"]))
    if person["nickname"]:
        add("NICKNAME:" + escape_text(person["nickname"]))
    if person["phonetic_given"]:
        add("X-PHONETIC-FIRST-NAME:" + escape_text(person["phonetic_given"]))
    if person["phonetic_family"]:
        add("X-PHONETIC-LAST-NAME:" + escape_text(person["phonetic_family"]))
    if person["org"]:
        add("ORG:" + structured(person["org"], person["department"]))
    if person["title"]:
        add("TITLE:" + escape_text(person["title"]))
    for label, address, pref in person["emails"]:
        pref_param = ";type=pref" if pref else ""
        if label.startswith("custom:"):
            item += 1
            add(f"item{item}.EMAIL;type=INTERNET{pref_param}:{address}")
            add(f"item{item}.X-ABLabel:" + escape_text(label[7:]))
        else:
            add(f"EMAIL;type=INTERNET;type={label.upper()}{pref_param}:{address}")
    for label, number, pref in person["phones"]:
        pref_param = ";type=pref" if pref else ""
        if label.startswith("custom:"):
            item += 1
            add(f"item{item}.TEL{pref_param}:{number}")
            add(f"item{item}.X-ABLabel:" + escape_text(label[7:]))
        else:
            add(f"TEL;{TEL_TYPES3[label]}{pref_param}:{number}")
    for index, adr in enumerate(person["addresses"]):
        item += 1
        pref_param = ";type=pref" if index == 0 else ""
        add(f"item{item}.ADR;type={adr['label'].upper()}{pref_param}:"
            + structured("", "", adr["street"], adr["city"], adr["region"], adr["postal"], adr["country"]))
        add(f"item{item}.X-ABADR:{adr['iso']}")
    if person["url"]:
        item += 1
        add(f"item{item}.URL;type=pref:" + person["url"].replace(":", "\\:"))
        add(f"item{item}.X-ABLabel:_$!<HomePage>!$_")
    if person["relation"]:
        (apple, _), name = person["relation"]
        item += 1
        add(f"item{item}.X-ABRELATEDNAMES;type=pref:" + escape_text(name))
        add(f"item{item}.X-ABLabel:_$!<{apple}>!$_")
    if person["birthday"]:
        year, month, day = person["birthday"]
        if year is None:
            add(f"BDAY;X-APPLE-OMIT-YEAR=1604:1604-{month:02d}-{day:02d}")
        else:
            add(f"BDAY:{year:04d}-{month:02d}-{day:02d}")
    if person["note"]:
        add("NOTE:" + escape_text(person["note"]))
    if person["categories"]:
        add("CATEGORIES:" + ",".join(escape_text(c) for c in person["categories"]))
    if person["photo"]:
        add("PHOTO;ENCODING=b;TYPE=JPEG:" + base64.b64encode(person["photo"]).decode("ascii"))
    add("END:VCARD")
    out.write(b"".join(lines))


def write_vcard4(person, out):
    lines = []
    item = 0

    def add(line):
        fold(line, lines)

    add("BEGIN:VCARD")
    add("VERSION:4.0")
    add("PRODID:-//ContactKit//Benchmark Corpus//EN")
    add("UID:urn:uuid:" + person["uid"].lower())
    add("KIND:individual")
    add("FN:" + escape_text(person["full"]))
    add("N:" + structured(person["family"], person["given"], person["middle"], person["prefix"], person["suffix"]))
    if person["nickname"]:
        add("NICKNAME:" + escape_text(person["nickname"]))
    if person["phonetic_given"] or person["phonetic_family"]:
        add("X-PHONETIC-FIRST-NAME:" + escape_text(person["phonetic_given"]))
        add("X-PHONETIC-LAST-NAME:" + escape_text(person["phonetic_family"]))
    if person["org"]:
        add("ORG:" + structured(person["org"], person["department"]))
    if person["title"]:
        add("TITLE:" + escape_text(person["title"]))
    for label, address, pref in person["emails"]:
        pref_param = ";PREF=1" if pref else ""
        if label.startswith("custom:"):
            item += 1
            add(f"item{item}.EMAIL{pref_param}:{address}")
            add(f"item{item}.X-ABLabel:" + escape_text(label[7:]))
        else:
            add(f"EMAIL;TYPE={label}{pref_param}:{address}")
    for label, number, pref in person["phones"]:
        pref_param = ";PREF=1" if pref else ""
        uri = "tel:" + "".join(ch if ch.isdigit() or ch == "+" else "-" for ch in number).strip("-").replace("--", "-")
        if label.startswith("custom:"):
            item += 1
            add(f"item{item}.TEL;VALUE=uri{pref_param}:{uri}")
            add(f"item{item}.X-ABLabel:" + escape_text(label[7:]))
        else:
            types = TEL_TYPES4[label]
            quoted = f'"{types}"' if "," in types else types
            add(f"TEL;VALUE=uri;TYPE={quoted}{pref_param}:{uri}")
    for index, adr in enumerate(person["addresses"]):
        pref_param = ";PREF=1" if index == 0 and len(person["addresses"]) > 1 else ""
        add(f"ADR;TYPE={adr['label']}{pref_param}:"
            + structured("", "", adr["street"], adr["city"], adr["region"], adr["postal"], adr["country"]))
    if person["url"]:
        add("URL:" + person["url"])
    if person["relation"]:
        (_, label), name = person["relation"]
        related_type = {"mother": "parent", "father": "parent", "sister": "sibling", "brother": "sibling",
                        "assistant": "co-worker"}.get(label, label)
        add(f"RELATED;TYPE={related_type};VALUE=text:" + escape_text(name))
    if person["birthday"]:
        year, month, day = person["birthday"]
        add(f"BDAY:--{month:02d}{day:02d}" if year is None else f"BDAY:{year:04d}{month:02d}{day:02d}")
    if person["note"]:
        add("NOTE:" + escape_text(person["note"]))
    if person["categories"]:
        add("CATEGORIES:" + ",".join(escape_text(c) for c in person["categories"]))
    if person["photo"]:
        add("PHOTO:data:image/jpeg;base64," + base64.b64encode(person["photo"]).decode("ascii"))
    add("END:VCARD")
    out.write(b"".join(lines))


def qp_lines(prefix, text):
    """2.1 quoted-printable: non-ASCII, '=' and line breaks as =XX; soft breaks ('=' at
    the end, next line at column 0) keep lines within 76 characters."""
    data = text.replace("\n", "\r\n").encode("utf-8")
    lines, current = [], prefix
    for index, byte in enumerate(data):
        if 0x21 <= byte <= 0x7E and byte != 0x3D or (byte == 0x20 and index < len(data) - 1):
            token = chr(byte)
        else:
            token = "=%02X" % byte
        if len(current) + len(token) > 75:
            lines.append(current + "=\r\n")
            current = ""
        current += token
    lines.append(current + "\r\n")
    return "".join(lines).encode("ascii")


def write_vcard21(person, out):
    parts = []

    def escape21(value):
        return value.replace("\\", "\\\\").replace(";", "\\;")

    def add(name_params, value):
        if value.isascii() and "\n" not in value:
            parts.append((name_params + ":" + value + "\r\n").encode("ascii"))
        else:
            parts.append(qp_lines(name_params + ";CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:", value))

    parts.append(b"BEGIN:VCARD\r\nVERSION:2.1\r\n")
    add("N", ";".join(escape21(p) for p in (person["family"], person["given"], person["middle"],
                                            person["prefix"], person["suffix"])))
    add("FN", escape21(person["full"]))
    if person["phonetic_given"]:
        add("X-PHONETIC-FIRST-NAME", escape21(person["phonetic_given"]))
    if person["phonetic_family"]:
        add("X-PHONETIC-LAST-NAME", escape21(person["phonetic_family"]))
    if person["nickname"]:
        add("X-ANDROID-CUSTOM", "vnd.android.cursor.item/nickname;" + escape21(person["nickname"]) + ";1;;;;;;;;;;;;;")
    if person["org"]:
        add("ORG", escape21(person["org"]) + (";" + escape21(person["department"]) if person["department"] else ""))
    if person["title"]:
        add("TITLE", escape21(person["title"]))
    for label, number, pref in person["phones"]:
        types = TEL_TYPES21.get(label, "VOICE")
        add("TEL;" + types + (";PREF" if pref else ""), number)
    for index, adr in enumerate(person["addresses"]):
        add("ADR;" + adr["label"].upper() + (";PREF" if index == 0 else ""),
            ";".join(escape21(p) for p in ("", "", adr["street"], adr["city"], adr["region"], adr["postal"], adr["country"])))
    if person["url"]:
        add("URL;WORK" if person["org"] else "URL", person["url"])
    if person["birthday"] and person["birthday"][0] is not None:
        year, month, day = person["birthday"]
        add("BDAY", f"{year:04d}{month:02d}{day:02d}")
    if person["note"]:
        add("NOTE", escape21(person["note"]))
    for label, address, pref in person["emails"]:
        add("EMAIL;" + ("PREF;" if pref else "") + "INTERNET", address)
    if person["photo"]:
        parts.append(b"PHOTO;TYPE=JPEG;ENCODING=BASE64:\r\n")
        data = base64.b64encode(person["photo"])
        for start in range(0, len(data), 76):
            parts.append(b" " + data[start:start + 76] + b"\r\n")
        parts.append(b"\r\n")
    parts.append(b"END:VCARD\r\n")
    out.write(b"".join(parts))


# ---------------------------------------------------------------------------
# CSV
# ---------------------------------------------------------------------------


def csv_field(value, always_quote=False):
    if always_quote or any(ch in value for ch in ',"\r\n'):
        return '"' + value.replace('"', '""') + '"'
    return value


GOOGLE_LABELS = {"mobile": "Mobile", "home": "Home", "work": "Work", "other": "Other", "main": "Main",
                 "homeFax": "Home Fax", "workFax": "Work Fax", "pager": "Pager", "iPhone": "iPhone"}
GOOGLE_HEADER = (
    ["First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Middle Name",
     "Phonetic Last Name", "Name Prefix", "Name Suffix", "Nickname", "File As", "Organization Name",
     "Organization Title", "Organization Department", "Birthday", "Notes", "Photo", "Labels"]
    + [f"E-mail {i} - {part}" for i in (1, 2) for part in ("Label", "Value")]
    + [f"Phone {i} - {part}" for i in (1, 2, 3) for part in ("Label", "Value")]
    + [f"Address {i} - {part}" for i in (1, 2) for part in
       ("Label", "Formatted", "Street", "City", "PO Box", "Region", "Postal Code", "Country", "Extended Address")]
    + ["Relation 1 - Label", "Relation 1 - Value", "Website 1 - Label", "Website 1 - Value"]
)


def google_label(label):
    return label[7:] if label.startswith("custom:") else GOOGLE_LABELS.get(label, label.capitalize())


def write_google_row(person, out):
    row = {
        "First Name": person["given"], "Middle Name": person["middle"], "Last Name": person["family"],
        "Phonetic First Name": person["phonetic_given"], "Phonetic Last Name": person["phonetic_family"],
        "Name Prefix": person["prefix"], "Name Suffix": person["suffix"], "Nickname": person["nickname"],
        "Organization Name": person["org"], "Organization Title": person["title"],
        "Organization Department": person["department"], "Notes": person["note"],
        "Labels": " ::: ".join(["* myContacts"] + person["categories"]),
    }
    if person["birthday"]:
        year, month, day = person["birthday"]
        row["Birthday"] = f"--{month:02d}-{day:02d}" if year is None else f"{year:04d}-{month:02d}-{day:02d}"
    for i, (label, address, _) in enumerate(person["emails"][:2], 1):
        row[f"E-mail {i} - Label"] = ("* " if i == 1 and len(person["emails"]) > 1 else "") + google_label(label)
        row[f"E-mail {i} - Value"] = address
    for i, (label, number, _) in enumerate(person["phones"][:3], 1):
        row[f"Phone {i} - Label"] = google_label(label)
        row[f"Phone {i} - Value"] = number
    for i, adr in enumerate(person["addresses"][:2], 1):
        row[f"Address {i} - Label"] = google_label(adr["label"])
        row[f"Address {i} - Formatted"] = "\n".join(
            part for part in (adr["street"], " ".join(p for p in (adr["postal"], adr["city"]) if p), adr["country"]) if part)
        row[f"Address {i} - Street"] = adr["street"]
        row[f"Address {i} - City"] = adr["city"]
        row[f"Address {i} - Region"] = adr["region"]
        row[f"Address {i} - Postal Code"] = adr["postal"]
        row[f"Address {i} - Country"] = adr["country"]
    if person["relation"]:
        (label, _), name = person["relation"]
        row["Relation 1 - Label"] = label
        row["Relation 1 - Value"] = name
    if person["url"]:
        row["Website 1 - Label"] = "Profile"
        row["Website 1 - Value"] = person["url"]
    out.write((",".join(csv_field(row.get(column, "")) for column in GOOGLE_HEADER) + "\r\n").encode("utf-8"))


OUTLOOK_HEADER = [
    "Title", "First Name", "Middle Name", "Last Name", "Suffix", "Company", "Department", "Job Title",
    "Business Street", "Business Street 2", "Business Street 3", "Business City", "Business State",
    "Business Postal Code", "Business Country/Region", "Home Street", "Home Street 2", "Home Street 3",
    "Home City", "Home State", "Home Postal Code", "Home Country/Region", "Other Street", "Other Street 2",
    "Other Street 3", "Other City", "Other State", "Other Postal Code", "Other Country/Region",
    "Assistant's Phone", "Business Fax", "Business Phone", "Business Phone 2", "Callback", "Car Phone",
    "Company Main Phone", "Home Fax", "Home Phone", "Home Phone 2", "ISDN", "Mobile Phone", "Other Fax",
    "Other Phone", "Pager", "Primary Phone", "Radio Phone", "TTY/TDD Phone", "Telex", "Account",
    "Anniversary", "Assistant's Name", "Billing Information", "Birthday", "Business Address PO Box",
    "Categories", "Children", "Directory Server", "E-mail Address", "E-mail Type", "E-mail Display Name",
    "E-mail 2 Address", "E-mail 2 Type", "E-mail 2 Display Name", "E-mail 3 Address", "E-mail 3 Type",
    "E-mail 3 Display Name", "Gender", "Government ID Number", "Hobby", "Home Address PO Box", "Initials",
    "Internet Free Busy", "Keywords", "Language", "Location", "Manager's Name", "Mileage", "Notes",
    "Office Location", "Organizational ID Number", "Other Address PO Box", "Priority", "Private",
    "Profession", "Referred By", "Sensitivity", "Spouse", "User 1", "User 2", "User 3", "User 4", "Web Page",
]
OUTLOOK_PHONE_COLUMNS = {"mobile": "Mobile Phone", "iPhone": "Mobile Phone", "home": "Home Phone",
                         "work": "Business Phone", "main": "Company Main Phone", "homeFax": "Home Fax",
                         "workFax": "Business Fax", "pager": "Pager", "other": "Other Phone"}


def write_outlook_row(person, out):
    row = {
        "Title": person["prefix"], "First Name": person["given"], "Middle Name": person["middle"],
        "Last Name": person["family"], "Suffix": person["suffix"], "Company": person["org"],
        "Department": person["department"], "Job Title": person["title"], "Notes": person["note"],
        "Anniversary": "0/0/00", "Birthday": "0/0/00", "Gender": "Unspecified", "Priority": "Normal",
        "Private": "False", "Sensitivity": "Normal", "Web Page": person["url"],
        "Categories": ";".join(person["categories"]),
        "Initials": "".join(part[0] + "." for part in (person["given"], person["family"]) if part),
    }
    if person["birthday"] and person["birthday"][0] is not None:
        year, month, day = person["birthday"]
        row["Birthday"] = f"{month}/{day}/{year}"
    for label, number, _ in person["phones"]:
        column = OUTLOOK_PHONE_COLUMNS.get(label, "Other Phone")
        if row.get(column):
            column = {"Home Phone": "Home Phone 2", "Business Phone": "Business Phone 2"}.get(column, "Other Phone")
        if not row.get(column):
            row[column] = number
    for i, (_, address, _) in enumerate(person["emails"][:3]):
        prefix = "E-mail" if i == 0 else f"E-mail {i + 1}"
        row[f"{prefix} Address"] = address
        row[f"{prefix} Type"] = "SMTP"
        row[f"{prefix} Display Name"] = f"{person['full']} ({address})"
    for adr in person["addresses"]:
        kind = "Business" if adr["label"] == "work" else "Home"
        if row.get(f"{kind} Street"):
            kind = "Other"
        row[f"{kind} Street"] = adr["street"]
        row[f"{kind} City"] = adr["city"]
        row[f"{kind} State"] = adr["region"]
        row[f"{kind} Postal Code"] = adr["postal"]
        row[f"{kind} Country/Region"] = adr["country"]
    if person["relation"] and person["relation"][0][1] == "spouse":
        row["Spouse"] = person["relation"][1]
    out.write((",".join(csv_field(row.get(column, ""), always_quote=True) for column in OUTLOOK_HEADER)
               + "\r\n").encode("utf-8"))


def labeled(label, value, preferred=False):
    return {"label": label, "value": value, "preference": 1 if preferred else None, "parameters": []}


def write_ndjson(person, out):
    """One object per line in ContactKit's `contactkit/1` schema (keys in the writer's order)."""
    birthday = None
    if person["birthday"]:
        year, month, day = person["birthday"]
        birthday = {"year": year, "month": month, "day": day, "time": None}
    record = {
        "schema": "contactkit/1", "uid": "urn:uuid:" + person["uid"].lower(), "kind": "individual",
        "formattedName": person["full"], "namePrefix": person["prefix"], "givenName": person["given"],
        "middleName": person["middle"], "familyName": person["family"], "previousFamilyName": "",
        "nameSuffix": person["suffix"], "nickname": person["nickname"],
        "phoneticGivenName": person["phonetic_given"], "phoneticMiddleName": "",
        "phoneticFamilyName": person["phonetic_family"], "phoneticOrganizationName": "",
        "organizationName": person["org"], "departmentName": person["department"], "jobTitle": person["title"],
        "birthday": birthday, "nonGregorianBirthday": None, "dates": [], "note": person["note"],
        "imageData": base64.b64encode(person["photo"]).decode("ascii") if person["photo"] else None,
        "phoneNumbers": [labeled(label, number, pref) for label, number, pref in person["phones"]],
        "emailAddresses": [labeled(label, address, pref) for label, address, pref in person["emails"]],
        "postalAddresses": [
            labeled(adr["label"], {
                "postOfficeBox": "", "extendedAddress": "", "street": adr["street"], "subLocality": "",
                "city": adr["city"], "subAdministrativeArea": "", "state": adr["region"],
                "postalCode": adr["postal"], "country": adr["country"], "isoCountryCode": adr["iso"].lower(),
                "formattedLabel": None,
            }, index == 0 and len(person["addresses"]) > 1)
            for index, adr in enumerate(person["addresses"])],
        "urlAddresses": [labeled("homePage", person["url"])] if person["url"] else [],
        "contactRelations": [labeled(person["relation"][0][1], person["relation"][1])] if person["relation"] else [],
        "socialProfiles": [], "instantMessageAddresses": [], "groups": person["categories"], "members": [],
        "extensions": [], "fieldParameters": {},
    }
    out.write((json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8"))


# ---------------------------------------------------------------------------


FORMATS = {
    "vcard3": (None, write_vcard3),
    "vcard4": (None, write_vcard4),
    "vcard21": (None, write_vcard21),
    "csv-google": (",".join(GOOGLE_HEADER) + "\r\n", write_google_row),
    "csv-outlook": (",".join('"' + column + '"' for column in OUTLOOK_HEADER) + "\r\n", write_outlook_row),
    "ndjson": (None, write_ndjson),
}


def main(argv=None):
    parser = argparse.ArgumentParser(description="Generate a synthetic address book for benchmarks.")
    parser.add_argument("--count", type=int, default=10000, help="number of contacts (default 10000)")
    parser.add_argument("--format", choices=sorted(FORMATS), default="vcard3")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("-o", "--output", default="-", help="output file (default: standard output)")
    args = parser.parse_args(argv)
    if args.count < 0:
        parser.error("--count must be >= 0")

    header, write_one = FORMATS[args.format]
    rng = random.Random(args.seed)
    out = sys.stdout.buffer if args.output == "-" else open(args.output, "wb", buffering=1 << 20)
    try:
        if header is not None:
            out.write(header.encode("utf-8"))
        for index in range(args.count):
            write_one(make_person(rng, index), out)
    except BrokenPipeError:
        return 0
    finally:
        if out is not sys.stdout.buffer:
            out.close()
        else:
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
