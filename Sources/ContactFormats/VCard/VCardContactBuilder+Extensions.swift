import ContactModel
import ContactSupport

extension VCardContactBuilder {
    /// Keeps a property the model does not hold. Transfer encodings that were undone are
    /// dropped (`CHARSET`, quoted-printable); base64 stays base64 with its `ENCODING`.
    mutating func keepAsExtension(_ property: VCardProperty) {
        // The first extension of most cards is the same `PRODID` as the card before's.
        let isFirst = contact.extensions.isEmpty
        let canShare = isFirst && VCardRepeatedExtension.canShare(property)
        if canShare, let shared = VCardRepeatedExtension.extensions(at: repeatedStorage, for: property) {
            contact.extensions = shared
            return
        }
        // Parameters in one spelling whatever the version: nameless 2.1 values are TYPE
        // values, base64 is ENCODING=b; what was decoded (CHARSET, quoted-printable) goes.
        var parameters: [Parameter] = []
        let isMedia = VCardContactBuilder.isMediaProperty(property.name)
        if property.isBase64 { parameters.append(Parameter("ENCODING", "b")) }
        if property.typeCount > 0 { parameters.append(Parameter(name: "TYPE", values: property.types)) }
        if let preference = property.preference {
            parameters.append(Parameter("PREF", String(preference)))
        }
        if let valueType = property.valueType,
            !(isMedia && (valueType == "uri" || valueType == "url"))
        {
            // A media property that is not base64 is a URI in every version's canonical
            // form; the writer states VALUE where the version needs it.
            parameters.append(Parameter("VALUE", valueType))
        }
        if !property.otherParameters.isEmpty { parameters += property.otherParameters }
        var text: String
        if property.isBase64 {
            // Base64 that does not decode keeps its spaces: it stays as it was written.
            text = Base64.isAlphabetOrSpace(property.value)
                ? String(decoding: property.value.filter { $0 != 32 && $0 != 9 }, as: UTF8.self)
                : String(decoding: property.value, as: UTF8.self)
        } else {
            text = rawText(property)
        }
        if !property.isBase64, property.isDataURI,
            let (mediaType, data) = VCardCardComposer.splitDataURI(
                VCardContactBuilder.unfoldedDataURI(text))
        {
            // Base64 kept as 3.0 keeps it, whichever version it came in (a 4.0 `data:` URI):
            // the writer gives each version its own form, and a round trip gives it back.
            parameters.removeAll { $0.hasName("VALUE") }
            parameters.insert(Parameter("ENCODING", "b"), at: 0)
            if let mediaType, mediaType.lowercased() != "application/octet-stream" {
                parameters.insert(Parameter("TYPE", VCardCardComposer.binaryTypeName(forMediaType: mediaType)), at: 1)
            }
            text = data
        }
        if isMedia,
            parameters.contains(where: { $0.hasName("ENCODING") }),
            let format = ImageFormat(base64: text.utf8)
        {
            // A TYPE naming the image's own format says nothing the bytes do not: the writer
            // states it from them in each version's form (as for the photo), so `TYPE=PNG`
            // and `data:image/png` read alike and a round trip gives back what it read.
            for index in parameters.indices.reversed() where parameters[index].hasName("TYPE") {
                parameters[index].values.removeAll { ImageFormat(typeName: $0) == format }
                if parameters[index].values.isEmpty { parameters.remove(at: index) }
            }
        }
        if property.name.utf8.count <= 3, property.name == "GEO" || property.name == "TZ" {
            // One form whatever the version read (4.0's), as for the names: the writer
            // gives each version its own, and a round trip gives back what it read.
            (text, parameters) = VCardCardComposer.mappedGeoOrTimeZone(
                name: property.name, value: text, parameters: parameters, to: .v4_0)
        }
        // Both prefixes start with `X-`: a name without it (`PRODID`) is kept as it is, with
        // no `hasPrefix` (hundreds of instructions each).
        let isExtensionName = VCardContactBuilder.hasExtensionPrefix(property.name)
        var name = isExtensionName ? VCardVersionTable.canonicalPropertyName(property.name) : property.name
        if isExtensionName, name.hasPrefix(VCardVersionTable.extraPrefix),
            parameters.contains(where: { $0.hasName("ALTID") && !($0.values.first ?? "").isEmpty })
        {
            // `X-EXTRA-N;X-ALTID=1`: what the 3.0 writer made of a 4.0 `N;ALTID=1` in a second
            // language. It is that property again; the writer of each version decides whether
            // it may be there twice (4.0: with the first one's ALTID).
            name = String(name.dropFirst(VCardVersionTable.extraPrefix.count))
        }
        contact.extensions.append(
            ExtensionProperty(group: property.group, name: name, parameters: parameters, value: text))
        if canShare {
            repeated = VCardRepeatedExtension(
                name: property.name, value: Array(property.value), extensions: contact.extensions)
        }
    }

    /// A `data:` URI's text without the folding spaces and the escapes exporters put in its
    /// header (`\,`); data that is not base64 keeps its spaces, as written.
    static func unfoldedDataURI(_ text: String) -> String {
        let unescaped = text.filter { $0 != "\\" }
        guard let comma = unescaped.utf8.firstIndex(of: UInt8(ascii: ",")),
            Base64.isAlphabetOrSpace(unescaped.utf8[unescaped.utf8.index(after: comma)...])
        else { return unescaped }
        return unescaped.filter { $0 != " " && $0 != "\t" }
    }
}
