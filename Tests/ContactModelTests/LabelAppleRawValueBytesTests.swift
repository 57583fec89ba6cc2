import ContactModel
import Testing

/// `Label(appleRawValue:)` judges most values on their bytes (custom text not starting with
/// `_`; ASCII without CR): it must give what reading them as characters gives, for text
/// where bytes and characters differ (CRLF, combining marks, prepended marks).
@Suite struct LabelAppleRawValueBytesTests {
    /// Apple's names of the predefined labels, lower-cased.
    static let byName: [String: Label] = {
        var table: [String: Label] = [:]
        for label in Label.predefined {
            let raw = label.appleRawValue
            guard raw.hasPrefix("_$!<"), raw.hasSuffix(">!$_") else { continue }
            table[String(raw.dropFirst(4).dropLast(4)).lowercased()] = label
        }
        return table
    }()

    /// The reading as characters, written out.
    static func byCharacters(_ raw: String) -> Label {
        if raw == "iPhone" { return .iPhone }
        if raw == "iCloud" { return .iCloud }
        if raw.hasPrefix("_$!<"), raw.hasSuffix(">!$_"), raw.count > 8,
            let label = byName[String(raw.dropFirst(4).dropLast(4)).lowercased()]
        {
            return label
        }
        return .custom(raw)
    }

    @Test(arguments: [
        "_$!<Mobile>!$_", "_$!<mobile>!$_", "_$!<HomeFAX>!$_", "_$!<Other>!$_", "_$!<>!$_", "_$!<x>!$_",
        "_$!<Nope>!$_", "_$!<Home>!$_x", "x_$!<Home>!$_", "Lake house", "", "_", "_$!<", "_$!<Home",
        "_$!<\r\n>!$_", "_$!<Home>!$\r\n_", "_\u{301}$!<Home>!$_", "_$!<Home>!$_\u{301}",
        "_$!<Home\u{600}>!$_", "_$!<Hé>!$_", "_$!<Home>\n!$_", "iPhone", "iCloud", "_iPhone",
        // Looked at by their first byte before `iPhone` and `iCloud` are compared.
        "iPhonex", "iCloud ", "i", "iphone", "ICLOUD", "\u{ED}Phone", "i\u{301}Phone", "\u{131}Phone", "iPhone\u{301}",
    ])
    func bytesGiveWhatCharactersGive(_ raw: String) {
        #expect(Label(appleRawValue: raw) == Self.byCharacters(raw))
    }

    /// Every Apple name (compared on its bytes, with no string made for it) in any case,
    /// short (a small string) and long, with one byte changed, cut or added.
    @Test func everyAppleNameInAnyCase() {
        for label in Label.predefined {
            let raw = label.appleRawValue
            let name = String(raw.dropFirst(4).dropLast(4))
            for variant in [raw, raw.uppercased(), raw.lowercased(), "_$!<\(name.uppercased())>!$_",
                "_$!<\(name.lowercased())>!$_", "_$!<\(name)x>!$_", "_$!<\(name.dropLast())>!$_",
                "_$!<\(name)>!$", "_$!<\(name) >!$_", "_$!<\(name)>!$__", "_$!<\(name)\r>!$_",
                // Bytes next to the letters (folding sets bit 5: none of them becomes one).
                "_$!<\(name.dropLast())@>!$_", "_$!<\(name.dropLast())[>!$_", "_$!<\(name.dropLast())`>!$_",
                "_$!<\(name.dropLast()){>!$_", "_$!<\(name.dropLast())\u{1}>!$_", "_$!<\(name)\(name)>!$_",
                "_$!<\(name.dropFirst())>!$_", "_$!<x\(name)>!$_"]
            {
                let reading = Label(appleRawValue: variant)
                #expect(reading == Self.byCharacters(variant))
                // A reader's look at the bytes alone finds the same predefined label (none
                // for a custom one; `iPhone` and `iCloud`, not wrapped, are read as text).
                let fromBytes = Array(variant.utf8).withUnsafeBufferPointer { Label.predefined(appleRawBytes: $0) }
                let wrapped = variant.hasPrefix("_") && !reading.isCustom
                #expect(fromBytes == (wrapped ? reading : nil), "\(variant)")
            }
        }
    }
}
