import ContactFormats
import ContactModel

/// Chooses the bytes a push sends for a contact: the card in the vCard version it was pulled
/// in, changed only where it was edited.
///
/// In order: the contact's own card text as read (when it is in that version and reads as
/// the contact: an edit made as text goes as it was made); else the pulled card with the
/// edited properties written anew (``CardPatch``); else the contact written whole in that
/// version. A new card keeps its own version when the server takes it. The version changes
/// only when the server's `supported-address-data` does not list it, and a card the server
/// sent in a version is taken to be one it stores; with no list, 3.0 and 4.0 are sent as
/// they are and 2.1 (not a CardDAV format: RFC 6352 asks for 3.0) is written as 3.0.
struct CardEncoding {
    /// The versions the server lists; nil when it lists none.
    let supportedVersions: [String]?

    /// The bytes to send and their version.
    func bytes(
        for contact: Contact, fingerprint: String, card: [UInt8]?, pulledVersion: String?, original: [UInt8]?
    ) -> ([UInt8], String) {
        let cardVersion = card.flatMap(RawCards.version(of:))
        let target = targetVersion(pulled: pulledVersion ?? original.flatMap(RawCards.version(of:)), own: cardVersion)
        if let card, cardVersion == target.rawValue, CardFingerprint.of(vCard: card) == fingerprint {
            return (RawCards.normalizingLineEnds(String(decoding: card, as: UTF8.self)), target.rawValue)
        }
        if let original, RawCards.version(of: original) == target.rawValue,
            let patched = CardPatch.apply(contact, to: original, version: target)
        {
            return (patched, target.rawValue)
        }
        return (CardPatch.render(contact, target), target.rawValue)
    }

    /// The version a card is sent in: the one it was pulled in, else its own when the server
    /// takes it, else the server's.
    func targetVersion(pulled: String?, own: String?) -> VCardVersion {
        if let pulled, let version = VCardVersion(rawValue: pulled) { return version }
        if let own, let version = VCardVersion(rawValue: own), accepts(version) { return version }
        return preferred
    }

    func accepts(_ version: VCardVersion) -> Bool {
        guard let supportedVersions else { return version != .v2_1 }
        return supportedVersions.contains(version.rawValue)
    }

    /// 3.0 unless the server lists only 4.0.
    var preferred: VCardVersion {
        if let supportedVersions, !supportedVersions.contains("3.0"), supportedVersions.contains("4.0") { return .v4_0 }
        return .v3_0
    }
}
