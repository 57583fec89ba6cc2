import Foundation

extension NameFormatter {
    func fullName(_ name: NameParts) -> String {
        guard name.hasCoreName else { return "" }
        if let text = PersonNameFormatter(locale: locale).fullName(personName(name), order: order) {
            return text
        }
        return appleFullName(name)
    }

    func appleFullName(_ name: NameParts) -> String {
        guard name.hasCoreName else { return "" }
        return compose(given: name.given, middle: name.middle, family: name.fullFamily,
                       prefix: name.prefix, suffix: name.fullSuffix, layout: layout(for: name))
    }

    /// Phonetic parts in the name's order, always separated by spaces (`ヤマダ タロウ`).
    func phoneticFullName(_ name: NameParts) -> String {
        guard name.hasPhoneticName else { return "" }
        var layout = layout(for: name)
        layout.delimiter = " "
        return compose(given: name.phoneticGiven, middle: name.phoneticMiddle,
                       family: name.phoneticFamily, layout: layout)
    }

    func shortName(_ name: NameParts) -> String {
        for candidate in [name.nickname, name.given, name.family] where !candidate.isEmpty {
            return candidate
        }
        return ""
    }

    func initials(_ name: NameParts) -> String {
        guard name.hasCoreName else { return "" }
        let layout = layout(for: name)
        if layout.delimiter.isEmpty, let first = (name.family.isEmpty ? name.given : name.family).first {
            return String(first)
        }
        let parts = layout.order == .givenFirst ? [name.given, name.family] : [name.family, name.given]
        return parts.compactMap(\.first).map { String($0).uppercased(with: locale) }.joined()
    }
}
