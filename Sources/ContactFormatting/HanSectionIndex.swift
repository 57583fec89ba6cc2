/// The section a locale's contact list files a Han character under, by the locale's CLDR
/// collation: the total stroke count in Traditional Chinese and Cantonese (`張` → `11劃`),
/// the Hangul initial of the reading in Korean (`李` → `ㄹ`), `#` for the characters the
/// collation gives no place among the labels.
///
/// The facts are generated from CLDR's data as ICU ships it
/// (`HanSections+Generated.swift`, `Scripts/collation/generate.py`); decoded once per
/// language on first use.
struct HanSectionIndex: Sendable {
    /// The labels in collation order; label 0 is `#`.
    let labels: [String]
    /// The first code point of each run, ascending.
    private let runStarts: [UInt32]
    /// The label index of each run.
    private let runLabels: [UInt8]

    /// The index for a language key (`zh-Hant`, `yue`, `ko`); nil for languages whose Han
    /// sections come from elsewhere (pinyin in Simplified Chinese) or are all `#`.
    static func forLanguage(_ key: String) -> HanSectionIndex? {
        decoded[generatedAliases[key] ?? key]
    }

    /// Every generated table, decoded.
    private static let decoded: [String: HanSectionIndex] = generatedTables.mapValues {
        HanSectionIndex(labels: $0.labels, otherwise: $0.otherwise, blocks: $0.blocks)
    }

    private init(labels: [String], otherwise: Int, blocks: [(first: UInt32, runs: String)]) {
        self.labels = labels
        var starts: [UInt32] = [0]
        var values: [UInt8] = [UInt8(otherwise)]
        for block in blocks {
            var next = block.first
            for token in block.runs.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                let parts = token.split(separator: "*")
                guard let label = UInt8(parts[0]) else { continue }
                let count = parts.count > 1 ? UInt32(parts[1]) ?? 1 : 1
                if values.last != label {
                    starts.append(next)
                    values.append(label)
                }
                next += count
            }
            if values.last != UInt8(otherwise) {
                starts.append(next)
                values.append(UInt8(otherwise))
            }
        }
        runStarts = starts
        runLabels = values
    }

    /// The section label of a Han code point (`#` when the collation gives it none).
    func label(for scalar: Unicode.Scalar) -> String {
        var low = 0
        var high = runStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runStarts[middle] <= scalar.value { low = middle } else { high = middle - 1 }
        }
        return labels[Int(runLabels[low])]
    }

    /// Where a label goes among the sections: its position in the collation.
    func rank(of label: String) -> Int? {
        labels.firstIndex(of: label)
    }
}
