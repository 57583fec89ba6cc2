/// The kind of line a valid number belongs to, from the metadata's number patterns.
public enum PhoneNumberType: String, Sendable, CaseIterable, Codable {
    /// A geographic landline number.
    case fixedLine
    /// A mobile number.
    case mobile
    /// A number that may be either, where the plan does not tell them apart (US, Canada).
    case fixedLineOrMobile
    /// Free to the caller (US 800, UK 0800).
    case tollFree
    /// Charged at a premium rate.
    case premiumRate
    /// Cost shared between caller and recipient.
    case sharedCost
    /// Voice over IP.
    case voip
    /// A personal number routed to another line (UK 070).
    case personalNumber
    /// A pager.
    case pager
    /// A universal access number (a company number routed to any of its offices).
    case uan
    /// Direct voicemail access.
    case voicemail
    /// The number is not valid, or matches none of the region's patterns.
    case unknown
}
