/// Compiles the regular-expression subset used by libphonenumber metadata into a
/// `DigitPattern` program.
///
/// Supported syntax: digits, `\d`, classes with ranges (`[2-9]`, `[013-5]`, `[^0]`),
/// `(...)` capturing and `(?:...)` non-capturing groups, `|`, the quantifiers `?`, `*`,
/// `+`, `{n}`, `{n,}` and `{n,m}` (greedy), and `$`. Anything else is a programming error
/// in the generated metadata and stops the program.
struct DigitPatternCompiler {
    /// A parsed pattern, before code generation.
    private indirect enum Node {
        case digits(mask: Int32)
        case endAnchor
        case sequence([Node])
        case alternation([Node])
        case group(Node, captureIndex: Int?)
        case repetition(Node, minimum: Int, maximum: Int?)
    }

    private let scalars: [UInt8]
    private var index = 0
    private var groupCount = 0
    private var program: [DigitPattern.Instruction] = []

    init(source: String) {
        scalars = Array(source.utf8)
    }

    /// Parses and compiles the whole pattern.
    mutating func compile() -> (program: [DigitPattern.Instruction], groupCount: Int) {
        let tree = parseAlternation()
        precondition(index == scalars.count, "unexpected ')' in pattern \(describe())")
        emit(tree)
        program.append(.init(operation: .match, first: 0, second: 0))
        return (program, groupCount)
    }

    private func describe() -> String {
        String(decoding: scalars, as: UTF8.self)
    }

    // MARK: Parsing

    private var current: UInt8? { index < scalars.count ? scalars[index] : nil }

    private mutating func parseAlternation() -> Node {
        var branches = [parseSequence()]
        while current == UInt8(ascii: "|") {
            index += 1
            branches.append(parseSequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseSequence() -> Node {
        var items: [Node] = []
        while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
            let atom = parseAtom()
            items.append(parseQuantifiers(on: atom))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func parseAtom() -> Node {
        let byte = scalars[index]
        index += 1
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .digits(mask: 1 << Int32(byte - UInt8(ascii: "0")))
        case UInt8(ascii: "\\"):
            precondition(current == UInt8(ascii: "d"), "unsupported escape in \(describe())")
            index += 1
            return .digits(mask: 0x3FF)
        case UInt8(ascii: "["):
            return .digits(mask: parseClass())
        case UInt8(ascii: "("):
            var captureIndex: Int?
            if current == UInt8(ascii: "?") {
                precondition(index + 1 < scalars.count && scalars[index + 1] == UInt8(ascii: ":"),
                             "unsupported group in \(describe())")
                index += 2
            } else {
                groupCount += 1
                captureIndex = groupCount
            }
            let inner = parseAlternation()
            precondition(current == UInt8(ascii: ")"), "missing ')' in \(describe())")
            index += 1
            return .group(inner, captureIndex: captureIndex)
        case UInt8(ascii: "$"):
            return .endAnchor
        case UInt8(ascii: "."):
            return .digits(mask: 0x3FF)
        default:
            preconditionFailure("unsupported character '\(Unicode.Scalar(byte))' in \(describe())")
        }
    }

    private mutating func parseClass() -> Int32 {
        var mask: Int32 = 0
        var negated = false
        if current == UInt8(ascii: "^") {
            negated = true
            index += 1
        }
        while let byte = current, byte != UInt8(ascii: "]") {
            index += 1
            var low: Int32
            if byte == UInt8(ascii: "\\") {
                precondition(current == UInt8(ascii: "d"), "unsupported escape in \(describe())")
                index += 1
                mask |= 0x3FF
                continue
            }
            low = Int32(byte) - 48
            var high = low
            if current == UInt8(ascii: "-"), index + 1 < scalars.count,
               scalars[index + 1] != UInt8(ascii: "]") {
                high = Int32(scalars[index + 1]) - 48
                index += 2
            }
            precondition(low >= 0 && high <= 9 && low <= high, "bad class in \(describe())")
            for digit in low...high { mask |= 1 << digit }
        }
        precondition(current == UInt8(ascii: "]"), "missing ']' in \(describe())")
        index += 1
        return negated ? (~mask & 0x3FF) : mask
    }

    private mutating func parseQuantifiers(on atom: Node) -> Node {
        var node = atom
        while let byte = current {
            switch byte {
            case UInt8(ascii: "?"): node = .repetition(node, minimum: 0, maximum: 1)
            case UInt8(ascii: "*"): node = .repetition(node, minimum: 0, maximum: nil)
            case UInt8(ascii: "+"): node = .repetition(node, minimum: 1, maximum: nil)
            case UInt8(ascii: "{"):
                index += 1
                let minimum = parseNumber()
                var maximum: Int? = minimum
                if current == UInt8(ascii: ",") {
                    index += 1
                    maximum = current == UInt8(ascii: "}") ? nil : parseNumber()
                }
                precondition(current == UInt8(ascii: "}"), "bad quantifier in \(describe())")
                node = .repetition(node, minimum: minimum, maximum: maximum)
            default:
                return node
            }
            index += 1
        }
        return node
    }

    private mutating func parseNumber() -> Int {
        var value = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
        }
        return value
    }

    // MARK: Code generation

    private var here: Int32 { Int32(program.count) }

    private mutating func append(_ operation: DigitPattern.Instruction.Operation,
                                 _ first: Int32 = 0, _ second: Int32 = 0) -> Int {
        program.append(.init(operation: operation, first: first, second: second))
        return program.count - 1
    }

    private mutating func emit(_ node: Node) {
        switch node {
        case .digits(let mask):
            _ = append(.digitSet, mask)
        case .endAnchor:
            _ = append(.assertEnd)
        case .sequence(let items):
            for item in items { emit(item) }
        case .alternation(let branches):
            var jumpsToEnd: [Int] = []
            for (position, branch) in branches.enumerated() {
                if position == branches.count - 1 {
                    emit(branch)
                } else {
                    let split = append(.split, here + 1)
                    emit(branch)
                    jumpsToEnd.append(append(.jump))
                    program[split].second = here
                }
            }
            for jump in jumpsToEnd { program[jump].first = here }
        case .group(let inner, let captureIndex):
            if let captureIndex { _ = append(.save, Int32(2 * captureIndex)) }
            emit(inner)
            if let captureIndex { _ = append(.save, Int32(2 * captureIndex + 1)) }
        case .repetition(let inner, let minimum, let maximum):
            for _ in 0..<minimum { emit(inner) }
            if let maximum {
                var splits: [Int] = []
                for _ in minimum..<max(minimum, maximum) {
                    splits.append(append(.split, here + 1))
                    emit(inner)
                }
                for split in splits { program[split].second = here }
            } else {
                let loop = append(.split, here + 1)
                emit(inner)
                _ = append(.jump, Int32(loop))
                program[loop].second = here
            }
        }
    }
}
