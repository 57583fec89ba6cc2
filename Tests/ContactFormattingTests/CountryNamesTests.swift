import ContactFormatting
import Testing

@Suite struct CountryNamesTests {
    @Test(arguments: [
        ("de", "DE"), ("DE", "DE"), ("DEU", "DE"), ("Germany", "DE"), ("Deutschland", "DE"),
        ("Allemagne", "DE"), ("ドイツ", "DE"), ("Германия", "DE"), ("États-Unis", "US"),
        ("Etats Unis", "US"), ("USA", "US"), ("U.S.A.", "US"), ("United States of America", "US"),
        ("UK", "GB"), ("England", "GB"), ("日本", "JP"), ("España", "ES"), ("Holland", "NL"),
        ("  france ", "FR"), ("Brasil", "BR"), ("대한민국", "KR"), ("Magyarország", "HU"),
        ("EE.UU.", "US"), ("アメリカ", "US"), ("米国", "US"), ("Éire", "IE"), ("Viet Nam", "VN"),
        ("Großbritannien", "GB"), ("中华人民共和国", "CN"), ("США", "US"), ("ABD", "US"),
        ("Inglaterra", "GB"), ("Stany Zjednoczone Ameryki", "US"), ("Zjednoczone Królestwo", "GB"),
        ("Estados Unidos", "US"), ("Niemcy", "DE"), ("Almanya", "DE"), ("ألمانيا", "DE"),
        ("जर्मनी", "DE"), ("독일", "DE"), ("德国", "DE"), ("Duitsland", "DE"), ("Tyskland", "DE"),
        ("Germania", "DE"), ("Alemanha", "DE"), ("Alemania", "DE"),
    ])
    func recognizesCodesNamesAndAliases(_ text: String, _ expected: String) {
        #expect(CountryNames.regionCode(for: text) == expected)
    }

    @Test(arguments: ["", "Atlantis", "Springfield", "12345"])
    func unknownTextIsNoCountry(_ text: String) {
        #expect(CountryNames.regionCode(for: text) == nil)
    }
}
