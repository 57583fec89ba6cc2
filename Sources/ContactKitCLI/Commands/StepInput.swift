import ContactKit

/// The lines a dedupe step reads (NDJSON; see the Deduplication article's "Dedupe steps"):
/// record lines (`{"record":N,"card":{…},…}`) and pair lines (`{"pair":[A,B],…}`), in any
/// order. A line that is neither, or lacks what the step needs, is reported with its line
/// number (`[invalid-step-line]`) and skipped; the rest is read.
struct StepInput {
    /// A record line: the record's number, its contact and what the step needs of the rest.
    struct Record {
        var number: Int
        var contact: Contact
        var frequencies: [String: DedupeSlice.TermFrequency] = [:]
        var cluster: Int?
        var line: Int
    }

    /// A pair line: two record numbers (other members, such as `score-pairs`' score, are
    /// not read: the steps that read pairs score them again).
    struct Pair {
        var first: Int
        var second: Int
        var line: Int
    }

    /// What record lines must carry besides `record` and `card`.
    enum Member: String {
        case frequencies, cluster
    }

    var records: [Record] = []
    var pairs: [Pair] = []
    /// The name the input is reported under.
    let displayName: String

    /// Reads every line of `file`; record lines without one of `required` are reported and
    /// skipped, and so are pair lines when `readsPairs` is false.
    init(_ file: InputFile, required: Set<Member>, readsPairs: Bool, printer: DiagnosticPrinter) throws {
        displayName = file.displayName
        var lines = LineReader(input: UnicodeInput(FileDescriptorInput(fileDescriptor: try file.descriptorForReading())))
        var seen: [Int: Int] = [:]
        while let line = try lines.nextLine() {
            for skipped in lines.skippedLines {
                printer.report(.warning(.limitExceeded, line: skipped, "line too long; skipped"), file: displayName)
            }
            lines.skippedLines.removeAll()
            if line.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) { continue }
            let number = lines.lineNumber
            do {
                try read(line, number: number, required: required, readsPairs: readsPairs, seen: &seen, printer: printer)
            } catch let problem as LineProblem {
                printer.report(.warning(problem.code, line: number, problem.message + "; line skipped"), file: displayName)
            }
        }
        file.close()
    }

    /// Why a line was skipped.
    struct LineProblem: Error {
        var code: Diagnostic.Code = .invalidStepLine
        var message: String
    }

    private mutating func read(
        _ line: ArraySlice<UInt8>, number: Int, required: Set<Member>, readsPairs: Bool, seen: inout [Int: Int], printer: DiagnosticPrinter
    ) throws {
        let object: JSONValue
        do {
            let parsed = try JSONValue.parsedLine(line, line: number)
            for warning in parsed.diagnostics { printer.report(warning, file: displayName) }
            object = parsed.value
        } catch {
            throw LineProblem(message: "not JSON (\(error.message))")
        }
        guard case .object = object else { throw LineProblem(message: "not a JSON object") }
        if let pair = object[member: "pair"] {
            guard readsPairs else { throw LineProblem(message: "this step reads no pair lines") }
            guard case .array(let numbers) = pair, numbers.count == 2, let first = numbers[0].positiveInteger,
                let second = numbers[1].positiveInteger, first != second
            else { throw LineProblem(message: "\"pair\" must be two different record numbers (integers from 1)") }
            pairs.append(Pair(first: first, second: second, line: number))
            return
        }
        guard let recordValue = object[member: "record"] else { throw LineProblem(message: "neither \"record\" nor \"pair\"") }
        guard let record = recordValue.positiveInteger else { throw LineProblem(message: "\"record\" must be an integer from 1") }
        // The same record line again (an engine may send a record with each of its pairs):
        // read once. Another line under the same number is reported.
        if let earlier = seen[record] {
            guard earlier == line.hashValue else {
                throw LineProblem(code: .repeatedRecord, message: "record \(record) was given before with other content")
            }
            return
        }
        guard let card = object[member: "card"] else { throw LineProblem(message: "no \"card\"") }
        let read: ContactSerialization.Item
        do {
            read = try NDJSONReader.item(fromObject: card, line: number)
        } catch {
            throw LineProblem(message: "\"card\" is not a contactkit/1 object: \(error.message)")
        }
        var result = Record(number: record, contact: read.contact, line: number)
        if required.contains(.frequencies) {
            guard case .object(let frequencies) = object[member: "frequencies"] else {
                throw LineProblem(message: "\"frequencies\" must be an object of term: [uses, names]")
            }
            for (term, value) in frequencies {
                guard case .array(let counts) = value, counts.count == 2, let uses = counts[0].positiveInteger,
                    let names = counts[1].positiveInteger
                else {
                    throw LineProblem(message: "frequency of \(Diagnostic.quoted(term)) must be [uses, names], two integers from 1")
                }
                result.frequencies[term] = DedupeSlice.TermFrequency(uses: uses, names: names)
            }
        }
        if required.contains(.cluster) {
            guard let cluster = object[member: "cluster"]?.positiveInteger else {
                throw LineProblem(message: "\"cluster\" must be an integer from 1")
            }
            result.cluster = cluster
        }
        printer.report(read.diagnostics, file: displayName)
        seen[record] = line.hashValue
        records.append(result)
    }
}
