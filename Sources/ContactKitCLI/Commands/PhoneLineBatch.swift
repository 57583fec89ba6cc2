import ContactFormats
import ContactModel
import ContactPipeline
import PhoneNumbers

/// Lines of `contactkit phones` read but not yet worked out: numbers are parsed, validated
/// and formatted on several threads a batch at a time, and the output and warnings come
/// back in input order, exactly as one thread gives them.
struct PhoneLineBatch {
    /// What is done to each line; shared by the threads (it holds no mutable state).
    struct Work: Sendable {
        let parser: PhoneNumberParser
        let policy: PhoneVerdict.Policy
        let format: PhoneNumberFormat
        let isReport: Bool
        /// With `--quiet`, warnings are only counted: their messages are not built.
        let quiet: Bool
        /// The longest line the reader keeps, for the warning about a longer one.
        let maximumLineLength: Int
    }

    /// What a run of lines became: the output bytes, and each warning with its line (with
    /// `--quiet`, only how many of each code: nothing is printed, the run only counts them).
    struct Part {
        var bytes: [UInt8] = []
        var warnings: [(line: Int, diagnostic: Diagnostic)] = []
        /// With `--quiet`: the warnings' codes and how many of each, in first-seen order.
        var warningCounts: [(code: Diagnostic.Code, count: Int)] = []

        /// Records a warning of `code` without its message or line (`--quiet`).
        mutating func count(_ code: Diagnostic.Code) {
            for index in warningCounts.indices where warningCounts[index].code == code {
                warningCounts[index].count += 1
                return
            }
            warningCounts.append((code, 1))
        }

        /// The warnings `count` recorded, one diagnostic per code standing for all of them.
        var countedWarnings: [Diagnostic] {
            warningCounts.map { code, count in
                var warning = Diagnostic.warning(code, "")
                warning.count = count
                return warning
            }
        }
    }

    /// Lines handed to the threads at once.
    static let capacity = 16_384
    /// The fewest lines worth a thread of their own.
    static let minimumPart = 1_024

    /// One input line: its number in the input and where its bytes are in `bytes`; nil
    /// for a line too long to read. The text is decoded by the thread that works the line
    /// out, so that the reading thread only copies bytes. (A struct, not a tuple: an array
    /// of tuples is emptied through the runtime's generic value witnesses, which cost more
    /// per line than the rest of the bookkeeping.)
    struct Line {
        let number: Int
        let bytes: Range<Int>?
    }

    /// The lines read and not yet worked out.
    private(set) var lines: [Line] = []
    /// The bytes of those lines, one after another.
    private(set) var bytes: [UInt8] = []

    var isFull: Bool { lines.count >= Self.capacity }
    var isEmpty: Bool { lines.isEmpty }

    /// Adds a line (its bytes without the line end), or nil for a line too long to read.
    mutating func append(line number: Int, _ line: ArraySlice<UInt8>?) {
        if lines.isEmpty { lines.reserveCapacity(Self.capacity) }
        guard let line else {
            lines.append(Line(number: number, bytes: nil))
            return
        }
        let start = bytes.count
        bytes.append(contentsOf: line)
        lines.append(Line(number: number, bytes: start..<bytes.count))
    }

    /// Works out every line on up to `threads` threads; the parts in input order. Empties
    /// the batch.
    mutating func run(_ work: Work, threads: Int) -> [Part] {
        let bytes = self.bytes
        let parts = lines.withUnsafeBufferPointer { lines in
            bytes.withUnsafeBufferPointer { buffer in
                ParallelChunks.map(count: lines.count, minimumChunk: Self.minimumPart, threads: threads) { range in
                    var part = Part()
                    part.bytes.reserveCapacity(range.count * 16)
                    for index in range {
                        let line = lines[index]
                        if let range = line.bytes,
                           work.processASCII(UnsafeBufferPointer(rebasing: buffer[range]), line: line.number, into: &part) {
                            continue
                        }
                        let text = line.bytes.map { Charset.decodeUTF8(bytes[$0]).text }
                        work.process(text, line: line.number, into: &part)
                    }
                    return part
                }
            }
        }
        lines.removeAll(keepingCapacity: true)
        self.bytes.removeAll(keepingCapacity: true)
        return parts
    }
}

extension PhoneLineBatch.Work {
    /// One input line in, one output line out (with its line end), and its warning.
    func process(_ text: String?, line: Int, into part: inout PhoneLineBatch.Part) {
        guard let text else {
            if quiet {
                part.count(.limitExceeded)
            } else {
                part.warnings.append((line, .warning(
                    .limitExceeded, "line longer than \(maximumLineLength) bytes; an empty line is written for it")))
            }
            if isReport { part.bytes.append(contentsOf: "\t\t\t\t\t".utf8) }
            part.bytes.append(10)
            return
        }
        record(PhoneVerdict(text, parser: parser, policy: policy), line: line, text: { text }, into: &part)
    }

    /// `process` for a line of ASCII bytes, without making a string of it unless a warning
    /// or the report quotes it (nearly every line); false, with nothing done, for a line
    /// that is not all ASCII.
    func processASCII(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, into part: inout PhoneLineBatch.Part) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        record(
            PhoneVerdict(ascii: bytes, parser: parser, policy: policy), line: line,
            text: { String(decoding: bytes, as: UTF8.self) }, into: &part)
        return true
    }

    /// Writes the line for `verdict` and records its warning; `text` is the input line.
    private func record(
        _ verdict: PhoneVerdict, line: Int, text: () -> String, into part: inout PhoneLineBatch.Part
    ) {
        if let code = verdict.warningCode {
            if quiet {
                part.count(code)
            } else {
                part.warnings.append((line, verdict.warning(for: text())!))
            }
        }
        if isReport {
            part.bytes.append(contentsOf: verdict.reportLine(for: PhonesCommand.tabSafe(text()), format: format).utf8)
        } else if let number = verdict.written {
            if format == .e164 {
                Self.appendE164(number, to: &part.bytes)
            } else {
                part.bytes.append(contentsOf: number.formattedKeepingExtension(format).utf8)
            }
        }
        part.bytes.append(10)
    }
}

extension PhoneLineBatch.Work {
    /// `formattedKeepingExtension(.e164)`, written straight into the output bytes (the
    /// string it would build costs more than the rest of the output).
    static func appendE164(_ number: PhoneNumber, to bytes: inout [UInt8]) {
        if number.countryCode < 0 {
            bytes.append(contentsOf: number.formattedKeepingExtension(.e164).utf8)
            return
        }
        bytes.append(UInt8(ascii: "+"))
        var code = number.countryCode
        var divisor = 1
        while divisor <= code / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(code / divisor))
            code %= divisor
            divisor /= 10
        }
        if number.nationalNumber.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: number.nationalNumber.utf8)
        }
        if let `extension` = number.extension, !`extension`.isEmpty {
            bytes.append(contentsOf: " ext. ".utf8)
            bytes.append(contentsOf: `extension`.utf8)
        }
    }
}
