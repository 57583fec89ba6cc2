#!/usr/bin/env python3
"""Does `contactkit list --search PINYIN` find Han names by the pinyin pypinyin gives them?

    python3 Benchmarks/browsing/pinyin-search.py [--contactkit .build/release/contactkit]
        [--names 300] [--seed 1]

The outside oracle is pypinyin (MIT; installed here with pip when missing, never by the
Swift package): each generated name (a common family name and one or two given-name
characters drawn from the CJK block's most used range) is searched by its tone-less pinyin
as a person types it, four ways: syllables with spaces (`zhang wei`), joined (`zhangwei`),
the family name alone (`zhang`), and the syllables' initials (`zw`, pypinyin's
`Style.FIRST_LETTER`). The book holds every name as an `FN:`-only card, with
no reading, so only the pinyin of the Han can find it. A search counts as found when the
name is among the contacts listed. ContactKit takes its pinyin from the platform's CLDR
Han-Latin transform; nothing here is tuned on pypinyin.
"""

import argparse
import random
import subprocess
import sys
import tempfile

try:
    from pypinyin import Style, lazy_pinyin
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "pypinyin"], check=True)
    from pypinyin import Style, lazy_pinyin

FAMILY = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈"
GIVEN = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰飞鹏建国红梅鑫宇浩然子涵欣怡思雨晨阳博文佳琪诗雅"


def pinyin(text):
    return [s.replace("ü", "u").replace("v", "u") for s in lazy_pinyin(text, style=Style.NORMAL)]


def listed(contactkit, book, text):
    out = subprocess.run([contactkit, "list", "--quiet", "--search", text, book],
                         check=True, capture_output=True, text=True).stdout
    return {line[2:].split("  ")[0].strip() for line in out.split("\n") if line.startswith("  ")}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", default=".build/release/contactkit")
    parser.add_argument("--names", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    names = set()
    while len(names) < args.names:
        names.add(rng.choice(FAMILY) + "".join(rng.choice(GIVEN) for _ in range(rng.choice((1, 2)))))
    names = sorted(names)
    with tempfile.NamedTemporaryFile("w", suffix=".vcf", encoding="utf-8", delete=False) as f:
        for name in names:
            f.write(f"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:{name}\r\nEND:VCARD\r\n")
        book = f.name
    found = {"spaced": 0, "joined": 0, "family": 0, "initials": 0}
    misses = []
    for name in names:
        syllables = pinyin(name)
        initials = "".join(lazy_pinyin(name, style=Style.FIRST_LETTER))
        queries = {"spaced": " ".join(syllables), "joined": "".join(syllables), "family": syllables[0],
                   "initials": initials}
        for kind, query in queries.items():
            if name in listed(args.contactkit, book, query):
                found[kind] += 1
            else:
                misses.append((kind, name, query))
    for kind, count in found.items():
        print(f"{kind:8s} {count}/{len(names)} ({100 * count / len(names):.2f} %)")
    for kind, name, query in misses[:20]:
        print(f"  not found: {name} by '{query}' ({kind})")


if __name__ == "__main__":
    main()
