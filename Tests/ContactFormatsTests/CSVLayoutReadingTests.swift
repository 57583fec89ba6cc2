import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// What each layout's fixture must read as.
@Suite struct CSVLayoutReadingTests {
    private func contacts(_ name: String) throws -> [Contact] {
        try Fixtures.readCSV(try Fixtures.bytes("csv/" + name)).contacts
    }

    @Test func googleCurrent() throws {
        let all = try contacts("google-contacts.csv")
        #expect(all.count == 3)
        let avery = all[0]
        #expect(avery.namePrefix == "Dr.")
        #expect(avery.middleName == "J")
        #expect(avery.organizationName == "Northwind Traders, Inc.")
        #expect(avery.departmentName == "Purchasing")
        #expect(avery.jobTitle == "Buyer")
        #expect(avery.birthday == PartialDate(year: 1985, month: 4, day: 12))
        #expect(avery.note == "Likes \"quoted\" words, commas, and\nline breaks\ttabs too.")
        // System labels become Google's vCard group names; other labels stay.
        #expect(avery.groups == ["myContacts", "starred", "Friends"])
        // "* Work" marks the preferred value; " ::: " holds several values with one label.
        #expect(avery.emailAddresses.map(\.value) == ["avery.quinlan@example.com", "ave@example.org", "avery@example.net"])
        #expect(avery.emailAddresses.map(\.label) == [.work, .home, .home])
        #expect(avery.emailAddresses[0].preference == 1)
        #expect(avery.phoneNumbers.map(\.label) == [.mobile, .workFax, .custom("Boat")])
        #expect(avery.phoneNumbers[2].value == "=1+2")
        let address = try #require(avery.postalAddresses.first)
        #expect(address.label == .home)
        #expect(address.value.street == "12 Maple Avenue\nApt 4")
        #expect(address.value.city == "Springfield")
        #expect(address.value.state == "IL")
        #expect(address.value.postalCode == "62704")
        #expect(address.value.formattedLabel == "12 Maple Avenue\nApt 4\nSpringfield, IL 62704")
        #expect(avery.contactRelations.first?.label == .spouse)
        #expect(avery.urlAddresses.first?.label == .custom("Blog"))
        #expect(avery.dates.first?.label == .anniversary)
        #expect(avery.dates.first?.value == PartialDate(year: 2010, month: 6, day: 19))
        // The custom field: its value and its label, in one item group.
        #expect(avery.extensions.map(\.name) == ["X-CUSTOM-FIELD", "X-ABLABEL"])
        #expect(avery.extensions.map(\.value) == ["42", "Shoe size"])
        #expect(avery.extensions[0].group == avery.extensions[1].group && avery.extensions[0].group != nil)
        #expect(all[1].birthday == PartialDate(month: 11, day: 3))
        #expect(all[2].organizationName == "Harbor Point Marina")
        #expect(all[2].phoneNumbers.first?.label == .main)
    }

    /// Regression: a preferred value without a label (`* `, trimmed to `*`) became the
    /// custom label `*`.
    @Test func googlePreferredValueWithoutLabel() throws {
        let text = "First Name,E-mail 1 - Label,E-mail 1 - Value\r\nAnn,* ,ann@example.com\r\n"
        let contact = try #require(try Fixtures.readCSV(Array(text.utf8)).contacts.first)
        #expect(contact.emailAddresses == [LabeledValue(label: nil, value: "ann@example.com", preference: 1)])
    }

    @Test func googleLegacy() throws {
        let all = try contacts("google-legacy-utf16.csv")
        let soren = all[0]
        #expect(soren.formattedName == "Søren Åkesson")
        #expect(soren.groups == ["myContacts", "Kollegen"])
        #expect(soren.organizationName == "Nordljus AB")
        #expect(soren.jobTitle == "Ingenjör")
        #expect(soren.phoneNumbers.map(\.label) == [.mobile, .home])
        #expect(soren.postalAddresses.first?.value.city == "Göteborg")
        #expect(soren.postalAddresses.first?.label == .work)
    }

    @Test func outlookDesktop() throws {
        let all = try contacts("outlook-desktop.csv")
        let carmen = all[0]
        #expect(carmen.namePrefix == "Ms.")
        #expect(carmen.organizationName == "Blue Ridge Analytics")
        #expect(carmen.phoneNumbers.map(\.label) == [.workFax, .work, .custom("Car"), .mobile])
        #expect(carmen.postalAddresses.first?.value.street == "200 Lakeview Drive\nSuite 5")
        #expect(carmen.postalAddresses.first?.label == .work)
        #expect(carmen.birthday == PartialDate(year: 1982, month: 7, day: 4))
        #expect(carmen.dates.isEmpty)  // 0/0/00 is no date
        #expect(carmen.groups == ["Clients", "VIP"])
        #expect(carmen.contactRelations.first?.value == "Luis Ruiz")
        #expect(carmen.contactRelations.first?.label == .spouse)
        #expect(carmen.note == "Met at the \"Data, Money & You\" conference.\r\nFollow up in Q3.")
        #expect(carmen.emailAddresses.first?.parameters == [Parameter("X-OUTLOOK-DISPLAY-NAME", "Carmen Ruiz (carmen.ruiz@example.com)")])
        // Default values (Unspecified, Normal, False) are not data; Initials are.
        #expect(carmen.extensions.map(\.name) == ["X-CSV-INITIALS"])
        let dmitri = all[1]
        #expect(dmitri.emailAddresses.map(\.value) == ["dmitri@example.org", "dv@example.net"])
        #expect(dmitri.birthday == PartialDate(year: 1980, month: 2, day: 30))
    }

    /// Dmitri starts on line 4: the note before him spans two lines.
    @Test func invalidDateIsKeptWithAWarning() throws {
        let diagnostics = try Fixtures.readCSV(try Fixtures.bytes("csv/outlook-desktop.csv")).diagnostics
        #expect(diagnostics.contains { $0.code == .invalidDate && $0.line == 4 && $0.property == "Birthday" })
    }

    @Test(arguments: ["outlook-desktop-de.csv", "outlook-desktop-fr.csv"])
    func outlookLocalizedHeaders(_ name: String) throws {
        let contact = try #require(try contacts(name).first)
        #expect(contact.namePrefix == "Herr")
        #expect(contact.givenName == "Jürgen")
        #expect(contact.familyName == "Schäfer")
        #expect(contact.organizationName == "Beispiel GmbH")
        #expect(contact.departmentName == "Vertrieb")
        #expect(contact.jobTitle == "Leiter")
        #expect(contact.phoneNumbers.map(\.label) == [.work, .mobile])
        #expect(contact.postalAddresses.first?.value.city == "Köln")
        #expect(contact.emailAddresses.map(\.value) == ["juergen@example.de"])
        #expect(contact.birthday == PartialDate(year: 1970, month: 3, day: 15))
        #expect(contact.groups == ["Kunden"])
        #expect(contact.note == "Bevorzugt Anrufe, vormittags.")
        #expect(contact.extensions.map(\.value) == ["Segeln"])
    }

    @Test func googlesOutlookCSV() throws {
        // Google's "Outlook CSV" export: 88 Outlook columns plus a formatted block per address.
        let all = try contacts("google-outlook-csv.csv")
        #expect(all.count == 2)
        let amara = all[0]
        #expect(amara.birthday == PartialDate(year: 1988, month: 2, day: 14))
        #expect(amara.phoneNumbers.map(\.label) == [.mobile, .work])
        #expect(amara.postalAddresses.first?.label == .home)
        #expect(amara.postalAddresses.first?.value.city == "Bristol")
        #expect(amara.postalAddresses.first?.value.formattedLabel == "12 Quay Lane\nBristol BS1 4RN\nUnited Kingdom")
        #expect(amara.extensions.isEmpty)
        let lucas = all[1]
        #expect(lucas.namePrefix == "Dr.")
        #expect(lucas.emailAddresses.map(\.value) == ["lucas.moreau@example.fr", "l.moreau@example.org"])
        #expect(lucas.postalAddresses.first?.label == .work)
        #expect(lucas.contactRelations.map(\.value) == ["Claire Moreau"])
    }

    @Test func outlookCom() throws {
        let contact = try #require(try contacts("outlook-com.csv").first)
        #expect(contact.nickname == "Pri")
        #expect(contact.instantMessageAddresses.first?.value.username == "priya.raman")
        #expect(contact.urlAddresses.first?.label == .homePage)
        #expect(contact.birthday == PartialDate(year: 1991, month: 9, day: 9))
        #expect(contact.extensions.first?.parameters.firstValue(named: "X-CSV-COLUMN") == "Schools")
    }

    @Test(arguments: ["thunderbird.csv", "thunderbird-de.csv", "thunderbird-fr.csv", "thunderbird-tab.csv"])
    func thunderbird(_ name: String) throws {
        let all = try contacts(name)
        #expect(all.count == 1)
        let lena = all[0]
        #expect(lena.formattedName == "Lena Fischer")
        #expect(lena.nickname == "Lenchen")
        #expect(lena.emailAddresses.map(\.value) == ["lena@example.de", "lena.f@example.org"])
        #expect(lena.phoneNumbers.map(\.label) == [.work, .mobile])
        #expect(lena.postalAddresses.first?.value.street == "Gartenweg 3\nHinterhaus")
        #expect(lena.postalAddresses.first?.label == .home)
        #expect(lena.birthday == PartialDate(year: 1990, month: 5, day: 17))
        #expect(lena.urlAddresses.first?.label == .work)
        #expect(lena.organizationName == "Beispiel AG")
        #expect(lena.note == "Mag Kaffee, schwarz.")
        #expect(lena.extensions.map(\.value) == ["Kundennummer 7"])
    }

    @Test func thunderbirdTrailingEmptyHeaderIsIgnored() throws {
        let diagnostics = try Fixtures.readCSV(try Fixtures.bytes("csv/thunderbird.csv")).diagnostics
        #expect(!diagnostics.contains { $0.code == .raggedRow || $0.code == .unknownColumn })
    }

    @Test func linkedIn() throws {
        let tomas = try #require(try contacts("linkedin-connections.csv").first)
        #expect(tomas.socialProfiles.first?.value.service == "LinkedIn")
        #expect(tomas.socialProfiles.first?.value.urlString == "https://www.linkedin.com/in/tomas-herrera-example")
        #expect(tomas.dates.first?.value == PartialDate(year: 2021, month: 3, day: 12))
        #expect(tomas.emailAddresses.map(\.value) == ["tomas@example.com"])
    }

    /// Yahoo Mail's short headers: before, First and Last were unknown columns and the
    /// card's name was its company (`FN:Delgado & Hijos`).
    @Test func yahooMailExport() throws {
        let rosa = try #require(try contacts("yahoo-mail.csv").first)
        #expect(rosa.givenName == "Rosa")
        #expect(rosa.familyName == "Delgado")
        #expect(rosa.phoneNumbers.map(\.label) == [.home, .work, .mobile])
        #expect(rosa.emailAddresses.map(\.value) == ["rosa.delgado@example.com", "rosa.d@example.org"])
        #expect(rosa.postalAddresses.first?.label == .work)
        #expect(rosa.postalAddresses.first?.value.postalCode == "62701")
        #expect(rosa.urlAddresses.first?.label == .homePage)
        #expect(rosa.groups == ["Friends"])
        #expect(rosa.extensions.map(\.value) == ["+1 555 555 0174", "met at the 2019 expo"])
    }

    /// A CRM export (Salesforce's and Zoho CRM's column names): before, the address, the
    /// company and the second e-mail were unknown columns.
    @Test func crmExportColumns() throws {
        let csv = "First Name,Last Name,Account Name,Mailing Street,Mailing City,Mailing State/Province,Mailing Zip/Postal Code,Mailing Country,Other Phone,Email,Secondary Email\r\nPriya,Raman,Northwind Traders,42 Harbour Road,Portland,OR,97201,USA,+1 555 555 0134,priya@example.com,praman@example.org\r\n"
        let priya = try #require(try Fixtures.readCSV(Array(csv.utf8)).contacts.first)
        #expect(priya.organizationName == "Northwind Traders")
        #expect(priya.postalAddresses.first?.value.street == "42 Harbour Road")
        #expect(priya.postalAddresses.first?.value.postalCode == "97201")
        #expect(priya.phoneNumbers.first?.label == .other)
        #expect(priya.emailAddresses.map(\.value) == ["priya@example.com", "praman@example.org"])
        #expect(priya.extensions.isEmpty)
    }

    @Test func genericAliasesPathsAndUnknownColumns() throws {
        let all = try contacts("generic-quirks.csv")
        let kai = all[0]
        #expect(kai.formattedName == "Kai Nakamura")
        #expect(kai.organizationName == "Acme, Inc.")
        #expect(kai.note == "Said \"hi\",\nthen left.")
        #expect(kai.phoneNumbers.map(\.label) == [.mobile, .custom("Boat")])
        #expect(kai.extensions == [ExtensionProperty(name: "X-CSV-FAVOURITE-COLOUR", parameters: [Parameter("X-CSV-COLUMN", "Favourite Colour")], value: "teal")])
        #expect(all[1].note == "tab\there")
    }

    @Test func mapFileFieldsWinOverTheLayout() throws {
        let text = "Who,Colour,Mail\nKai,teal,kai@example.com\n"
        let map: [String: CSVField] = [
            "Who": try #require(CSVField(path: "givenName")),
            "Colour": try #require(CSVField(path: "extension:X-COLOUR")),
            "Mail": try #require(CSVField(path: "emailAddresses[work]")),
        ]
        let contact = try #require(try Fixtures.readCSV(Array(text.utf8), options: CSVReader.Options(map: map)).contacts.first)
        #expect(contact.givenName == "Kai")
        #expect(contact.extensions == [ExtensionProperty(name: "X-COLOUR", value: "teal")])
        #expect(contact.emailAddresses == [LabeledValue(label: .work, value: "kai@example.com")])
    }

    @Test func fieldPathsReadBackTheirText() {
        for path in ["givenName", "birthday", "birthday.year", "groups", "phoneNumbers.2.value",
                     "phoneNumbers.2.label", "postalAddresses.1.postalCode", "phoneNumbers[mobile].value",
                     "emailAddresses[work].parameter:X-OUTLOOK-TYPE", "extension:X-SHOE-SIZE"] {
            #expect(CSVField(path: path)?.path == path, Comment(rawValue: path))
        }
        #expect(CSVField(path: "phoneNumbers.0.value") == nil)
        #expect(CSVField(path: "shoeSize") == nil)
        #expect(CSVField(path: "phoneNumbers.1.colour") == nil)
    }

    @Test func pathsMatchCaseForCaseAndTitlesAreNotPaths() {
        for text in ["GivenName", "Birthday", "PhoneNumbers.2.value", "Groups", "Given Name", "E-mail 1 - Value",
                     "", " givenName", "1.value", "[mobile]"] {
            #expect(CSVField(path: text) == nil, Comment(rawValue: text))
        }
        #expect(CSVField(path: "givenName") == .text(.givenName))
        #expect(CSVField(path: "groups") == .groups)
    }
}
