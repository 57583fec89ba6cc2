#!/usr/bin/env python3
"""Checks that every public symbol of the library modules has a documentation comment.

    python3 Scripts/docs/check-doc-comments.py GRAPH-DIR [GRAPH-DIR ...]

Reads the symbol graphs (`*.symbols.json`, from swift-symbolgraph-extract with
`-minimum-access-level public`, as Scripts/docs/build-docs.sh makes them) and lists every
symbol declared in our sources that has no `///` comment of its own: a type, property,
initializer, method or enumeration case. Not counted: symbols the compiler synthesizes
(Equatable's `==`, Hashable's `hash(into:)`, Codable's `init(from:)`), which have no source
location, and implementations of a standard-library protocol requirement (`description`,
`makeAsyncIterator()`), whose comment DocC takes from the protocol.

Prints one line per module (symbols, documented, missing) and every missing symbol as
`PATH:LINE: missing documentation comment: KIND NAME`; exits 1 when any is missing.
Python 3 standard library only.
"""

import glob
import json
import os
import sys


def missing_comments(graph):
    """(symbols counted, [(path, line, kind, name)]) of one symbol graph."""
    module = graph["module"]["name"]
    counted, missing = 0, []
    for symbol in graph["symbols"]:
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or "location" not in symbol:
            continue
        comment = symbol.get("docComment")
        if comment and comment.get("module", module) != module:
            continue  # a standard-library requirement's comment, shown by DocC as is
        counted += 1
        if comment and any(line["text"].strip() for line in comment.get("lines", [])):
            continue
        location = symbol["location"]
        path = location["uri"].removeprefix("file://")
        path = os.path.relpath(path) if path.startswith("/") else path
        missing.append((path, location["position"]["line"] + 1, symbol["kind"]["displayName"],
                        ".".join(symbol["pathComponents"])))
    return counted, missing


def main(arguments):
    if not arguments:
        sys.exit(__doc__)
    total_missing = 0
    for directory in arguments:
        for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
            with open(path, encoding="utf-8") as handle:
                graph = json.load(handle)
            counted, missing = missing_comments(graph)
            if counted == 0 and not missing:
                continue
            name = os.path.basename(path).removesuffix(".symbols.json")
            print(f"{name}: {counted} public symbols, {counted - len(missing)} documented, {len(missing)} missing")
            for file, line, kind, symbol in sorted(missing):
                print(f"{file}:{line}: missing documentation comment: {kind} {symbol}")
            total_missing += len(missing)
    return 1 if total_missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
