"""Round s10's classes of hostile input (Benchmarks/hostile/README.md lists them with what
was expected of each before it was run). Imported by run-hostile-inputs.py; each class
writes its inputs into a work folder, runs contactkit, and returns (verdict, details)."""
import csv
import http.server
import io
import json
import os
import re
import shutil
import subprocess
import threading
import time

TERMINAL_FORBIDDEN = re.compile(
    "[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f"
    "\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]")
TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
INVISIBLE = "\u202eevil\u2066x\u2069\u200by\u2060z\ufeffw\ufff9a\ufffb\U000e0041\U000e0042\u061c\u200e"
CONTROLS = "\x1b[2J\x1b]0;title\x07\u009b31m\x7fz\x0b\x0c"
EVIL = "\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Mallory\r\n"


class Runner:
    """Runs contactkit under GNU time and keeps what it printed."""

    def __init__(self, contactkit, workdir, timeout):
        self.contactkit = contactkit
        self.workdir = workdir
        self.timeout = timeout
        self.peaks = []

    def path(self, name):
        return os.path.join(self.workdir, name)

    def write(self, name, data):
        path = self.path(name)
        with open(path, "wb") as out:
            out.write(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
        return path

    def run(self, arguments, stdin=None):
        """Returns (exit status, stdout bytes, stderr bytes, seconds, peak MiB); status is
        'timeout' past the time limit, or negative for a signal."""
        measure = self.path("peak")
        wrapper = ["/usr/bin/time", "-f", "%M", "-o", measure] if os.path.exists("/usr/bin/time") else []
        out_path, err_path = self.path("stdout"), self.path("stderr")
        start = time.perf_counter()
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            try:
                status = subprocess.run(wrapper + [self.contactkit] + arguments, stdout=out, stderr=err,
                                        stdin=stdin if stdin is not None else subprocess.DEVNULL,
                                        cwd=self.workdir, timeout=self.timeout).returncode
            except subprocess.TimeoutExpired:
                status = "timeout"
        seconds = time.perf_counter() - start
        peak = float("nan")
        if wrapper and os.path.exists(measure):
            with open(measure) as report:
                words = report.read().split()
            # GNU time writes "Command terminated by signal N" before the figure.
            if words and words[-1].isdigit():
                peak = int(words[-1]) / 1024
            if "signal" in words:
                status = -int(words[words.index("signal") + 1])
            os.remove(measure)
        self.peaks.append(peak)
        with open(out_path, "rb") as out, open(err_path, "rb") as err:
            return status, out.read(), err.read(), seconds, peak


def terminal_problems(data):
    text = data.decode("utf-8", "replace")
    found = sorted({f"U+{ord(c):04X}" for c in TERMINAL_FORBIDDEN.findall(text)})
    return found


def codes_in(err):
    return sorted(set(code.decode() for code in re.findall(rb"\[([a-z0-9-]+)\]", err)))


def ok_status(status, allowed=(0, 1)):
    return status in allowed


def vcard(*lines, version="3.0"):
    return "BEGIN:VCARD\r\nVERSION:" + version + "\r\n" + "".join(line + "\r\n" for line in lines) + "END:VCARD\r\n"


def unfolded_lines(data):
    text = data.decode("utf-8", "replace").replace("\r\n ", "").replace("\r\n\t", "")
    return text.split("\r\n")


def card_count(data):
    return sum(1 for line in unfolded_lines(data) if line.upper() == "BEGIN:VCARD")


# --- 1, 2, 23: names full of invisible and control characters on every terminal output

def names_on_terminal(runner, payload, label):
    name = f"Ann{payload}Lee"
    book = "".join(vcard(f"FN:{name}", f"N:Lee{payload};Ann;;;", f"ORG:Org{payload}",
                         f"EMAIL:ann{payload}@example.com", f"NOTE:note{payload}", f"TEL:+1 555 0100",
                         f"X-BAD-{index}{payload}") for index in range(2))
    path = runner.write(f"{label}.vcf", book)
    problems = []
    for arguments in (["list", path], ["show", path], ["validate", path], ["dedupe", path, "--explain", "--dry-run"],
                      ["list", path, "--search", "ann"], ["format", "name", path]):
        status, out, err, _, _ = runner.run(arguments)
        bad = terminal_problems(out) + terminal_problems(err)
        if bad or not ok_status(status):
            problems.append(f"{arguments[0]}{' --explain' if '--explain' in arguments else ''}: {status} {' '.join(bad)}")
    status, out, err, _, _ = runner.run(["convert", path, "--to", "vcard:4.0"])
    kept = out.decode("utf-8", "replace").count(payload.replace("\x0b", "").replace("\x0c", "")[:4])
    if card_count(out) != 2:
        problems.append(f"convert: {card_count(out)} cards")
    return problems, f"vCard output keeps the payload {kept} times"


def class_invisible_names(runner, big):
    problems, detail = names_on_terminal(runner, INVISIBLE, "invisible")
    return problems, detail


def class_c1_names(runner, big):
    return names_on_terminal(runner, CONTROLS + "\x00", "controls")


# --- 3: lone surrogates in JSON

def class_json_lone_surrogate(runner, big):
    lines = ['{"givenName":"A\\ud800B"}', '{"givenName":"\\udc00"}', '{"givenName":"\\ud800\\u0041"}',
             '{"givenName":"X\\ud800","familyName":"\\udc00Y"}', '{"givenName":"\\ud83d\\ude00 ok"}',
             '{"givenName":"after"}']
    path = runner.write("surrogates.ndjson", "\n".join(lines) + "\n")
    problems = []
    status, out, err, _, _ = runner.run(["convert", path, "--from", "ndjson", "--to", "vcard"])
    text = out.decode("utf-8", "strict") if _valid_utf8(out) else None
    if text is None:
        problems.append("ndjson: output is not UTF-8")
    if card_count(out) != len(lines):
        problems.append(f"ndjson: {card_count(out)} of {len(lines)} cards")
    if text is not None and "\U0001F600" not in text:
        problems.append("ndjson: the valid pair was not decoded")
    if err.count(b"warning") + err.count(b"error") < 4:
        problems.append(f"ndjson: {err.count(b'warning')} warnings for 4 lone surrogates")
    jcard = json.dumps([["vcard", [["version", {}, "text", "4.0"], ["fn", {}, "text", "PLACEHOLDER"]]]])
    jcards = "[" + ",".join(jcard[1:-1].replace("PLACEHOLDER", value) for value in
                            ("A\\ud800B", "\\udc00", "\\ud83d\\ude00 ok", "after")) + "]"
    path = runner.write("surrogates.jcard", jcards)
    status2, out2, err2, _, _ = runner.run(["convert", path, "--from", "jcard", "--to", "vcard"])
    if not _valid_utf8(out2) or card_count(out2) != 4:
        problems.append(f"jcard: {card_count(out2)} of 4 cards")
    if err2.count(b"warning") + err2.count(b"error") < 2:
        problems.append(f"jcard: {err2.count(b'warning')} warnings for 2 lone surrogates")
    if not ok_status(status) or not ok_status(status2):
        problems.append(f"exit {status}/{status2}")
    return problems, "stderr: " + (err + err2).decode("utf-8", "replace")[:160].replace("\n", " | ")


def _valid_utf8(data):
    try:
        data.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False


# --- 4: invalid and overlong UTF-8 under every label

BAD_BYTES = b"a\xc0\xafb\xe0\x80\xafc\xed\xa0\x80d\xf5\xffe\xe2\x82"


def class_invalid_utf8_labels(runner, big):
    cards = b""
    labels = ["UTF-8", "ISO-8859-1", "Shift_JIS", "Windows-1252", "X-UNHEARD-OF", None]
    for label in labels:
        parameter = f";CHARSET={label}" if label else ""
        cards += (b"BEGIN:VCARD\r\nVERSION:2.1\r\nN:Byte;Test\r\nNOTE" + parameter.encode() + b":" + BAD_BYTES
                  + b"\r\nEND:VCARD\r\n")
    path = runner.write("bytes.vcf", cards)
    problems = []
    for target in ("vcard:4.0", "csv", "ndjson"):
        status, out, err, _, _ = runner.run(["convert", path, "--to", target])
        if not _valid_utf8(out):
            problems.append(f"vcf->{target}: output not UTF-8")
        if b"a/b" in out or b"b/c" in out:
            problems.append(f"vcf->{target}: overlong slash decoded")
        if not ok_status(status):
            problems.append(f"vcf->{target}: exit {status}")
    status, out, err, _, _ = runner.run(["validate", path])
    codes = sorted(set(re.findall(rb"\[([a-z0-9-]+)\]", err)))
    csv_path = runner.write("bytes.csv", b"First Name,Note\r\nAda," + BAD_BYTES + b"\r\n")
    ndjson_path = runner.write("bytes.ndjson", b'{"givenName":"' + BAD_BYTES + b'"}\n{"givenName":"after"}\n')
    for source, extra in ((csv_path, []), (ndjson_path, ["--from", "ndjson"])):
        status, out, err, _, _ = runner.run(["convert", source, "--to", "vcard"] + extra)
        if not _valid_utf8(out) or b"a/b" in out:
            problems.append(f"{os.path.basename(source)}: output not UTF-8 or slash decoded")
        if not ok_status(status):
            problems.append(f"{os.path.basename(source)}: exit {status}")
        if source == ndjson_path and card_count(out) < 1:
            problems.append("ndjson: the line after the bad bytes was lost")
    return problems, "codes: " + ", ".join(c.decode() for c in codes)


# --- 5: formula injection in every CSV layout we write

FORMULAS = ["=HYPERLINK(\"http://x.example/\",\"y\")", "+cmd|' /C calc'!A0", "-2+3+cmd|x", "@SUM(A1:A9)",
            "\tTab=1", "\rCR=1", "'=quoted"]


def _unguarded_cells(data):
    text = data.decode("utf-8", "replace")
    bad = []
    for row in csv.reader(io.StringIO(text, newline="")):
        for cell in row:
            if cell and cell[0] in TRIGGERS and not re.fullmatch(r"[0-9 +\-().:/]*[0-9][0-9 +\-().:/]*", cell):
                bad.append(cell[:30])
    return bad


def class_csv_formula_layouts(runner, big):
    # NDJSON input: a vCard value cannot hold a raw CR (it ends the line).
    lines = ""
    for index, formula in enumerate(FORMULAS):
        lines += json.dumps({
            "formattedName": formula, "givenName": formula, "familyName": formula, "organizationName": formula,
            "jobTitle": formula, "note": formula, "nickname": formula,
            "emailAddresses": [{"label": formula, "value": formula.strip() + "@example.com"}],
            "phoneNumbers": [{"label": formula, "value": f"+1 555 010{index}"}],
            "urlAddresses": [{"value": formula}],
            "postalAddresses": [{"label": formula, "value": {"street": formula, "city": formula}}],
            "extensions": [{"name": f"X-CUSTOM-{index}", "parameters": [], "value": formula}]}) + "\n"
    path = runner.write("formulas.ndjson", lines)
    problems, details = [], []
    for layout in ("csv", "csv:google", "csv:outlook", "csv:thunderbird"):
        status, out, err, _, _ = runner.run(["convert", path, "--from", "ndjson", "--to", layout, "--quiet"])
        bad = _unguarded_cells(out)
        if bad or not ok_status(status) or not out:
            problems.append(f"{layout}: {len(bad)} unguarded ({bad[:3]}) exit {status}")
        back_path = runner.write("formulas-out.csv", out)
        status, back, err, _, _ = runner.run(["convert", back_path, "--from", layout, "--to", "ndjson", "--quiet"])
        notes = [json.loads(line).get("note", "") for line in back.decode().splitlines() if line.strip()]
        lost = [formula for formula in FORMULAS if formula not in notes]
        if lost:
            problems.append(f"{layout}: round trip changed notes {[l[:12] for l in lost]}")
        details.append(f"{layout} {len(out)} bytes")
    return problems, "; ".join(details)


# --- 6: the --clusters CSV

def class_clusters_csv_formula(runner, big):
    cards = "".join(vcard(f"FN:Person {index}", f"UID:{formula}") for index, formula in enumerate(FORMULAS))
    cards += vcard("FN:Twin", "EMAIL:twin@example.com", "UID:=1+1") + vcard("FN:Twin", "EMAIL:twin@example.com",
                                                                           "UID:@twin")
    path = runner.write("uids.vcf", cards)
    clusters = runner.path("clusters.csv")
    status, out, err, _, _ = runner.run(["dedupe", path, "--clusters", clusters, "-o", runner.path("d.vcf"), "-q"])
    with open(clusters, "rb") as data:
        written = data.read()
    bad = _unguarded_cells(written)
    return ([f"{len(bad)} unguarded cells: {bad[:4]}"] if bad else []) + (
        [] if ok_status(status) else [f"exit {status}"]), f"{len(written.splitlines())} lines"


# --- 7: parameter values with structure in them

def class_param_value_structure(runner, big):
    bad_value = EVIL + "a\"b:c;d,e"
    jcard = json.dumps([["vcard", [["version", {}, "text", "4.0"], ["fn", {}, "text", f"P{index}"],
                                   ["tel", {"type": ["home", bad_value], "x-p": bad_value}, "uri", "tel:+15550100"],
                                   ["note", {"language": bad_value, "altid": bad_value, "pref": bad_value},
                                    "text", "n"]]]
                        for index in range(3)])
    ndjson = "".join(json.dumps({"givenName": f"P{index}", "phoneNumbers": [
        {"value": "555-0100", "label": bad_value, "parameters": [{"name": "X-P", "values": [bad_value, "ok"]}]}],
        "extensions": [{"name": "X-E", "parameters": [{"name": "TYPE", "values": [bad_value]}],
                        "value": bad_value}]}) + "\n" for index in range(3))
    v4 = "".join(vcard(f"FN:Q{index}", "TEL;X-P=\"a^nb^'c:d;e\";TYPE=\"x,y\":+15550100",
                       "NOTE;LANGUAGE=\"en^n\":x", version="4.0") for index in range(3))
    problems = []
    for name, text, source in (("p.jcard", jcard, "jcard"), ("p.ndjson", ndjson, "ndjson"), ("p.vcf", v4, "vcard")):
        path = runner.write(name, text)
        for target in ("vcard:3.0", "vcard:4.0", "vcard:2.1"):
            status, out, err, _, _ = runner.run(["convert", path, "--from", source, "--to", target, "-q"])
            lines = unfolded_lines(out)
            if card_count(out) != 3 or any(line.upper().startswith("FN:MALLORY") for line in lines) \
                    or not ok_status(status):
                problems.append(f"{source}->{target}: {card_count(out)} cards, exit {status}")
            # jCard/NDJSON output must hold the same number of contacts too
        status, out, err, _, _ = runner.run(["convert", path, "--from", source, "--to", "ndjson", "-q"])
        if len([line for line in out.splitlines() if line.strip()]) != 3:
            problems.append(f"{source}->ndjson: not 3 lines")
    return problems, ""


# --- 8: odd property names and groups in vCard input

NAME_PATTERN = re.compile(r"^(?:[A-Za-z0-9_/-]+\.)?[A-Za-z0-9_/-]+$")


def class_vcard_odd_names(runner, big):
    card = ("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Odd Names\r\nX-ÄÖ:umlaut\r\nX-A=B:equals\r\nX-\"Q\":quote\r\n"
            "X A:space\r\na.b.c.TEL:+15550100\r\ngrpé.NOTE:group\r\nX-OK:kept\r\n"
            "X-\u202eRTL:bidi\r\nX-\x1b[31m:esc\r\nEND:VCARD\r\n")
    path = runner.write("odd.vcf", card)
    problems, codes = [], set()
    for target in ("vcard:3.0", "vcard:4.0", "vcard:2.1"):
        status, out, err, _, _ = runner.run(["convert", path, "--to", target])
        codes |= set(re.findall(rb"\[([a-z0-9-]+)\]", err))
        for line in unfolded_lines(out):
            if not line:
                continue
            name = re.split(r"[;:]", line, maxsplit=1)[0]
            if not NAME_PATTERN.match(name):
                problems.append(f"{target}: wrote name {name!r}")
        if b"kept" not in out or card_count(out) != 1:
            problems.append(f"{target}: lost the card or X-OK")
        bad = terminal_problems(err)
        if bad:
            problems.append(f"{target}: stderr {bad}")
    return problems, "codes: " + ", ".join(sorted(c.decode() for c in codes))


# --- 9, 10, 11: many TYPE values, a million TEL lines, ten million empty lines (two sizes)

def scaled_pair(runner, name, writer, base, arguments, check, flat):
    """Runs `arguments` (INPUT replaced) at two sizes; returns problems and figures."""
    figures, problems = [], []
    for factor in (1, 2):
        path = runner.path(name)
        with open(path, "wb") as out:
            writer(out, base * factor)
        size = os.path.getsize(path)
        status, out, err, seconds, peak = runner.run([path if a == "INPUT" else a for a in arguments])
        os.remove(path)
        problem = check(status, out, err, base * factor)
        if problem:
            problems.append(f"x{factor}: {problem}")
        figures.append((size, seconds, peak, len(err)))
    ratio = figures[1][1] / figures[0][1] if figures[0][1] > 0 else float("nan")
    if ratio > 2.3 and figures[1][1] > 0.5:
        problems.append(f"time ratio {ratio:.2f}")
    if flat and figures[1][2] > 1.25 * figures[0][2] + 8:
        problems.append(f"memory grows {figures[0][2]:.0f} -> {figures[1][2]:.0f} MiB")
    detail = ", ".join(f"{size / 1e6:.0f} MB {seconds:.2f}s {peak:.0f} MiB stderr {err}B"
                       for size, seconds, peak, err in figures) + f", ratio {ratio:.2f}"
    return problems, detail


def validate_summary(err):
    match = re.search(rb"(\d+) contacts?, (\d+) warnings?, (\d+) errors?", err)
    return tuple(int(g) for g in match.groups()) if match else None


def short_stderr_check(contacts=None):
    """A check for scaled_pair: exit 0 or 1, `contacts` read (when given), stderr under 20 KB."""
    def check(status, out, err, count):
        summary = validate_summary(err)
        if not ok_status(status) or (contacts is not None and (summary is None or summary[0] != contacts)):
            return f"exit {status}, summary {summary}"
        if len(err) > 20_000:
            return f"stderr {len(err)} bytes"
        return None
    return check


def class_many_type_values(runner, big):
    base = 1_000_000 if big else 250_000

    def write(out, count):
        out.write(b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Types\r\nTEL;TYPE=" + b"home," * count + b"cell:+15550100\r\n")
        out.write(b"TEL" + b";HOME" * count + b":+15550101\r\nEND:VCARD\r\n")

    return scaled_pair(runner, "types.vcf", write, base, ["validate", "INPUT"], short_stderr_check(), flat=False)


def class_million_tel(runner, big):
    base = 1_000_000 if big else 250_000

    def write(out, count):
        out.write(b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Phones\r\n")
        out.write(b"TEL;TYPE=CELL:+1 555 0100\r\n" * count)
        out.write(b"END:VCARD\r\n" + vcard("FN:After").encode())

    return scaled_pair(runner, "tel.vcf", write, base, ["validate", "INPUT"], short_stderr_check(2), flat=True)


def class_empty_lines(runner, big):
    base = 10_000_000 if big else 2_500_000

    def write(out, count):
        out.write(b"\n\r\n\r" * (count // 3) + vcard("FN:After Blank Lines").encode())

    def check(status, out, err, count):
        summary = validate_summary(err)
        if status != 0 or summary is None or summary[0] != 1:
            return f"exit {status}, summary {summary}"
        return None

    return scaled_pair(runner, "blank.vcf", write, base, ["validate", "INPUT"], check, flat=True)


# --- 12, 13: repeated warnings are counted, not printed one by one

STDERR_BOUND = 300_000


def class_begin_without_end(runner, big):
    base = 200_000 if big else 50_000

    def write(out, count):
        out.write(b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No End\r\n" * count)

    def check(status, out, err, count):
        summary = validate_summary(err)
        if status != 0 or summary is None or summary[0] != count:
            return f"exit {status}, summary {summary}"
        if len(err) > STDERR_BOUND:
            return f"stderr {len(err):,} bytes ({err.count(b'[missing-end]'):,} missing-end lines)"
        return None

    return scaled_pair(runner, "noend.vcf", write, base, ["validate", "INPUT"], check, flat=True)


def class_repeated_warnings(runner, big):
    base = 200_000 if big else 50_000

    def write_vcf(out, count):
        out.write(vcard("FN:Card", "this is not a property").encode() * count)

    def write_csv(out, count):
        out.write(b"First Name,Last Name,Email\r\n" + b"Ann\r\n" * count)

    def check(status, out, err, count):
        summary = validate_summary(err)
        if status != 0 or summary is None or summary[0] != count or summary[1] < count:
            return f"exit {status}, summary {summary}"
        if len(err) > STDERR_BOUND:
            return f"stderr {len(err):,} bytes"
        return None

    problems, detail = scaled_pair(runner, "repeat.vcf", write_vcf, base, ["validate", "INPUT"], check, flat=True)
    more, detail2 = scaled_pair(runner, "repeat.csv", write_csv, base, ["validate", "INPUT"], check, flat=True)
    return [f"vcf {p}" for p in problems] + [f"csv {p}" for p in more], f"vcf: {detail}; csv: {detail2}"


# --- 14: line-end mixes

def class_line_end_mixes(runner, big):
    lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:Fold Test", "NOTE:a long note that is folded",
             " across two lines", "TEL;TYPE=CELL:+1 555 0100", "END:VCARD",
             "BEGIN:VCARD", "VERSION:2.1", "N:Müller;Jürgen", "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:J=C3=BC=",
             "rgen soft", "END:VCARD"]
    outputs, problems = {}, []
    for name, ends in (("crlf", ["\r\n"]), ("lf", ["\n"]), ("cr", ["\r"]), ("lfcr", ["\n\r"]),
                       ("mixed", ["\r\n", "\n", "\r"])):
        text = "".join(line + ends[index % len(ends)] for index, line in enumerate(lines))
        path = runner.write(f"ends-{name}.vcf", text)
        status, out, err, _, _ = runner.run(["convert", path, "--to", "vcard:4.0"])
        outputs[name] = (out, err)
        if not ok_status(status, (0,)) or card_count(out) != 2:
            problems.append(f"{name}: exit {status}, {card_count(out)} cards")
    reference = outputs["crlf"][0]
    known = []
    for name, (out, err) in outputs.items():
        if out != reference:
            diff = [line for line in unfolded_lines(out) if line not in unfolded_lines(reference)]
            # LF CR is no exporter's line end: it reads as LF then CR, a blank line between, and a
            # blank line ends a folded value (documented); the fold that follows is reported.
            if name == "lfcr" and b"[malformed-line]" in err:
                known.append(f"lfcr: folds after a blank line reported as malformed-line ({len(diff)} lines differ)")
            else:
                problems.append(f"{name} differs: {diff[:3]}")
    return problems, "; ".join(known)


# --- 15: NUL bytes everywhere

def class_nul_bytes(runner, big):
    vcf = runner.write("nul.vcf", b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Nul\x00Name\r\nNOTE:a\x00b\r\nX-N\x00UL:v\r\n"
                                  b"END:VCARD\r\n" + vcard("FN:After").encode())
    csvf = runner.write("nul.csv", b"First Name,Note\r\nNul\x00Name,a\x00b\r\nAfter,x\r\n")
    ndj = runner.write("nul.ndjson", b'{"givenName":"Nul\x00Name"}\n{"givenName":"Esc\\u0000aped"}\n'
                                     b'{"givenName":"After"}\n')
    problems, codes = [], set()
    for path, extra in ((vcf, []), (csvf, []), (ndj, ["--from", "ndjson"])):
        for command in (["list"], ["show"], ["validate"], ["convert", "--to", "vcard"], ["convert", "--to", "csv"],
                        ["convert", "--to", "ndjson"], ["convert", "--to", "jcard"]):
            status, out, err, _, _ = runner.run(command[:1] + [path] + command[1:] + extra)
            codes |= set(re.findall(rb"\[([a-z0-9-]+)\]", err))
            terminal = command[0] in ("list", "show", "validate")
            bad = terminal_problems(out if terminal else b"") + terminal_problems(err)
            if not ok_status(status) or bad:
                problems.append(f"{os.path.basename(path)} {' '.join(command)}: exit {status} {bad}")
            if command[0] == "convert" and b"After" not in out:
                problems.append(f"{os.path.basename(path)} {' '.join(command)}: lost the contact after")
            if command == ["convert", "--to", "ndjson"] and not all(_is_json(l) for l in out.splitlines() if l):
                problems.append(f"{os.path.basename(path)} -> ndjson: invalid JSON written")
    return problems, "codes: " + ", ".join(sorted(c.decode() for c in codes))


def _is_json(line):
    try:
        json.loads(line)
        return True
    except ValueError:
        return False


# --- 16: a CSV header of 100,000 columns

def class_csv_100k_columns(runner, big):
    columns = 100_000
    header = ",".join(f"c{index}" for index in range(columns))
    path = runner.write("wide.csv", "First Name," + header + "\r\n" + ("Ann," + "v," * columns + "\r\n") * 10)
    status, out, err, seconds, peak = runner.run(["validate", path])
    problems = []
    if status not in (0, 1) or len(err) > 20_000 or b"limit-exceeded" not in err:
        problems.append(f"exit {status}, stderr {len(err)} bytes")
    return problems, f"{os.path.getsize(path) / 1e6:.1f} MB {seconds:.2f}s {peak:.0f} MiB; " \
        + err.decode("utf-8", "replace")[:150].replace("\n", " | ")


# --- 17: deep JSON

def class_deep_json(runner, big):
    depth = 1_000_000
    problems, details = [], []
    jc = runner.write("deep.jcard", "[" * depth + "]" * depth)
    nd = runner.write("deep.ndjson", '{"a":' * depth + "1" + "}" * depth + "\n" + '{"givenName":"After"}\n'
                      + '{"givenName":"Deep","note":' + "[" * 100_000 + "]" * 100_000 + "}\n")
    jc2 = runner.write("deep2.jcard", '[["vcard",[["version",{},"text","4.0"],["fn",{},"text",'
                       + "[" * 100_000 + "]" * 100_000 + ']]],["vcard",[["version",{},"text","4.0"],'
                       '["fn",{},"text","After"]]]]')
    for path, source, want_after in ((jc, "jcard", False), (nd, "ndjson", True), (jc2, "jcard", None)):
        status, out, err, seconds, peak = runner.run(["convert", path, "--from", source, "--to", "vcard"])
        if status not in (0, 1) or len(err) > 20_000:
            problems.append(f"{os.path.basename(path)}: exit {status}, stderr {len(err)}")
        if want_after and b"After" not in out:
            problems.append(f"{os.path.basename(path)}: the contact after was lost")
        details.append(f"{os.path.basename(path)} exit {status} {peak:.0f} MiB {seconds:.2f}s")
    return problems, "; ".join(details)


# --- 18: huge and broken base64

def class_base64_huge(runner, big):
    size = 120_000_000 if big else 48_000_000
    problems, details = [], []
    def write_photo(name, version, property_start):
        with open(runner.path(name), "wb") as out:
            out.write(b"BEGIN:VCARD\r\nVERSION:" + version.encode() + b"\r\nFN:Photo\r\n" + property_start)
            chunk = b"QUFB" * (1 << 18)
            for _ in range(size // len(chunk)):
                out.write(chunk)
            out.write(b"\r\nEND:VCARD\r\n" + vcard("FN:After", version=version).encode())
        return runner.path(name)

    path = write_photo("photo.vcf", "3.0", b"PHOTO;ENCODING=b;TYPE=JPEG:")
    data_uri = write_photo("photo4.vcf", "4.0", b"PHOTO:data:image/jpeg;base64,")
    garbage = runner.write("garbage.vcf", vcard("FN:G1", "PHOTO;ENCODING=b;TYPE=JPEG:!!!!$$$$") +
                           vcard("FN:G2", "PHOTO;ENCODING=b;TYPE=JPEG:====") +
                           vcard("FN:G3", "PHOTO;ENCODING=b;TYPE=JPEG:" + " ".join("QUFB")) +
                           vcard("FN:G4", "PHOTO:data:image/png;base64,@@@@", version="4.0"))
    for source in (path, data_uri):
        status, out, err, seconds, peak = runner.run(["convert", source, "--to", "vcard", "-o", runner.path("o.vcf")])
        if status not in (0, 1) or b"limit-exceeded" not in err or peak > 700:
            problems.append(f"{os.path.basename(source)}: exit {status}, {peak:.0f} MiB, {err[:120]!r}")
        with open(runner.path("o.vcf"), "rb") as written:
            if b"FN:After" not in written.read():
                problems.append(f"{os.path.basename(source)}: the card after was lost")
        details.append(f"{os.path.basename(source)} {size / 1e6:.0f} MB: {seconds:.2f}s {peak:.0f} MiB")
        os.remove(source)
    status, out, err, _, _ = runner.run(["convert", garbage, "--to", "vcard:4.0"])
    codes = sorted(set(c.decode() for c in re.findall(rb"\[([a-z0-9-]+)\]", err)))
    if card_count(out) != 4 or b"!!!!" not in out or b"@@@@" not in out:
        problems.append(f"garbage: {card_count(out)} cards; kept !!!!: {b'!!!!' in out}, @@@@: {b'@@@@' in out}")
    details.append("garbage codes " + ",".join(codes))
    return problems, "; ".join(details)


# --- 19: quoted-printable soft breaks at the end of the file

def class_qp_soft_break_eof(runner, big):
    head = b"BEGIN:VCARD\r\nVERSION:2.1\r\nFN:QP\r\nNOTE;ENCODING=QUOTED-PRINTABLE:abc"
    cases = {"eq-eof": head + b"=", "eq-crlf-eof": head + b"=\r\n", "eq-eq": head + b"==\r\n=",
             "million": head + b"=\r\nab" * 1_000_000 + b"\r\nEND:VCARD\r\n"}
    problems, details = [], []
    for name, data in cases.items():
        path = runner.write(f"qp-{name}.vcf", data)
        status, out, err, seconds, peak = runner.run(["convert", path, "--to", "vcard:4.0"])
        if status not in (0, 1) or card_count(out) != 1 or b"NOTE" not in out:
            problems.append(f"{name}: exit {status}, {card_count(out)} cards")
        details.append(f"{name} {seconds:.2f}s " + ",".join(codes_in(err)))
    return problems, "; ".join(details)


# --- 20: AGENT nesting

def class_agent_nesting(runner, big):
    depth = 100_000
    inline = b"BEGIN:VCARD\r\nVERSION:2.1\r\nN:Agent;Deep\r\nAGENT:\r\n" * depth + b"END:VCARD\r\n" * depth
    escaped = "FN:Inner"
    for level in range(12):
        escaped = "FN:Level" + str(level) + "\\nAGENT:BEGIN:VCARD\\nVERSION:3.0\\n" + escaped.replace("\\", "\\\\") \
            + "\\nEND:VCARD"
    problems, details = [], []
    for name, data in (("inline", inline + vcard("FN:After").encode()),
                       ("escaped", ("BEGIN:VCARD\r\nVERSION:3.0\r\nAGENT:BEGIN:VCARD\\nVERSION:3.0\\n" + escaped
                                    + "\\nEND:VCARD\r\nEND:VCARD\r\n" + vcard("FN:After")).encode())):
        path = runner.write(f"agent-{name}.vcf", data)
        status, out, err, seconds, peak = runner.run(["convert", path, "--to", "vcard:3.0"])
        if status not in (0, 1) or b"FN:After" not in out or len(err) > STDERR_BOUND:
            problems.append(f"{name}: exit {status}, after kept {b'FN:After' in out}, stderr {len(err)}")
        details.append(f"{name} {seconds:.2f}s {peak:.0f} MiB {len(err)} B stderr")
    return problems, "; ".join(details)


# --- 21: hostile paths and --split names

def class_hostile_paths(runner, big):
    problems = []
    name = "in\x1b[31mred\n\u202egnp.vcf"
    path = runner.write(name, vcard("FN:Path", "no colon here"))
    status, out, err, _, _ = runner.run(["validate", path])
    bad = terminal_problems(err)
    if bad or status != 0:
        problems.append(f"validate: exit {status} {bad}")
    status, out, err, _, _ = runner.run(["validate", runner.path("missing\x1b]0;x\x07.vcf")])
    if terminal_problems(err) or status != 66:
        problems.append(f"missing file: exit {status} {terminal_problems(err)}")
    names = ["../../escape", ".", "..", "/", "/etc/passwd", "CON", "nul.txt", "\x1b[2Jesc", "Nul\x00Byte",
             "x" * 10_000, "Jane Doe", "jane doe", "JANE DOE", "\u202eevil", "a/b\\c", " ", "~", "-rf"]
    book = "".join(vcard("FN:" + n.replace("\\", "\\\\")) for n in names)
    source = runner.write("split.vcf", book)
    out_dir = runner.path("splitdir")
    shutil.rmtree(out_dir, ignore_errors=True)
    status, out, err, _, _ = runner.run(["convert", source, "--split", "--output-dir", out_dir])
    files = []
    for folder, _, entries in os.walk(out_dir):
        files += [os.path.join(folder, entry) for entry in entries]
    outside = [f for f in files if not os.path.realpath(f).startswith(os.path.realpath(out_dir) + os.sep)]
    long = [f for f in files if len(os.path.basename(f).encode()) > 255]
    nested = [f for f in files if os.path.dirname(f) != out_dir]
    if len(files) != len(names) or outside or long or nested or status != 0 or terminal_problems(err):
        problems.append(f"split: {len(files)} of {len(names)} files, outside {outside[:2]}, nested {nested[:2]}")
    if os.path.exists(runner.path("escape.vcf")) or os.path.exists(os.path.join(os.path.dirname(runner.workdir),
                                                                                 "escape.vcf")):
        problems.append("split: wrote outside the folder")
    return problems, f"{len(files)} files"


# --- 22: dedupe on one giant cluster

def class_dedupe_one_cluster(runner, big):
    base = 50_000 if big else 10_000
    problems, details = [], []

    def identical(out, count):
        out.write(vcard("FN:Same Person", "N:Person;Same;;;", "TEL:+1 555 0100",
                        "EMAIL:same@example.com").encode() * count)

    def shared_phone(out, count):
        for index in range(count):
            out.write(vcard(f"FN:Given{index} Family{index * 7919 % count}", "TEL:+1 555 0100").encode())

    def check(status, out, err, count):
        return None if status == 0 else f"exit {status} {err[:200]!r}"

    for name, writer in (("identical", identical), ("one-phone", shared_phone)):
        p, d = scaled_pair(runner, f"dedupe-{name}.vcf", writer, base,
                           ["dedupe", "INPUT", "-o", runner.path("deduped.vcf"), "--clusters",
                            runner.path("c.csv")], check, flat=False)
        problems += [f"{name}: {x}" for x in p]
        details.append(f"{name}: {d}")
    return problems, "; ".join(details)


# --- 24: the review page

def class_review_html(runner, big):
    hostile = ["</script><script>alert(1)</script>", "<!--", "\u2028x\u2029", "]]>", "<img src=x onerror=alert(2)>",
               "</SCRIPT >", "<\\/script>", "${alert(3)}", "{{7*7}}"]
    book = ""
    for index, name in enumerate(hostile):
        for _ in range(2):
            book += vcard(f"FN:{name}", f"EMAIL:same{index}@example.com", f"NOTE:{name}", f"ORG:{name}")
    path = runner.write("review.vcf", book)
    page = runner.path("review.html")
    clean = runner.write("clean.vcf", vcard("FN:Ann", "EMAIL:a@example.com") * 2)
    clean_page = runner.path("clean.html")
    status, out, err, _, _ = runner.run(["dedupe", path, "--review", page, "-q"])
    runner.run(["dedupe", clean, "--review", clean_page, "-q"])
    problems = []
    with open(page, encoding="utf-8") as html, open(clean_page, encoding="utf-8") as reference:
        text, ref = html.read(), reference.read()
    for tag in ("<script", "</script", "<img", "<!--"):
        if text.lower().count(tag) != ref.lower().count(tag):
            problems.append(f"{tag}: {text.lower().count(tag)} vs {ref.lower().count(tag)} in a clean page")
    if "\u2028" in text or "\u2029" in text:
        problems.append("raw U+2028/U+2029 in the page")
    if status != 0:
        problems.append(f"exit {status}")
    return problems, f"{len(text):,} characters"


# --- 25: CardDAV XML from a hostile server

LAUGHS = ('<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">'
          + "".join(f'<!ENTITY {chr(98 + i)} "' + f"&{chr(97 + i)};" * 10 + '">' for i in range(9))
          + ']>\n<d:multistatus xmlns:d="DAV:"><d:response><d:href>&j;</d:href></d:response></d:multistatus>')
XXE = ('<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
       '<d:multistatus xmlns:d="DAV:"><d:response><d:href>/&x;/</d:href><d:propstat><d:prop>'
       '<d:current-user-principal><d:href>/&x;/</d:href></d:current-user-principal></d:prop>'
       '<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>')
DEEP_XML = '<?xml version="1.0"?>\n<d:multistatus xmlns:d="DAV:">' + "<d:x>" * 100_000 + "</d:x>" * 100_000 \
    + "</d:multistatus>"
HUGE_HREF = '<?xml version="1.0"?>\n<d:multistatus xmlns:d="DAV:"><d:response><d:href>/' + "h" * 50_000_000 \
    + '</d:href></d:response></d:multistatus>'


def class_carddav_xml(runner, big):
    problems, details = [], []
    for name, body in (("laughs", LAUGHS), ("xxe", XXE), ("deep", DEEP_XML), ("huge-href", HUGE_HREF),
                       ("huge-href-unannounced", HUGE_HREF)):
        payload = body.encode()
        announced = name != "huge-href-unannounced"  # else no Content-Length: the body ends when the server closes

        class Handler(http.server.BaseHTTPRequestHandler):
            def answer(self):
                length = int(self.headers.get("Content-Length") or 0)
                if length:
                    self.rfile.read(length)
                self.send_response(207)
                self.send_header("Content-Type", "application/xml; charset=utf-8")
                if announced:
                    self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                try:
                    for start in range(0, len(payload), 1 << 16):
                        self.wfile.write(payload[start:start + (1 << 16)])
                except OSError:
                    pass  # the client stopped reading: what its limit is for

            do_PROPFIND = do_REPORT = do_GET = answer

            def log_message(self, *args):
                pass

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        env_before = os.environ.get("CONTACTKIT_PASSWORD")
        os.environ["CONTACTKIT_PASSWORD"] = "not-a-secret"
        try:
            status, out, err, seconds, peak = runner.run(["pull", url, "--user", "u", "-o", runner.path("pulled.vcf"),
                                                          "--timeout", "20"])
        finally:
            if env_before is None:
                del os.environ["CONTACTKIT_PASSWORD"]
            else:
                os.environ["CONTACTKIT_PASSWORD"] = env_before
            server.shutdown()
            server.server_close()
        leaked = b"root:" in out or b"root:" in err
        if os.path.exists(runner.path("pulled.vcf")):
            with open(runner.path("pulled.vcf"), "rb") as pulled:
                leaked = leaked or b"root:" in pulled.read()
            os.remove(runner.path("pulled.vcf"))
        if status == "timeout" or (isinstance(status, int) and not 0 < status < 126) or leaked or len(err) > 20_000 \
                or peak > 1000:
            problems.append(f"{name}: exit {status}, leaked {leaked}, stderr {len(err)}, {peak:.0f} MiB")
        # Round s10b: an answer over the client's limit (32 MiB for a listing) is refused or cut
        # off as it arrives, never held whole.
        if name.startswith("huge-href") and (b"[response-too-large]" not in err or peak > 100):
            problems.append(f"{name}: not refused as response-too-large, or {peak:.0f} MiB (over 100)")
        details.append(f"{name} exit {status} {seconds:.1f}s {peak:.0f} MiB: "
                       + err.decode("utf-8", "replace")[:80].replace("\n", " "))
    return problems, "; ".join(details)


# --- 26: jCard values of the wrong shape

def class_jcard_wrong_shapes(runner, big):
    deep = "[" * 1_000 + '"x"' + "]" * 1_000
    cards = ['[["version",{},"text","4.0"],["fn",{},"text",{"a":1}],["tel",{},"text",["x",["y"]]]]',
             '[["version",{},"text","4.0"],["fn",{},"text","Deep"],["n",{},"text",' + deep + ']]',
             '[["version",{},"text","4.0"],["fn",{},"text","Num"],["x-num",{},"integer",' + "9" * 1_000_000 + "]]",
             '[["version",{},"text","4.0"],["fn",{},"text","Param"],["tel",{"type":{"a":[1,2]}},"text","1"]]',
             '[["version",{},"text","4.0"],["fn",7,"text","Seven"],[1,2,3,4]]',
             '[["version",{},"text","4.0"],["fn",{},"text","After"]]']
    path = runner.write("shapes.jcard", "[" + ",".join('["vcard",' + card + "]" for card in cards) + "]")
    status, out, err, seconds, peak = runner.run(["convert", path, "--from", "jcard", "--to", "vcard"])
    problems = []
    if not ok_status(status) or b"FN:After" not in out or len(err) > 20_000:
        problems.append(f"exit {status}, After kept {b'FN:After' in out}, stderr {len(err)}")
    codes = sorted(set(c.decode() for c in re.findall(rb"\[([a-z0-9-]+)\]", err)))
    return problems, f"{card_count(out)} cards, codes {','.join(codes)}, {peak:.0f} MiB"


# --- 27: one grapheme cluster of millions of combining marks (round s10b)

def class_combining_pile(runner, big):
    base = 2_000_000 if big else 1_000_000

    def write(out, count):
        pile = "A" + "\u0301" * count
        out.write(vcard(f"FN:{pile}", f"N:{pile};Zo\u00eb;;;", "TEL:+1 555 0100").encode())
        out.write(vcard("FN:After Pile", "N:Pile;After;;;").encode())

    def check(status, out, err, count):
        bad = terminal_problems(out) + terminal_problems(err)
        if status != 0 or bad or b"After" not in out:
            return f"exit {status}, terminal {' '.join(bad)}, After shown {b'After' in out}"
        if len(out) > 20_000:
            return f"{len(out)} bytes of output (the pile printed whole)"
        return None

    problems, details = [], []
    for command in ("list", "show"):
        found, detail = scaled_pair(runner, "pile.vcf", write, base, [command, "INPUT"], check, flat=False)
        problems += [f"{command}: {p}" for p in found]
        details.append(f"{command} {detail}")
    return problems, "; ".join(details)


CLASSES = [
    ("invisible-names", class_invisible_names), ("c1-names", class_c1_names),
    ("json-lone-surrogate", class_json_lone_surrogate), ("invalid-utf8-labels", class_invalid_utf8_labels),
    ("csv-formula-layouts", class_csv_formula_layouts), ("clusters-csv-formula", class_clusters_csv_formula),
    ("param-value-structure", class_param_value_structure), ("vcard-odd-names", class_vcard_odd_names),
    ("many-type-values", class_many_type_values), ("million-tel", class_million_tel),
    ("empty-lines", class_empty_lines), ("begin-without-end", class_begin_without_end),
    ("repeated-warnings", class_repeated_warnings), ("line-end-mixes", class_line_end_mixes),
    ("nul-bytes", class_nul_bytes), ("csv-100k-columns", class_csv_100k_columns), ("deep-json", class_deep_json),
    ("base64-huge", class_base64_huge), ("qp-soft-break-eof", class_qp_soft_break_eof),
    ("agent-nesting", class_agent_nesting), ("hostile-paths", class_hostile_paths),
    ("dedupe-one-cluster", class_dedupe_one_cluster), ("review-html", class_review_html),
    ("carddav-xml", class_carddav_xml), ("jcard-wrong-shapes", class_jcard_wrong_shapes),
    ("combining-pile", class_combining_pile),
]


def main_classes(contactkit, big, only, workdir, timeout=300):
    """Runs every class (or those in `only`); prints one row each; returns the failures."""
    failures = 0
    contactkit = os.path.abspath(contactkit)
    print(f"\n{'class':<22}{'peak MiB':>9}{'seconds':>9}  verdict / details")
    for name, function in CLASSES:
        if only and name not in only and "classes" not in only:
            continue
        folder = os.path.join(workdir, name)
        os.makedirs(folder, exist_ok=True)
        runner = Runner(contactkit, folder, timeout)
        start = time.perf_counter()
        try:
            problems, detail = function(runner, big)
        except Exception as error:  # a crash of the script itself is a failure of the case
            problems, detail = [f"script error: {error!r}"], ""
        elapsed = time.perf_counter() - start
        shutil.rmtree(folder, ignore_errors=True)
        peak = max((p for p in runner.peaks if p == p), default=float("nan"))
        verdict = "ok" if not problems else "FAILED: " + " | ".join(problems)
        failures += bool(problems)
        print(f"{name:<22}{peak:>9.0f}{elapsed:>9.1f}  {verdict}" + (f"\n{'':<40}{detail}" if detail else ""),
              flush=True)
    return failures
