import ContactModel

extension VCardCardComposer {
    /// Writes a property the model does not hold, under the name this version uses for it
    /// (`GENDER` ↔ `X-GENDER`), with binary values moved between 2.1/3.0 base64 and 4.0
    /// `data:` URIs, and `GEO` and `TZ` values in the version's form.
    mutating func composeExtension(_ property: ExtensionProperty) {
        if property.parameters.isEmpty, composeProductID(property) { return }
        if takesShortPaths, composePlainExtension(property) { return }
        var name = VCardVersionTable.propertyName(property.name, in: version)
        noteSingleValuedExtension(name)
        if name != property.name {
            diagnostics.append(
                .warning(
                    .lossyMapping, property: property.name,
                    "\(property.name) has no place in vCard \(version.rawValue); kept as \(name)"))
        }
        // Names are checked once the value's own parameters are settled (``versionForm(_:)``):
        // 4.0 drops an ENCODING it turns into a `data:` URI, which it does not register.
        var parameters = property.parameters.compactMap { versionMappedParameter($0) }
        var value = VCardText.removingLineBreaks(property.value)
        if name == "GEO" || name == "TZ" {
            (value, parameters) = VCardCardComposer.mappedGeoOrTimeZone(
                name: name, value: value, parameters: parameters, to: version)
        }
        if !property.isBase64, VCardContactBuilder.isMediaProperty(property.name),
            VCardCardComposer.splitDataURI(value) == nil
        {
            parameters = VCardCardComposer.mappedMediaType(parameters, modern: isModern)
        }
        // nil: quoted-printable in 2.1 where the value needs it.
        var encoding: VCardOutputProperty.Encoding? = .plain
        if property.isBase64 {
            parameters.removeAll { $0.hasName("ENCODING") }
            // The data's type: a TYPE value that names one (`PNG`, `image/png`, `PGP`), else
            // the image format its bytes start with. A TYPE that names no media type (Evolution's
            // `PHOTO;TYPE=HOME`) is a use, and stays a TYPE: before, 4.0 got `application/home`.
            let named = VCardCardComposer.takeMediaTypeName(&parameters)
            let sniffed = named == nil && VCardContactBuilder.isMediaProperty(property.name)
                ? ImageFormat(base64: value.utf8) : nil
            if isModern {
                let mediaType = named.map { VCardCardComposer.mediaType(forTypeName: $0) }
                    ?? sniffed?.mediaType ?? "application/octet-stream"
                value = "data:\(mediaType);base64,\(value)"
            } else {
                if let name = named ?? sniffed?.typeName {
                    parameters.insert(Parameter("TYPE", name), at: 0)
                }
                parameters.insert(Parameter("ENCODING", version == .v2_1 ? "BASE64" : "b"), at: 0)
                if version == .v2_1 { encoding = .base64Block }
            }
        } else if !isModern, let (mediaType, data) = VCardCardComposer.splitDataURI(value) {
            parameters.insert(Parameter("ENCODING", version == .v2_1 ? "BASE64" : "b"), at: 0)
            // The type the 4.0 writer gives base64 it knows no type for says nothing.
            if let mediaType, mediaType.lowercased() != "application/octet-stream" {
                parameters.append(Parameter("TYPE", VCardCardComposer.binaryTypeName(forMediaType: mediaType)))
            }
            value = data
            if version == .v2_1 { encoding = .base64Block }
        } else if !isModern, VCardContactBuilder.isMediaProperty(property.name),
            !parameters.contains(where: { $0.hasName("VALUE") })
        {
            // 2.1 and 3.0 media properties are binary unless VALUE says otherwise.
            parameters.append(Parameter("VALUE", version == .v2_1 ? "URL" : "uri"))
            if version == .v2_1 { encoding = nil }
        } else if version == .v2_1 {
            // The raw value goes out as read (its escapes included), so reading it back
            // gives the same extension; quoted-printable carries anything beyond ASCII.
            encoding = nil
        }
        let line = versionForm(ExtensionLine(name: name, parameters: parameters, value: value))
        (name, parameters, value) = (line.name, line.parameters, line.value)
        append(group: property.group, .string(name), parameters, .raw(value), encoding: encoding)
    }

    /// Writes an X- extension of 3.0 or 4.0 that ``composeExtension(_:)`` writes as it is:
    /// a name of token bytes that starts with `X-` (no version renames one, nor gives one a
    /// form of its own), parameters that ``isPlainExtensionParameterName(_:)`` keeps (so
    /// none is `ENCODING` or `VALUE`), and in 3.0 a value that is no `data:` URI. Only line
    /// breaks in the value change. The whole path cost about 8,000 instructions an
    /// extension (Outlook's `X-CSV-INITIALS` in every card). False, with nothing written, for
    /// any other extension.
    private mutating func composePlainExtension(_ property: ExtensionProperty) -> Bool {
        guard version != .v2_1, VCardCardComposer.isPlainExtensionName(property.name) else { return false }
        for parameter in property.parameters where !VCardCardComposer.isPlainExtensionParameterName(parameter.name) {
            return false
        }
        // Only a value whose first character lower-cases to `d` can be a `data:` URI.
        if !isModern, let first = property.value.utf8.first, first | 0x20 == UInt8(ascii: "d"),
            VCardCardComposer.splitDataURI(property.value) != nil
        {
            return false
        }
        // 4.0's single-valued names have no X- form: only 3.0's (`X-GENDER`) are looked for.
        if !isModern { noteSingleValuedExtension(property.name) }
        let parameterStart = card.parameters.count
        for parameter in property.parameters { card.appendParameter(parameter) }
        appendProperty(
            group: property.group, .string(property.name), parametersFrom: parameterStart, .raw(property.value),
            encoding: .plain)
        return true
    }

    /// Whether `name` is an X- name (`X-` or `x-`) of token bytes: a name no version
    /// renames (``VCardVersionTable/propertyName(_:in:)`` renames names without `X-`) nor
    /// gives a form of its own (``versionForm(_:)``).
    static func isPlainExtensionName(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in
            guard bytes.count >= 2, bytes[0] | 0x20 == UInt8(ascii: "x"), bytes[1] == UInt8(ascii: "-") else {
                return false
            }
            for byte in bytes where !isTokenByte(byte) { return false }
            return true
        }
    }

    /// Notes an extension written under `name`: the cardinality pass runs only when a name
    /// a version allows once can be there twice (a second such extension, or a name a model
    /// field writes too), which PRODID alone, in every card from most exporters, is not.
    private mutating func noteSingleValuedExtension(_ name: String) {
        guard !mayRepeatSingleValued, let first = name.utf8.first, VCardCardComposer.mayBeSingleValued(first),
            let slot = VCardVersionTable.singleValuedProperties(in: version).firstIndex(of: name)
        else { return }
        noteSingleValuedExtension(slot: slot)
    }

    /// ``noteSingleValuedExtension(_:)`` for the name at `slot` of
    /// ``VCardVersionTable/singleValuedProperties(in:)``.
    private mutating func noteSingleValuedExtension(slot: Int) {
        guard !mayRepeatSingleValued else { return }
        let bit: UInt16 = 1 << slot
        if singleValuedExtensions & bit != 0
            || VCardVersionTable.singleValuedMaskOnlyExtensionsWrite(in: version) & bit == 0
        {
            mayRepeatSingleValued = true
        }
        singleValuedExtensions |= bit
    }

    /// Writes a `PRODID` that has no parameters (nearly every card has one) with only the
    /// steps of ``composeExtension(_:)`` that change it: its name is the same in every
    /// version, and of its value only line breaks (and, in 3.0 and 4.0, bare commas) are
    /// escaped. The whole path cost about 3,700 instructions a card. False, with nothing
    /// written, for any other extension, and for a 2.1 or 3.0 value that is a `data:` URI
    /// (which the whole path turns into base64).
    private mutating func composeProductID(_ property: ExtensionProperty) -> Bool {
        guard property.name == "PRODID" else { return false }
        // Nearly every PRODID has no line break and no comma: then nothing changes it, and
        // its bytes go into the card as they are.
        if VCardCardComposer.isPlainProductID(property.value) {
            if !isModern, VCardCardComposer.splitDataURI(property.value) != nil { return false }
            noteSingleValuedExtension(slot: VCardCardComposer.productIDSlot(in: version))
            let start = card.values.count
            card.values.append(property.value)
            append(
                group: property.group, "PRODID", [], .escaped(from: start), encoding: version == .v2_1 ? nil : .plain)
            return true
        }
        var value = VCardText.removingLineBreaks(property.value)
        if !isModern, VCardCardComposer.splitDataURI(value) != nil { return false }
        noteSingleValuedExtension("PRODID")
        if version == .v2_1 {
            // As read, escapes included; quoted-printable where the value needs it.
            append(group: property.group, "PRODID", [], .raw(value), encoding: nil)
        } else {
            value = VCardCardComposer.escapingBareCommas(value)
            append(group: property.group, "PRODID", [], .raw(value), encoding: .plain)
        }
        return true
    }

    /// A `PRODID` with no group or parameters and a plain value
    /// (``isPlainProductID(_:)``) written straight into the lines, as ``composeProductID(_:)``
    /// composes it and the lines' writer writes it: no record in the card, no walk of it.
    /// Only for the first `PRODID`, before any extension went into the card: the
    /// cardinality pass keeps the first of a single-valued name and may rename any
    /// extension in the card, so none may be written before it runs (the card's
    /// properties before the extensions, the model's, are never renamed). False, with
    /// nothing written, for any other extension. The item is lent where it is: handed to
    /// ``composeExtension(_:)``, each extension was copied (about 230 instructions).
    mutating func writeProductIDDirectly(_ item: UnsafePointer<ExtensionProperty>) -> Bool {
        let slot = VCardCardComposer.productIDSlot(in: version)
        guard let lines = lentLines, item.pointee.parameters.isEmpty, item.pointee.group == nil,
            singleValuedExtensions & (1 << slot) == 0, item.pointee.name == "PRODID"
        else { return false }
        // The last card's very string (a reader shares it when the cards start alike): its
        // line again, with no look at the value's bytes, no lending of them and no retain
        // of the string (about 150 instructions a card).
        if lines.pointee.productIDLine.count > 0,
            VCardCardComposer.isSameString(item.pointer(to: \.value)!, as: lines.pointer(to: \.productIDString)!)
        {
            noteSingleValuedExtension(slot: slot)
            _ = beginDirectLine(lines)
            lines.pointee.output.append(lines.pointee.productIDLine.bytesInPlace)
            singleValuedWrittenDirectly |= 1 << slot
            return true
        }
        // One look at the value's bytes, lent once: plain, and whether the line needs a look
        // for control characters (looked at again, and lent twice, about 180 instructions
        // a card).
        return item.pointee.value.withUTF8Bytes { bytes in
            // The last card's value again (most books name one product in every card): its
            // line again, with no look at the value (about 400 instructions a card). Checked
            // as below already: plain, no control character, and in 3.0 no data URI.
            if lines.pointee.productIDLine.count > 0,
                bytes.hasSameBytes(as: lines.pointee.productIDValue.bytesInPlace)
            {
                noteSingleValuedExtension(slot: slot)
                _ = beginDirectLine(lines)
                lines.pointee.output.append(lines.pointee.productIDLine.bytesInPlace)
                singleValuedWrittenDirectly |= 1 << slot
                return true
            }
            let shape = VCardCardComposer.productIDShape(bytes)
            guard shape.plain, isModern || VCardCardComposer.splitDataURI(item.pointee.value) == nil else {
                return false
            }
            noteSingleValuedExtension(slot: slot)
            let lineStart = beginDirectLine(lines)
            lines.pointee.output.append("PRODID:" as StaticString)
            let valueStart = lines.pointee.output.count
            lines.pointee.output.append(bytes)
            singleValuedWrittenDirectly |= 1 << slot
            lines.pointee.endLine(
                from: lineStart, valueStart: valueStart, property: "PRODID", mayHoldControls: shape.mayHoldControls)
            if !shape.mayHoldControls {
                lines.pointee.rememberProductIDLine(from: lineStart, value: bytes, of: item.pointee.value)
            }
            return true
        }
    }

    /// Whether the strings at `text` and `other` are one string: their two words the same
    /// (the same small string, or the same storage with the same count and flags), read
    /// where they are with no retain. False says nothing of their bytes.
    @inline(__always)
    static func isSameString(_ text: UnsafePointer<String>, as other: UnsafePointer<String>) -> Bool {
        let words = UnsafeRawPointer(text).loadUnaligned(as: (UInt64, UInt64).self)
        let otherWords = UnsafeRawPointer(other).loadUnaligned(as: (UInt64, UInt64).self)
        return words.0 == otherWords.0 && words.1 == otherWords.1
    }

    /// Whether a `PRODID` value has no CR, LF or comma, the bytes that
    /// ``composeProductID(_:)`` changes.
    static func isPlainProductID(_ value: String) -> Bool {
        value.withUTF8Bytes { productIDShape($0).plain }
    }

    /// ``isPlainProductID(_:)`` of a value's bytes, and whether it may hold a control
    /// character a line is looked at for (false: it holds none). Sixteen bytes at a time
    /// (``VCardText/bytesNeedingALook(_:)``), then eight: a block or word with no control
    /// byte, DEL, backslash, semicolon or comma has none of the three (a byte at a time cost
    /// about 250 instructions a card, words alone about 120); the last bytes as the block or
    /// word that ends at the last byte; a text with a word that says yes, and one shorter
    /// than eight bytes, byte by byte from there.
    static func productIDShape(_ bytes: UnsafeBufferPointer<UInt8>) -> (plain: Bool, mayHoldControls: Bool) {
        guard let base = bytes.baseAddress else { return (true, false) }
        let raw = UnsafeRawPointer(base)
        var index = 0
        if bytes.count >= 16 {
            while index &+ 16 <= bytes.count {
                let look = VCardText.bytesNeedingALook(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self))
                if look.low | look.high != 0 { break }
                index &+= 16
            }
            if index == bytes.count { return (true, false) }
            // Every block clean: the last bytes as the block that ends at the last byte.
            if index &+ 16 > bytes.count {
                let look = VCardText.bytesNeedingALook(
                    raw.loadUnaligned(fromByteOffset: bytes.count &- 16, as: SIMD16<UInt8>.self))
                if look.low | look.high == 0 { return (true, false) }
            }
        }
        while index &+ 8 <= bytes.count {
            if VCardText.mayNeedEscapeOrHoldDelete(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { break }
            index &+= 8
        }
        if index == bytes.count { return (true, false) }
        if bytes.count >= 8, index &+ 8 > bytes.count,
            !VCardText.mayNeedEscapeOrHoldDelete(raw.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self))
        {
            return (true, false)
        }
        var plain = true
        var controls = false
        for byte in UnsafeBufferPointer(rebasing: bytes[index...]) {
            if byte == 13 || byte == 10 || byte == UInt8(ascii: ",") { plain = false }
            if UnsafeBufferPointer<UInt8>.isControlCharacter(byte) { controls = true }
        }
        return (plain, controls)
    }

    private static let productIDSlot3 = VCardVersionTable.singleValuedProperties(in: .v3_0).firstIndex(of: "PRODID")!
    private static let productIDSlot4 = VCardVersionTable.singleValuedProperties(in: .v4_0).firstIndex(of: "PRODID")!

    /// Where `PRODID` is in ``VCardVersionTable/singleValuedProperties(in:)``, looked up once.
    static func productIDSlot(in version: VCardVersion) -> Int {
        version == .v4_0 ? productIDSlot4 : productIDSlot3
    }

    /// A media property given by URI states its type in each version's way: 4.0
    /// `MEDIATYPE=image/jpeg`, 2.1 and 3.0 `TYPE=JPEG`. Before, 4.0's went to 3.0 as
    /// `X-MEDIATYPE` and 3.0's to 4.0 as `TYPE=JPEG`, which 4.0 readers take for no type.
    static func mappedMediaType(_ parameters: [Parameter], modern: Bool) -> [Parameter] {
        var parameters = parameters
        if modern {
            guard !parameters.contains(where: { $0.hasName("MEDIATYPE") }),
                let at = parameters.firstIndex(where: { $0.hasName("TYPE") && $0.values.contains(where: isMediaTypeName) }),
                let name = parameters[at].values.first(where: isMediaTypeName)
            else { return parameters }
            parameters[at].values.removeAll { $0 == name }
            let mediaType = Parameter("MEDIATYPE", mediaType(forTypeName: name))
            if parameters[at].values.isEmpty { parameters[at] = mediaType } else { parameters.insert(mediaType, at: at + 1) }
            return parameters
        }
        guard let at = parameters.firstIndex(where: { $0.hasName("X-MEDIATYPE") || $0.hasName("MEDIATYPE") }),
            let mediaType = parameters[at].values.first
        else { return parameters }
        // A type name only where one undoes it (`JPEG`, `PGP`); else the media type itself.
        let known = ImageFormat(typeName: mediaType)?.typeName ?? typeName(forMediaType: mediaType)
        let name = known ?? mediaType
        parameters.remove(at: at)
        if let type = parameters.firstIndex(where: { $0.hasName("TYPE") }) {
            parameters[type].values.append(name)
        } else {
            parameters.insert(Parameter("TYPE", name), at: at)
        }
        return parameters
    }

    /// Removes from `parameters` the first `TYPE` value that names a media type (`PNG`,
    /// `image/png`, `PGP`) and returns it; the other values (`HOME`, `WORK`) stay, and a
    /// `TYPE` left with none goes.
    static func takeMediaTypeName(_ parameters: inout [Parameter]) -> String? {
        for index in parameters.indices where parameters[index].hasName("TYPE") {
            guard let at = parameters[index].values.firstIndex(where: isMediaTypeName) else { continue }
            let name = parameters[index].values.remove(at: at)
            if parameters[index].values.isEmpty { parameters.remove(at: index) }
            return name
        }
        return nil
    }

    /// Whether a 2.1/3.0 `TYPE` value of a media property names a media type (`JPEG`, `PGP`,
    /// `image/heic`) rather than a use (`WORK`).
    private static func isMediaTypeName(_ name: String) -> Bool {
        name.contains("/") || ImageFormat(typeName: name) != nil || mediaTypesByTypeName[name.asciiUppercased()] != nil
    }

    /// `data:image/png;base64,AAAA` → (`image/png`, `AAAA`); nil when not a base64 data URI.
    static func splitDataURI(_ value: String) -> (String?, String)? {
        guard value.count > 5, value.prefix(5).lowercased() == "data:",
            let comma = value.firstIndex(of: ",")
        else { return nil }
        let header = value[value.index(value.startIndex, offsetBy: 5)..<comma]
        guard header.lowercased().hasSuffix(";base64") else { return nil }
        let mediaType = String(header.dropLast(";base64".count))
        return (mediaType.isEmpty ? nil : mediaType, String(value[value.index(after: comma)...]))
    }

    /// `JPEG` → `image/jpeg`; a type that is already a media type stays.
    static func mediaType(forTypeName name: String) -> String {
        if name.contains("/") { return name.lowercased() }
        if let format = ImageFormat(typeName: name) { return format.mediaType }
        if let known = mediaTypesByTypeName[name.asciiUppercased()] { return known }
        return "application/" + name.lowercased()
    }

    /// The 2.1/3.0 `TYPE` of base64 data of `mediaType`: `PNG` for `image/png`, `PGP` for
    /// `application/pgp-keys`, `X-FOO` for `application/x-foo`; the media type itself where
    /// a type name would not give it back (``mediaType(forTypeName:)`` undoes each).
    static func binaryTypeName(forMediaType mediaType: String) -> String {
        if let format = ImageFormat(typeName: mediaType) { return format.typeName }
        if let known = typeName(forMediaType: mediaType) { return known }
        let lower = mediaType.lowercased()
        if lower.hasPrefix("application/"), !lower.dropFirst("application/".count).contains("/") {
            return String(lower.dropFirst("application/".count)).asciiUppercased()
        }
        return mediaType
    }

    /// The 2.1/3.0 type of a media type RFC 2426 names a type for (`application/pgp-keys`
    /// → `PGP`, Proton's pinned keys); nil for the others.
    static func typeName(forMediaType mediaType: String) -> String? {
        let lower = mediaType.lowercased()
        return mediaTypesByTypeName.first { $0.value == lower }?.key
    }

    /// RFC 2426's `KEY` and `SOUND` types and their media types.
    private static let mediaTypesByTypeName: [String: String] = [
        "PGP": "application/pgp-keys", "X509": "application/pkix-cert",
        "BASIC": "audio/basic", "WAVE": "audio/wav", "MP3": "audio/mpeg",
    ]
}
