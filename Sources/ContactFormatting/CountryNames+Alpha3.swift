extension CountryNames {
    /// ISO 3166-1 alpha-3 codes seen in address books, for the countries where people write
    /// them (`DEU`, `GBR`, `USA`).
    static let alpha3Codes: [String: String] = [
        "USA": "US", "GBR": "GB", "DEU": "DE", "FRA": "FR", "ITA": "IT", "ESP": "ES",
        "PRT": "PT", "NLD": "NL", "BEL": "BE", "CHE": "CH", "AUT": "AT", "SWE": "SE",
        "NOR": "NO", "DNK": "DK", "FIN": "FI", "POL": "PL", "CZE": "CZ", "HUN": "HU",
        "IRL": "IE", "GRC": "GR", "TUR": "TR", "RUS": "RU", "UKR": "UA", "JPN": "JP",
        "CHN": "CN", "KOR": "KR", "TWN": "TW", "HKG": "HK", "IND": "IN", "AUS": "AU",
        "NZL": "NZ", "CAN": "CA", "MEX": "MX", "BRA": "BR", "ARG": "AR", "CHL": "CL",
        "COL": "CO", "ZAF": "ZA", "EGY": "EG", "SAU": "SA", "ARE": "AE", "ISR": "IL",
        "SGP": "SG", "THA": "TH", "VNM": "VN", "IDN": "ID", "MYS": "MY", "PHL": "PH",
    ]
}
