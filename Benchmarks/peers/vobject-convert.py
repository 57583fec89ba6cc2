#!/usr/bin/env python3
"""The vobject side of Benchmarks/run-benchmarks.py: vCard 3.0 in, "4.0" out, whole file.

    python3 Benchmarks/peers/vobject-convert.py INPUT OUTPUT

Reads the cards one at a time with vobject.readComponents and writes each back with
serialize(), after setting VERSION to 4.0. vobject has no vCard 4.0 writer: this is its
parse-and-serialize round trip, which is the least work a vobject-based converter does, so
the comparison favours vobject. Prints "cards=N" on standard output for the script to check.
Needs `pip install vobject`.
"""
import sys

import vobject


def convert(input_path, output_path):
    """Reads every card of input_path and writes it to output_path; returns the card count."""
    cards = 0
    with open(input_path, encoding="utf-8", newline="") as source, \
            open(output_path, "w", encoding="utf-8", newline="") as target:
        for card in vobject.readComponents(source):
            if "version" in card.contents:
                card.version.value = "4.0"
            target.write(card.serialize())
            cards += 1
    return cards


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: vobject-convert.py INPUT OUTPUT")
    print(f"cards={convert(sys.argv[1], sys.argv[2])}")


if __name__ == "__main__":
    main()
