/// A property's `TYPE` values. Nearly every one exporters write is one of the common
/// spellings of ``VCardTypeSpellings``: those are kept as one-byte codes in ``typeCodes``,
/// with no string and no array for them, and the builder reads their words from a table.
/// A property with a type that is not one of them (or more than eight) keeps all its types
/// as strings, in order, in its box of rare parameters (``RareParameters/types``).
///
/// Either way ``types`` gives the types as written, and ``typeCount``, ``type(at:)`` and
/// ``typeWord(at:)`` read them without making an array.
extension VCardProperty {
    /// ``typeCodes`` when the types are strings in the box: no eight codes pack to it, as no
    /// code is 255.
    static let typesSpelledOut: UInt64 = ~0

    /// `TYPE` values as written (nameless 2.1 values included), `PREF` excluded.
    var types: [String] {
        get {
            if typeCodes == VCardProperty.typesSpelledOut { return rare.unsafelyUnwrapped.types }
            var types: [String] = []
            var codes = typeCodes
            while codes != 0 {
                types.append(VCardTypeSpellings.text(ofCode: UInt8(truncatingIfNeeded: codes)))
                codes >>= 8
            }
            return types
        }
        set {
            var codes: UInt64 = 0
            var packs = newValue.count <= 8
            if packs {
                for index in newValue.indices {
                    let code = VCardTypeSpellings.code(of: newValue[index])
                    if code == 0 {
                        packs = false
                        break
                    }
                    codes |= UInt64(code) << UInt64(8 * index)
                }
            }
            if packs {
                if typeCodes == VCardProperty.typesSpelledOut { uniqueRare().types = [] }
                typeCodes = codes
            } else {
                uniqueRare().types = newValue
                typeCodes = VCardProperty.typesSpelledOut
            }
        }
    }

    /// How many types there are.
    @inline(__always)
    var typeCount: Int {
        if typeCodes == VCardProperty.typesSpelledOut { return rare.unsafelyUnwrapped.types.count }
        return (71 - typeCodes.leadingZeroBitCount) >> 3
    }

    /// The type at `index` (below ``typeCount``), as written.
    @inline(__always)
    func type(at index: Int) -> String {
        if typeCodes == VCardProperty.typesSpelledOut { return rare.unsafelyUnwrapped.types[index] }
        return VCardTypeSpellings.text(ofCode: UInt8(truncatingIfNeeded: typeCodes >> UInt64(8 * index)))
    }

    /// ``VCardTypeWords/init(type:)`` of the type at `index` (below ``typeCount``): from a
    /// table for a code, read from the string otherwise.
    @inline(__always)
    func typeWord(at index: Int) -> VCardTypeWords {
        if typeCodes == VCardProperty.typesSpelledOut {
            return VCardTypeWords(type: rare.unsafelyUnwrapped.types[index])
        }
        return VCardTypeSpellings.word(ofCode: UInt8(truncatingIfNeeded: typeCodes >> UInt64(8 * index)))
    }

    /// Adds the type of a ``VCardTypeSpellings`` code (1 and up).
    @inline(__always)
    mutating func appendType(code: UInt8) {
        if typeCodes & 0xFF00_0000_0000_0000 == 0 {
            typeCodes |= UInt64(code) << UInt64((71 - typeCodes.leadingZeroBitCount) & ~7)
        } else {
            appendSpelledOutType(VCardTypeSpellings.text(ofCode: code))
        }
    }

    /// Adds a type as written: as its code when it is a common spelling.
    mutating func appendType(_ text: String) {
        let code = VCardTypeSpellings.code(of: text)
        if code != 0 {
            appendType(code: code)
        } else {
            appendSpelledOutType(text)
        }
    }

    /// Adds a type as a string, moving the types there are to strings first.
    private mutating func appendSpelledOutType(_ text: String) {
        spellOutTypes()
        uniqueRare().types.append(text)
    }

    /// Moves coded types to strings in the box (the form any type may take; tests compare
    /// the two).
    mutating func spellOutTypes() {
        guard typeCodes != VCardProperty.typesSpelledOut else { return }
        var spelled = types
        spelled.reserveCapacity(4)
        uniqueRare().types = spelled
        typeCodes = VCardProperty.typesSpelledOut
    }

    /// Drops the types past the first `count`.
    mutating func removeTypes(from count: Int) {
        if typeCodes == VCardProperty.typesSpelledOut {
            uniqueRare().types.removeSubrange(count...)
        } else if count < 8 {
            typeCodes &= (1 << UInt64(8 * count)) &- 1
        }
    }
}
