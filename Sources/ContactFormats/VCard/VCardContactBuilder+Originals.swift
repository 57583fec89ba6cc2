import ContactModel

/// Takes back what ContactKit's 3.0 and 4.0 writers kept aside when a version's form could
/// not hold a property as read (see `VCardCardComposer+VersionForms`): the name in
/// `X-CONTACTKIT-NAME` (`X-URL;X-CONTACTKIT-NAME=URL` is a URL again), the value in
/// `X-CONTACTKIT-ORIGINAL` (`URL;X-CONTACTKIT-ORIGINAL=www.example.com:http://www.example.com`
/// is `www.example.com` again), TYPE values in `X-CONTACTKIT-TYPE` (4.0 types are tokens).
/// A value is taken back only while it is still the form the
/// writer gave it, so an edit made since in another program is not undone.
extension VCardContactBuilder {
    /// Whether `property` carries either parameter (a cheap first test on the hot path).
    static func carriesOriginals(_ property: VCardProperty) -> Bool {
        property.otherParameters.contains { parameter in
            parameter.name.utf8.count > 13 && parameter.name.asciiUppercased().hasPrefix("X-CONTACTKIT-")
                && (parameter.hasName(VCardCardComposer.originalNameParameter)
                    || parameter.hasName(VCardCardComposer.originalValueParameter)
                    || parameter.hasName(VCardCardComposer.originalTypeParameter))
        }
    }

    /// Restores the name, value and types `property` had before a writer changed their form.
    mutating func restoreOriginals(_ property: inout VCardProperty) {
        while let index = property.otherParameters.firstIndex(where: { $0.hasName(VCardCardComposer.originalTypeParameter) }) {
            property.types += property.otherParameters[index].values
            property.otherParameters.remove(at: index)
        }
        if let index = property.otherParameters.firstIndex(where: { $0.hasName(VCardCardComposer.originalNameParameter) }) {
            let name = property.otherParameters[index].values.first ?? ""
            property.otherParameters.remove(at: index)
            // Only a name the reader takes from a file: nothing that could split the line.
            if VCardName.isValid(name) {
                property.name = name.asciiUppercased()
                property.kind = VCardPropertyKind.recognize(property.name)
            }
        }
        if let index = property.otherParameters.firstIndex(where: { $0.hasName(VCardCardComposer.originalValueParameter) }) {
            let original = property.otherParameters[index].values.first ?? ""
            property.otherParameters.remove(at: index)
            let current = text(property).trimmingWhitespace()
            if VCardContactBuilder.writtenForms(of: original).contains(current) {
                property.value = Array(VCardText.escape(original).utf8)[...]
            }
        }
    }

    /// The forms the writers give a value that changes it: a web address with `http://`, a
    /// date or time in 4.0's form.
    static func writtenForms(of original: String) -> [String] {
        var forms: [String] = []
        if let address = VCardURI.webAddress(fromSchemeless: original) { forms.append(address) }
        if let date = VCardDate.parse(original) { forms.append(VCardDate.format(date, version: .v4_0)) }
        return forms
    }
}
