import ContactModel

extension CSVLayoutTable {
    /// The generic layout: our own columns (field paths, see ``CSVField/init(path:)``) when
    /// writing; when reading, field paths plus the common spreadsheet names below. Columns
    /// it does not know are kept as extensions.
    static let generic = CSVLayoutTable(
        columns: CSVTextField.allCases.map { CSVColumn([$0.rawValue], .text($0)) } + [
            CSVColumn(["birthday"], .birthday),
            CSVColumn(["groups"], .groups),
            // Aliases (reading only).
            CSVColumn(["Full Name", "Name", "Display Name", "Formatted Name"], .text(.formattedName)),
            CSVColumn(["First Name", "Firstname", "Given Name", "Forename", "Vorname", "Prénom"], .text(.givenName)),
            CSVColumn(["Middle Name", "Additional Name"], .text(.middleName)),
            CSVColumn(["Last Name", "Lastname", "Surname", "Family Name", "Nachname", "Nom"], .text(.familyName)),
            CSVColumn(["Prefix", "Name Prefix", "Salutation"], .text(.namePrefix)),
            CSVColumn(["Suffix", "Name Suffix"], .text(.nameSuffix)),
            CSVColumn(["Second Surname", "Second Last Name", "Segundo Apellido"], .text(.secondaryFamilyName)),
            CSVColumn(["Generation"], .text(.nameGeneration)),
            CSVColumn(["Nick Name"], .text(.nickname)),
            CSVColumn(["Company", "Organization", "Organisation", "Company Name", "Firma", "Société"], .text(.organizationName)),
            CSVColumn(["Department"], .text(.departmentName)),
            CSVColumn(["Title", "Job Title", "Position", "Role"], .text(.jobTitle)),
            CSVColumn(["Notes", "Comment", "Comments", "Notizen", "Bemerkungen"], .text(.note)),
            CSVColumn(["Birth Date", "Date of Birth", "DOB", "Geburtstag", "Geburtsdatum", "Date de naissance"], .birthday),
            CSVColumn(["Email", "Email Address", "Mail", "E-Mail-Adresse", "Courriel", "Adresse e-mail"], .entry(.emailAddresses, .numbered(1), .value)),
            CSVColumn(["Work Email", "Business Email"], .entry(.emailAddresses, .labeled(.work, 1), .value)),
            CSVColumn(["Home Email", "Personal Email"], .entry(.emailAddresses, .labeled(.home, 1), .value)),
            CSVColumn(["Phone", "Phone Number", "Telephone", "Tel", "Telefon", "Téléphone"], .entry(.phoneNumbers, .numbered(1), .value)),
            CSVColumn(["Mobile", "Mobile Phone", "Cell", "Cell Phone", "Mobile Number", "Handy", "Mobiltelefon", "Portable"], .entry(.phoneNumbers, .labeled(.mobile, 1), .value)),
            CSVColumn(["Work Phone", "Business Phone", "Office Phone"], .entry(.phoneNumbers, .labeled(.work, 1), .value)),
            CSVColumn(["Home Phone"], .entry(.phoneNumbers, .labeled(.home, 1), .value)),
            CSVColumn(["Fax"], .entry(.phoneNumbers, .labeled(.workFax, 1), .value)),
            CSVColumn(["Address", "Street", "Street Address", "Straße", "Adresse", "Rue"], .entry(.postalAddresses, .numbered(1), .street)),
            CSVColumn(["City", "Town", "Ort", "Stadt", "Ville"], .entry(.postalAddresses, .numbered(1), .city)),
            CSVColumn(["State", "Region", "Province"], .entry(.postalAddresses, .numbered(1), .state)),
            CSVColumn(["Zip", "Zip Code", "Postal Code", "Postcode", "PLZ", "Postleitzahl", "Code postal"], .entry(.postalAddresses, .numbered(1), .postalCode)),
            CSVColumn(["Country", "Land", "Pays"], .entry(.postalAddresses, .numbered(1), .country)),
            CSVColumn(["Website", "Web Site", "URL", "Web Page", "Homepage"], .entry(.urlAddresses, .numbered(1), .value)),
            CSVColumn(["Groups", "Categories", "Labels", "Tags"], .groups),
        ],
        groups: google.groups,
        labelNames: googleLabelNames,
        signature: []
    )

    /// The generic layout's own columns for each labeled list, in writing order.
    static let genericParts: [(list: CSVList, parts: [CSVPart])] = [
        (.phoneNumbers, [.label, .value]),
        (.emailAddresses, [.label, .value]),
        (.postalAddresses, [.label, .street, .city, .state, .postalCode, .country, .postOfficeBox, .extendedAddress]),
        (.urlAddresses, [.label, .value]),
        (.contactRelations, [.label, .value]),
        (.dates, [.label, .value]),
        (.instantMessageAddresses, [.label, .service, .value]),
        (.socialProfiles, [.label, .service, .value]),
    ]
}
