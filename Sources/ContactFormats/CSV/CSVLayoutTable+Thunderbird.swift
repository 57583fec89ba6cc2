import ContactModel

extension CSVLayoutTable {
    private static func address(_ label: Label, _ part: CSVPart) -> CSVField {
        .entry(.postalAddresses, .labeled(label, 1), part)
    }

    /// Thunderbird's 37 columns in export order (English, German, French headers). Older
    /// versions add a 38th column with an empty header, which is ignored.
    static let thunderbird: CSVLayoutTable = {
        var table = thunderbirdColumns
        table.fillsDisplayName = true
        return table
    }()

    private static let thunderbirdColumns = CSVLayoutTable(
        columns: [
            CSVColumn(["First Name", "Vorname", "Prénom"], .text(.givenName)),
            CSVColumn(["Last Name", "Nachname", "Nom de famille"], .text(.familyName)),
            CSVColumn(["Display Name", "Anzeigename", "Nom à afficher"], .text(.formattedName)),
            CSVColumn(["Nickname", "Spitzname", "Surnom"], .text(.nickname)),
            CSVColumn(["Primary Email", "Primäre E-Mail-Adresse", "Adresse électronique principale"], .entry(.emailAddresses, .numbered(1), .value)),
            CSVColumn(["Secondary Email", "Sekundäre E-Mail-Adresse", "Adresse électronique secondaire"], .entry(.emailAddresses, .numbered(2), .value)),
            CSVColumn(["Screen Name", "Chat-Name", "Nom d'utilisateur"], .entry(.instantMessageAddresses, .numbered(1), .value)),
            CSVColumn(["Work Phone", "Tel. dienstlich", "Tél. professionnel"], .entry(.phoneNumbers, .labeled(.work, 1), .value)),
            CSVColumn(["Home Phone", "Tel. privat", "Tél. personnel"], .entry(.phoneNumbers, .labeled(.home, 1), .value)),
            CSVColumn(["Fax Number", "Fax-Nummer", "Fax"], .entry(.phoneNumbers, .labeled(.workFax, 1), .value)),
            CSVColumn(["Pager Number", "Pager-Nummer", "Pager"], .entry(.phoneNumbers, .labeled(.pager, 1), .value)),
            CSVColumn(["Mobile Number", "Mobil-Tel.-Nr.", "Portable"], .entry(.phoneNumbers, .labeled(.mobile, 1), .value)),
            CSVColumn(["Home Address", "Privat: Adresse", "Adresse privée"], address(.home, .street)),
            CSVColumn(["Home Address 2", "Privat: Adresse 2", "Adresse privée 2"], address(.home, .street2)),
            CSVColumn(["Home City", "Privat: Ort", "Ville"], address(.home, .city)),
            CSVColumn(["Home State", "Privat: Bundesland", "Pays/État"], address(.home, .state)),
            CSVColumn(["Home ZipCode", "Privat: PLZ", "Code postal"], address(.home, .postalCode)),
            CSVColumn(["Home Country", "Privat: Land", "Pays/Région (domicile)"], address(.home, .country)),
            CSVColumn(["Work Address", "Dienstlich: Adresse", "Adresse professionnelle"], address(.work, .street)),
            CSVColumn(["Work Address 2", "Dienstlich: Adresse 2", "Adresse professionnelle 2"], address(.work, .street2)),
            CSVColumn(["Work City", "Dienstlich: Ort", "Ville (professionnelle)"], address(.work, .city)),
            CSVColumn(["Work State", "Dienstlich: Bundesland", "État/Province (professionnelle)"], address(.work, .state)),
            CSVColumn(["Work ZipCode", "Dienstlich: PLZ", "Code postal (professionnel)"], address(.work, .postalCode)),
            CSVColumn(["Work Country", "Dienstlich: Land", "Pays/Région (professionnel)"], address(.work, .country)),
            CSVColumn(["Job Title", "Arbeitstitel", "Profession"], .text(.jobTitle)),
            CSVColumn(["Department", "Abteilung", "Service"], .text(.departmentName)),
            CSVColumn(["Organization", "Organisation", "Société"], .text(.organizationName)),
            CSVColumn(["Web Page 1", "Webseite 1", "Site Web 1"], .entry(.urlAddresses, .labeled(.work, 1), .value)),
            CSVColumn(["Web Page 2", "Webseite 2", "Site Web 2"], .entry(.urlAddresses, .labeled(.home, 1), .value)),
            CSVColumn(["Birth Year", "Geburtsjahr", "Année de naissance"], .birthdayPart(.year)),
            CSVColumn(["Birth Month", "Geburtsmonat", "Mois de naissance"], .birthdayPart(.month)),
            CSVColumn(["Birth Day", "Geburtstag", "Jour de naissance"], .birthdayPart(.day)),
            CSVColumn(["Custom 1", "Benutzerdef. 1", "Divers 1"], nil),
            CSVColumn(["Custom 2", "Benutzerdef. 2", "Divers 2"], nil),
            CSVColumn(["Custom 3", "Benutzerdef. 3", "Divers 3"], nil),
            CSVColumn(["Custom 4", "Benutzerdef. 4", "Divers 4"], nil),
            CSVColumn(["Notes", "Notizen", "Notes"], .text(.note)),
        ],
        fallbackSlots: [
            .urlAddresses: [.labeled(.work, 1), .labeled(.home, 1)],
            // The voice columns first; pager and fax only rather than losing the number.
            .phoneNumbers: [.labeled(.work, 1), .labeled(.home, 1), .labeled(.mobile, 1), .labeled(.pager, 1), .labeled(.workFax, 1)],
            .postalAddresses: [.labeled(.home, 1), .labeled(.work, 1)],
        ]
    )

    /// LinkedIn's `Connections.csv` (after its "Notes:" preamble).
    static let linkedIn = CSVLayoutTable(
        columns: [
            CSVColumn(["First Name"], .text(.givenName)),
            CSVColumn(["Last Name"], .text(.familyName)),
            CSVColumn(["URL", "Profile URL"], .entry(.socialProfiles, .labeled(.custom("LinkedIn"), 1), .value)),
            CSVColumn(["Email Address"], .entry(.emailAddresses, .numbered(1), .value)),
            CSVColumn(["Company"], .text(.organizationName)),
            CSVColumn(["Position"], .text(.jobTitle)),
            CSVColumn(["Connected On"], .entry(.dates, .labeled(.custom("Connected On"), 1), .value)),
        ]
    )
}
