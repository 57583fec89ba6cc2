#!/usr/bin/env python3
"""Full pull and push speed against real CardDAV servers, beside a single curl REPORT and vdirsyncer.

    python3 Benchmarks/carddav/server-speed.py --cards 10000 --changed 1000 [--servers radicale,xandikos]
                                               [--binary .build/release/contactkit] [--jobs 1,4,8]

For each server (started on 127.0.0.1 with a fresh book of synthetic cards placed in its storage):
1. pull: the whole book read by one curl `addressbook-query` REPORT (twice: the first warms
   the server's cache) and by one curl `sync-collection` REPORT from the empty token, the
   report a first pull sends (twice: Radicale writes a history entry per card the first time,
   so the first is the server's one-time cost and the second what it costs from then on);
   then `contactkit pull` of the whole book into a file, again with nothing changed, and
   `vdirsyncer sync` into an empty vdir (when vdirsyncer is installed: `pip install vdirsyncer`);
2. push: `--changed` cards edited in the pulled file (a NOTE added), pushed by `contactkit push`
   with each `--jobs` value in turn (fresh edits each time), and the same number edited in
   vdirsyncer's vdir and sent by `vdirsyncer sync`, and the same number PUT one after another
   by a bare loop on one kept-alive connection: the server's own rate, the floor for any client.
Prints one line per step (wall seconds, cards/s, CPU seconds of the client with its children:
the client's own cost beside the server's) and the machine's load. Needs radicale and/or
xandikos (apt-get install radicale xandikos).
"""
import argparse
import base64
import http.client
import os
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time

USER, PASSWORD = "bench", "benchpass"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def card(index):
    return (f"BEGIN:VCARD\r\nVERSION:3.0\r\nUID:bench-{index:06d}\r\nFN:Person {index} Example\r\n"
            f"N:Example;Person {index};;;\r\nTEL;TYPE=CELL:+1 555 {index % 10000:04d}\r\n"
            f"EMAIL;TYPE=INTERNET:person{index}@example.com\r\n"
            f"ADR;TYPE=HOME:;;{index} Example Street;Springfield;IL;62701;USA\r\n"
            f"ORG:Example Corp {index % 97}\r\nNOTE:Synthetic card {index} for the CardDAV benchmark\r\nEND:VCARD\r\n")


def wait_for(port, process, name):
    for _ in range(600):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            if process.poll() is not None:
                sys.exit(f"{name} did not start")
            time.sleep(0.05)
    sys.exit(f"{name} did not start")


def start_radicale(work, cards):
    storage = os.path.join(work, "storage")
    book = os.path.join(storage, "collection-root", USER, "contacts")
    os.makedirs(book)
    with open(os.path.join(book, ".Radicale.props"), "w") as f:
        f.write('{"tag": "VADDRESSBOOK", "D:displayname": "Contacts"}')
    for index, text in enumerate(cards):
        with open(os.path.join(book, f"c{index:06d}.vcf"), "w", newline="") as f:
            f.write(text)
    with open(os.path.join(work, "users"), "w") as f:
        f.write(f"{USER}:{PASSWORD}\n")
    port = free_port()
    with open(os.path.join(work, "config"), "w") as f:
        f.write(f"[server]\nhosts = 127.0.0.1:{port}\n[auth]\ntype = htpasswd\nhtpasswd_filename = {work}/users\n"
                f"htpasswd_encryption = plain\n[storage]\nfilesystem_folder = {storage}\n[logging]\nlevel = warning\n")
    process = subprocess.Popen(["radicale", "--config", os.path.join(work, "config")], stdout=subprocess.DEVNULL,
                               stderr=open(os.path.join(work, "server.log"), "w"))
    wait_for(port, process, "radicale")
    return process, f"http://127.0.0.1:{port}/", f"http://127.0.0.1:{port}/{USER}/contacts/"


def start_xandikos(work, cards):
    data = os.path.join(work, "data")
    port = free_port()
    process = subprocess.Popen(["xandikos", "-d", data, "--autocreate", "-l", "127.0.0.1", "-p", str(port)],
                               stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "server.log"), "w"))
    wait_for(port, process, "xandikos")
    book_url = f"http://127.0.0.1:{port}/user/contacts/bench/"
    mkcol = ('<?xml version="1.0" encoding="utf-8"?><D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav">'
             '<D:set><D:prop><D:resourcetype><D:collection/><C:addressbook/></D:resourcetype>'
             '<D:displayname>Contacts</D:displayname></D:prop></D:set></D:mkcol>')
    subprocess.run(["curl", "-sf", "-X", "MKCOL", "-H", "Content-Type: application/xml", "--data", mkcol, book_url], check=True)
    book = os.path.join(data, "user", "contacts", "bench")
    for index, text in enumerate(cards):
        with open(os.path.join(book, f"c{index:06d}.vcf"), "w", newline="") as f:
            f.write(text)
    git = ["git", "-C", book, "-c", "user.name=bench", "-c", "user.email=bench@example.com"]
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "cards"], check=True)
    return process, f"http://127.0.0.1:{port}/", book_url


def timed(label, command, count, env, cwd):
    """Runs `command`; prints its wall seconds, rate and CPU seconds (user + system, its own
    children included: contactkit's CardDAV helper, curl), and returns the wall seconds."""
    start = time.monotonic()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True)
    seconds = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    last = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""
    print(f"  {label:38s} {seconds:8.2f} s  {count / seconds:7.0f} cards/s  cpu {cpu:6.2f} s   {last[:90]}",
          flush=True)
    if done.returncode != 0:
        print(f"  ! {label} exited {done.returncode}: {done.stderr[-800:]}")
    return seconds


def bare_puts(book_url, cards, count):
    """PUTs the first `count` cards, each with an edit, one after another on one kept-alive
    connection, and prints the wall seconds and rate: what the server takes for the edits
    with next to no client, the floor for any client's push."""
    host, _, path = book_url.removeprefix("http://").partition("/")
    connection = http.client.HTTPConnection(host, timeout=900)
    auth = "Basic " + base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()
    start = time.monotonic()
    for index in range(count):
        body = cards[index].replace("END:VCARD", "X-BENCH-EDIT:bare\r\nEND:VCARD", 1).encode()
        connection.request("PUT", f"/{path}c{index:06d}.vcf", body=body,
                           headers={"Authorization": auth, "Content-Type": "text/vcard; charset=utf-8"})
        response = connection.getresponse()
        response.read()
        if response.status >= 300:
            print(f"  ! bare PUT {index} answered {response.status}")
            break
    seconds = time.monotonic() - start
    connection.close()
    label = f"bare PUT loop, one connection ({count})"
    print(f"  {label:38s} {seconds:8.2f} s  {count / seconds:7.0f} cards/s  (the server's own rate)", flush=True)


def edit_cards(text, count, round_number):
    """Adds a NOTE line to the first `count` cards of a vCard file's text."""
    out, edited = [], 0
    for line in text.split("\r\n"):
        if line == "END:VCARD" and edited < count:
            out.append(f"X-BENCH-EDIT:round {round_number}")
            edited += 1
        out.append(line)
    return "\r\n".join(out)


def vdirsyncer_config(work, book_url):
    config = os.path.join(work, "vdirsyncer.conf")
    with open(config, "w") as f:
        f.write(f'[general]\nstatus_path = "{work}/vds-status/"\n\n'
                f'[pair book]\na = "local"\nb = "remote"\ncollections = null\nconflict_resolution = "a wins"\n\n'
                f'[storage local]\ntype = "filesystem"\npath = "{work}/vds-local/"\nfileext = ".vcf"\n\n'
                f'[storage remote]\ntype = "carddav"\nurl = "{book_url}"\nusername = "{USER}"\npassword = "{PASSWORD}"\n')
    os.makedirs(os.path.join(work, "vds-local"), exist_ok=True)
    return config


def bench(kind, args, binary):
    work = tempfile.mkdtemp(prefix=f"contactkit-speed-{kind}-")
    cards = [card(i) for i in range(args.cards)]
    start = start_radicale if kind == "radicale" else start_xandikos
    process, root, book_url = start(work, cards)
    env = dict(os.environ, CONTACTKIT_PASSWORD=PASSWORD, HOME=work)
    print(f"{kind}: {args.cards} cards at {book_url}; load {os.getloadavg()[0]:.1f}", flush=True)
    try:
        query = ('<?xml version="1.0" encoding="utf-8"?><C:addressbook-query xmlns:D="DAV:" '
                 'xmlns:C="urn:ietf:params:xml:ns:carddav"><D:prop><D:getetag/><C:address-data/></D:prop>'
                 '<C:filter/></C:addressbook-query>')
        # Warm the server (Radicale parses every card into its cache on the first request).
        timed("curl REPORT (first, warms cache)", ["curl", "-sf", "-u", f"{USER}:{PASSWORD}", "-X", "REPORT", "-H", "Depth: 1",
               "-H", "Content-Type: application/xml", "--data", query, "-o", "curl.xml", book_url], args.cards, env, work)
        timed("curl REPORT addressbook-query", ["curl", "-sf", "-u", f"{USER}:{PASSWORD}", "-X", "REPORT", "-H", "Depth: 1",
               "-H", "Content-Type: application/xml", "--data", query, "-o", "curl.xml", book_url], args.cards, env, work)
        # The report a first pull sends: Radicale writes a history entry per card the first
        # time a sync-collection asks for the book, so the first one is the server's real cost.
        sync = ('<?xml version="1.0" encoding="utf-8"?><D:sync-collection xmlns:D="DAV:" '
                'xmlns:C="urn:ietf:params:xml:ns:carddav"><D:sync-token/><D:sync-level>1</D:sync-level>'
                '<D:prop><D:getetag/><C:address-data/></D:prop></D:sync-collection>')
        for which in ("first", "again"):
            timed(f"curl REPORT sync-collection ({which})", ["curl", "-sf", "-u", f"{USER}:{PASSWORD}", "-X", "REPORT",
                   "-H", "Depth: 0", "-H", "Content-Type: application/xml", "--data", sync, "-o", "curl.xml", book_url],
                  args.cards, env, work)
        timed("contactkit pull (from bare host)", [binary, "pull", root, "--user", USER, "-o", "book.vcf", "--timeout", "900"],
              args.cards, env, work)
        timed("contactkit pull (again, no change)", [binary, "pull", root, "--user", USER, "-o", "book.vcf", "--timeout", "900"],
              args.cards, env, work)
        vds = shutil.which("vdirsyncer")
        if vds:
            config = vdirsyncer_config(work, book_url)
            subprocess.run([vds, "-c", config, "discover", "book"], env=env, cwd=work, capture_output=True, input="y\n", text=True)
            timed("vdirsyncer sync (first)", [vds, "-c", config, "sync"], args.cards, env, work)
        for round_number, jobs in enumerate(args.jobs, start=1):
            text = open(os.path.join(work, "book.vcf"), newline="").read()
            with open(os.path.join(work, "book.vcf"), "w", newline="") as f:
                f.write(edit_cards(text, args.changed, round_number))
            timed(f"contactkit push --jobs {jobs} ({args.changed} edits)",
                  [binary, "push", "book.vcf", root, "--user", USER, "--jobs", str(jobs), "--timeout", "900"],
                  args.changed, env, work)
        bare_puts(book_url, cards, args.changed)
        if vds:
            local = os.path.join(work, "vds-local")
            subprocess.run([vds, "-c", config, "sync"], env=env, cwd=work, capture_output=True)  # bring in our pushes
            names = sorted(n for n in os.listdir(local) if n.endswith(".vcf"))[:args.changed]
            for name in names:
                path = os.path.join(local, name)
                text = open(path, newline="").read()
                with open(path, "w", newline="") as f:
                    f.write(text.replace("END:VCARD", "X-BENCH-EDIT:vdirsyncer\r\nEND:VCARD", 1))
            timed(f"vdirsyncer sync ({len(names)} edits)", [vds, "-c", config, "sync"], len(names), env, work)
    finally:
        process.kill()
        process.wait()
        if args.keep:
            print("  kept", work)
        else:
            shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cards", type=int, default=10000)
    parser.add_argument("--changed", type=int, default=1000)
    parser.add_argument("--servers", default="radicale,xandikos")
    parser.add_argument("--jobs", default="1,4,8")
    parser.add_argument("--binary", default=".build/release/contactkit")
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    args.jobs = [int(j) for j in args.jobs.split(",")]
    binary = os.path.abspath(args.binary)
    for kind in args.servers.split(","):
        if not shutil.which(kind):
            print(f"{kind}: not installed, skipped")
            continue
        bench(kind, args, binary)


if __name__ == "__main__":
    main()
