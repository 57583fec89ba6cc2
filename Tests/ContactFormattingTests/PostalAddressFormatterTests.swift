import ContactFormatting
import ContactModel
import Foundation
import Testing

/// One address and how a country's post wants it written, in English.
struct AddressCase: CustomTestStringConvertible, Sendable {
    let address: PostalAddress
    let expected: String
    var testDescription: String {
        address.isoCountryCode + ": " + expected.replacingOccurrences(of: "\n", with: " ⏎ ")
    }

    init(
        _ region: String, street: String = "", subLocality: String = "", city: String = "",
        state: String = "", postalCode: String = "", _ expected: String
    ) {
        address = PostalAddress(
            street: street, subLocality: subLocality, city: city, state: state,
            postalCode: postalCode, isoCountryCode: region)
        self.expected = expected
    }
}

@Suite struct PostalAddressFormatterTests {
    static let mailingCases: [AddressCase] = [
        AddressCase("US", street: "1 Main St\nApt 4", city: "Springfield", state: "IL",
            postalCode: "62701", "1 Main St\nApt 4\nSPRINGFIELD, IL 62701\nUnited States"),
        AddressCase("GB", street: "10 Downing Street", city: "London", postalCode: "SW1A 2AA",
            "10 Downing Street\nLONDON\nSW1A 2AA\nUnited Kingdom"),
        AddressCase("DE", street: "Hauptstraße 5", city: "Berlin", postalCode: "10115",
            "Hauptstraße 5\n10115 BERLIN\nGermany"),
        AddressCase("FR", street: "8 rue de Rivoli", city: "Paris", postalCode: "75001",
            "8 rue de Rivoli\n75001 PARIS\nFrance"),
        AddressCase("SE", street: "Drottninggatan 1", city: "Stockholm", postalCode: "111 51",
            "Drottninggatan 1\nSE-111 51 STOCKHOLM\nSweden"),
        AddressCase("JP", street: "道玄坂1-2-3", city: "渋谷区", state: "東京都",
            postalCode: "150-0043", "〒150-0043\n東京都渋谷区\n道玄坂1-2-3\nJapan"),
        AddressCase("JP", street: "1-2-3 Dogenzaka", city: "Shibuya-ku", state: "Tokyo",
            postalCode: "150-0043", "1-2-3 Dogenzaka\nShibuya-ku, TOKYO 150-0043\nJapan"),
        AddressCase("CN", street: "中关村大街1号", subLocality: "海淀区", city: "北京市",
            state: "北京", postalCode: "100080", "100080\n北京北京市海淀区\n中关村大街1号\nChina mainland"),
        AddressCase("CN", street: "1 Zhongguancun St", subLocality: "Haidian", city: "Beijing",
            state: "Beijing", postalCode: "100080",
            "1 Zhongguancun St\nHaidian\nBeijing\nBEIJING, 100080\nChina mainland"),
        AddressCase("KR", street: "테헤란로 152", subLocality: "역삼동", city: "강남구",
            state: "서울특별시", postalCode: "06236", "서울특별시 강남구역삼동\n테헤란로 152\n06236\nSouth Korea"),
        AddressCase("HU", street: "Fő utca 1", city: "Budapest", postalCode: "1011",
            "BUDAPEST\nFŐ UTCA 1\n1011\nHungary"),
        AddressCase("BR", street: "Av. Paulista, 1000", subLocality: "Bela Vista",
            city: "São Paulo", state: "SP", postalCode: "01310-100",
            "Av. Paulista, 1000\nBela Vista\nSÃO PAULO-SP\n01310-100\nBrazil"),
        AddressCase("IN", street: "12 MG Road", city: "Bengaluru", state: "Karnataka",
            postalCode: "560001", "12 MG Road\nBENGALURU 560001\nKarnataka\nIndia"),
        AddressCase("IE", street: "1 O'Connell Street", city: "Dublin", state: "Co. Dublin",
            postalCode: "D01 F5P2", "1 O'Connell Street\nDUBLIN\nCo. Dublin\nD01 F5P2\nIreland"),
        AddressCase("AU", street: "1 George St", city: "Sydney", state: "NSW", postalCode: "2000",
            "1 George St\nSYDNEY NSW 2000\nAustralia"),
        AddressCase("CA", street: "1 Rue Sainte-Catherine", city: "Montréal", state: "QC",
            postalCode: "H2X 1Z4", "1 RUE SAINTE-CATHERINE\nMONTRÉAL QC H2X 1Z4\nCanada"),
        AddressCase("IT", street: "Via Roma 1", city: "Milano", state: "MI", postalCode: "20121",
            "Via Roma 1\n20121 MILANO MI\nItaly"),
        AddressCase("ES", street: "Calle Mayor 1", city: "Madrid", state: "Madrid",
            postalCode: "28013", "Calle Mayor 1\n28013 MADRID MADRID\nSpain"),
        AddressCase("PT", street: "Rua Augusta 1", city: "Lisboa", postalCode: "1100-048",
            "Rua Augusta 1\n1100-048 LISBOA\nPortugal"),
        AddressCase("NL", street: "Damrak 1", city: "Amsterdam", postalCode: "1012 LG",
            "Damrak 1\n1012 LG AMSTERDAM\nNetherlands"),
        AddressCase("BE", street: "Grote Markt 1", city: "Brussel", postalCode: "1000",
            "Grote Markt 1\n1000 BRUSSEL\nBelgium"),
        AddressCase("CH", street: "Bahnhofstrasse 1", city: "Zürich", postalCode: "8001",
            "Bahnhofstrasse 1\nCH-8001 Zürich\nSwitzerland"),
        AddressCase("AT", street: "Stephansplatz 1", city: "Wien", postalCode: "1010",
            "Stephansplatz 1\n1010 WIEN\nAustria"),
        AddressCase("PL", street: "ul. Marszałkowska 1", city: "Warszawa", postalCode: "00-001",
            "ul. Marszałkowska 1\n00-001 WARSZAWA\nPoland"),
        AddressCase("CZ", street: "Václavské náměstí 1", city: "Praha", postalCode: "110 00",
            "Václavské náměstí 1\n110 00 PRAHA\nCzechia"),
        AddressCase("RU", street: "ул. Тверская, д. 1", city: "Москва", state: "Москва",
            postalCode: "125009", "УЛ. ТВЕРСКАЯ, Д. 1\nМОСКВА\nМосква\n125009\nRussia"),
        AddressCase("TR", street: "İstiklal Cd. 1", city: "Beyoğlu", state: "İstanbul",
            postalCode: "34433", "İstiklal Cd. 1\n34433 BEYOĞLU/İstanbul\nTürkiye"),
        AddressCase("GR", street: "Ermou 1", city: "Athina", postalCode: "105 63",
            "Ermou 1\n105 63 ATHINA\nGreece"),
        AddressCase("DK", street: "Strøget 1", city: "København", postalCode: "1160",
            "Strøget 1\n1160 KØBENHAVN\nDenmark"),
        AddressCase("NO", street: "Karl Johans gate 1", city: "Oslo", postalCode: "0154",
            "Karl Johans gate 1\n0154 OSLO\nNorway"),
        AddressCase("FI", street: "Mannerheimintie 1", city: "Helsinki", postalCode: "00100",
            "Mannerheimintie 1\nFI-00100 HELSINKI\nFinland"),
        AddressCase("MX", street: "Av. Reforma 1", subLocality: "Juárez", city: "Ciudad de México",
            state: "CDMX", postalCode: "06600",
            "Av. Reforma 1\nJuárez\n06600 CIUDAD DE MÉXICO, CDMX\nMexico"),
        AddressCase("AR", street: "Av. Corrientes 1", city: "Buenos Aires", state: "CABA",
            postalCode: "C1043", "AV. CORRIENTES 1\nC1043 BUENOS AIRES\nCABA\nArgentina"),
        AddressCase("CO", street: "Calle 26 # 1", city: "Bogotá", state: "Bogotá D.C.",
            postalCode: "111321", "Calle 26 # 1\nBOGOTÁ, Bogotá D.C., 111321\nColombia"),
        AddressCase("ZA", street: "1 Long St", city: "Cape Town", postalCode: "8001",
            "1 Long St\nCAPE TOWN\n8001\nSouth Africa"),
        AddressCase("SG", street: "1 Raffles Place", postalCode: "048616",
            "1 Raffles Place\nSINGAPORE 048616\nSingapore"),
        AddressCase("SG", street: "1 Raffles Place", "1 Raffles Place\nSingapore"),
        AddressCase("TH", street: "1 Sukhumvit Rd", subLocality: "Khlong Toei",
            city: "Khlong Toei", state: "Bangkok", postalCode: "10110",
            "1 Sukhumvit Rd\nKhlong Toei, Khlong Toei\nBANGKOK 10110\nThailand"),
        AddressCase("VN", street: "1 Lê Lợi", city: "Quận 1", state: "TP. Hồ Chí Minh",
            postalCode: "700000", "1 Lê Lợi\nQUẬN 1\nTP. Hồ Chí Minh 700000\nVietnam"),
        AddressCase("NZ", street: "1 Queen St", subLocality: "Auckland Central", city: "Auckland",
            postalCode: "1010", "1 Queen St\nAuckland Central\nAUCKLAND 1010\nNew Zealand"),
        AddressCase("TW", street: "信義路五段7號", city: "信義區", state: "台北市",
            postalCode: "110", "110\n台北市信義區\n信義路五段7號\nTaiwan"),
        AddressCase("LU", street: "1 rue du Fort", city: "Luxembourg", postalCode: "1111",
            "1 rue du Fort\nL-1111 LUXEMBOURG\nLuxembourg"),
        AddressCase("AX", street: "Torggatan 1", city: "Mariehamn", postalCode: "22100",
            "Torggatan 1\nAX-22100 MARIEHAMN\nÅLAND\nÅland Islands"),
        AddressCase("GI", street: "1 Main Street", "1 Main Street\nGIBRALTAR\nGibraltar"),
        AddressCase("EG", street: "1 Tahrir Sq", city: "Cairo", state: "Cairo Governorate",
            postalCode: "11511", "1 Tahrir Sq\nCAIRO\nCairo Governorate\n11511\nEgypt"),
        AddressCase("IL", street: "1 Rothschild Blvd", city: "Tel Aviv", postalCode: "6688101",
            "1 Rothschild Blvd\nTEL AVIV 6688101\nIsrael"),
    ]

    @Test(arguments: mailingCases)
    func mailingAddressFollowsTheCountry(_ testCase: AddressCase) {
        #expect(PostalAddressFormatter(casing: .postal).string(from: testCase.address) == testCase.expected)
    }

    @Test func sortingCodeFollowsTheCity() {
        let address = PostalAddress(
            street: "1 avenue de la Costa", city: "Monaco", postalCode: "98000",
            isoCountryCode: "MC")
        let text = PostalAddressFormatter(casing: .postal).string(from: address, sortingCode: "CEDEX")
        #expect(text == "1 avenue de la Costa\nMC-98000 MONACO CEDEX\nMonaco")
        #expect(PostalAddressFormatter(casing: .postal).string(from: address) ==
            "1 avenue de la Costa\nMC-98000 MONACO\nMonaco")
    }

    @Test func recipientAndOrganizationGoWhereTheTemplatePutsThem() {
        let address = PostalAddress(
            street: "Drottninggatan 1", city: "Stockholm", postalCode: "111 51",
            isoCountryCode: "SE")
        let text = PostalAddressFormatter(casing: .postal).string(
            from: address, name: "Anna Svensson", organization: "Exempel AB")
        #expect(text == "Exempel AB\nAnna Svensson\nDrottninggatan 1\nSE-111 51 STOCKHOLM\nSweden")
    }

    @Test func emptyFieldsLeaveNoSeparatorsBehind() {
        let noState = PostalAddress(street: "1 Main St", city: "Springfield", postalCode: "62701",
            isoCountryCode: "US")
        #expect(PostalAddressFormatter(casing: .postal).string(from: noState) ==
            "1 Main St\nSPRINGFIELD 62701\nUnited States")
        let noCity = PostalAddress(street: "1 Main St", state: "IL", postalCode: "62701",
            isoCountryCode: "US")
        #expect(PostalAddressFormatter(casing: .postal).string(from: noCity) ==
            "1 Main St\nIL 62701\nUnited States")
        let noPostalCode = PostalAddress(street: "道玄坂1-2-3", city: "渋谷区", state: "東京都",
            isoCountryCode: "JP")
        #expect(PostalAddressFormatter(casing: .postal).string(from: noPostalCode) ==
            "東京都渋谷区\n道玄坂1-2-3\nJapan")
        let onlyState = PostalAddress(state: "SP", isoCountryCode: "BR")
        #expect(PostalAddressFormatter(casing: .postal).string(from: onlyState) == "SP\nBrazil")
    }

    @Test func fieldsWithoutAPlaceGetTheirOwnLineBeforeTheCountry() {
        let address = PostalAddress(
            street: "Hauptstraße 5", subLocality: "Mitte", city: "Berlin",
            subAdministrativeArea: "Bezirk Mitte", state: "Berlin", postalCode: "10115",
            isoCountryCode: "DE")
        #expect(PostalAddressFormatter(casing: .postal).string(from: address) ==
            "Hauptstraße 5\n10115 BERLIN\nMitte\nBezirk Mitte\nBerlin\nGermany")
    }

    @Test func streetTakesExtendedAddressAndPostOfficeBox() {
        let address = PostalAddress(
            postOfficeBox: "PO Box 12", extendedAddress: "Suite 400", street: "1 Main St",
            city: "Springfield", state: "IL", postalCode: "62701", isoCountryCode: "us")
        #expect(PostalAddressFormatter(casing: .postal).string(from: address) ==
            "1 Main St\nSuite 400\nPO Box 12\nSPRINGFIELD, IL 62701\nUnited States")
    }

    @Test func countryLineIsNamedInTheLocaleAndLeftOutAtHome() {
        let address = PostalAddress(street: "Hauptstraße 5", city: "Berlin", postalCode: "10115",
            isoCountryCode: "DE")
        #expect(PostalAddressFormatter(locale: Locale(identifier: "fr"), casing: .postal).string(from: address) ==
            "Hauptstraße 5\n10115 BERLIN\nAllemagne")
        #expect(PostalAddressFormatter(locale: Locale(identifier: "ja"), casing: .postal).string(from: address) ==
            "Hauptstraße 5\n10115 BERLIN\nドイツ")
        #expect(PostalAddressFormatter(homeRegion: "DE", casing: .postal).string(from: address) ==
            "Hauptstraße 5\n10115 BERLIN")
        #expect(PostalAddressFormatter(homeRegion: "FR", casing: .postal).string(from: address) ==
            "Hauptstraße 5\n10115 BERLIN\nGermany")
        #expect(PostalAddressFormatter(includesCountry: false, casing: .postal).string(from: address) ==
            "Hauptstraße 5\n10115 BERLIN")
    }

    @Test func countryTextFindsTheTemplate() {
        let address = PostalAddress(street: "Drottninggatan 1", city: "Stockholm",
            postalCode: "111 51", country: "Schweden")
        #expect(PostalAddressFormatter(casing: .postal).string(from: address) ==
            "Drottninggatan 1\nSE-111 51 STOCKHOLM\nSweden")
        let unknown = PostalAddress(street: "1 Harbour Rd", city: "Port Town", country: "Atlantis")
        #expect(PostalAddressFormatter(casing: .postal).string(from: unknown) ==
            "1 Harbour Rd\nPORT TOWN\nAtlantis")
    }

    /// Regression (issue 35): the flat or building line came after the street in GB and FR,
    /// where Royal Mail and La Poste put it above; elsewhere it stays after the street. In
    /// Latin letters a Japanese address runs from the smallest unit up.
    @Test func theFlatOrBuildingLineGoesWhereThePostWantsIt() {
        let formatter = PostalAddressFormatter(casing: .postal)
        let british = PostalAddress(extendedAddress: "Flat 2", street: "10 Example Road", city: "London",
            postalCode: "SW1A 2AA", isoCountryCode: "GB")
        #expect(formatter.string(from: british) == "Flat 2\n10 Example Road\nLONDON\nSW1A 2AA\nUnited Kingdom")
        let french = PostalAddress(extendedAddress: "Bâtiment B", street: "12 rue de l'Exemple", city: "Lyon",
            postalCode: "69002", isoCountryCode: "FR")
        #expect(formatter.string(from: french) == "Bâtiment B\n12 rue de l'Exemple\n69002 LYON\nFrance")
        let american = PostalAddress(extendedAddress: "Apt 4", street: "1 Main St", city: "Dallas", state: "TX",
            postalCode: "75201", isoCountryCode: "US")
        #expect(formatter.string(from: american) == "1 Main St\nApt 4\nDALLAS, TX 75201\nUnited States")
        let japanese = PostalAddress(extendedAddress: "Apt 3", street: "1-1-1 Jingumae", city: "Shibuya-ku",
            state: "Tokyo", postalCode: "150-0002", isoCountryCode: "JP")
        #expect(formatter.string(from: japanese) == "Apt 3\n1-1-1 Jingumae\nShibuya-ku, TOKYO 150-0002\nJapan")
        let japaneseNative = PostalAddress(extendedAddress: "グランドハイツ101", street: "神宮前1-1-1", city: "渋谷区",
            state: "東京都", postalCode: "150-0002", isoCountryCode: "JP")
        #expect(formatter.string(from: japaneseNative) == "〒150-0002\n東京都渋谷区\n神宮前1-1-1\nグランドハイツ101\nJapan")
    }

    @Test func scriptChoiceCanBeForced() {
        let address = PostalAddress(street: "1-2-3 Dogenzaka", city: "Shibuya-ku", state: "Tokyo",
            postalCode: "150-0043", isoCountryCode: "JP")
        #expect(PostalAddressFormatter(script: .native, casing: .postal).string(from: address) ==
            "〒150-0043\nTOKYOShibuya-ku\n1-2-3 Dogenzaka\nJapan")
    }

    /// Regression (issue 35): the country, an English name here, was joined as the address's
    /// language joins (`…1-2-3Japan`); it is joined as the formatter's language joins.
    @Test(arguments: [
        ("JP", "〒150-0043東京都渋谷区道玄坂1-2-3, Japan"),
        ("KR", "서울특별시 강남구 테헤란로 152 06236, South Korea"),
        ("EG", "شارع التحرير، القاهرة, Egypt"),
        ("DE", "Hauptstraße 5, 10115 BERLIN, Germany"),
    ])
    func singleLineJoinsWithTheLanguageSeparator(_ region: String, _ expected: String) {
        let addresses: [String: PostalAddress] = [
            "JP": PostalAddress(street: "道玄坂1-2-3", city: "渋谷区", state: "東京都",
                postalCode: "150-0043", isoCountryCode: "JP"),
            "KR": PostalAddress(street: "테헤란로 152", city: "강남구", state: "서울특별시",
                postalCode: "06236", isoCountryCode: "KR"),
            "EG": PostalAddress(street: "شارع التحرير", city: "القاهرة", isoCountryCode: "EG"),
            "DE": PostalAddress(street: "Hauptstraße 5", city: "Berlin", postalCode: "10115",
                isoCountryCode: "DE"),
        ]
        let formatter = PostalAddressFormatter(style: .singleLine, casing: .postal)
        #expect(formatter.string(from: addresses[region]!) == expected)
    }

    @Test func formattedLabelStandsInForAnEmptyAddress() {
        let address = PostalAddress(formattedLabel: "Somewhere\nOver the rainbow")
        #expect(PostalAddressFormatter(casing: .postal).string(from: address) == "Somewhere\nOver the rainbow")
        #expect(PostalAddressFormatter(casing: .postal).string(from: PostalAddress()) == "")
    }

    @Test func everyRegionHasATemplateThatPlacesTheStreet() {
        #expect(AddressTemplateStore.regionCodes.count > 240)
        for region in AddressTemplateStore.regionCodes {
            #expect(AddressTemplateStore.template(forRegion: region).fields.contains(.street),
                "\(region)")
        }
        #expect(AddressTemplateStore.template(forRegion: "QQ") == AddressTemplateStore.defaultTemplate)
    }

    @Test func addressWithoutACountryUsesTheHomeRegionOrItsScript() {
        let japanese = PostalAddress(street: "神宮前5-1-1 表参道ハイツ201", city: "渋谷区",
            state: "東京都", postalCode: "150-0001")
        #expect(PostalAddressFormatter(casing: .postal).string(from: japanese) ==
            "〒150-0001\n東京都渋谷区\n神宮前5-1-1 表参道ハイツ201")
        let german = PostalAddress(street: "Hauptstraße 5", city: "Berlin", postalCode: "10115")
        #expect(PostalAddressFormatter(casing: .postal).string(from: german) == "Hauptstraße 5\nBERLIN\n10115")
        #expect(PostalAddressFormatter(homeRegion: "de", casing: .postal).string(from: german) ==
            "Hauptstraße 5\n10115 BERLIN")
    }

    /// libaddressinput's rule: literal text is a separator, kept only between two fields
    /// that have values, even a word such as Puerto Rico's ` PR `.
    @Test func literalTextGoesWithAnEmptyNeighbour() {
        let formatter = PostalAddressFormatter(casing: .postal)
        let full = PostalAddress(street: "1 Calle Luna", city: "San Juan", postalCode: "00901",
            isoCountryCode: "PR")
        #expect(formatter.string(from: full) == "1 CALLE LUNA\nSAN JUAN PR 00901\nPuerto Rico")
        var noPostalCode = full
        noPostalCode.postalCode = ""
        #expect(formatter.string(from: noPostalCode) == "1 CALLE LUNA\nSAN JUAN\nPuerto Rico")
        var noCity = full
        noCity.city = ""
        #expect(formatter.string(from: noCity) == "1 CALLE LUNA\n00901\nPuerto Rico")
    }

    /// The example: `%C, %S %Z` without a state, as written.
    @Test func aSeparatorBeforeAnEmptyFieldGoesWithIt() {
        let address = PostalAddress(street: "12 Harbor Rd", city: "Port Glenn", postalCode: "62488",
            isoCountryCode: "US")
        #expect(PostalAddressFormatter(includesCountry: false).string(from: address)
            == "12 Harbor Rd\nPort Glenn 62488")
        // `%S %C%D`: libaddressinput would glue state and sub-locality together.
        let korea = PostalAddress(street: "테헤란로 152", subLocality: "역삼동", state: "서울특별시",
            isoCountryCode: "KR")
        #expect(PostalAddressFormatter(includesCountry: false).string(from: korea)
            == "서울특별시 역삼동\n테헤란로 152")
        let azerbaijan = PostalAddress(street: "Nizami küç. 1", city: "Bakı", isoCountryCode: "AZ")
        #expect(PostalAddressFormatter(includesCountry: false).string(from: azerbaijan)
            == "Nizami küç. 1\nBakı")
    }

    @Test func valuesKeepTheirCasingUnlessAskedForThePostsCapitals() {
        let address = PostalAddress(street: "1 Main St", city: "Dallas", state: "TX",
            postalCode: "75201", isoCountryCode: "US")
        #expect(PostalAddressFormatter().string(from: address)
            == "1 Main St\nDallas, TX 75201\nUnited States")
        #expect(PostalAddressFormatter(casing: .postal).string(from: address)
            == "1 Main St\nDALLAS, TX 75201\nUnited States")
        #expect(PostalAddressFormatter(style: .singleLine).string(from: address)
            == "1 Main St, Dallas, TX 75201, United States")
    }

    /// Upper-casing follows the address's language, not the formatter's locale: Greek loses
    /// its accents, Turkish and Azerbaijani keep the dot on the capital i, English has none.
    @Test(arguments: [
        ("GR", "Αθήνα", "ΑΘΗΝΑ"), ("GR", "Ηράκλειο", "ΗΡΑΚΛΕΙΟ"),
        ("TR", "istanbul", "İSTANBUL"), ("TR", "Kadıköy", "KADIKÖY"),
        ("AZ", "Şəki", "ŞƏKİ"), ("US", "Pine Hill", "PINE HILL"),
    ])
    func postalCapitalsFollowTheAddressLanguage(_ region: String, _ city: String, _ upper: String) {
        let address = PostalAddress(city: city, isoCountryCode: region)
        let formatter = PostalAddressFormatter(
            locale: Locale(identifier: "tr"), includesCountry: false, casing: .postal)
        #expect(formatter.lines(from: address) == [upper])
        #expect(PostalAddressFormatter(includesCountry: false).lines(from: address) == [city])
    }

    @Test func sortingCodeComesFromTheAddress() {
        let address = PostalAddress(street: "8 rue de Rivoli", city: "Paris", postalCode: "75008",
            sortingCode: "Cedex 08", isoCountryCode: "FR")
        #expect(PostalAddressFormatter(casing: .postal).string(from: address)
            == "8 rue de Rivoli\n75008 PARIS CEDEX 08\nFrance")
        #expect(PostalAddressFormatter().string(from: address)
            == "8 rue de Rivoli\n75008 Paris Cedex 08\nFrance")
        #expect(PostalAddressFormatter().string(from: address, sortingCode: "CEDEX 01")
            == "8 rue de Rivoli\n75008 Paris CEDEX 01\nFrance")
        let elsewhere = PostalAddress(city: "Springfield", sortingCode: "SC 9", isoCountryCode: "US")
        #expect(PostalAddressFormatter().string(from: elsewhere) == "Springfield\nSC 9\nUnited States")
        #expect(!PostalAddress(sortingCode: "CEDEX").isEmpty)
    }
}
