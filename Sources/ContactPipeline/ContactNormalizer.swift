import ContactModel
import PhoneNumbers

/// Runs every normalizer in order: names, emails, phones, dates, labels.
///
/// This is the stage behind `contactkit normalize` and `convert --normalize`. Diagnostics of
/// every step are collected for the contact last processed.
public struct ContactNormalizer: Sendable, NormalizingContactStage {
    public private(set) var diagnostics: [Diagnostic] = []
    private var names = NameNormalizer()
    private var emails = EmailAddressNormalizer()
    private var phones: PhoneNumberNormalizer
    private var dates = DateNormalizer()
    private var labels = LabelNormalizer()

    /// - Parameters:
    ///   - region: the region for phone numbers without a country code (`--region`).
    ///   - fallbackRegion: the locale's region, used when a contact gives none.
    ///   - phoneFormat: the form phone numbers are written in.
    ///   - acceptsPossiblePhoneNumbers: also rewrite phone numbers of a possible full length
    ///     that are not valid for their region (`--accept-possible`).
    public init(
        region: String? = nil, fallbackRegion: String? = nil, phoneFormat: PhoneNumberFormat = .e164,
        acceptsPossiblePhoneNumbers: Bool = false
    ) {
        phones = PhoneNumberNormalizer(
            region: region, fallbackRegion: fallbackRegion, phoneFormat: phoneFormat,
            acceptsPossiblePhoneNumbers: acceptsPossiblePhoneNumbers)
    }

    /// Normalizes one contact in place, every step in turn; ``diagnostics`` then says what
    /// was left as written.
    public mutating func normalize(_ contact: inout Contact) {
        diagnostics.removeAll(keepingCapacity: true)
        names.normalize(&contact)
        emails.normalize(&contact)
        phones.normalize(&contact)
        diagnostics += phones.diagnostics
        dates.normalize(&contact)
        labels.normalize(&contact)
    }

    /// ``normalize(_:)`` for a contact whose phone numbers this normalizer (or one made alike)
    /// normalized before: `phoneValues` are their values as it wrote them, one per number, and
    /// no number is parsed again. ``diagnostics`` then says nothing about phone numbers.
    mutating func normalize(_ contact: inout Contact, normalizedPhoneValues phoneValues: [String]) {
        diagnostics.removeAll(keepingCapacity: true)
        names.normalize(&contact)
        emails.normalize(&contact)
        for index in contact.phoneNumbers.indices where contact.phoneNumbers[index].value != phoneValues[index] {
            contact.phoneNumbers[index].value = phoneValues[index]
        }
        dates.normalize(&contact)
        labels.normalize(&contact)
    }
}
