#!/usr/bin/env python3
"""Compare `contactkit list --locale zh` section letters for Han names with pypinyin.

    python3 Benchmarks/browsing/han-sections.py [--contactkit .build/release/contactkit]

The outside oracle is pypinyin (MIT; installed here with pip when missing, never by the
Swift package): the first letter of each character's most common reading
(`Style.FIRST_LETTER`). The test set is every character of the CJK Unified Ideographs
block (U+4E00-U+9FFF) as a card with only a display name (`FN:张`), the case that used to
fall under `#`, and the hundred most common Chinese family names (as cards with
`N:family;given`). ContactKit takes its pinyin from the platform's CLDR Han-Latin transform;
nothing here is tuned on pypinyin. Prints the agreement and the disagreements by kind.
"""

import argparse
import subprocess
import sys
import tempfile

try:
    from pypinyin import Style, lazy_pinyin
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "pypinyin"], check=True)
    from pypinyin import Style, lazy_pinyin

# The hundred most common family names of mainland China (as listed in population
# statistics; facts, in no particular order of frequency beyond the first few).
COMMON_FAMILY_NAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈"
    "姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)


def sections(contactkit, cards):
    """Runs `list --locale zh` and returns {name: section} from its output."""
    with tempfile.NamedTemporaryFile("w", suffix=".vcf", encoding="utf-8", delete=False) as f:
        f.write("".join(cards))
        path = f.name
    out = subprocess.run([contactkit, "list", "--locale", "zh", "--quiet", path],
                         check=True, capture_output=True, text=True).stdout
    result = {}
    section = None
    for line in out.split("\n"):
        if not line:
            continue
        if line.startswith("  "):
            result[line[2:].split("  ")[0].strip()] = section
        else:
            section = line
    return result


def oracle(text):
    letters = lazy_pinyin(text[0], style=Style.FIRST_LETTER, errors=lambda _: ["#"])
    letter = letters[0][:1].upper() if letters and letters[0] else "#"
    return letter if letter.isascii() and letter.isalpha() else "#"


def compare(title, pairs):
    agree = sum(1 for _, ours, theirs in pairs if ours == theirs)
    print(f"{title}: {agree} of {len(pairs)} agree ({100 * agree / len(pairs):.2f} %)")
    kinds = {}
    for name, ours, theirs in pairs:
        if ours != theirs:
            kind = "ours '#', pypinyin a letter" if ours == "#" else (
                "ours a letter, pypinyin none" if theirs == "#" else "different letters")
            kinds.setdefault(kind, []).append(f"{name} {ours}/{theirs}")
    for kind, examples in sorted(kinds.items()):
        print(f"  {kind}: {len(examples)}, e.g. {' '.join(examples[:12])}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", default=".build/release/contactkit")
    args = parser.parse_args()

    characters = [chr(c) for c in range(0x4E00, 0xA000)]
    cards = [f"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:{c}\r\nEND:VCARD\r\n" for c in characters]
    ours = sections(args.contactkit, cards)
    compare("CJK Unified Ideographs, display name only",
            [(c, ours.get(c, "missing"), oracle(c)) for c in characters])

    names = [f + "明" for f in COMMON_FAMILY_NAMES]
    cards = [f"BEGIN:VCARD\r\nVERSION:3.0\r\nN:{n[0]};{n[1:]};;;\r\nEND:VCARD\r\n" for n in names]
    ours = sections(args.contactkit, cards)
    compare("100 common family names, N field",
            [(n, ours.get(n, "missing"), oracle(n)) for n in names])
    hash_count = sum(1 for n in names if ours.get(n) == "#")
    print(f"  family names under '#': {hash_count}")


if __name__ == "__main__":
    main()
