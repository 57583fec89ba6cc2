"""Name, place and phone data for the dedupe test-book generator, per locale.

Written for ContactKit; synthetic people only. Each locale has given names by gender,
common family names, syllables to build rarer family names, cities with postal-code
shapes, and phone shapes (country code, mobile prefix, national format).
"""

LOCALES = {
    "en_US": dict(
        weight=24, country="United States", iso="US", code="1",
        male="James John Robert Michael William David Richard Thomas Charles Christopher Daniel Matthew Anthony Andrew Joshua Steven Kenneth Timothy Gregory Patrick Benjamin Samuel Peter Henry Raymond".split(),
        female="Mary Patricia Jennifer Elizabeth Susan Jessica Margaret Katherine Rebecca Victoria Samantha Abigail Deborah Dorothy Eleanor Christine Laura Emily Hannah Olivia Grace Natalie Megan Rachel Amber".split(),
        family="Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Moore Jackson Thompson White Harris Clark Lewis Walker Hall Young Allen King Wright Scott Green Baker Adams Nelson Carter Mitchell".split(),
        roots="Ash Brad Carl Dun Fair Hart Kings Lang Mor Pem Rad Stan Thorn Wick Whit Brook Hol Mel Wood Black Crans Elling Gris Hux Pen Ral Sel Tre Wes Yar".split(),
        endings="ley ton field ford well wood by ham ridge more son worth stead wick combe hurst".split(),
        cities=[("Springfield", "62701"), ("Portland", "97201"), ("Austin", "78701"), ("Denver", "80202"), ("Boston", "02108"), ("Madison", "53703")],
        streets="Main Street|Oak Avenue|Maple Drive|Cedar Lane|Elm Street|Park Road|Lake View|Hill Street".split("|"),
        mobile=lambda r: "%d%d%d%d%d%d%d" % tuple(r.randint(2, 9) if i == 0 else r.randint(0, 9) for i in range(7)),
        area=["415", "212", "312", "617", "503", "512", "720", "608"],
    ),
    "en_GB": dict(
        weight=10, country="United Kingdom", iso="GB", code="44",
        male="Oliver George Harry Jack Charlie Thomas Edward Alfie William James Henry Arthur".split(),
        female="Amelia Olivia Isla Emily Poppy Ava Isabella Jessica Lily Sophie Charlotte Eleanor".split(),
        family="Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans Walker White Roberts Green Hall Wood Jackson Clarke".split(),
        roots="Ash Brad Carl Dun Fair Hart Kings Lang Mor Pem Rad Stan Thorn Wick Whit Brook Hol Mel Wood Black".split(),
        endings="ley ton field ford well wood by ham ridge more worth stead".split(),
        cities=[("London", "SW1A 1AA"), ("Leeds", "LS1 4AP"), ("Bristol", "BS1 5TR"), ("York", "YO1 7HH")],
        streets="High Street|Station Road|Church Lane|Victoria Road|Green Lane|Manor Road".split("|"),
    ),
    "de_DE": dict(
        weight=14, country="Deutschland", iso="DE", code="49",
        male="Lukas Jonas Leon Finn Paul Felix Maximilian Johannes Wolfgang Jürgen Stefan Matthias Friedrich Josef Andreas Thomas Michael Klaus".split(),
        female="Anna Lena Katharina Sophie Marie Laura Julia Franziska Elisabeth Sabine Ursula Petra Monika Birgit Claudia Jana".split(),
        family="Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf".split(),
        roots="Alt Berg Eich Frei Gold Groß Hoch Kirch Lind Neu Ober Rosen Stein Wald Weiß Schwarz Brand Dorn Ehren Falken".split(),
        endings="mann bauer berger hofer meier huber felder mayr brunner inger wald stätter".split(),
        cities=[("Berlin", "10115"), ("München", "80331"), ("Hamburg", "20095"), ("Köln", "50667"), ("Leipzig", "04109")],
        streets="Hauptstraße|Schulstraße|Gartenweg|Bahnhofstraße|Lindenallee|Bergstraße".split("|"),
    ),
    "fr_FR": dict(
        weight=10, country="France", iso="FR", code="33",
        male="Jean Pierre Michel Philippe Nicolas Julien François Guillaume Antoine Louis Mathieu Olivier".split(),
        female="Marie Nathalie Isabelle Sophie Camille Chloé Élodie Céline Margot Juliette Hélène Aurélie".split(),
        family="Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Lefèvre Garnier Roux Fournier".split(),
        roots="Beau Bel Bon Chau Du Fon Gran La Mar Mont Ro Val Ville Belle Clair".split(),
        endings="champ mont lieu fort ville court doux pré bois vert mare nay".split(),
        cities=[("Paris", "75001"), ("Lyon", "69001"), ("Marseille", "13001"), ("Nantes", "44000")],
        streets="rue de la Paix|avenue Victor Hugo|rue du Moulin|boulevard Voltaire|place de l'Église".split("|"),
    ),
    "es_ES": dict(
        weight=10, country="España", iso="ES", code="34",
        male="José Francisco Manuel Antonio Juan Javier Carlos Miguel Ignacio Enrique Alejandro Pablo".split(),
        female="María Carmen Dolores Lucía Isabel Pilar Rosario Concepción Ana Marta Elena Cristina".split(),
        family="García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Ruiz Díaz Moreno".split(),
        roots="Al Bar Cas Esc Fer Mon Ol Per Qui Rom Sal Val Ver Bus".split(),
        endings="tera ares eda illo anza ero onte uela edo ino".split(),
        cities=[("Madrid", "28001"), ("Barcelona", "08001"), ("Sevilla", "41001"), ("Valencia", "46001")],
        streets="Calle Mayor|Calle del Sol|Avenida de la Constitución|Plaza de España|Calle Real".split("|"),
    ),
    "ru_RU": dict(
        weight=10, country="Россия", iso="RU", code="7",
        male="Александр Дмитрий Сергей Андрей Алексей Иван Михаил Николай Владимир Павел Константин Евгений".split(),
        female="Мария Анна Елена Ольга Наталья Татьяна Екатерина Анастасия Ирина Светлана Юлия Дарья".split(),
        family="Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Фёдоров Морозов Волков".split(),
        roots="Бел Вор Гор Жук Зай Кар Лебед Мор Ник Орл Сок Тих Фед Чер Щерб Гром Лис Мед".split(),
        endings="ов ев ин ский".split(),
        cities=[("Москва", "101000"), ("Санкт-Петербург", "190000"), ("Казань", "420000"), ("Новосибирск", "630000")],
        streets="ул. Ленина|ул. Пушкина|пр. Мира|ул. Гагарина|ул. Садовая".split("|"),
    ),
    "ja_JP": dict(
        weight=8, country="日本", iso="JP", code="81",
        male=[("太郎", "たろう", "Taro"), ("健太", "けんた", "Kenta"), ("翔太", "しょうた", "Shota"), ("大輔", "だいすけ", "Daisuke"), ("直樹", "なおき", "Naoki"), ("拓也", "たくや", "Takuya"), ("一郎", "いちろう", "Ichiro"), ("和弘", "かずひろ", "Kazuhiro")],
        female=[("花子", "はなこ", "Hanako"), ("陽子", "ようこ", "Yoko"), ("美咲", "みさき", "Misaki"), ("裕子", "ゆうこ", "Yuko"), ("恵美", "えみ", "Emi"), ("さくら", "さくら", "Sakura"), ("直美", "なおみ", "Naomi"), ("由美", "ゆみ", "Yumi")],
        family=[("佐藤", "さとう", "Sato"), ("鈴木", "すずき", "Suzuki"), ("高橋", "たかはし", "Takahashi"), ("田中", "たなか", "Tanaka"), ("伊藤", "いとう", "Ito"), ("渡辺", "わたなべ", "Watanabe"), ("山本", "やまもと", "Yamamoto"), ("中村", "なかむら", "Nakamura"), ("小林", "こばやし", "Kobayashi"), ("加藤", "かとう", "Kato"), ("吉田", "よしだ", "Yoshida"), ("山田", "やまだ", "Yamada"), ("松本", "まつもと", "Matsumoto"), ("井上", "いのうえ", "Inoue"), ("木村", "きむら", "Kimura"), ("林", "はやし", "Hayashi"), ("清水", "しみず", "Shimizu"), ("山口", "やまぐち", "Yamaguchi"), ("森", "もり", "Mori"), ("池田", "いけだ", "Ikeda")],
        cities=[("東京都", "100-0001"), ("大阪市", "530-0001"), ("京都市", "600-8001"), ("札幌市", "060-0001")],
        streets="千代田1-1|梅田2-3|中央3-5|本町4-2".split("|"),
    ),
    "zh_CN": dict(
        weight=8, country="中国", iso="CN", code="86",
        male=[("伟", "Wei"), ("磊", "Lei"), ("军", "Jun"), ("勇", "Yong"), ("杰", "Jie"), ("强", "Qiang"), ("涛", "Tao"), ("明", "Ming"), ("超", "Chao"), ("浩然", "Haoran")],
        female=[("芳", "Fang"), ("娜", "Na"), ("敏", "Min"), ("静", "Jing"), ("艳", "Yan"), ("丽", "Li"), ("婷", "Ting"), ("雪", "Xue"), ("慧", "Hui"), ("欣怡", "Xinyi")],
        family=[("王", "Wang"), ("李", "Li"), ("张", "Zhang"), ("刘", "Liu"), ("陈", "Chen"), ("杨", "Yang"), ("黄", "Huang"), ("赵", "Zhao"), ("吴", "Wu"), ("周", "Zhou"), ("徐", "Xu"), ("孙", "Sun"), ("马", "Ma"), ("朱", "Zhu"), ("胡", "Hu"), ("郭", "Guo"), ("何", "He"), ("高", "Gao"), ("林", "Lin"), ("罗", "Luo")],
        cities=[("北京市", "100000"), ("上海市", "200000"), ("广州市", "510000"), ("深圳市", "518000")],
        streets="长安街1号|南京路88号|中山路12号|人民路5号".split("|"),
    ),
}

# (mobile prefix choices, mobile digits after prefix, landline prefix choices, landline digits,
#  national trunk prefix) per country code.
PHONE_SHAPES = {
    "1": (None, 7, None, 7, ""),
    "44": (["7911", "7700", "7480", "7554"], 6, ["20", "113", "117", "1904"], 7, "0"),
    "49": (["151", "160", "170", "176"], 8, ["30", "89", "40", "221"], 7, "0"),
    "33": (["6", "7"], 8, ["1", "4", "2"], 8, "0"),
    "34": (["6"], 8, ["91", "93"], 7, ""),
    "7": (["912", "916", "926", "903"], 7, ["495", "812", "843"], 7, "8"),
    "81": (["90", "80", "70"], 8, ["3", "6", "75"], 8, "0"),
    "86": (["138", "139", "158", "186"], 8, ["10", "21", "20"], 8, "0"),
}

CYRILLIC_LATIN = dict(zip(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r",
     "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"]))
# A second, German-style transliteration, as some sources write Russian names.
CYRILLIC_GERMAN = dict(CYRILLIC_LATIN, **{"в": "w", "ж": "sch", "й": "j", "х": "ch", "ц": "z",
                                          "ч": "tsch", "ш": "sch", "ю": "ju", "я": "ja", "ы": "y"})
NICKNAMES = {
    "Robert": ["Bob", "Rob", "Bobby"], "William": ["Bill", "Will"], "Richard": ["Rick", "Dick"],
    "James": ["Jim", "Jimmy"], "John": ["Jack", "Johnny"], "Michael": ["Mike"], "Thomas": ["Tom"],
    "Charles": ["Charlie"], "Christopher": ["Chris"], "Daniel": ["Dan", "Danny"],
    "Matthew": ["Matt"], "Anthony": ["Tony"], "Andrew": ["Andy"], "Joshua": ["Josh"],
    "Steven": ["Steve"], "Kenneth": ["Ken"], "Timothy": ["Tim"], "Gregory": ["Greg"],
    "Patrick": ["Pat"], "Benjamin": ["Ben"], "Samuel": ["Sam"], "Peter": ["Pete"],
    "Henry": ["Harry"], "Raymond": ["Ray"], "Elizabeth": ["Liz", "Beth"], "Susan": ["Sue"],
    "Jessica": ["Jess"], "Margaret": ["Maggie", "Peggy"], "Katherine": ["Kate", "Katie"],
    "Rebecca": ["Becky"], "Victoria": ["Vicky"], "Samantha": ["Sam"], "Abigail": ["Abby"],
    "Deborah": ["Debbie"], "Patricia": ["Trish", "Pat"], "Jennifer": ["Jen", "Jenny"],
    "Johannes": ["Hans"], "Josef": ["Sepp"], "Maximilian": ["Max"], "Katharina": ["Katja"],
    "Franziska": ["Franzi"], "Elisabeth": ["Liesel"], "Francisco": ["Paco"], "José": ["Pepe"],
    "Manuel": ["Manolo"], "Ignacio": ["Nacho"], "Dolores": ["Lola"], "Enrique": ["Quique"],
    "Nicolas": ["Nico"], "Isabelle": ["Isa"], "Александр": ["Саша"], "Дмитрий": ["Дима"],
    "Михаил": ["Миша"], "Николай": ["Коля"], "Владимир": ["Вова"], "Иван": ["Ваня"],
    "Мария": ["Маша"], "Наталья": ["Наташа"], "Татьяна": ["Таня"], "Екатерина": ["Катя"],
    "Анастасия": ["Настя"], "Павел": ["Паша"], "Евгений": ["Женя"], "Константин": ["Костя"],
}

# Locales in scripts the matcher bridges to Latin only through keys (Hangul, Arabic, Hebrew),
# used with `generate.py --more-scripts` only, so the books of the other seeds and options stay
# byte-identical. Each name is (as written in its script, (Latin spellings...)): the first
# spelling is the standard romanization (Revised Romanization for Korean) or the most usual
# one, the others are spellings people commonly use, including some the matcher's tables do not
# reach on purpose (류 as Yoo, 서연 as Soyeon).
MORE_LOCALES = {
    "ko_KR": dict(
        weight=6, country="대한민국", iso="KR", code="82",
        male=[("민준", ("Minjun", "Min-jun", "Min Jun")), ("서준", ("Seojun", "Seo-jun", "Suh-joon")),
              ("도윤", ("Doyun", "Do-yoon")), ("지훈", ("Jihun", "Ji-hoon", "Jihoon")),
              ("현우", ("Hyeonu", "Hyun-woo", "Hyunwoo")), ("준호", ("Junho", "Jun-ho", "Joon-ho")),
              ("성민", ("Seongmin", "Sung-min", "Sungmin")), ("동현", ("Donghyeon", "Dong-hyun", "Donghyun")),
              ("재원", ("Jaewon", "Jae-won")), ("영수", ("Yeongsu", "Young-soo", "Youngsoo"))],
        female=[("서연", ("Seoyeon", "Seo-yeon", "Soyeon")), ("지우", ("Jiu", "Ji-woo", "Jiwoo")),
                ("하은", ("Haeun", "Ha-eun")), ("민지", ("Minji", "Min-ji")), ("수빈", ("Subin", "Soo-bin", "Soobin")),
                ("지현", ("Jihyeon", "Ji-hyun", "Jihyun")), ("은지", ("Eunji", "Eun-ji")), ("예린", ("Yerin", "Ye-rin")),
                ("혜진", ("Hyejin", "Hye-jin")), ("유나", ("Yuna", "Yu-na"))],
        family=[("김", ("Kim", "Gim")), ("이", ("Lee", "Yi", "Rhee")), ("박", ("Park", "Bak", "Pak")),
                ("최", ("Choi", "Choe")), ("정", ("Jung", "Jeong", "Chung")), ("강", ("Kang", "Gang")),
                ("조", ("Cho", "Jo")), ("윤", ("Yoon", "Yun")), ("장", ("Jang", "Chang")), ("임", ("Lim", "Im")),
                ("한", ("Han",)), ("오", ("Oh", "O")), ("서", ("Seo", "Suh")), ("신", ("Shin", "Sin")),
                ("권", ("Kwon", "Gwon")), ("황", ("Hwang",)), ("안", ("Ahn", "An")), ("송", ("Song",)),
                ("류", ("Ryu", "Yoo")), ("홍", ("Hong",))],
        cities=[("서울", "04524"), ("부산", "48058"), ("인천", "21554"), ("대구", "41911")],
        streets="세종대로|테헤란로|해운대로|중앙로".split("|"),
    ),
    "ar_EG": dict(
        weight=6, country="مصر", iso="EG", code="20",
        male=[("محمد", ("Mohamed", "Mohammed", "Muhammad")), ("أحمد", ("Ahmed", "Ahmad")),
              ("محمود", ("Mahmoud", "Mahmud")), ("مصطفى", ("Mostafa", "Moustafa", "Mustafa")),
              ("عمر", ("Omar", "Umar")), ("خالد", ("Khaled", "Khalid")), ("يوسف", ("Youssef", "Yousef", "Yusuf")),
              ("حسن", ("Hassan", "Hasan")), ("إبراهيم", ("Ibrahim", "Ebrahim")), ("كريم", ("Karim", "Kareem"))],
        female=[("فاطمة", ("Fatma", "Fatima", "Fatimah")), ("مريم", ("Mariam", "Maryam")), ("نور", ("Nour", "Noor")),
                ("سارة", ("Sara", "Sarah")), ("ياسمين", ("Yasmin", "Yasmine")), ("منى", ("Mona", "Muna")),
                ("هدى", ("Hoda", "Huda")), ("آية", ("Aya", "Ayah")), ("رنا", ("Rana",)), ("ليلى", ("Layla", "Leila"))],
        family=[("حسن", ("Hassan", "Hasan")), ("علي", ("Ali", "Aly")), ("محمود", ("Mahmoud",)),
                ("إبراهيم", ("Ibrahim",)), ("عبد الله", ("Abdallah", "Abdullah", "Abdalla")),
                ("السيد", ("El-Sayed", "Elsayed", "Al Sayed")), ("عثمان", ("Osman", "Othman")),
                ("شريف", ("Sherif", "Shareef")), ("سالم", ("Salem", "Salim")), ("منصور", ("Mansour", "Mansur")),
                ("فاروق", ("Farouk", "Farouq")), ("جمال", ("Gamal", "Jamal")), ("نصر", ("Nasr",)),
                ("عبد الرحمن", ("Abdelrahman", "Abdel Rahman", "Abdulrahman"))],
        cities=[("القاهرة", "11511"), ("الإسكندرية", "21500"), ("الجيزة", "12511"), ("المنصورة", "35511")],
        streets="شارع التحرير|شارع الهرم|شارع فيصل|شارع النيل".split("|"),
    ),
    "he_IL": dict(
        weight=6, country="ישראל", iso="IL", code="972",
        male=[("דוד", ("David",)), ("יוסף", ("Yosef", "Joseph")), ("משה", ("Moshe",)), ("אברהם", ("Avraham", "Abraham")),
              ("יצחק", ("Yitzhak", "Itzhak")), ("דניאל", ("Daniel",)), ("נועם", ("Noam",)), ("איתי", ("Itai", "Itay")),
              ("אורי", ("Uri", "Ori")), ("יונתן", ("Yonatan", "Jonathan"))],
        female=[("שרה", ("Sarah", "Sara")), ("רחל", ("Rachel", "Rahel")), ("מיכל", ("Michal", "Mikhal")),
                ("נועה", ("Noa",)), ("תמר", ("Tamar",)), ("יעל", ("Yael",)), ("מאיה", ("Maya", "Maia")),
                ("שירה", ("Shira",)), ("רות", ("Ruth", "Rut")), ("אסתר", ("Esther", "Ester"))],
        family=[("כהן", ("Cohen", "Kohen", "Cohn")), ("לוי", ("Levi", "Levy")), ("מזרחי", ("Mizrahi", "Mizrachi")),
                ("פרץ", ("Peretz", "Perez")), ("ביטון", ("Biton", "Bitton")), ("דהן", ("Dahan",)),
                ("אברהם", ("Avraham",)), ("פרידמן", ("Friedman", "Fridman")), ("שפירא", ("Shapira", "Shapiro")),
                ("אזולאי", ("Azoulay", "Azulai")), ("גולן", ("Golan",)), ("בן דוד", ("Ben David", "Ben-David"))],
        cities=[("ירושלים", "9100000"), ("תל אביב", "6100000"), ("חיפה", "3100000"), ("באר שבע", "8400000")],
        streets="רחוב הרצל|רחוב יפו|רחוב ויצמן|רחוב בן יהודה".split("|"),
    ),
}

MORE_PHONE_SHAPES = {
    "82": (["10"], 8, ["2", "31", "51"], 8, "0"),
    "20": (["10", "11", "12"], 8, ["2", "3"], 8, "0"),
    "972": (["50", "52", "54"], 7, ["2", "3", "4"], 7, "0"),
}

# A twelfth locale, drawn only with `generate.py --households` (with `--more-scripts`: twelve).
HOUSEHOLD_LOCALES = {
    "it_IT": dict(
        weight=8, country="Italia", iso="IT", code="39",
        male="Giuseppe Giovanni Antonio Mario Luigi Francesco Alessandro Lorenzo Matteo Stefano Paolo Marco".split(),
        female="Giulia Francesca Chiara Sara Valentina Alessandra Federica Elena Martina Paola Silvia Giovanna".split(),
        family="Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca".split(),
        roots="Bel Cas Fio Lom Mar Pel San Ser Tor Val Vit".split(),
        endings="etti ini ucci elli ano oni".split(),
        cities=[("Roma", "00184"), ("Milano", "20121"), ("Napoli", "80133"), ("Torino", "10121")],
        streets="Via Roma|Via Garibaldi|Corso Italia|Via Mazzini|Piazza Duomo".split("|"),
    ),
}
HOUSEHOLD_PHONE_SHAPES = {"39": (["320", "333", "347"], 7, ["06", "02", "011"], 7, "")}
HOUSEHOLD_NICKNAMES = {"Giuseppe": ["Peppe", "Beppe"], "Francesco": ["Franco", "Checco"], "Alessandro": ["Sandro", "Ale"],
                       "Giovanni": ["Gianni", "Nanni"], "Francesca": ["Franca"], "Alessandra": ["Sandra"]}

# A family's shared mailbox, by locale: `{f}` is the family name folded to ASCII.
FAMILY_MAILBOXES = {
    "en_US": ["the{f}s", "{f}family", "the.{f}s", "{f}household"], "en_GB": ["the{f}s", "{f}family", "the.{f}s"],
    "de_DE": ["familie.{f}", "fam.{f}", "familie{f}"], "fr_FR": ["famille.{f}", "famille{f}", "les{f}"],
    "es_ES": ["familia.{f}", "familia{f}", "los{f}"], "it_IT": ["famiglia.{f}", "famiglia{f}"],
    "ru_RU": ["semya.{f}", "{f}family"], "ja_JP": ["{f}-ke", "{f}family"], "zh_CN": ["{f}jia", "{f}family"],
    "ko_KR": ["{f}family", "{f}ne"], "ar_EG": ["family.{f}", "{f}family"], "he_IL": ["mishpachat.{f}", "{f}family"],
}

# Businesses that share a building (a mall, an office tower, a hotel): words their names are
# made of, legal forms per locale, and the branch markers a chain adds.
BUSINESS_WORDS = ("Roma Sakura Aurora Atlas Lotus Harbor Summit Orchid Phoenix Meridian Cedar Willow Falcon Granite "
                  "Sunrise Beacon Juniper Marigold Pioneer Riverside Silver Golden Union Central Garden Royal").split()
BUSINESS_KINDS = ("Dental Care|Bakery|Café|Pizzeria|Pharmacy|Law Office|Insurance|Travel|Fitness|Optician|Bistro|"
                  "Steakhouse|Coffee Shop|Dry Cleaning|Florist|Bookshop|Hair Studio|Physiotherapy|Tax Advisors|"
                  "Veterinary Clinic|Sushi Bar|Wine Bar|Realty|Print Shop").split("|")
BUSINESS_FORMS = {"en_US": ["Inc.", "LLC", "Co."], "en_GB": ["Ltd", "Ltd.", "plc"], "de_DE": ["GmbH", "KG", "e.K."],
                  "fr_FR": ["SARL", "SAS"], "es_ES": ["S.L.", "S.A."], "it_IT": ["S.r.l.", "S.p.A."]}
BRANCH_MARKERS = ["II", "East", "West", "North", "South", "Downtown", "2", "(Airport)", "Express"]
