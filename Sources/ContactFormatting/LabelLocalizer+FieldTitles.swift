import Foundation

extension LabelLocalizer {
    /// Each ``FieldTitle`` in the languages of ``tableLanguages``, in the same layout as
    /// ``table`` (Traditional Chinese is derived the same way). Written for ContactKit.
    static let fieldTitleTable = """
        phone | Phone | teléfono | téléphone | Telefon | telefono | telefone | telefoon | telefon | 電話 | 电话 | 전화 | телефон | هاتف | फ़ोन | telefon | telefon
        email | Email | correo | e-mail | E-Mail | e-mail | e-mail | e-mail | e-post | メール | 电子邮件 | 이메일 | эл. почта | البريد الإلكتروني | ईमेल | e-posta | e-mail
        address | Address | dirección | adresse | Adresse | indirizzo | endereço | adres | adress | 住所 | 地址 | 주소 | адрес | العنوان | पता | adres | adres
        url | URL | URL | URL | URL | URL | URL | URL | URL | URL | 网址 | URL | URL | عنوان URL | URL | URL | URL
        date | Date | fecha | date | Datum | data | data | datum | datum | 日付 | 日期 | 날짜 | дата | التاريخ | तारीख़ | tarih | data
        related | Related | relacionado | lien | Beziehung | parente | parente | relatie | relation | 関係 | 关系 | 관계 | родство | صلة القرابة | संबंध | yakınlık | relacja
        birthday | Birthday | cumpleaños | date de naissance | Geburtstag | compleanno | data de nascimento | verjaardag | födelsedag | 誕生日 | 生日 | 생일 | день рождения | عيد الميلاد | जन्मदिन | doğum günü | urodziny
        note | Note | nota | note | Notiz | nota | nota | notitie | anteckning | メモ | 备注 | 메모 | заметка | ملاحظة | नोट | not | notatka
        """

    private static let fieldTitles: [String: [String]] = parseTable(fieldTitleTable)

    /// The title of a kind of value in ``locale``'s language (English outside the table).
    public func localizedTitle(for field: FieldTitle) -> String {
        let column = LabelLocalizer.column(forLanguage: LanguageKey.key(for: locale))
        return LabelLocalizer.fieldTitles[field.rawValue]?[column] ?? field.rawValue
    }
}
