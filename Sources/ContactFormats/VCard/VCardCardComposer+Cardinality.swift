import ContactModel

extension VCardCardComposer {
    /// Keeps every single-valued property (``VCardVersionTable/singleValuedProperties``)
    /// single: a second `GENDER` (from `GENDER:M` plus an `X-GENDER:male` extension, say) is
    /// renamed `X-EXTRA-GENDER`, value and parameters kept, with a
    /// ``Diagnostic/Code/repeatedProperty`` warning. In 4.0, instances that share an `ALTID`
    /// are one property in several languages, as RFC 6350 allows; they stay.
    mutating func keepSingleValuedPropertiesSingle() {
        // One in the card can repeat one written straight into the lines.
        guard card.properties.count > 1 || (singleValuedWrittenDirectly != 0 && !card.properties.isEmpty) else { return }
        let names = VCardVersionTable.singleValuedProperties(in: version)
        // Bit n: names[n] was written. Those written straight into the lines came first
        // (before any extension) and are not in the card.
        var seen = singleValuedWrittenDirectly
        for index in card.properties.indices {
            let name = card.name(of: card.properties[index])
            guard let first = name.utf8.first, VCardCardComposer.mayBeSingleValued(first),
                let slot = names.firstIndex(of: name)
            else { continue }
            let bit: UInt16 = 1 << slot
            guard seen & bit != 0 else {
                seen |= bit
                continue
            }
            // The first written straight into the lines had no parameters, so no ALTID.
            if isModern, singleValuedWrittenDirectly & bit == 0, let altID = altID(of: card.properties[index]),
                !altID.isEmpty,
                let firstIndex = card.properties.firstIndex(where: { card.name(of: $0) == name }),
                self.altID(of: card.properties[firstIndex]) == altID
            {
                continue  // the same property in another language
            }
            let extra = VCardVersionTable.extraPrefix + (name.hasPrefix("X-") ? String(name.dropFirst(2)) : name)
            card.properties[index].name = card.appendText(extra)
            diagnostics.append(
                .warning(
                    .repeatedProperty, property: name,
                    "a second \(name) (vCard \(version.rawValue) allows one); kept as \(extra)"))
        }
    }

    /// A cheap first test on the name's first byte: whether it may be one of
    /// ``VCardVersionTable/singleValuedProperties`` (N, GENDER, BDAY, ANNIVERSARY, KIND,
    /// PRODID, REV, UID or an X- form).
    static func mayBeSingleValued(_ first: UInt8) -> Bool {
        switch first {
        case UInt8(ascii: "N"), UInt8(ascii: "G"), UInt8(ascii: "B"), UInt8(ascii: "A"),
            UInt8(ascii: "K"), UInt8(ascii: "P"), UInt8(ascii: "R"), UInt8(ascii: "U"),
            UInt8(ascii: "X"):
            return true
        default:
            return false
        }
    }

    /// The property's `ALTID` value, if it has one.
    private func altID(of property: VCardComposedCard.Property) -> String? {
        for parameter in card.parameters[property.parameters]
        where card.text(parameter.name, equalsIgnoringASCIICase: "ALTID") {
            return card.parameterValues[parameter.values].first.map { card.string($0.text) }
        }
        return nil
    }
}
