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
            CSVColumn(["First Name", "Firstname", "First", "Given Name", "Forename", "Vorname", "Prénom"], .text(.givenName)),
            CSVColumn(["Middle Name", "Middle", "Additional Name"], .text(.middleName)),
            CSVColumn(["Last Name", "Lastname", "Last", "Surname", "Family Name", "Nachname", "Nom"], .text(.familyName)),
            CSVColumn(["Prefix", "Name Prefix", "Salutation"], .text(.namePrefix)),
            CSVColumn(["Suffix", "Name Suffix"], .text(.nameSuffix)),
            CSVColumn(["Second Surname", "Second Last Name", "Segundo Apellido"], .text(.secondaryFamilyName)),
            CSVColumn(["Generation"], .text(.nameGeneration)),
            CSVColumn(["Nick Name"], .text(.nickname)),
            CSVColumn(["Company", "Organization", "Organisation", "Company Name", "Account Name", "Firma", "Société"], .text(.organizationName)),
            CSVColumn(["Department"], .text(.departmentName)),
            CSVColumn(["Title", "Job Title", "Position", "Role"], .text(.jobTitle)),
            CSVColumn(["Notes", "Comment", "Comments", "Notizen", "Bemerkungen"], .text(.note)),
            CSVColumn(["Birth Date", "Date of Birth", "DOB", "Geburtstag", "Geburtsdatum", "Date de naissance"], .birthday),
            CSVColumn(["Email", "Email Address", "Mail", "E-Mail-Adresse", "Courriel", "Adresse e-mail"], .entry(.emailAddresses, .numbered(1), .value)),
            CSVColumn(["Work Email", "Business Email"], .entry(.emailAddresses, .labeled(.work, 1), .value)),
            CSVColumn(["Home Email", "Personal Email"], .entry(.emailAddresses, .labeled(.home, 1), .value)),
            CSVColumn(["Phone", "Phone Number", "Telephone", "Tel", "Telefon", "Téléphone"], .entry(.phoneNumbers, .numbered(1), .value)),
            CSVColumn(["Mobile", "Mobile Phone", "Cell", "Cell Phone", "Mobile Number", "Handy", "Mobiltelefon", "Portable"], .entry(.phoneNumbers, .labeled(.mobile, 1), .value)),
            CSVColumn(["Work Phone", "Business Phone", "Office Phone", "Work"], .entry(.phoneNumbers, .labeled(.work, 1), .value)),
            CSVColumn(["Home Phone", "Home"], .entry(.phoneNumbers, .labeled(.home, 1), .value)),
            CSVColumn(["Fax"], .entry(.phoneNumbers, .labeled(.workFax, 1), .value)),
            CSVColumn(["Pager"], .entry(.phoneNumbers, .labeled(.pager, 1), .value)),
            // Yahoo Mail's export (First, Middle, Last, Home and Work phones, Alternate Email
            // 1-2, a work and a home address, "Category").
            CSVColumn(["Alternate Email 1"], .entry(.emailAddresses, .numbered(2), .value)),
            CSVColumn(["Alternate Email 2"], .entry(.emailAddresses, .numbered(3), .value)),
            CSVColumn(["Work Address"], .entry(.postalAddresses, .labeled(.work, 1), .street)),
            CSVColumn(["Work City"], .entry(.postalAddresses, .labeled(.work, 1), .city)),
            CSVColumn(["Work State", "Work County"], .entry(.postalAddresses, .labeled(.work, 1), .state)),
            CSVColumn(["Work ZIP", "Work Post Code"], .entry(.postalAddresses, .labeled(.work, 1), .postalCode)),
            CSVColumn(["Work Country"], .entry(.postalAddresses, .labeled(.work, 1), .country)),
            CSVColumn(["Home Address"], .entry(.postalAddresses, .labeled(.home, 1), .street)),
            CSVColumn(["Home City", "Home Town"], .entry(.postalAddresses, .labeled(.home, 1), .city)),
            CSVColumn(["Home State", "Home County"], .entry(.postalAddresses, .labeled(.home, 1), .state)),
            CSVColumn(["Home ZIP", "Home Post Code"], .entry(.postalAddresses, .labeled(.home, 1), .postalCode)),
            CSVColumn(["Home Country"], .entry(.postalAddresses, .labeled(.home, 1), .country)),
            CSVColumn(["Personal Website"], .entry(.urlAddresses, .labeled(.homePage, 1), .value)),
            // CRM exports (Salesforce, Zoho CRM): the mailing address, an other address, a
            // second e-mail, the other phone.
            CSVColumn(["Mailing Street"], .entry(.postalAddresses, .numbered(1), .street)),
            CSVColumn(["Mailing City"], .entry(.postalAddresses, .numbered(1), .city)),
            CSVColumn(["Mailing State", "Mailing State/Province"], .entry(.postalAddresses, .numbered(1), .state)),
            CSVColumn(["Mailing Zip", "Mailing Zip/Postal Code", "Mailing Postal Code"], .entry(.postalAddresses, .numbered(1), .postalCode)),
            CSVColumn(["Mailing Country"], .entry(.postalAddresses, .numbered(1), .country)),
            CSVColumn(["Other Street"], .entry(.postalAddresses, .labeled(.other, 1), .street)),
            CSVColumn(["Other City"], .entry(.postalAddresses, .labeled(.other, 1), .city)),
            CSVColumn(["Other State", "Other State/Province"], .entry(.postalAddresses, .labeled(.other, 1), .state)),
            CSVColumn(["Other Zip", "Other Zip/Postal Code", "Other Postal Code"], .entry(.postalAddresses, .labeled(.other, 1), .postalCode)),
            CSVColumn(["Other Country"], .entry(.postalAddresses, .labeled(.other, 1), .country)),
            CSVColumn(["Secondary Email"], .entry(.emailAddresses, .numbered(2), .value)),
            CSVColumn(["Other Phone"], .entry(.phoneNumbers, .labeled(.other, 1), .value)),
            CSVColumn(["Business Website"], .entry(.urlAddresses, .labeled(.work, 1), .value)),
            CSVColumn(["Address", "Street", "Street Address", "Straße", "Adresse", "Rue"], .entry(.postalAddresses, .numbered(1), .street)),
            CSVColumn(["City", "Town", "Ort", "Stadt", "Ville"], .entry(.postalAddresses, .numbered(1), .city)),
            CSVColumn(["State", "Region", "Province"], .entry(.postalAddresses, .numbered(1), .state)),
            CSVColumn(["Zip", "Zip Code", "Postal Code", "Postcode", "PLZ", "Postleitzahl", "Code postal"], .entry(.postalAddresses, .numbered(1), .postalCode)),
            CSVColumn(["Country", "Land", "Pays"], .entry(.postalAddresses, .numbered(1), .country)),
            CSVColumn(["Website", "Web Site", "URL", "Web Page", "Homepage"], .entry(.urlAddresses, .numbered(1), .value)),
            CSVColumn(["Groups", "Categories", "Category", "Labels", "Tags"], .groups),
        ],
        groups: google.groups,
        labelNames: googleLabelNames
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
