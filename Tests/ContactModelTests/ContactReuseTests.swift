import ContactModel
import Foundation
import Testing

/// ``Contact/removeAllKeepingListCapacity()``: what a reader does to the contact it reads
/// the next card into. Nothing of the contact before may be left.
@Suite struct ContactReuseTests {
    /// A contact with every stored field filled.
    static let filled = Contact(
        uid: "urn:uuid:1", kind: .organization, formattedName: "Dr. Ann Lee", namePrefix: "Dr.",
        givenName: "Ann", middleName: "Quinn", familyName: "Pérez", secondaryFamilyName: "Gómez",
        previousFamilyName: "Smith", nameSuffix: "PhD", nameGeneration: "Jr.", nickname: "Annie",
        phoneticGivenName: "An", phoneticMiddleName: "Ku", phoneticFamilyName: "Pe",
        phoneticOrganizationName: "Ek", organizationName: "Example", departmentName: "Research",
        jobTitle: "Tester", birthday: PartialDate(year: 1985, month: 4, day: 12),
        nonGregorianBirthday: NonGregorianDate(calendar: "chinese", date: PartialDate(month: 3, day: 1)),
        dates: [LabeledValue(label: .anniversary, value: PartialDate(year: 2010, month: 6, day: 1))],
        note: "A note longer than fifteen bytes", imageData: Data([0xFF, 0xD8, 0xFF, 0xE0]),
        phoneNumbers: [
            LabeledValue(label: .mobile, value: "+1 415 555 0100"), LabeledValue(label: .work, value: "+1 415 555 0101"),
        ],
        emailAddresses: [LabeledValue(label: .home, value: "ann.lee@example.com")],
        postalAddresses: [LabeledValue(label: .home, value: PostalAddress(street: "1 Main St", city: "Springfield"))],
        urlAddresses: [LabeledValue(label: nil, value: "https://example.com/ann")],
        contactRelations: [LabeledValue(label: .spouse, value: "Bob Lee")],
        socialProfiles: [LabeledValue(label: nil, value: SocialProfile(urlString: "https://x.example/ann"))],
        instantMessageAddresses: [LabeledValue(label: nil, value: InstantMessageAddress(username: "ann", service: "Skype"))],
        groups: ["Friends", "Work"], members: ["urn:uuid:2"],
        extensions: [ExtensionProperty(name: "X-CUSTOM", parameters: [Parameter("A", "1")], value: "custom value")],
        fieldParameters: [.name: [Parameter("SORT-AS", "Lee")]])

    /// The filled contact really fills every stored field (a field added later must be
    /// added here, and to the emptying).
    @Test func theSampleFillsEveryField() {
        let empty = Mirror(reflecting: Contact.empty).children.map { String(describing: $0.value) }
        let full = Mirror(reflecting: Self.filled).children.map { ($0.label ?? "?", String(describing: $0.value)) }
        #expect(empty.count == full.count)
        for (index, (label, value)) in full.enumerated() {
            #expect(value != empty[index], "\(label) is empty in the sample")
        }
    }

    @Test func emptyingLeavesTheEmptyContact() {
        var contact = Self.filled
        contact.removeAllKeepingListCapacity()
        #expect(contact == Contact.empty)
        #expect(contact.hashValue == Contact.empty.hashValue)
        #expect(String(describing: contact) == String(describing: Contact.empty))
        // Emptying an empty contact changes nothing.
        contact.removeAllKeepingListCapacity()
        #expect(contact == Contact.empty)
    }

    /// Each field on its own: the emptying checks each before writing it.
    @Test func eachFieldOnItsOwnIsEmptied() {
        let empty = Mirror(reflecting: Contact.empty).children.map { String(describing: $0.value) }
        let keyPaths: [PartialKeyPath<Contact>] = [
            \.uid, \.kind, \.formattedName, \.namePrefix, \.givenName, \.middleName, \.familyName,
            \.secondaryFamilyName, \.previousFamilyName, \.nameSuffix, \.nameGeneration, \.nickname,
            \.phoneticGivenName, \.phoneticMiddleName, \.phoneticFamilyName, \.phoneticOrganizationName,
            \.organizationName, \.departmentName, \.jobTitle, \.birthday, \.nonGregorianBirthday, \.dates, \.note,
            \.imageData, \.phoneNumbers, \.emailAddresses, \.postalAddresses, \.urlAddresses, \.contactRelations,
            \.socialProfiles, \.instantMessageAddresses, \.groups, \.members, \.extensions, \.fieldParameters,
        ]
        for keyPath in keyPaths {
            var contact = Contact.empty
            Self.copy(keyPath, from: Self.filled, to: &contact)
            #expect(contact != Contact.empty, "\(keyPath)")
            contact.removeAllKeepingListCapacity()
            #expect(contact == Contact.empty, "\(keyPath)")
            #expect(Mirror(reflecting: contact).children.map { String(describing: $0.value) } == empty)
        }
    }

    /// The lists read at nearly every card keep their storage when the contact holds the
    /// only reference to it.
    @Test func listsKeepTheirCapacity() {
        var contact = Self.filled
        contact.phoneNumbers.reserveCapacity(8)
        contact.groups.reserveCapacity(8)
        let phones = contact.phoneNumbers.capacity
        contact.removeAllKeepingListCapacity()
        #expect(contact.phoneNumbers.isEmpty)
        #expect(contact.phoneNumbers.capacity == phones)
        #expect(contact.groups.capacity >= 8)
        #expect(contact.emailAddresses.capacity >= 1)
        #expect(contact.postalAddresses.capacity >= 1)
        #expect(contact.urlAddresses.capacity >= 1)
    }

    /// A copy someone kept is not touched: its lists are not emptied with the reader's.
    @Test func aKeptCopyIsUntouched() {
        var contact = Self.filled
        let kept = contact
        contact.removeAllKeepingListCapacity()
        #expect(kept == Self.filled)
        #expect(contact == Contact.empty)
        contact.phoneNumbers.append(LabeledValue(label: .home, value: "1"))
        #expect(kept.phoneNumbers == Self.filled.phoneNumbers)
    }

    private static func copy(_ keyPath: PartialKeyPath<Contact>, from source: Contact, to target: inout Contact) {
        func assign<Value>(_ path: WritableKeyPath<Contact, Value>) { target[keyPath: path] = source[keyPath: path] }
        switch keyPath {
        case let path as WritableKeyPath<Contact, String>: assign(path)
        case let path as WritableKeyPath<Contact, String?>: assign(path)
        case let path as WritableKeyPath<Contact, ContactKind>: assign(path)
        case let path as WritableKeyPath<Contact, PartialDate?>: assign(path)
        case let path as WritableKeyPath<Contact, NonGregorianDate?>: assign(path)
        case let path as WritableKeyPath<Contact, Data?>: assign(path)
        case let path as WritableKeyPath<Contact, [LabeledValue<String>]>: assign(path)
        case let path as WritableKeyPath<Contact, [LabeledValue<PartialDate>]>: assign(path)
        case let path as WritableKeyPath<Contact, [LabeledValue<PostalAddress>]>: assign(path)
        case let path as WritableKeyPath<Contact, [LabeledValue<SocialProfile>]>: assign(path)
        case let path as WritableKeyPath<Contact, [LabeledValue<InstantMessageAddress>]>: assign(path)
        case let path as WritableKeyPath<Contact, [String]>: assign(path)
        case let path as WritableKeyPath<Contact, [ExtensionProperty]>: assign(path)
        case let path as WritableKeyPath<Contact, [Contact.Field: [Parameter]]>: assign(path)
        default: Issue.record("no copy for \(keyPath)")
        }
    }
}
