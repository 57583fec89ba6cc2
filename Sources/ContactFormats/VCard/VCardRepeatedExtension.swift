import ContactModel

/// The extensions of the last card whose first kept property was a plain one (no group, no
/// parameter, an ASCII value), with that property's name and value: a reader keeps it from
/// card to card, so that the next card that starts its extensions with the same property
/// shares the list instead of building an equal one.
///
/// Exporters write the same `PRODID` on every card: read alone, each card made the same
/// string, a one-element list for it, and tore both down again (about 1,400 instructions a
/// card). Shared, a card's list is a reference to the kept one until the card adds a second
/// extension (then copied, as any shared array is on its first change).
struct VCardRepeatedExtension {
    /// The property's upper-cased name.
    var name = ""
    /// The property's value, as read.
    var value: [UInt8] = []
    /// The one-element list ``VCardContactBuilder/keepAsExtension(_:)`` made of it.
    var extensions: [ExtensionProperty] = []

    /// Whether the list ``keepAsExtension`` makes of `property` depends on nothing but its
    /// name and value bytes, and reports nothing: no group, no parameter of any kind, and a
    /// value known to be ASCII or UTF-8 (no charset to guess, no warning to give).
    static func canShare(_ property: VCardProperty) -> Bool {
        property.group == nil && property.rare == nil && property.typeCodes == 0
            && property.namedExtensionTypes == 0 && property.preference == nil && !property.hasEightBitBytes
    }

    /// The list of the extension `kept` points to (the builder's, lent for the build), when
    /// `property` (which ``canShare(_:)`` allows) has its name and value. Asked where it
    /// lies, inlined, with the value's bytes read in place: as a call on the kept value,
    /// its name, value and list were retained for the question and released after (about
    /// 110 instructions a card).
    @inline(__always)
    static func extensions(
        at kept: UnsafeMutablePointer<VCardRepeatedExtension>, for property: VCardProperty
    ) -> [ExtensionProperty]? {
        guard !kept.pointee.extensions.isEmpty, property.value.count == kept.pointee.value.count,
            property.name == kept.pointee.name
        else { return nil }
        let same = property.value.withUnsafeBufferPointer { read in
            kept.pointee.value.withUnsafeBufferPointer { read.hasSameBytes(as: $0) }
        }
        return same ? kept.pointee.extensions : nil
    }
}
