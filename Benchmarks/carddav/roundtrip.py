#!/usr/bin/env python3
"""Round trip against a real CardDAV server: pull -> dedupe -> push, timed step by step.

    python3 Benchmarks/carddav/roundtrip.py --people 5600 --seed 7 [--binary PATH]

1. Generates a book with Benchmarks/dedupe/generate.py (synthetic people with duplicates).
2. Starts Radicale on 127.0.0.1 (free port, htpasswd, temporary storage) and stores the book
   in it, one card per file in Radicale's storage layout (a PUT per card would take Radicale
   minutes: it compares each new card's UID with the whole collection).
3. Times `contactkit pull`, `contactkit dedupe` and `contactkit push --delete-missing`.
4. Checks the server afterwards, through the server's own files: it holds exactly the merged
   book (same UIDs, same contacts as contactkit reads them), and every card that dedupe gave
   back unchanged (no merge, nothing normalized) still has the bytes it had before the push.
Needs `radicale` (apt-get install radicale). Prints one line per step and the verdict.
"""
import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def split_cards(text):
    cards, current = [], []
    for line in text.replace("\r\n", "\n").split("\n"):
        if line.upper().startswith("BEGIN:VCARD"):
            current = [line]
        elif current:
            current.append(line)
            if line.upper().startswith("END:VCARD"):
                cards.append("\r\n".join(current) + "\r\n")
                current = []
    return cards


def uid_of(card):
    for line in card.split("\r\n"):
        if line.upper().startswith("UID:"):
            return line[4:]
    return None


def contacts_by_uid(binary, path):
    """The contacts of a vCard file or vdir as contactkit reads them (NDJSON), by UID."""
    out = subprocess.run([binary, "convert", path, "--to", "ndjson", "-q"], check=True, capture_output=True, text=True).stdout
    result = {}
    for line in out.splitlines():
        record = json.loads(line)
        result[record.get("uid")] = record
    return result


def run(step, command, env):
    start = time.monotonic()
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - start
    print(f"{step:8s} {seconds:8.2f} s   {done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ''}")
    if done.returncode != 0:
        sys.exit(f"{step} failed ({done.returncode}): {done.stderr}")
    return seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--people", type=int, default=5600)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/contactkit"))
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    work = tempfile.mkdtemp(prefix="contactkit-carddav-bench-")
    storage = os.path.join(work, "storage")
    book_dir = os.path.join(storage, "collection-root", "bench", "contacts")
    os.makedirs(book_dir)
    subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/dedupe/generate.py"), "--people", str(args.people),
                    "--seed", str(args.seed), "-o", os.path.join(work, "generated.vcf"),
                    "--truth", os.path.join(work, "truth.csv")], check=True)
    cards = split_cards(open(os.path.join(work, "generated.vcf"), encoding="utf-8").read())
    with open(os.path.join(book_dir, ".Radicale.props"), "w") as f:
        f.write('{"tag": "VADDRESSBOOK", "D:displayname": "Contacts"}')
    for card in cards:
        with open(os.path.join(book_dir, uid_of(card) + ".vcf"), "w", encoding="utf-8", newline="") as f:
            f.write(card)
    with open(os.path.join(work, "users"), "w") as f:
        f.write("bench:benchpass\n")
    port = free_port()
    with open(os.path.join(work, "config"), "w") as f:
        f.write(f"[server]\nhosts = 127.0.0.1:{port}\n[auth]\ntype = htpasswd\nhtpasswd_filename = {work}/users\n"
                f"htpasswd_encryption = plain\n[storage]\nfilesystem_folder = {storage}\n[logging]\nlevel = warning\n")
    server = subprocess.Popen(["radicale", "--config", os.path.join(work, "config")],
                              stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "radicale.log"), "w"))
    try:
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.05)
        env = dict(os.environ, CONTACTKIT_PASSWORD="benchpass", HOME=work)
        url = f"http://127.0.0.1:{port}/"
        before = {name: open(os.path.join(book_dir, name), "rb").read() for name in os.listdir(book_dir) if name.endswith(".vcf")}
        print(f"book: {len(cards)} cards ({args.people} people, seed {args.seed}); radicale {port}")
        os.chdir(work)
        # Radicale parses all 10k cards into its cache on the first request: a long timeout.
        t_pull = run("pull", [binary, "pull", url, "--user", "bench", "-o", "book.vcf", "--timeout", "900"], env)
        t_dedupe = run("dedupe", [binary, "dedupe", "book.vcf", "-o", "merged.vcf", "--clusters", "clusters.csv"], env)
        t_push = run("push", [binary, "push", "merged.vcf", url, "--user", "bench", "--state", "book.vcf.sync.json",
                              "--delete-missing", "-q", "--timeout", "900"], env)
        t_again = run("push-2", [binary, "push", "merged.vcf", url, "--user", "bench", "--state", "book.vcf.sync.json",
                                 "--delete-missing", "--timeout", "900"], env)

        # Verdict, from the server's own files.
        merged = contacts_by_uid(binary, "merged.vcf")
        server_now = contacts_by_uid(binary, book_dir)
        clusters = {}
        for line in open("clusters.csv").read().splitlines()[1:]:
            record, cluster = line.rsplit(",", 1)
            clusters.setdefault(cluster, []).append(record)
        touched = {r for members in clusters.values() if len(members) > 1 for r in members}
        same_uids = set(merged) == set(server_now)
        same_contacts = same_uids and all(merged[u] == server_now[u] for u in merged)
        after = {name: open(os.path.join(book_dir, name), "rb").read() for name in os.listdir(book_dir) if name.endswith(".vcf")}
        # dedupe normalizes every contact before merging (phone numbers to E.164, ...): a card
        # is untouched when no merge took it and dedupe gave it back as it read it.
        pulled = contacts_by_uid(binary, "book.vcf")
        untouched = [n for n in before if n[:-4] not in touched and pulled.get(n[:-4]) == merged.get(n[:-4])]
        unchanged_bytes = all(after.get(n) == before[n] for n in untouched)
        print(f"server: {len(after)} cards, merged book {len(merged)} contacts, {len(touched)} records in merged clusters, "
              f"{len(before) - len(touched) - len(untouched)} more changed by dedupe's normalization")
        print(f"same UIDs: {same_uids}; same contacts: {same_contacts}; "
              f"{len(untouched)} untouched cards byte-identical: {unchanged_bytes}")
        print(f"times: pull {t_pull:.2f} s, dedupe {t_dedupe:.2f} s, push {t_push:.2f} s, second push (no-op) {t_again:.2f} s")
        ok = same_uids and same_contacts and unchanged_bytes
        print("ok" if ok else "FAILED")
        return 0 if ok else 1
    finally:
        server.kill()
        server.wait()
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print("kept", work)


if __name__ == "__main__":
    sys.exit(main())
