import ContactModel

extension CSVLayoutTable {
    /// Labels as Google Contacts spells them.
    static let googleLabelNames: [(label: Label, name: String)] = [
        (.homeFax, "Home Fax"), (.workFax, "Work Fax"), (.otherFax, "Other Fax"),
        (.homePage, "Home Page"), (.iPhone, "iPhone"), (.iCloud, "iCloud"), (.appleWatch, "Apple Watch"),
    ]

    /// Google Contacts' current export (2023 and later).
    static let google = CSVLayoutTable(
        columns: [
            CSVColumn(["First Name"], .text(.givenName)),
            CSVColumn(["Middle Name"], .text(.middleName)),
            CSVColumn(["Last Name"], .text(.familyName)),
            CSVColumn(["Phonetic First Name"], .text(.phoneticGivenName)),
            CSVColumn(["Phonetic Middle Name"], .text(.phoneticMiddleName)),
            CSVColumn(["Phonetic Last Name"], .text(.phoneticFamilyName)),
            CSVColumn(["Name Prefix"], .text(.namePrefix)),
            CSVColumn(["Name Suffix"], .text(.nameSuffix)),
            CSVColumn(["Nickname"], .text(.nickname)),
            CSVColumn(["File As"], .text(.formattedName)),
            CSVColumn(["Organization Name"], .text(.organizationName)),
            CSVColumn(["Organization Title"], .text(.jobTitle)),
            CSVColumn(["Organization Department"], .text(.departmentName)),
            CSVColumn(["Birthday"], .birthday),
            CSVColumn(["Notes"], .text(.note)),
            // The address of the picture (Google writes its own); a vCard's `PHOTO` URI.
            CSVColumn(["Photo"], .extensionProperty("PHOTO")),
            CSVColumn(["Labels"], .groups),
        ],
        groups: [
            CSVColumnGroup(list: .emailAddresses, prefixes: ["E-mail"], parts: [("Label", .label), ("Value", .value)]),
            CSVColumnGroup(list: .phoneNumbers, prefixes: ["Phone"], parts: [("Label", .label), ("Value", .value)]),
            CSVColumnGroup(list: .postalAddresses, prefixes: ["Address"], parts: addressParts(labelName: "Label")),
            CSVColumnGroup(list: .contactRelations, prefixes: ["Relation"], parts: [("Label", .label), ("Value", .value)]),
            CSVColumnGroup(list: .urlAddresses, prefixes: ["Website"], parts: [("Label", .label), ("Value", .value)]),
            CSVColumnGroup(list: .dates, prefixes: ["Event"], parts: [("Label", .label), ("Value", .value)]),
            CSVColumnGroup(list: .instantMessageAddresses, prefixes: ["IM"], parts: [("Label", .label), ("Service", .service), ("Value", .value)]),
            CSVColumnGroup(list: .socialProfiles, prefixes: ["Social Profile"], parts: [("Label", .label), ("Service", .service), ("Value", .value)]),
            CSVColumnGroup(list: .customFields, prefixes: ["Custom Field"], parts: [("Label", .label), ("Value", .value)]),
        ],
        labelNames: googleLabelNames
    )

    /// The address parts Google writes, in order.
    static func addressParts(labelName: String) -> [(name: String, part: CSVPart)] {
        [
            (labelName, .label), ("Formatted", .formatted), ("Street", .street), ("City", .city),
            ("PO Box", .postOfficeBox), ("Region", .state), ("Postal Code", .postalCode),
            ("Country", .country), ("Extended Address", .extendedAddress),
        ]
    }

    /// Google Contacts' legacy export ("Google CSV" before 2023).
    static let googleLegacy = CSVLayoutTable(
        columns: [
            CSVColumn(["Name"], .text(.formattedName)),
            CSVColumn(["Given Name"], .text(.givenName)),
            CSVColumn(["Additional Name"], .text(.middleName)),
            CSVColumn(["Family Name"], .text(.familyName)),
            CSVColumn(["Yomi Name"], nil),
            CSVColumn(["Given Name Yomi"], .text(.phoneticGivenName)),
            CSVColumn(["Additional Name Yomi"], .text(.phoneticMiddleName)),
            CSVColumn(["Family Name Yomi"], .text(.phoneticFamilyName)),
            CSVColumn(["Name Prefix"], .text(.namePrefix)),
            CSVColumn(["Name Suffix"], .text(.nameSuffix)),
            CSVColumn(["Initials"], nil),
            CSVColumn(["Nickname"], .text(.nickname)),
            CSVColumn(["Short Name"], nil),
            CSVColumn(["Maiden Name"], .text(.previousFamilyName)),
            CSVColumn(["Birthday"], .birthday),
            CSVColumn(["Gender"], nil),
            CSVColumn(["Location"], nil),
            CSVColumn(["Billing Information"], nil),
            CSVColumn(["Directory Server"], nil),
            CSVColumn(["Mileage"], nil),
            CSVColumn(["Occupation"], nil),
            CSVColumn(["Hobby"], nil),
            CSVColumn(["Sensitivity"], nil),
            CSVColumn(["Priority"], nil),
            CSVColumn(["Subject"], nil),
            CSVColumn(["Notes"], .text(.note)),
            CSVColumn(["Language"], nil),
            // The address of the picture (Google writes its own); a vCard's `PHOTO` URI.
            CSVColumn(["Photo"], .extensionProperty("PHOTO")),
            CSVColumn(["Group Membership"], .groups),
            CSVColumn(["Organization 1 - Type"], nil),
            CSVColumn(["Organization 1 - Name"], .text(.organizationName)),
            CSVColumn(["Organization 1 - Yomi Name"], .text(.phoneticOrganizationName)),
            CSVColumn(["Organization 1 - Title"], .text(.jobTitle)),
            CSVColumn(["Organization 1 - Department"], .text(.departmentName)),
        ],
        groups: [
            CSVColumnGroup(list: .emailAddresses, prefixes: ["E-mail"], parts: [("Type", .label), ("Value", .value)]),
            CSVColumnGroup(list: .phoneNumbers, prefixes: ["Phone"], parts: [("Type", .label), ("Value", .value)]),
            CSVColumnGroup(list: .postalAddresses, prefixes: ["Address"], parts: addressParts(labelName: "Type")),
            CSVColumnGroup(list: .contactRelations, prefixes: ["Relation"], parts: [("Type", .label), ("Value", .value)]),
            CSVColumnGroup(list: .urlAddresses, prefixes: ["Website"], parts: [("Type", .label), ("Value", .value)]),
            CSVColumnGroup(list: .dates, prefixes: ["Event"], parts: [("Type", .label), ("Value", .value)]),
            CSVColumnGroup(list: .instantMessageAddresses, prefixes: ["IM"], parts: [("Type", .label), ("Service", .service), ("Value", .value)]),
            CSVColumnGroup(list: .customFields, prefixes: ["Custom Field"], parts: [("Type", .label), ("Value", .value)]),
        ],
        labelNames: googleLabelNames
    )
}
