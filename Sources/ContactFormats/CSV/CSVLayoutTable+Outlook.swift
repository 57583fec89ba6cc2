import ContactModel

extension CSVLayoutTable {
    private static func phone(_ label: Label, _ occurrence: Int = 1) -> CSVField {
        .entry(.phoneNumbers, .labeled(label, occurrence), .value)
    }

    private static func address(_ label: Label, _ part: CSVPart) -> CSVField {
        .entry(.postalAddresses, .labeled(label, 1), part)
    }

    private static func email(_ number: Int, _ part: CSVPart) -> CSVField {
        .entry(.emailAddresses, .numbered(number), part)
    }

    private static func relation(_ label: Label) -> CSVField {
        .entry(.contactRelations, .labeled(label, 1), .value)
    }

    /// Outlook desktop's 92 columns in export order (English, German, French headers),
    /// followed by the columns only Outlook.com and Google's "Outlook CSV" write.
    static let outlook = CSVLayoutTable(
        columns: [
            CSVColumn(["Title", "Anrede", "Titre"], .text(.namePrefix)),
            CSVColumn(["First Name", "Vorname", "Prénom"], .text(.givenName)),
            CSVColumn(["Middle Name", "Weitere Vornamen", "Deuxième prénom"], .text(.middleName)),
            CSVColumn(["Last Name", "Nachname", "Nom"], .text(.familyName)),
            CSVColumn(["Suffix", "Namenszusatz", "Suffixe"], .text(.nameSuffix)),
            CSVColumn(["Company", "Firma", "Société"], .text(.organizationName)),
            CSVColumn(["Department", "Abteilung", "Service"], .text(.departmentName)),
            CSVColumn(["Job Title", "Position", "Fonction"], .text(.jobTitle)),
            CSVColumn(["Business Street", "Straße geschäftlich", "Rue (bureau)"], address(.work, .street)),
            CSVColumn(["Business Street 2", "Straße geschäftlich 2", "Rue (bureau) 2"], address(.work, .street2)),
            CSVColumn(["Business Street 3", "Straße geschäftlich 3", "Rue (bureau) 3"], address(.work, .street3)),
            CSVColumn(["Business City", "Ort geschäftlich", "Ville (bureau)"], address(.work, .city)),
            CSVColumn(["Business State", "Region geschäftlich", "Dép/Région (bureau)"], address(.work, .state)),
            CSVColumn(["Business Postal Code", "Postleitzahl geschäftlich", "Code postal (bureau)"], address(.work, .postalCode)),
            CSVColumn(["Business Country/Region", "Land/Region geschäftlich", "Pays/Région (bureau)", "Business Country"], address(.work, .country)),
            CSVColumn(["Home Street", "Straße privat", "Rue (domicile)"], address(.home, .street)),
            CSVColumn(["Home Street 2", "Straße privat 2", "Rue (domicile) 2"], address(.home, .street2)),
            CSVColumn(["Home Street 3", "Straße privat 3", "Rue (domicile) 3"], address(.home, .street3)),
            CSVColumn(["Home City", "Ort privat", "Ville (domicile)"], address(.home, .city)),
            CSVColumn(["Home State", "Bundesland/Kanton privat", "Dép/Région (domicile)"], address(.home, .state)),
            CSVColumn(["Home Postal Code", "Postleitzahl privat", "Code postal (domicile)"], address(.home, .postalCode)),
            CSVColumn(["Home Country/Region", "Land/Region privat", "Pays/Région (domicile)", "Home Country"], address(.home, .country)),
            CSVColumn(["Other Street", "Weitere Straße", "Rue (autre)"], address(.other, .street)),
            CSVColumn(["Other Street 2", "Weitere Straße 2", "Rue (autre) 2"], address(.other, .street2)),
            CSVColumn(["Other Street 3", "Weitere Straße 3", "Rue (autre) 3"], address(.other, .street3)),
            CSVColumn(["Other City", "Weiterer Ort", "Ville (autre)"], address(.other, .city)),
            CSVColumn(["Other State", "Weiteres/r Bundesland/Kanton", "Dép/Région (autre)"], address(.other, .state)),
            CSVColumn(["Other Postal Code", "Weitere Postleitzahl", "Code postal (autre)"], address(.other, .postalCode)),
            CSVColumn(["Other Country/Region", "Weiteres/r Land/Region", "Pays/Région (autre)", "Other Country"], address(.other, .country)),
            CSVColumn(["Assistant's Phone", "Telefon Assistent", "Téléphone de l'assistant(e)"], phone(.custom("Assistant"))),
            CSVColumn(["Business Fax", "Fax geschäftlich", "Télécopie (bureau)"], phone(.workFax)),
            CSVColumn(["Business Phone", "Telefon geschäftlich", "Téléphone (bureau)"], phone(.work)),
            CSVColumn(["Business Phone 2", "Telefon geschäftlich 2", "Téléphone 2 (bureau)"], phone(.work, 2)),
            CSVColumn(["Callback", "Rückmeldung", "Rappel"], phone(.custom("Callback"))),
            CSVColumn(["Car Phone", "Autotelefon", "Téléphone (voiture)"], phone(.custom("Car"))),
            CSVColumn(["Company Main Phone", "Telefon Firma", "Téléphone société"], phone(.main)),
            CSVColumn(["Home Fax", "Fax privat", "Télécopie (domicile)"], phone(.homeFax)),
            CSVColumn(["Home Phone", "Telefon privat", "Téléphone (domicile)"], phone(.home)),
            CSVColumn(["Home Phone 2", "Telefon privat 2", "Téléphone 2 (domicile)"], phone(.home, 2)),
            CSVColumn(["ISDN", "ISDN", "RNIS"], phone(.custom("ISDN"))),
            CSVColumn(["Mobile Phone", "Mobiltelefon", "Tél. mobile"], phone(.mobile)),
            CSVColumn(["Other Fax", "Weiteres Fax", "Télécopie (autre)"], phone(.otherFax)),
            CSVColumn(["Other Phone", "Weiteres Telefon", "Téléphone (autre)"], phone(.other)),
            CSVColumn(["Pager", "Pager", "Récepteur de radiomessagerie"], phone(.pager)),
            CSVColumn(["Primary Phone", "Haupttelefon", "Téléphone principal"], phone(.custom("Primary"))),
            CSVColumn(["Radio Phone", "Funkruf", "Radio téléphone"], phone(.custom("Radio"))),
            CSVColumn(["TTY/TDD Phone", "Telefon für Hörbehinderte", "Téléphone TDD/TTY"], phone(.custom("TTY/TDD"))),
            CSVColumn(["Telex", "Telex", "Télex"], phone(.custom("Telex"))),
            CSVColumn(["Account", "Konto", "Compte"], nil),
            CSVColumn(["Anniversary", "Jahrestag", "Anniversaire de mariage"], .entry(.dates, .labeled(.anniversary, 1), .value), empty: "0/0/00"),
            CSVColumn(["Assistant's Name", "Name Assistent", "Nom de l'assistant(e)"], relation(.assistant)),
            CSVColumn(["Billing Information", "Abrechnungsinformation", "Informations facturation"], nil),
            CSVColumn(["Birthday", "Geburtstag", "Anniversaire"], .birthday, empty: "0/0/00"),
            CSVColumn(["Business Address PO Box", "Postfach geschäftlich", "B.P. professionnelle"], address(.work, .postOfficeBox)),
            CSVColumn(["Categories", "Kategorien", "Catégories"], .groups),
            CSVColumn(["Children", "Kinder", "Enfants"], relation(.child)),
            CSVColumn(["Directory Server", "Verzeichnisserver", "Serveur d'annuaire"], nil),
            CSVColumn(["E-mail Address", "E-Mail-Adresse", "Adresse de messagerie"], email(1, .value)),
            CSVColumn(["E-mail Type", "E-Mail-Typ", "Type de messagerie"], email(1, .parameter("X-OUTLOOK-TYPE"))),
            CSVColumn(["E-mail Display Name", "E-Mail: Angezeigter Name", "Nom complet de l'adresse de messagerie"], email(1, .parameter("X-OUTLOOK-DISPLAY-NAME"))),
            CSVColumn(["E-mail 2 Address", "E-Mail 2: Adresse", "Adresse de messagerie 2"], email(2, .value)),
            CSVColumn(["E-mail 2 Type", "E-Mail 2: Typ", "Type de messagerie 2"], email(2, .parameter("X-OUTLOOK-TYPE"))),
            CSVColumn(["E-mail 2 Display Name", "E-Mail 2: Angezeigter Name", "Nom complet de l'adresse de messagerie 2"], email(2, .parameter("X-OUTLOOK-DISPLAY-NAME"))),
            CSVColumn(["E-mail 3 Address", "E-Mail 3: Adresse", "Adresse de messagerie 3"], email(3, .value)),
            CSVColumn(["E-mail 3 Type", "E-Mail 3: Typ", "Type de messagerie 3"], email(3, .parameter("X-OUTLOOK-TYPE"))),
            CSVColumn(["E-mail 3 Display Name", "E-Mail 3: Angezeigter Name", "Nom complet de l'adresse de messagerie 3"], email(3, .parameter("X-OUTLOOK-DISPLAY-NAME"))),
            CSVColumn(["Gender", "Geschlecht", "Sexe"], nil, empty: "Unspecified"),
            CSVColumn(["Government ID Number", "Regierungs-Nr.", "Code gouvernement"], nil),
            CSVColumn(["Hobby", "Hobby", "Passe-temps"], nil),
            CSVColumn(["Home Address PO Box", "Postfach privat", "B.P. domicile"], address(.home, .postOfficeBox)),
            CSVColumn(["Initials", "Initialen", "Initiales"], nil),
            CSVColumn(["Internet Free Busy", "Internet-Frei/Gebucht", "Disponibilité Internet"], nil),
            CSVColumn(["Keywords", "Stichwörter", "Mots clés"], nil),
            CSVColumn(["Language", "Sprache", "Langue"], nil),
            CSVColumn(["Location", "Ort", "Emplacement"], nil),
            CSVColumn(["Manager's Name", "Name des/der Vorgesetzten", "Nom du responsable"], relation(.manager)),
            CSVColumn(["Mileage", "Reisekilometer", "Kilométrage"], nil),
            CSVColumn(["Notes", "Notizen", "Notes"], .text(.note)),
            CSVColumn(["Office Location", "Büro", "Bureau"], nil),
            CSVColumn(["Organizational ID Number", "Organisations-Nr.", "Numéro d'identification de l'organisation"], nil),
            CSVColumn(["Other Address PO Box", "Weiteres Postfach", "B.P. autre"], address(.other, .postOfficeBox)),
            CSVColumn(["Priority", "Priorität", "Priorité"], nil, empty: "Normal"),
            CSVColumn(["Private", "Privat", "Privé"], nil, empty: "False"),
            CSVColumn(["Profession", "Beruf", "Profession"], nil),
            CSVColumn(["Referred By", "Empfohlen von", "Recommandé par"], relation(.custom("Referred By"))),
            CSVColumn(["Sensitivity", "Vertraulichkeit", "Critère de diffusion"], nil, empty: "Normal"),
            CSVColumn(["Spouse", "Partner", "Conjoint(e)"], relation(.spouse)),
            CSVColumn(["User 1", "Benutzer 1", "Utilisateur 1"], nil),
            CSVColumn(["User 2", "Benutzer 2", "Utilisateur 2"], nil),
            CSVColumn(["User 3", "Benutzer 3", "Utilisateur 3"], nil),
            CSVColumn(["User 4", "Benutzer 4", "Utilisateur 4"], nil),
            CSVColumn(["Web Page", "Webseite", "Page Web"], .entry(.urlAddresses, .numbered(1), .value)),
            // Outlook.com and Google's "Outlook CSV" only.
            CSVColumn(["Nickname", "Spitzname", "Surnom"], .text(.nickname)),
            CSVColumn(["Given Yomi", "Vorname (phonetisch)", "Prénom (phonétique)"], .text(.phoneticGivenName)),
            CSVColumn(["Surname Yomi", "Nachname (phonetisch)", "Nom (phonétique)"], .text(.phoneticFamilyName)),
            CSVColumn(["Company Yomi", "Firma (phonetisch)", "Société (phonétique)"], .text(.phoneticOrganizationName)),
            CSVColumn(["IMAddress", "Chatadresse", "Adresse de messagerie instantanée"], .entry(.instantMessageAddresses, .numbered(1), .value)),
            CSVColumn(["Personal Web Page", "Persönliche Webseite", "Page Web personnelle"], .entry(.urlAddresses, .labeled(.homePage, 1), .value)),
            CSVColumn(["Schools", "Schulen", "Écoles"], nil),
            // Google's "Outlook CSV" only: each address also as one formatted block.
            CSVColumn(["Home Address"], address(.home, .formatted)),
            CSVColumn(["Business Address"], address(.work, .formatted)),
            CSVColumn(["Other Address"], address(.other, .formatted)),
        ],
        groupSeparator: ";",
        dateStyle: .monthDayYear,
        quotesEveryField: true,
        fallbackSlots: [
            // An untyped phone goes to Other Phone, then to the free voice columns.
            .phoneNumbers: [
                .labeled(.other, 1), .labeled(.home, 1), .labeled(.work, 1), .labeled(.mobile, 1),
                .labeled(.home, 2), .labeled(.work, 2), .labeled(.custom("Car"), 1),
                .labeled(.custom("Callback"), 1), .labeled(.custom("Radio"), 1), .labeled(.custom("Primary"), 1),
            ],
            .postalAddresses: [.labeled(.other, 1), .labeled(.home, 1), .labeled(.work, 1)],
            .urlAddresses: [.numbered(1)],
        ],
        labelNames: []
    )

    /// How many of ``outlook``'s columns Outlook desktop writes (the rest are Outlook.com's).
    static let outlookDesktopColumnCount = 92
}
