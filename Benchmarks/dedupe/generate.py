#!/usr/bin/env python3
"""Generates a contact book with known truth for evaluating `contactkit dedupe`.

    python3 Benchmarks/dedupe/generate.py --people 5000 --seed 1 -o book.vcf --truth truth.csv

Each synthetic person gets one to five records, each a partial view from a different source
(phone, mail, work directory, full card), with realistic noise: nicknames, typos, swapped
given and family names, the full name typed into one field or written "Family, Given",
upper case, transliterations (Cyrillic ↔ Latin, kanji with kana readings ↔ romaji, Han with
pinyin ↔ pinyin), phones in E.164, international and national formats.

Hard negatives are generated on purpose, each tagged with its kind in the truth file:
`household` (family members sharing a landline, address and family name), `father-son`
(same name, same address and landline, different birthdays and mobiles, sometimes Jr/Sr),
`switchboard` (colleagues whose cards all carry the company's main number) and
`common-name` (unrelated people with exactly the same common name).

With `--new-kinds`, a third of the duplicate records also get one of the corruption kinds added
for issue 15 before any tuning (`Generator.NEW_KINDS`: unseen diminutives, two typos, an
initial only, the mobile labelled main or iPhone, a birthday typo, a married name, a CJK name
without space in FN only), drawn from a separate random stream; the truth file then has a
fourth column `noise` naming the kind applied to the record.

With `--more-scripts`, people are also drawn from Korean, Egyptian Arabic and Hebrew
(`names.MORE_LOCALES`), written in their script or in one of their Latin spellings; without it
the books are byte-identical to those made before the option existed.

Output: vCard 3.0 (`-o`) and a CSV truth file `record,person,kind` (`record` is the UID).
Standard library only; the same seed and sizes give the same bytes.
"""
import argparse
import random
import sys
import unicodedata

from names import (BRANCH_MARKERS, BUSINESS_FORMS, BUSINESS_KINDS, BUSINESS_WORDS, CYRILLIC_GERMAN, CYRILLIC_LATIN,
                   FAMILY_MAILBOXES, HOUSEHOLD_LOCALES, HOUSEHOLD_NICKNAMES, HOUSEHOLD_PHONE_SHAPES, LOCALES, MORE_LOCALES,
                   MORE_PHONE_SHAPES, NICKNAMES, PHONE_SHAPES)


def translit(text, table):
    out = []
    for ch in text:
        low = ch.lower()
        if low in table:
            latin = table[low]
            out.append(latin.capitalize() if ch != low and latin else latin)
        else:
            out.append(ch)
    return "".join(out)


def ascii_fold(text):
    decomposed = unicodedata.normalize("NFKD", text.lower().replace(" ", ""))
    return "".join(ch for ch in decomposed if ch.isascii() and (ch.isalnum() or ch == "."))


class Generator:
    def __init__(self, seed, records_target, more_scripts=False, households=False):
        self.r = random.Random(seed)
        self.extra = None  # the stream of the --new-kinds corruptions
        # The stream of the --households groups (None without the option).
        self.hard = random.Random(seed * 104729 + 3) if households else None
        self.next_person = 0
        self.next_record = 0
        self.used_numbers = set()
        self.used_emails = set()
        self.data = dict(LOCALES, **MORE_LOCALES) if more_scripts else dict(LOCALES)
        self.shapes = dict(PHONE_SHAPES, **MORE_PHONE_SHAPES) if more_scripts else dict(PHONE_SHAPES)
        self.nicknames = NICKNAMES
        if households:
            self.data.update(HOUSEHOLD_LOCALES)
            self.shapes.update(HOUSEHOLD_PHONE_SHAPES)
            self.nicknames = dict(NICKNAMES, **HOUSEHOLD_NICKNAMES)
        self.locales = list(self.data)
        self.weights = [self.data[l]["weight"] for l in self.locales]
        # Locales whose people may also be drawn as namesakes (`common_name`).
        self.namesake_locales = ["en_US", "en_GB", "de_DE", "es_ES"] + (list(MORE_LOCALES) if more_scripts else [])

    # ---- people -------------------------------------------------------------------------
    def number(self, code, mobile):
        shape = self.shapes[code]
        r = self.r
        while True:
            if code == "1":
                area = r.choice(LOCALES["en_US"]["area"])
                rest = str(r.randint(2, 9)) + "".join(str(r.randint(0, 9)) for _ in range(6))
                national = area + rest
            else:
                prefixes, digits = (shape[0], shape[1]) if mobile else (shape[2], shape[3])
                national = r.choice(prefixes) + str(r.randint(1, 9)) + "".join(str(r.randint(0, 9)) for _ in range(digits - 1))
            if (code, national) not in self.used_numbers:
                self.used_numbers.add((code, national))
                return (code, national)

    def family_name(self, loc):
        data = self.data[loc]
        r = self.r
        if "roots" in data and r.random() < 0.6:
            name = r.choice(data["roots"]) + r.choice(data["endings"])
            if loc == "es_ES" and r.random() < 0.5:
                name += " " + r.choice(data["family"])
            return name
        return r.choice(data["family"])

    def person(self, loc=None, gender=None, family=None, given=None, kind="", group=None):
        r = self.r
        loc = loc or r.choices(self.locales, self.weights)[0]
        data = self.data[loc]
        gender = gender or r.choice(["male", "female"])
        p = dict(id=self.next_person, loc=loc, gender=gender, kind=kind, group=group)
        self.next_person += 1
        p["given"] = given or r.choice(data[gender])
        if family is None:
            family = self.family_name(loc)
            if loc == "ru_RU" and gender == "female" and family.endswith(("ов", "ев", "ин")):
                family += "а"
            if loc == "ru_RU" and gender == "female" and family.endswith("ский"):
                family = family[:-2] + "ая"
        p["family"] = family
        code = data["code"]
        p["mobile"] = self.number(code, True)
        p["email"] = None
        if r.random() < 0.85:
            latin_given, latin_family = self.latin_name(p, variant=0)
            while True:  # one mailbox per person: shared mailboxes are not what this tests
                user = ascii_fold(latin_given[0] + "." + latin_family) + str(r.randint(1, 9999))
                email = user + "@" + r.choice(["example.com", "example.org", "mail.example.net"])
                if email not in self.used_emails:
                    self.used_emails.add(email)
                    break
            p["email"] = email
        p["landline"] = self.number(code, False) if r.random() < 0.35 else None
        city, postal = r.choice(data["cities"])
        p["address"] = (str(r.randint(1, 120)) + " " + r.choice(data["streets"]), city, postal, data["country"]) if r.random() < 0.6 else None
        if r.random() < 0.55:
            p["birthday"] = (r.randint(1940, 2005), r.randint(1, 12), r.randint(1, 28))
        else:
            p["birthday"] = None
        p["org"] = None
        p["work"] = None
        if r.random() < 0.25:
            p["org"] = r.choice(["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay"]) + " " + r.choice(["Ltd", "GmbH", "SA", "Inc", "KK"]) + " " + str(r.randint(1, 4000))
            p["work"] = self.number(code, False)
            p["work_email"] = None
        p["suffix"] = ""
        return p

    def latin_name(self, p, variant):
        loc = p["loc"]
        given, family = p["given"], p["family"]
        if loc == "ru_RU":
            table = CYRILLIC_GERMAN if variant else CYRILLIC_LATIN
            return translit(given, CYRILLIC_LATIN if variant == 2 else table), translit(family, table)
        if loc == "ja_JP":
            return given[2], family[2]
        if loc == "zh_CN":
            return given[1], family[1]
        if loc in MORE_LOCALES:
            return given[1][0], family[1][0]
        return given, family

    # ---- records ------------------------------------------------------------------------
    def phone_text(self, number, national_ok):
        code, national = number
        shape = self.shapes[code]
        style = self.r.random()
        if style < 0.35:
            return "+" + code + national
        if style < 0.65 or not national_ok:
            groups = [national[i:i + 3] for i in range(0, len(national), 3)]
            return "+" + code + " " + " ".join(groups)
        if code == "1":
            return "(%s) %s-%s" % (national[:3], national[3:6], national[6:])
        if code == "7":
            return "8 (%s) %s-%s-%s" % (national[:3], national[3:6], national[6:8], national[8:])
        return shape[4] + national[:3] + " " + national[3:]

    def typo(self, text):
        r = self.r
        if len(text) < 5 or not text.isascii():
            return text
        i = r.randint(1, len(text) - 2)
        op = r.random()
        if op < 0.34:
            return text[:i] + text[i + 1] + text[i] + text[i + 2:]
        if op < 0.67:
            return text[:i] + text[i + 1:]
        return text[:i] + r.choice("aeioulnrst") + text[i + 1:]

    def record(self, p, source, must_mobile=False):
        r = self.r
        loc = p["loc"]
        rec = dict(uid="r%07d" % self.next_record, person=p["id"], kind=p["kind"])
        self.next_record += 1
        # Name as this source wrote it.
        phonetic = None
        if loc == "ja_JP":
            if r.random() < 0.5:
                given, family = p["given"][0], p["family"][0]
                phonetic = (p["given"][1], p["family"][1])
            else:
                given, family = p["given"][2], p["family"][2]
        elif loc == "zh_CN":
            if r.random() < 0.5:
                given, family = p["given"][0], p["family"][0]
                phonetic = (p["given"][1], p["family"][1])
            else:
                given, family = p["given"][1], p["family"][1]
        elif loc in MORE_LOCALES:
            # In its script, or in one of its Latin spellings (the standard one half the time).
            if r.random() < 0.5:
                given, family = p["given"][0], p["family"][0]
            elif r.random() < 0.5:
                given, family = p["given"][1][0], p["family"][1][0]
            else:
                given, family = r.choice(p["given"][1]), r.choice(p["family"][1])
        elif loc == "ru_RU" and r.random() < 0.5:
            given, family = self.latin_name(p, variant=r.choice([0, 1, 2]))
        else:
            given, family = p["given"], p["family"]
        if given in self.nicknames and r.random() < p.get("nickname_rate", 0.2):
            given = r.choice(self.nicknames[given])
        if r.random() < 0.08:
            if r.random() < 0.5:
                family = self.typo(family)
            else:
                given = self.typo(given)
        if r.random() < 0.04:
            given, family = family, given
        if r.random() < 0.04:
            given, family = given.upper(), family.upper()
        style = r.random()
        rec["phonetic"] = phonetic
        rec["suffix"] = p["suffix"] if r.random() < 0.6 else ""
        east = loc in ("ja_JP", "zh_CN", "ko_KR") and not given.isascii()
        if style < 0.10:
            rec["n"] = None
            rec["fn"] = family + ", " + given
        elif style < 0.18:
            rec["n"] = None
            rec["fn"] = (family + " " + given) if east else (given + " " + family)
        elif style < 0.22 and not east:
            rec["n"] = ("", given + " " + family)
            rec["fn"] = given + " " + family
        else:
            rec["n"] = (family, given)
            rec["fn"] = (family + given) if east else (given + " " + family)
        # Contact points as this source knew them.
        address_known = p["address"] is not None and (source == "full" or r.random() < 0.3)
        rec["address"] = p["address"] if address_known else None
        phones, emails = [], []
        if source in ("phone", "full") or must_mobile or r.random() < 0.3:
            phones.append(("CELL", self.phone_text(p["mobile"], address_known)))
        if p["landline"] and (source in ("phone", "full") and r.random() < 0.7 or must_mobile and r.random() < 0.5):
            phones.append(("HOME", self.phone_text(p["landline"], address_known)))
        if p["email"] and (source in ("mail", "full") or r.random() < 0.25):
            email = p["email"]
            if r.random() < 0.2:
                local, domain = email.split("@")
                email = local + "@" + domain.upper()
            emails.append(("HOME", email))
        if p.get("family_email") and (source in ("mail", "full") or r.random() < 0.35):
            emails.append(("HOME", p["family_email"]))
        rec["org"] = None
        if p["org"] and (source == "work" or (source == "full" and r.random() < 0.5)):
            rec["org"] = p["org"]
            phones.append(("WORK", self.phone_text(p["work"], address_known)))
            if p.get("work_email"):
                emails.append(("WORK", p["work_email"]))
        if not phones and not emails:
            phones.append(("CELL", self.phone_text(p["mobile"], address_known)))
        rec["phones"], rec["emails"] = phones, emails
        rec["birthday"] = None
        if p["birthday"] and (source == "full" or r.random() < 0.3):
            y, m, d = p["birthday"]
            rec["birthday"] = "%04d-%02d-%02d" % (y, m, d) if r.random() < 0.85 else "--%02d%02d" % (m, d)
        return rec

    # ---- corruption kinds added for issue 15 (written before any tuning) ---------------
    NEW_KINDS = ("unseen-diminutive", "two-typos", "initial-only", "mobile-labelled-main",
                 "birthday-typo", "married-name", "cjk-no-space-fn-only")

    def corrupt(self, rec, p):
        """With `--new-kinds`, applies at most one of NEW_KINDS to a record (about 30 %),
        drawing from its own random stream so the rest of the book is unchanged."""
        r = self.extra
        if r is None or r.random() >= 0.30:
            return
        kind = r.choice(self.NEW_KINDS)
        n = rec["n"]
        family, given = n if n is not None else (None, None)
        if kind == "unseen-diminutive" and given and given.isascii() and len(given) >= 5:
            rec["n"] = (family, given[: r.choice([3, 4])] + r.choice(["i", "y", "ie"]))
        elif kind == "two-typos" and given and family:
            if r.random() < 0.5:
                rec["n"] = (family, self.typo(self.typo(given)))
            else:
                rec["n"] = (self.typo(self.typo(family)), given)
        elif kind == "initial-only" and given and given.isascii():
            rec["n"] = (family, given[0] + ".")
            rec["fn"] = given[0] + ". " + family
        elif kind == "mobile-labelled-main":
            rec["phones"] = [(r.choice(["MAIN", "IPHONE"]) if label == "CELL" else label, number)
                             for label, number in rec["phones"]]
        elif kind == "birthday-typo" and rec["birthday"] and not rec["birthday"].startswith("--"):
            y, m, d = (int(x) for x in rec["birthday"].split("-"))
            if r.random() < 0.5 and d <= 12 and d != m:
                m, d = d, m
            else:
                d = d % 28 + 1 if r.random() < 0.5 else d
                y = y + r.choice([-1, 1, -10, 10]) if d == int(rec["birthday"][8:]) else y
            rec["birthday"] = "%04d-%02d-%02d" % (y, m, d)
        elif kind == "married-name" and p["gender"] == "female" and family and family.isascii():
            choices = [f for f in self.data[p["loc"]]["family"] if isinstance(f, str) and f.isascii() and f != family]
            if not choices:
                return
            rec["n"] = (r.choice(choices), given)
            rec["fn"] = given + " " + rec["n"][0]
        elif kind == "cjk-no-space-fn-only" and p["loc"] in ("ja_JP", "zh_CN", "ko_KR") and given and family:
            rec["n"] = None
            rec["fn"] = family + given
        else:
            return
        rec["noise"] = kind

    def records_for(self, p, count=None, must_mobile=False):
        r = self.r
        if count is None:
            count = r.choices([1, 2, 3, 4, 5], [50, 27, 13, 7, 3])[0]
        sources = ["phone", "mail", "work", "full"]
        records = [self.record(p, r.choice(sources), must_mobile) for _ in range(count)]
        for rec in records[1:]:
            self.corrupt(rec, p)
        return records

    # ---- groups of hard negatives -------------------------------------------------------
    def household(self):
        r = self.r
        head = self.person(kind="household")
        head["group"] = head["id"]
        head["landline"] = head["landline"] or self.number(self.data[head["loc"]]["code"], False)
        data = self.data[head["loc"]]
        head["address"] = head["address"] or (str(r.randint(1, 99)) + " " + r.choice(data["streets"]), *data["cities"][0], data["country"])
        members = [head]
        used = {head["given"]}
        for _ in range(r.randint(1, 3)):
            gender = r.choice(["male", "female"])
            choices = [g for g in data[gender] if g not in used and g not in NICKNAMES.get(head["given"], [])]
            given = r.choice(choices)
            used.add(given)
            family = head["family"]
            if head["loc"] == "ru_RU":
                base = family[:-1] if family.endswith("а") else family
                family = base + "а" if gender == "female" and base.endswith(("ов", "ев", "ин")) else base
            m = self.person(loc=head["loc"], gender=gender, family=family, given=given, kind="household", group=head["id"])
            m["landline"], m["address"] = head["landline"], head["address"]
            members.append(m)
        out = []
        for m in members:
            out += self.records_for(m, count=r.choices([1, 2, 3], [50, 35, 15])[0])
        return out

    def father_son(self):
        r = self.r
        father = self.person(gender="male", kind="father-son")
        son = self.person(loc=father["loc"], gender="male", family=father["family"], given=father["given"], kind="father-son", group=father["id"])
        father["group"] = father["id"]
        data = self.data[father["loc"]]
        father["landline"] = father["landline"] or self.number(data["code"], False)
        son["landline"] = father["landline"]
        son["address"] = father["address"]
        y = r.randint(1940, 1965)
        father["birthday"] = (y, r.randint(1, 12), r.randint(1, 28))
        son["birthday"] = (y + r.randint(22, 38), r.randint(1, 12), r.randint(1, 28))
        if r.random() < 0.5 and father["loc"].startswith("en"):
            father["suffix"], son["suffix"] = "Sr.", "Jr."
        out = []
        for m in (father, son):
            out += self.records_for(m, count=r.choices([1, 2, 3], [45, 40, 15])[0], must_mobile=True)
        return out

    def switchboard(self):
        r = self.r
        loc = r.choices(self.locales, self.weights)[0]
        org = r.choice(["Acme", "Globex", "Initech", "Umbrella"]) + " Holdings " + str(r.randint(1, 100000))
        main = self.number(self.data[loc]["code"], False)
        out = []
        first = None
        for _ in range(r.randint(10, 40)):
            p = self.person(loc=loc, kind="switchboard", group=first)
            first = first if first is not None else p["id"]
            p["org"], p["work"] = org, main
            lg, lf = self.latin_name(p, 0)
            p["work_email"] = ascii_fold(lg + "." + lf) + "@" + org.split()[0].lower() + str(r.randint(1, 99999)) + ".example"
            out += [self.record(p, r.choice(["work", "work", "full"])) for _ in range(r.choices([1, 2], [70, 30])[0])]
        return out

    def common_name(self):
        r = self.r
        loc = r.choice(self.namesake_locales)
        data = self.data[loc]
        gender = r.choice(["male", "female"])
        given, family = r.choice(data[gender]), r.choice(data["family"][:6])
        out = []
        first = None
        for _ in range(r.randint(3, 6)):
            p = self.person(loc=loc, gender=gender, given=given, family=family, kind="common-name", group=first)
            first = first if first is not None else p["id"]
            out += self.records_for(p, count=r.choices([1, 2], [60, 40])[0], must_mobile=True)
        return out

    # ---- hard negatives of issue 29 (`--households`), from their own random stream ------
    def family_mailbox(self, p):
        r = self.r
        folded = ascii_fold(self.latin_name(p, 0)[1]).replace(".", "")
        style = r.choice(FAMILY_MAILBOXES.get(p["loc"], ["{f}family"]))
        while True:
            user = style.format(f=folded) + (str(r.randint(1, 99)) if r.random() < 0.3 else "")
            email = user + "@" + r.choice(["example.com", "example.org", "mail.example.net", "post.example.de"])
            if email not in self.used_emails:
                self.used_emails.add(email)
                return email

    def household_with_mailbox(self):
        """Two to five people at one address with one landline and one family mailbox
        (`thesmiths@`, `familie.mueller@`), different given names; a spouse may keep another
        family name. Their cards often carry only the shared values and the name."""
        r = self.r
        head = self.person(kind="family-mailbox")
        head["group"] = head["id"]
        data = self.data[head["loc"]]
        head["landline"] = head["landline"] or self.number(data["code"], False)
        city, postal = r.choice(data["cities"])
        head["address"] = (str(r.randint(1, 120)) + " " + r.choice(data["streets"]), city, postal, data["country"])
        head["family_email"] = self.family_mailbox(head)
        members = [head]
        used = {head["given"]}
        for index in range(r.randint(1, 4)):
            gender = r.choice(["male", "female"])
            choices = [g for g in data[gender] if g not in used and g not in self.nicknames.get(head["given"], [])]
            given = r.choice(choices)
            used.add(given)
            family = head["family"]
            if index == 0 and r.random() < 0.2:
                family = None  # a spouse who kept another family name
            elif head["loc"] == "ru_RU":
                base = family[:-1] if family.endswith("а") else family
                family = base + "а" if gender == "female" and base.endswith(("ов", "ев", "ин")) else base
            m = self.person(loc=head["loc"], gender=gender, family=family, given=given, kind="family-mailbox", group=head["id"])
            if r.random() < 0.5:
                m["email"] = None  # a child without a mailbox of its own
            m["landline"], m["address"], m["family_email"] = head["landline"], head["address"], head["family_email"]
            members.append(m)
        out = []
        for m in members:
            out += self.records_for(m, count=r.choices([1, 2, 3], [45, 40, 15])[0])
        return out

    def father_son_at_home(self):
        """Father and son with one name, one address, landline and family mailbox; mobiles and
        birthdays only where a card has them (no card is made to carry a mobile)."""
        r = self.r
        father = self.person(gender="male", kind="father-son-home")
        father["group"] = father["id"]
        son = self.person(loc=father["loc"], gender="male", family=father["family"], given=father["given"],
                          kind="father-son-home", group=father["id"])
        data = self.data[father["loc"]]
        father["landline"] = father["landline"] or self.number(data["code"], False)
        city, postal = r.choice(data["cities"])
        father["address"] = father["address"] or (str(r.randint(1, 120)) + " " + r.choice(data["streets"]), city, postal, data["country"])
        father["family_email"] = self.family_mailbox(father) if r.random() < 0.6 else None
        son["landline"], son["address"], son["family_email"] = father["landline"], father["address"], father["family_email"]
        y = r.randint(1940, 1965)
        father["birthday"] = (y, r.randint(1, 12), r.randint(1, 28))
        son["birthday"] = (y + r.randint(22, 38), r.randint(1, 12), r.randint(1, 28))
        if r.random() < 0.5 and father["loc"] in ("en_US", "en_GB"):
            father["suffix"], son["suffix"] = "Sr.", "Jr."
        out = []
        for m in (father, son):
            out += self.records_for(m, count=r.choices([1, 2, 3], [45, 40, 15])[0])
        return out

    def namesakes(self):
        """Three or four unrelated people with one common name, some under its nickname or in
        capitals, with different phones, addresses and birthdays (no card made to carry a mobile)."""
        r = self.r
        loc = r.choice([l for l in ("en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT") if l in self.data])
        data = self.data[loc]
        gender = r.choice(["male", "female"])
        with_nicknames = [g for g in data[gender] if g in self.nicknames]
        given = r.choice(with_nicknames) if with_nicknames and r.random() < 0.6 else r.choice(data[gender])
        family = r.choice(data["family"][:8])
        out = []
        first = None
        for _ in range(r.randint(3, 4)):
            p = self.person(loc=loc, gender=gender, given=given, family=family, kind="namesake", group=first)
            first = first if first is not None else p["id"]
            p["nickname_rate"] = 0.35
            p["landline"] = p["landline"] or (self.number(data["code"], False) if r.random() < 0.5 else None)
            out += self.records_for(p, count=r.choices([1, 2], [60, 40])[0])
        return out

    STREET_SHORT = {"Street": "St", "Avenue": "Ave", "Drive": "Dr", "Road": "Rd", "Lane": "Ln", "Square": "Sq",
                    "straße": "str.", "avenue": "av.", "boulevard": "bd", "Calle": "C/", "Via": "V."}

    def building(self):
        """Three to eight businesses in one building (a mall, an office tower, a hotel): the
        same street address and switchboard, different names, now and then a branch of one of
        them under a branch marker (`II`, `East`, `(Airport)`). Organization cards; each
        business's cards vary as listings do (case, legal form, `&`/`and`, `The`, street
        abbreviations, its own direct line)."""
        r = self.r
        loc = r.choice([l for l in ("en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT") if l in self.data])
        data = self.data[loc]
        city, postal = r.choice(data["cities"])
        address = (str(r.randint(1, 400)) + " " + r.choice(data["streets"]), city, postal, data["country"])
        switchboard = self.number(data["code"], False)
        names = set()
        businesses = []
        for _ in range(r.randint(3, 8)):
            while True:
                word, kind = r.choice(BUSINESS_WORDS), r.choice(BUSINESS_KINDS)
                if r.random() < 0.85:
                    name = r.choice(["%s %s", "%s %s", "The %s %s"]) % (word, kind)
                else:
                    name = "%s & %s %s" % (word, r.choice(BUSINESS_WORDS), kind)
                if name not in names:
                    names.add(name)
                    break
            businesses.append(name)
        if r.random() < 0.35:
            businesses.append(r.choice(businesses) + " " + r.choice(BRANCH_MARKERS))
        out = []
        first = None
        for name in businesses:
            pid = self.next_person
            self.next_person += 1
            first = first if first is not None else pid
            domain = ascii_fold(name.replace("&", "and").replace("The ", "")).replace(".", "")[:20]
            while domain + ".example" in self.used_emails:  # one domain per business
                domain += str(r.randint(0, 9))
            self.used_emails.add(domain + ".example")
            domain += ".example"
            business = dict(id=pid, name=name, form=r.choice(BUSINESS_FORMS.get(loc, [""])) if r.random() < 0.4 else "",
                            direct=self.number(data["code"], False) if r.random() < 0.5 else None,
                            email="info@" + domain if r.random() < 0.6 else None, url="https://www." + domain + "/")
            for _ in range(r.choices([1, 2, 3], [45, 40, 15])[0]):
                out.append(self.business_record(business, address, switchboard, first))
        return out

    def business_record(self, b, address, switchboard, group):
        r = self.r
        rec = dict(uid="r%07d" % self.next_record, person=b["id"], kind="building", org_card=True)
        self.next_record += 1
        name = b["name"]
        if b["form"] and r.random() < 0.6:
            name += " " + b["form"]
        if "&" in name and r.random() < 0.4:
            name = name.replace("&", "and")
        if name.startswith("The ") and r.random() < 0.5:
            name = name[4:]
        if r.random() < 0.1:
            name = name.upper()
        elif r.random() < 0.05:
            name = self.typo(name)
        street, city, postal, country = address
        if r.random() < 0.3:
            for long, short in self.STREET_SHORT.items():
                street = street.replace(long, short)
        rec["address"] = (street, city, postal if r.random() < 0.8 else "", country) if r.random() < 0.85 else None
        phones = []
        if r.random() < 0.7 or not b["direct"]:
            phones.append(("WORK", self.phone_text(switchboard, True)))
        if b["direct"] and r.random() < 0.6:
            phones.append(("WORK", self.phone_text(b["direct"], True)))
        rec["phones"] = phones
        rec["emails"] = [("WORK", b["email"])] if b["email"] and r.random() < 0.5 else []
        rec["url"] = b["url"] if r.random() < 0.3 else None
        rec["fn"], rec["n"], rec["org"] = name, None, name
        rec["suffix"], rec["phonetic"], rec["birthday"] = "", None, None
        return rec

    def households_groups(self, people):
        """The `--households` groups, drawn from their own random stream."""
        main, self.r = self.r, self.hard
        records = []
        makers = [self.household_with_mailbox, self.household_with_mailbox, self.father_son_at_home,
                  self.namesakes, self.building]
        for i in range(max(1, people // 30)):
            records += makers[i % len(makers)]()
        self.r = main
        return records

    def book(self, people):
        records = []
        hard = max(1, people // 40)
        makers = [self.household, self.father_son, self.switchboard, self.common_name]
        for i in range(hard):
            records += makers[i % 4]() if i % 4 != 2 or i % 12 == 2 else self.household()
        if self.hard is not None:
            records += self.households_groups(people)
        while self.next_person < people:
            records += self.records_for(self.person())
        self.r.shuffle(records)
        return records


def escape(value):
    return value.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")


def vcard(rec):
    lines = ["BEGIN:VCARD", "VERSION:3.0", "UID:" + rec["uid"], "FN:" + escape(rec["fn"])]
    if rec.get("org_card") and int(rec["uid"][1:]) % 2 == 0:
        lines.append("X-ABShowAs:COMPANY")  # the other half: FN equal to ORG, no person name
    if rec["n"] is not None:
        family, given = rec["n"]
        lines.append("N:%s;%s;;;%s" % (escape(family), escape(given), escape(rec["suffix"])))
    else:
        lines.append("N:;;;;")
    if rec.get("phonetic"):
        lines.append("X-PHONETIC-FIRST-NAME:" + rec["phonetic"][0])
        lines.append("X-PHONETIC-LAST-NAME:" + rec["phonetic"][1])
    if rec["org"]:
        lines.append("ORG:" + escape(rec["org"]))
    for kind, number in rec["phones"]:
        lines.append("TEL;TYPE=%s,VOICE:%s" % (kind, number))
    for kind, email in rec["emails"]:
        lines.append("EMAIL;TYPE=INTERNET,%s:%s" % (kind, email))
    if rec.get("url"):
        lines.append("URL:" + rec["url"])
    if rec["address"]:
        street, city, postal, country = rec["address"]
        lines.append("ADR;TYPE=%s:;;%s;%s;;%s;%s" % ("WORK" if rec.get("org_card") else "HOME", escape(street), escape(city), escape(postal), escape(country)))
    if rec["birthday"]:
        lines.append("BDAY:" + rec["birthday"])
    lines.append("END:VCARD")
    return "\r\n".join(lines) + "\r\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--people", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", "--output", default="-")
    parser.add_argument("--truth", required=True)
    parser.add_argument("--more-scripts", action="store_true",
                        help="also draw people from names.MORE_LOCALES (Korean, Egyptian Arabic, Hebrew)")
    parser.add_argument("--households", action="store_true",
                        help="also make the hard negatives of issue 29 from their own random stream: households "
                             "sharing a family mailbox, landline and street; fathers and sons at home; namesakes; "
                             "businesses sharing a building; and Italian people (twelve locales with --more-scripts)")
    parser.add_argument("--new-kinds", action="store_true",
                        help="also apply the corruption kinds of Generator.NEW_KINDS (held-out test books)")
    args = parser.parse_args()
    gen = Generator(args.seed, args.people, more_scripts=args.more_scripts, households=args.households)
    if args.new_kinds:
        gen.extra = random.Random(args.seed * 7919 + 1)
    records = gen.book(args.people)
    out = sys.stdout if args.output == "-" else open(args.output, "w", encoding="utf-8", newline="")
    with open(args.truth, "w", encoding="utf-8") as truth:
        truth.write("record,person,kind,noise\n" if args.new_kinds else "record,person,kind\n")
        for rec in records:
            out.write(vcard(rec))
            if args.new_kinds:
                truth.write("%s,%d,%s,%s\n" % (rec["uid"], rec["person"], rec["kind"] or "ordinary", rec.get("noise", "")))
            else:
                truth.write("%s,%d,%s\n" % (rec["uid"], rec["person"], rec["kind"] or "ordinary"))
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
