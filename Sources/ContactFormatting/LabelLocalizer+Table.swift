extension LabelLocalizer {
    /// The languages of ``table``'s columns after the identifier, in order.
    static let tableLanguages = [
        "en", "es", "fr", "de", "it", "pt", "nl", "sv", "ja", "zh-Hans", "ko", "ru", "ar", "hi",
        "tr", "pl", "hu", "vi", "th",
    ]

    /// Every predefined label's display string in each language: one row per label, the
    /// label's identifier first, then one column per language of ``tableLanguages``,
    /// separated by `|`. Written for ContactKit.
    static let table = """
        home | home | casa | domicile | Privat | casa | casa | thuis | hem | 自宅 | 住宅 | 집 | домашний | المنزل | घर | ev | dom | otthoni | nhà | บ้าน
        work | work | trabajo | travail | Arbeit | lavoro | trabalho | werk | arbete | 勤務先 | 工作 | 직장 | рабочий | العمل | कार्यालय | iş | praca | munkahelyi | cơ quan | ที่ทำงาน
        school | school | escuela | école | Schule | scuola | escola | school | skola | 学校 | 学校 | 학교 | учеба | المدرسة | विद्यालय | okul | szkoła | iskola | trường học | โรงเรียน
        other | other | otro | autre | Andere | altro | outro | overig | annat | その他 | 其他 | 기타 | другой | آخر | अन्य | diğer | inne | egyéb | khác | อื่นๆ
        mobile | mobile | móvil | portable | Mobil | cellulare | celular | mobiel | mobil | 携帯電話 | 手机 | 휴대전화 | мобильный | جوال | मोबाइल | cep | komórka | mobil | di động | มือถือ
        iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone | iPhone
        main | main | principal | principal | Hauptnummer | principale | principal | hoofdnummer | huvudnummer | 代表 | 主要 | 대표 | основной | رئيسي | मुख्य | ana | główny | fő | chính | หลัก
        homeFax | home fax | fax de casa | fax domicile | Fax privat | fax casa | fax residencial | fax thuis | hemfax | 自宅FAX | 住宅传真 | 집 팩스 | домашний факс | فاكس المنزل | घर का फ़ैक्स | ev faksı | faks domowy | otthoni fax | fax nhà | แฟกซ์บ้าน
        workFax | work fax | fax del trabajo | fax travail | Fax Arbeit | fax lavoro | fax comercial | fax werk | arbetsfax | 勤務先FAX | 工作传真 | 직장 팩스 | рабочий факс | فاكس العمل | कार्यालय फ़ैक्स | iş faksı | faks w pracy | munkahelyi fax | fax cơ quan | แฟกซ์ที่ทำงาน
        otherFax | other fax | otro fax | autre fax | Fax (andere) | altro fax | outro fax | overige fax | annan fax | その他FAX | 其他传真 | 기타 팩스 | другой факс | فاكس آخر | अन्य फ़ैक्स | diğer faks | inny faks | egyéb fax | fax khác | แฟกซ์อื่นๆ
        pager | pager | buscapersonas | bipeur | Pager | cercapersone | pager | pieper | personsökare | ポケットベル | 寻呼机 | 호출기 | пейджер | جهاز النداء | पेजर | çağrı cihazı | pager | személyhívó | máy nhắn tin | เพจเจอร์
        appleWatch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch | Apple Watch
        iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud | iCloud
        homePage | homepage | página de inicio | page d’accueil | Homepage | home page | página inicial | homepage | hemsida | ホームページ | 主页 | 홈페이지 | домашняя страница | الصفحة الرئيسية | होम पेज | ana sayfa | strona domowa | honlap | trang chủ | โฮมเพจ
        anniversary | anniversary | aniversario | anniversaire | Jahrestag | anniversario | aniversário | jubileum | årsdag | 記念日 | 纪念日 | 기념일 | годовщина | ذكرى سنوية | वर्षगाँठ | yıl dönümü | rocznica | évforduló | ngày kỷ niệm | วันครบรอบ
        father | father | padre | père | Vater | padre | pai | vader | pappa | 父 | 父亲 | 아버지 | отец | الأب | पिता | baba | ojciec | apa | bố | พ่อ
        mother | mother | madre | mère | Mutter | madre | mãe | moeder | mamma | 母 | 母亲 | 어머니 | мать | الأم | माता | anne | matka | anya | mẹ | แม่
        parent | parent | progenitor | parent | Elternteil | genitore | progenitor | ouder | förälder | 親 | 父母 | 부모 | родитель | أحد الوالدين | अभिभावक | ebeveyn | rodzic | szülő | cha mẹ | พ่อแม่
        brother | brother | hermano | frère | Bruder | fratello | irmão | broer | bror | 兄弟 | 兄弟 | 형제 | брат | الأخ | भाई | erkek kardeş | brat | fivér | anh em trai | พี่ชาย/น้องชาย
        sister | sister | hermana | sœur | Schwester | sorella | irmã | zus | syster | 姉妹 | 姐妹 | 자매 | сестра | الأخت | बहन | kız kardeş | siostra | nővér | chị em gái | พี่สาว/น้องสาว
        sibling | sibling | hermano o hermana | frère ou sœur | Geschwister | fratello o sorella | irmão ou irmã | broer of zus | syskon | きょうだい | 兄弟姐妹 | 형제자매 | брат или сестра | أحد الإخوة | भाई-बहन | kardeş | rodzeństwo | testvér | anh chị em | พี่น้อง
        child | child | hijo o hija | enfant | Kind | figlio o figlia | filho ou filha | kind | barn | 子供 | 子女 | 자녀 | ребенок | الطفل | संतान | çocuk | dziecko | gyermek | con | ลูก
        son | son | hijo | fils | Sohn | figlio | filho | zoon | son | 息子 | 儿子 | 아들 | сын | الابن | बेटा | oğul | syn | fiú | con trai | ลูกชาย
        daughter | daughter | hija | fille | Tochter | figlia | filha | dochter | dotter | 娘 | 女儿 | 딸 | дочь | الابنة | बेटी | kız | córka | lány | con gái | ลูกสาว
        friend | friend | amigo | ami | Freund | amico | amigo | vriend | vän | 友人 | 朋友 | 친구 | друг | صديق | मित्र | arkadaş | przyjaciel | barát | bạn | เพื่อน
        spouse | spouse | cónyuge | conjoint | Ehepartner | coniuge | cônjuge | echtgenoot | make/maka | 配偶者 | 配偶 | 배우자 | супруг(а) | شريك الحياة | जीवनसाथी | eş | małżonek | házastárs | vợ/chồng | คู่สมรส
        husband | husband | esposo | mari | Ehemann | marito | marido | man | make | 夫 | 丈夫 | 남편 | муж | الزوج | पति | koca | mąż | férj | chồng | สามี
        wife | wife | esposa | épouse | Ehefrau | moglie | esposa | vrouw | maka | 妻 | 妻子 | 아내 | жена | الزوجة | पत्नी | karı | żona | feleség | vợ | ภรรยา
        partner | partner | pareja | partenaire | Partner | partner | parceiro | partner | partner | パートナー | 伴侣 | 파트너 | партнер | الشريك | साथी | partner | partner | partner | bạn đời | คู่ชีวิต
        assistant | assistant | asistente | assistant | Assistent | assistente | assistente | assistent | assistent | アシスタント | 助理 | 비서 | ассистент | المساعد | सहायक | asistan | asystent | asszisztens | trợ lý | ผู้ช่วย
        manager | manager | jefe | responsable | Vorgesetzter | responsabile | gerente | manager | chef | 上司 | 上司 | 관리자 | руководитель | المدير | प्रबंधक | yönetici | przełożony | felettes | quản lý | ผู้จัดการ
        grandfather | grandfather | abuelo | grand-père | Großvater | nonno | avô | grootvader | farfar/morfar | 祖父 | 祖父 | 할아버지 | дедушка | الجد | दादा | büyükbaba | dziadek | nagyapa | ông | ปู่/ตา
        grandmother | grandmother | abuela | grand-mère | Großmutter | nonna | avó | grootmoeder | farmor/mormor | 祖母 | 祖母 | 할머니 | бабушка | الجدة | दादी | büyükanne | babcia | nagymama | bà | ย่า/ยาย
        grandparent | grandparent | abuelo o abuela | grand-parent | Großelternteil | nonno o nonna | avô ou avó | grootouder | far- eller morförälder | 祖父母 | 祖父母 | 조부모 | бабушка или дедушка | أحد الأجداد | दादा-दादी | büyükebeveyn | dziadek lub babcia | nagyszülő | ông bà | ปู่ย่าตายาย
        grandson | grandson | nieto | petit-fils | Enkel | nipote (maschio) | neto | kleinzoon | sonson/dotterson | 孫息子 | 孙子 | 손자 | внук | الحفيد | पोता | erkek torun | wnuk | fiúunoka | cháu trai | หลานชาย
        granddaughter | granddaughter | nieta | petite-fille | Enkelin | nipote (femmina) | neta | kleindochter | sondotter/dotterdotter | 孫娘 | 孙女 | 손녀 | внучка | الحفيدة | पोती | kız torun | wnuczka | lányunoka | cháu gái | หลานสาว
        grandchild | grandchild | nieto o nieta | petit-enfant | Enkelkind | nipote | neto ou neta | kleinkind | barnbarn | 孫 | 孙子女 | 손주 | внук или внучка | أحد الأحفاد | पोता-पोती | torun | wnuk lub wnuczka | unoka | cháu | หลาน
        uncle | uncle | tío | oncle | Onkel | zio | tio | oom | farbror/morbror | おじ | 叔伯 | 삼촌 | дядя | العم | चाचा | amca | wujek | nagybácsi | chú/bác | ลุง/อา/น้า
        aunt | aunt | tía | tante | Tante | zia | tia | tante | faster/moster | おば | 阿姨 | 이모 | тётя | العمة | चाची | teyze | ciocia | nagynéni | cô/dì | ป้า/อา/น้า
        nephew | nephew | sobrino | neveu | Neffe | nipote (maschio) | sobrinho | neef | brorson/systerson | 甥 | 侄子 | 조카 | племянник | ابن الأخ | भतीजा | erkek yeğen | bratanek | unokaöcs | cháu trai (con anh chị em) | หลานชาย (ลูกของพี่น้อง)
        niece | niece | sobrina | nièce | Nichte | nipote (femmina) | sobrinha | nicht | brorsdotter/systerdotter | 姪 | 侄女 | 조카딸 | племянница | ابنة الأخ | भतीजी | kız yeğen | bratanica | unokahúg | cháu gái (con anh chị em) | หลานสาว (ลูกของพี่น้อง)
        cousin | cousin | primo | cousin | Cousin | cugino | primo | neef of nicht | kusin | いとこ | 堂表亲 | 사촌 | двоюродный брат или сестра | ابن العم | चचेरा भाई | kuzen | kuzyn | unokatestvér | anh chị em họ | ลูกพี่ลูกน้อง
        """
}
