import Foundation

extension LabelLocalizer {
    /// Each ``FieldTitle`` in the languages of ``tableLanguages``, in the same layout as
    /// ``table`` (Traditional Chinese is derived the same way). Written for ContactKit.
    static let fieldTitleTable = """
        phone | phone | teléfono | téléphone | Telefon | telefono | telefone | telefoon | telefon | 電話 | 电话 | 전화 | телефон | هاتف | फ़ोन | telefon | telefon | telefon | điện thoại | โทรศัพท์
        email | email | correo | e-mail | E-Mail | e-mail | e-mail | e-mail | e-post | メール | 电子邮件 | 이메일 | эл. почта | البريد الإلكتروني | ईमेल | e-posta | e-mail | e-mail | email | อีเมล
        address | address | dirección | adresse | Adresse | indirizzo | endereço | adres | adress | 住所 | 地址 | 주소 | адрес | العنوان | पता | adres | adres | cím | địa chỉ | ที่อยู่
        url | URL | URL | URL | URL | URL | URL | URL | URL | URL | 网址 | URL | URL | عنوان URL | URL | URL | URL | URL | URL | URL
        date | date | fecha | date | Datum | data | data | datum | datum | 日付 | 日期 | 날짜 | дата | التاريخ | तारीख़ | tarih | data | dátum | ngày | วันที่
        related | related name | relacionado | lien | Beziehung | parente | parente | relatie | relation | 関係 | 关系 | 관계 | родство | صلة القرابة | संबंध | yakınlık | relacja | kapcsolat | tên liên quan | ชื่อที่เกี่ยวข้อง
        birthday | birthday | cumpleaños | date de naissance | Geburtstag | compleanno | data de nascimento | verjaardag | födelsedag | 誕生日 | 生日 | 생일 | день рождения | عيد الميلاد | जन्मदिन | doğum günü | urodziny | születésnap | sinh nhật | วันเกิด
        note | note | nota | note | Notiz | nota | nota | notitie | anteckning | メモ | 备注 | 메모 | заметка | ملاحظة | नोट | not | notatka | jegyzet | ghi chú | โน้ต
        socialProfile | social profile | perfil social | profil social | Soziales Profil | profilo social | perfil social | sociaal profiel | social profil | ソーシャルプロフィール | 社交资料 | 소셜 프로필 | профиль в соцсети | ملف اجتماعي | सोशल प्रोफ़ाइल | sosyal profil | profil społecznościowy | közösségi profil | hồ sơ mạng xã hội | โปรไฟล์โซเชียล
        instantMessage | instant message | mensajería instantánea | messagerie instantanée | Instant Messaging | messaggistica istantanea | mensagem instantânea | chat | snabbmeddelande | インスタントメッセージ | 即时通信 | 인스턴트 메시지 | мгновенные сообщения | مراسلة فورية | इंस्टेंट मैसेज | anlık ileti | komunikator | azonnali üzenet | tin nhắn nhanh | ข้อความด่วน
        photo | photo | foto | photo | Foto | foto | foto | foto | bild | 写真 | 照片 | 사진 | фото | صورة | फ़ोटो | fotoğraf | zdjęcie | fotó | ảnh | รูปภาพ
        maidenName | maiden name | apellido de soltera | nom de jeune fille | Geburtsname | cognome da nubile | nome de solteira | meisjesnaam | flicknamn | 旧姓 | 婚前姓氏 | 결혼 전 성 | девичья фамилия | اسم العائلة قبل الزواج | विवाह से पहले का उपनाम | kızlık soyadı | nazwisko panieńskie | leánykori név | họ thời con gái | นามสกุลเดิม
        secondSurname | second surname | segundo apellido | deuxième nom de famille | Zweiter Nachname | secondo cognome | segundo sobrenome | tweede achternaam | andra efternamn | 第二姓 | 第二姓氏 | 두 번째 성 | вторая фамилия | اسم العائلة الثاني | दूसरा उपनाम | ikinci soyadı | drugie nazwisko | második vezetéknév | họ thứ hai | นามสกุลที่สอง
        generation | generation | generación | génération | Generation | generazione | geração | generatie | generation | 世代 | 辈分 | 세대 | поколение | الجيل | पीढ़ी | kuşak | pokolenie | generáció | thế hệ | รุ่น
        members | members | miembros | membres | Mitglieder | membri | membros | leden | medlemmar | メンバー | 成员 | 멤버 | участники | الأعضاء | सदस्य | üyeler | członkowie | tagok | thành viên | สมาชิก
        groups | groups | grupos | groupes | Gruppen | gruppi | grupos | groepen | grupper | グループ | 群组 | 그룹 | группы | المجموعات | समूह | gruplar | grupy | csoportok | nhóm | กลุ่ม
        """

    static let fieldTitles: [String: [String]] = parseTable(fieldTitleTable)

    /// The title of a kind of value in ``locale``'s language (English outside the table).
    public func localizedTitle(for field: FieldTitle) -> String {
        let column = LabelLocalizer.column(forLanguage: LanguageKey.key(for: locale))
        return LabelLocalizer.fieldTitles[field.rawValue]?[column] ?? field.rawValue
    }
}
