#!/usr/bin/env python3
"""Hostile CardDAV servers against the built contactkit, with time and peak memory (issue 28).

Each attack starts a small server on 127.0.0.1 that answers every request its way, runs
`contactkit pull` (or `address-books`) against it under /usr/bin/time, and prints the exit
status, wall time, peak resident memory and the last line of standard error. The attacks:

  gzip-bomb       a 2 GiB answer gzipped to about 2 MB (Content-Encoding: gzip)
  chunked-200mb   a 200 MB chunked multistatus (a comment), default limits
  chunked-stream  the same with --max-response-size 1G: parsed as it arrives
  slowloris       one byte every 0.2 s, --timeout 1
  redirect-body   a 302 whose body never ends (URLSession holds a redirect's body)
  attributes      one element with 200,000 attributes
  photos          a book of 1,000 cards with 100 KB photos (multigets of ~34 MB)

    python3 Benchmarks/hostile/carddav-attacks.py --contactkit .build/release/contactkit [--only NAME]
"""
import argparse
import base64
import os
import random
import socket
import subprocess
import tempfile
import threading
import time
import zlib

BOOK = ('<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><response><href>/book/</href>'
        '<propstat><prop><resourcetype><collection/><C:addressbook/></resourcetype><displayname>Book</displayname>'
        '</prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>').encode()


def head_of(connection):
    data = b""
    while b"\r\n\r\n" not in data:
        piece = connection.recv(65536)
        if not piece:
            return None, b""
        data += piece
    head, _, body = data.partition(b"\r\n\r\n")
    length = [int(l.split(b":")[1]) for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")]
    while length and len(body) < length[0]:
        body += connection.recv(65536)
    return head, body


def send(connection, status, body, headers=b""):
    connection.sendall(b"HTTP/1.1 " + status + b"\r\n" + headers + b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(body) + body)


def chunked(connection, status, pieces, headers=b""):
    connection.sendall(b"HTTP/1.1 " + status + b"\r\n" + headers + b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
    for piece in pieces:
        if piece:
            connection.sendall(b"%x\r\n" % len(piece) + piece + b"\r\n")
    connection.sendall(b"0\r\n\r\n")


def gzip_bomb(connection, head, body):
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    zeros = b"<" + b"a" * (1 << 20)
    chunked(connection, b"207 Multi-Status", (packer.compress(zeros) for _ in range(2048)), b"Content-Encoding: gzip\r\n")


def big_multistatus(connection, head, body):
    def pieces():
        yield b'<multistatus xmlns="DAV:"><!--'
        block = b"p" * 65536
        for _ in range(200 * 16):
            yield block
        yield b"-->" + BOOK[BOOK.index(b"<response>"):]
    chunked(connection, b"207 Multi-Status", pieces())


def slowloris(connection, head, body):
    connection.sendall(b"HTTP/1.1 207 Multi-Status\r\nTransfer-Encoding: chunked\r\n\r\n")
    for _ in range(3000):
        connection.sendall(b"1\r\n \r\n")
        time.sleep(0.2)


def redirect_body(connection, head, body):
    block = b"x" * 65536
    chunked(connection, b"302 Found", (block for _ in range(1 << 20)), b"Location: /book/\r\n")


def attributes(connection, head, body):
    items = b" ".join(b'a%d="1"' % i for i in range(200000))
    send(connection, b"207 Multi-Status", b'<multistatus xmlns="DAV:"><response ' + items + b"/></multistatus>")


def photo_card(index):
    rng = random.Random(index)
    photo = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(100_000))).decode()
    return "BEGIN:VCARD&#13;\nVERSION:3.0&#13;\nUID:p%d&#13;\nFN:Person %d&#13;\nPHOTO;ENCODING=b;TYPE=JPEG:%s&#13;\nEND:VCARD&#13;\n" % (index, index, photo)


PHOTO_CARDS = {}


def photos(connection, head, body):
    if head.startswith(b"REPORT") and b"sync-collection" in body:
        items = "".join('<response><href>/book/p%04d.vcf</href><propstat><prop><getetag>"%d"</getetag></prop><status>HTTP/1.1 200 OK</status></propstat></response>' % (i, i) for i in range(1000))
        send(connection, b"207 Multi-Status", ('<multistatus xmlns="DAV:">' + items + "<sync-token>t1</sync-token></multistatus>").encode())
    elif head.startswith(b"REPORT"):
        hrefs = [h.split(b"</d:href>")[0].decode() for h in body.split(b"<d:href>")[1:]]
        def pieces():
            yield b'<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav">'
            for href in hrefs:
                index = int(href[-8:-4])
                card = PHOTO_CARDS.setdefault(index % 16, photo_card(index % 16))
                yield ('<response><href>%s</href><propstat><prop><getetag>"%d"</getetag><C:address-data>%s</C:address-data></prop><status>HTTP/1.1 200 OK</status></propstat></response>' % (href, index, card)).encode()
            yield b"</multistatus>"
        chunked(connection, b"207 Multi-Status", pieces())
    else:
        send(connection, b"207 Multi-Status", BOOK)


ATTACKS = {
    "gzip-bomb": (gzip_bomb, []),
    "chunked-200mb": (big_multistatus, []),
    "chunked-stream": (big_multistatus, ["--max-response-size", "1G"]),
    "slowloris": (slowloris, ["--timeout", "1"]),
    "redirect-body": (redirect_body, ["--timeout", "30"]),
    "attributes": (attributes, []),
    "photos": (photos, ["--timeout", "120"]),
}


def serve(handler, listener):
    while True:
        try:
            connection, _ = listener.accept()
        except OSError:
            return
        def run(connection=connection):
            try:
                head, body = head_of(connection)
                if head is not None:
                    handler(connection, head, body)
            except OSError:
                pass
            finally:
                connection.close()
        threading.Thread(target=run, daemon=True).start()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", required=True)
    parser.add_argument("--only")
    args = parser.parse_args()
    print(f"load: {os.getloadavg()[0]:.1f}")
    print(f"{'attack':16} {'exit':>4} {'seconds':>8} {'peak MiB':>9}  last line of stderr")
    for name, (handler, options) in ATTACKS.items():
        if args.only and name != args.only:
            continue
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        port = listener.getsockname()[1]
        threading.Thread(target=serve, args=(handler, listener), daemon=True).start()
        with tempfile.TemporaryDirectory() as directory:
            command = ["/usr/bin/time", "-f", "%e %M", args.contactkit, "pull", f"http://127.0.0.1:{port}/book/",
                       "-o", os.path.join(directory, "out.vcf")] + options
            environment = dict(os.environ, CONTACTKIT_PASSWORD="secret", HOME=directory)
            result = subprocess.run(command + ["--user", "alice"], capture_output=True, text=True, env=environment, timeout=600)
        lines = result.stderr.strip().splitlines()
        seconds, kilobytes = lines[-1].split()
        lines = [line for line in lines[:-1] if not line.startswith("Command exited")]
        last = lines[-1] if lines else ""
        print(f"{name:16} {result.returncode:>4} {float(seconds):>8.2f} {int(kilobytes) / 1024:>9.1f}  {last[:110]}")
        listener.close()


if __name__ == "__main__":
    main()
