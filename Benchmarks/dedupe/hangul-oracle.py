#!/usr/bin/env python3
"""Compare ContactKit's Hangul romanization (dedupe keys) with an outside romanizer.

    CONTACTKIT_HANGUL_TABLE=/tmp/hangul.tsv swift test --skip-build --filter everySyllableHasARomanization
    python3 Benchmarks/dedupe/hangul-oracle.py /tmp/hangul.tsv

The oracle is the `hangul-romanize` package (its `academic` rule), installed into a virtual
environment beside this script when missing (never by the Swift package). It spells letter
by letter, where ContactKit follows the Revised Romanization's rules for a syllable read
alone (initial ㄹ is `r`; a final is spelled as it sounds: ㄱ ㄲ ㅋ `k`, ㄷ ㅅ ㅆ ㅈ ㅊ ㅌ ㅎ `t`,
ㅂ ㅍ `p`, clusters by their sound). So the script reports the two parts apart: syllables
without a final (initial and vowel), and each final against the oracle's letters.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(HERE, ".venv-hangul")


def oracle():
    python = os.path.join(VENV, "bin", "python")
    if sys.executable != python:
        if not os.path.exists(python):
            subprocess.check_call([sys.executable, "-m", "venv", VENV])
            subprocess.check_call([python, "-m", "pip", "install", "-q", "hangul-romanize==0.1.0"])
        os.execv(python, [python] + sys.argv)
    from hangul_romanize import Transliter
    from hangul_romanize.rule import academic
    return Transliter(academic)


def main():
    translit = oracle()
    rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1], encoding="utf-8") if line.strip()]
    ours = dict(rows)
    theirs = {s: translit.translit(s).replace("-", "") for s in ours}
    bases = [s for s in ours if (ord(s) - 0xAC00) % 28 == 0]
    same = [s for s in bases if ours[s] == theirs[s]]
    print(f"syllables without a final (initial + vowel): {len(same)} of {len(bases)} the same")
    for s in bases:
        if ours[s] != theirs[s]:
            print(f"  {s}: ours {ours[s]}, oracle {theirs[s]}")
    finals = {}
    for s in ours:
        index = ord(s) - 0xAC00
        base = chr(0xAC00 + index - index % 28)
        finals.setdefault(index % 28, set()).add(
            (ours[s][len(ours[base]):], theirs[s][len(theirs[base]):]))
    agree = sum(1 for pairs in finals.values() if all(a == b for a, b in pairs))
    print(f"finals: {agree} of {len(finals)} spelled the same (the empty final counted)")
    for final, pairs in sorted(finals.items()):
        for a, b in sorted(pairs):
            if a != b:
                print(f"  final {final:2d}: ours {a!r}, oracle {b!r}")
    print(f"all syllables: {sum(ours[s] == theirs[s] for s in ours)} of {len(ours)} the same")


if __name__ == "__main__":
    main()
