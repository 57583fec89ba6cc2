import Foundation

extension LabelLocalizer {
    /// A phrase `show` prints besides labels and field titles.
    public enum Phrase: String, Sendable, CaseIterable {
        /// How many of a group's members are not in the input: `%1 of %2 not in the input`.
        case membersNotInInput
        /// A non-Gregorian date in a leap month (Chinese, Hebrew calendars).
        case leapMonth
    }

    /// Each ``Phrase`` in the languages of ``tableLanguages``, in the layout of ``table``
    /// (`%1`, `%2` stand for numbers; Traditional Chinese is derived). Written for ContactKit.
    static let phraseTable = """
        membersNotInInput | %1 of %2 not in the input | %1 de %2 no están en la entrada | %1 sur %2 absents de l’entrée | %1 von %2 nicht in der Eingabe | %1 di %2 non presenti nell’input | %1 de %2 não estão na entrada | %1 van %2 niet in de invoer | %1 av %2 finns inte i indata | %2件中%1件は入力にありません | %2 个中有 %1 个不在输入中 | %2명 중 %1명은 입력에 없음 | %1 из %2 нет во входных данных | %1 من %2 غير موجود في الإدخال | %2 में से %1 इनपुट में नहीं हैं | %2 kişiden %1 kişi girdide yok | %1 z %2 nie ma w danych wejściowych | %2 tagból %1 nincs a bemenetben | %1 trong %2 không có trong dữ liệu vào | %1 จาก %2 ไม่อยู่ในข้อมูลนำเข้า
        leapMonth | leap month | mes bisiesto | mois intercalaire | Schaltmonat | mese intercalare | mês intercalar | schrikkelmaand | skottmånad | 閏月 | 闰月 | 윤달 | високосный месяц | شهر كبيس | अधिक मास | artık ay | miesiąc przestępny | szökőhónap | tháng nhuận | เดือนอธิกมาส
        """

    static let phrases: [String: [String]] = parseTable(phraseTable)

    /// A phrase in ``locale``'s language (English outside the table), `%1` and `%2`
    /// replaced by the numbers given, written in the locale's digits.
    public func localizedPhrase(_ phrase: Phrase, _ numbers: Int...) -> String {
        let column = LabelLocalizer.column(forLanguage: LanguageKey.key(for: locale))
        var text = LabelLocalizer.phrases[phrase.rawValue]?[column] ?? phrase.rawValue
        for (index, number) in numbers.enumerated() {
            text = text.replacingOccurrences(of: "%\(index + 1)", with: number.formatted(.number.locale(locale)))
        }
        return text
    }

    /// The name of a calendar (a vCard `CALSCALE` value such as `chinese`) in ``locale``'s
    /// language, from the platform's CLDR names (`Chinesischer Kalender`); the value as
    /// written when the platform does not know it.
    public func localizedCalendarName(_ calscale: String) -> String {
        guard let identifier = LabelLocalizer.calendars[calscale.lowercased()] else { return calscale }
        return locale.localizedString(for: identifier) ?? calscale
    }

    /// Calendar identifiers by the names vCard and Apple write in `CALSCALE`.
    static let calendars: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "chinese": .chinese, "hebrew": .hebrew, "islamic": .islamic,
        "islamic-civil": .islamicCivil, "islamiccivil": .islamicCivil, "islamic-tbla": .islamicTabular,
        "islamic-umalqura": .islamicUmmAlQura, "persian": .persian, "indian": .indian,
        "buddhist": .buddhist, "japanese": .japanese, "coptic": .coptic, "ethiopic": .ethiopicAmeteMihret,
        "ethioaa": .ethiopicAmeteAlem, "roc": .republicOfChina, "republicofchina": .republicOfChina,
        "iso8601": .iso8601,
    ]
}
