"""What the ContactKit dedupe steps need between them, as plain functions.

The Spark driver (dedupe_spark.py) and the single-machine reference (local_pipeline.py)
both use these, so the two run the same rules. Each function is pure: it takes the
parsed lines of `contactkit dedupe --emit-keys` (dicts) and gives what the next step reads.
The line shapes are documented in the Deduplication article ("Dedupe steps").
"""

import json


def block_pairs(members, rule, maximum_block_size, window):
    """The candidate pairs of one block, as `DuplicateFinder` makes them.

    members: (record, name_split, place_split) for every record with the block's key.
    rule: the key's "whenOversized" ("split-by-name", "split-by-place", "leave-out").
    Returns (low, high) record pairs (duplicates possible; the caller makes them unique).
    """
    members = sorted(members)
    if len(members) < 2:
        return []
    if len(members) <= maximum_block_size:
        records = [m[0] for m in members]
        return [(records[i], records[j]) for i in range(len(records)) for j in range(i + 1, len(records))]
    if rule == "leave-out":
        return []
    by_name = rule == "split-by-name"
    keyed = sorted(((m[1] if by_name else m[2]), m[0]) for m in members)
    pairs = []
    start = 0
    while start < len(keyed):
        end = start + 1
        while end < len(keyed) and keyed[end][0] == keyed[start][0]:
            end += 1
        group = [record for _, record in keyed[start:end]]
        if len(group) <= maximum_block_size:
            # A name block's records with neither postal code nor birthday are not compared.
            if by_name or keyed[start][0] != 0:
                pairs += [(group[i], group[j]) for i in range(len(group)) for j in range(i + 1, len(group))]
        else:
            for left in range(len(group)):
                for right in range(left + 1, min(len(group), left + 1 + window)):
                    pairs.append((min(group[left], group[right]), max(group[left], group[right])))
        start = end
    return pairs


def partition_offsets(counts):
    """{partition: how many items come before it} from [(partition, count)] in any order."""
    offsets, total = {}, 0
    for index, count in sorted(counts):
        offsets[index] = total
        total += count
    return offsets, total


def split_values(keys_line):
    """(name_split, place_split) of a key line, as integers (the finder sorts them so)."""
    return int(keys_line["nameSplit"], 16), int(keys_line["placeSplit"], 16)


def term_uses(keys_line):
    """(term, name_key) for each term of a record, repeated as often as the record counts it."""
    return [(term, keys_line["nameKey"]) for term in keys_line["terms"]]


def record_line(record, card_text, frequencies=None, cluster=None):
    """A record line: {"record":N[,"cluster":C][,"frequencies":{...}],"card":{...}}.

    card_text: the card's JSON text exactly as `--emit-keys` wrote it.
    """
    head = {"record": record}
    if cluster is not None:
        head["cluster"] = cluster
    if frequencies is not None:
        head["frequencies"] = frequencies
    text = json.dumps(head, ensure_ascii=False, separators=(",", ":"))
    return text[:-1] + ',"card":' + card_text + "}"


def card_text(raw_keys_line):
    """The card's JSON text from a raw `--emit-keys` line (the card is its last member)."""
    start = raw_keys_line.index(',"card":') + len(',"card":')
    return raw_keys_line[start:raw_keys_line.rindex("}")]


def pair_line(first, second):
    return '{"pair":[%d,%d]}' % (first, second)


def expand_copies(clusters, copies_of):
    """Clusters of the whole book from clusters of representatives.

    clusters: member lists of representatives (two or more); copies_of: representative ->
    its copies. Every representative with copies but in no cluster gets a cluster of its own.
    Returns sorted member lists, in the order of their first record.
    """
    result = []
    clustered = set()
    for members in clusters:
        full = []
        for member in members:
            clustered.add(member)
            full.append(member)
            full += copies_of.get(member, [])
        result.append(sorted(full))
    for representative, copies in copies_of.items():
        if representative not in clustered and copies:
            result.append(sorted([representative] + copies))
    result.sort(key=lambda members: members[0])
    return result
