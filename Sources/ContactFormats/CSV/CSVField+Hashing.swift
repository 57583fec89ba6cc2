import ContactModel

/// `CSVList` and `CSVTextField` are hashed and compared by case, not by their raw text: the
/// standard library's `RawRepresentable` defaults hash and compare the `String` raw value,
/// and a CSV writer looks them up in dictionaries and sets for every cell of every row
/// (`String.hash(into:)` took 265 M of the 3,036 M instructions of a 10k vCard to Google CSV
/// conversion; with this and two other changes the conversion took 2,407 M).
extension CSVList {
    /// Hashes the case.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// Whether two values are the same case.
    public static func == (left: CSVList, right: CSVList) -> Bool { left.ordinal == right.ordinal }

    /// The case's place in the declaration.
    var ordinal: UInt8 {
        switch self {
        case .phoneNumbers: 0
        case .emailAddresses: 1
        case .postalAddresses: 2
        case .urlAddresses: 3
        case .contactRelations: 4
        case .dates: 5
        case .instantMessageAddresses: 6
        case .socialProfiles: 7
        case .customFields: 8
        }
    }
}

extension CSVTextField {
    /// Hashes the case.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// Whether two values are the same case.
    public static func == (left: CSVTextField, right: CSVTextField) -> Bool { left.ordinal == right.ordinal }

    /// The case's place in the declaration.
    var ordinal: UInt8 {
        switch self {
        case .formattedName: 0
        case .namePrefix: 1
        case .givenName: 2
        case .middleName: 3
        case .familyName: 4
        case .secondaryFamilyName: 5
        case .previousFamilyName: 6
        case .nameSuffix: 7
        case .nameGeneration: 8
        case .nickname: 9
        case .phoneticGivenName: 10
        case .phoneticMiddleName: 11
        case .phoneticFamilyName: 12
        case .phoneticOrganizationName: 13
        case .organizationName: 14
        case .departmentName: 15
        case .jobTitle: 16
        case .note: 17
        case .uid: 18
        }
    }
}
