import ContactModel

extension VCardContactBuilder {
    /// vCard `NICKNAME`: in 3.0 and 4.0 a text list (RFC 2426 §3.1.3, RFC 6350 §6.2.3), so
    /// `NICKNAME:Nick1,Nick2` is two nicknames. The model has one nickname, as Apple's
    /// `CNContact` has: the first item is it, and each further item is kept as a `NICKNAME`
    /// extension with the property's parameters, as a second `NICKNAME` property is: written
    /// back as `NICKNAME` properties of their own (RFC 6350 allows several), which read back
    /// the same, where a list written back would move them. vCard 2.1 has no `NICKNAME` and
    /// escapes no comma: its value is one nickname, commas and all.
    mutating func readNickname(_ value: VCardProperty) {
        guard claim(.nickname) else { return keepAsExtension(value) }
        let raw = rawText(value)
        let items = version == .v2_1 || !raw.utf8.contains(UInt8(ascii: ","))
            ? [VCardText.unescape(raw)] : VCardText.list(raw)
        contact.nickname = items.first ?? ""
        keepFieldParameters(.nickname, value)
        for item in items.dropFirst() {
            var more = value
            more.value = Array(VCardText.escape(item).utf8)[...]
            // The item is text now: its transfer encoding and charset were undone.
            more.encoding = nil
            more.charset = nil
            keepAsExtension(more)
        }
    }
}
