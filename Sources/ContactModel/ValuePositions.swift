/// Where the values of one contact were read: the line (and, in CSV, the column) of each
/// phone number, e-mail address, postal address and date, in the order of the contact's lists.
///
/// A reader fills it beside the contact it returns (``Contact`` itself, and its `Codable`
/// form, carry no positions); the command-line tool keeps it only while that contact goes
/// through the stages, so that a warning a stage gives about one value
/// (``Diagnostic/valueReference``) names the line of that value, not the line where the
/// card begins. It is one array, reused from contact to contact by the reader that fills it.
public struct ValuePositions: Sendable, Hashable {
    /// Where one value was read.
    public struct Position: Sendable, Hashable {
        /// The 1-based line where the value starts: the first physical line of a folded or
        /// quoted-printable vCard property, the first line of a CSV record.
        public var line: Int
        /// The CSV column the value came from (its header), nil in formats without columns.
        public var column: String?

        /// Creates a position.
        @inlinable public init(line: Int, column: String? = nil) {
            self.line = line
            self.column = column
        }
    }

    /// One value's list and position, in the order the reader appended them.
    @usableFromInline struct Entry: Sendable, Hashable {
        @usableFromInline var list: Contact.ListField
        @usableFromInline var position: Position

        @inlinable init(list: Contact.ListField, position: Position) {
            self.list = list
            self.position = position
        }
    }

    /// The positions of this contact in `entries[..<count]`; the entries past `count` are
    /// an earlier contact's, left to be written over.
    @usableFromInline var entries: [Entry] = []
    /// How many of `entries` are this contact's. Emptying sets it to zero: taking the
    /// entries out one by one cost about 40 instructions a value (a uniqueness check, and the
    /// release of a column that is nil in every vCard), a vCard reader empties it at every card.
    @usableFromInline var count = 0

    /// No positions: every value is placed at the line where its contact starts.
    public init() {}

    /// Whether no position is known.
    public var isEmpty: Bool { count == 0 }

    /// Notes where the next value appended to `list` was read.
    ///
    /// Inlinable, and always inlined: a reader notes every phone number, e-mail and postal
    /// address; called, it cost about 60 instructions a value (the call, and a retain and a
    /// release of the column, nil in every vCard), and the inliner left it called once it
    /// wrote over old entries.
    ///
    /// An old entry written over with no column, neither its own nor the new one (every
    /// vCard value's), has only its list and line set: assigned whole, its column (nil) was
    /// destroyed first, a `swift_bridgeObjectRelease` for every value read after the first
    /// card (about 15 instructions each).
    @inlinable @inline(__always)
    public mutating func append(_ list: Contact.ListField, line: Int, column: String? = nil) {
        if count < entries.count {
            if case .none = column, case .none = entries[count].position.column {
                entries[count].list = list
                entries[count].position.line = line
            } else {
                entries[count] = Entry(list: list, position: Position(line: line, column: column))
            }
        } else {
            entries.append(Entry(list: list, position: Position(line: line, column: column)))
        }
        count += 1
    }

    /// Forgets every position, keeping the storage for the next contact (its entries are
    /// written over by the next ones appended).
    public mutating func removeAll() {
        count = 0
    }

    /// Where value `index` of `list` was read, when it is known.
    public func position(of list: Contact.ListField, at index: Int) -> Position? {
        guard index >= 0 else { return nil }
        var remaining = index
        for entry in entries[..<count] where entry.list == list {
            if remaining == 0 { return entry.position }
            remaining -= 1
        }
        return nil
    }

    /// Where a diagnostic about the contact belongs: the position of the value it is about,
    /// when it names one (``Diagnostic/valueReference``) and it is known.
    public func position(of diagnostic: Diagnostic) -> Position? {
        guard let reference = diagnostic.valueReference else { return nil }
        return position(of: reference.list, at: reference.index)
    }

    /// `diagnostics` about a contact that starts at `contactLine`, each given the line it
    /// belongs to: a diagnostic about one value gets that value's line (and a CSV value's
    /// column, named before its message); every other one, the contact's line.
    public func placing(_ diagnostics: [Diagnostic], contactLine: Int) -> [Diagnostic] {
        var placed = diagnostics
        place(&placed, contactLine: contactLine)
        return placed
    }

    /// ``placing(_:contactLine:)`` in place.
    public func place(_ diagnostics: inout [Diagnostic], contactLine: Int) {
        for index in diagnostics.indices {
            diagnostics[index].line = contactLine
            guard let position = position(of: diagnostics[index]) else { continue }
            diagnostics[index].line = position.line
            if let column = position.column {
                diagnostics[index].property = column
                diagnostics[index].message = ValuePositions.naming(column, before: diagnostics[index].message)
            }
        }
    }

    /// `column 'Mobile Phone': MESSAGE`. A header short enough to be quoted whole (most) is
    /// not cut scalar by scalar: a book with a bad number in every row names thousands.
    static func naming(_ column: String, before message: String) -> String {
        let quoted = column.utf8.count <= Diagnostic.quotedScalarCount ? "'" + column + "'" : Diagnostic.quoted(column)
        var text = "column "
        text.reserveCapacity(text.utf8.count + quoted.utf8.count + 2 + message.utf8.count)
        text += quoted
        text += ": "
        text += message
        return text
    }
}

extension ValuePositions {
    /// Equal when they hold the same positions in the same order (what is left of an
    /// earlier contact past the positions in use does not count).
    public static func == (left: ValuePositions, right: ValuePositions) -> Bool {
        left.entries[..<left.count].elementsEqual(right.entries[..<right.count])
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for entry in entries[..<count] { hasher.combine(entry) }
    }
}
