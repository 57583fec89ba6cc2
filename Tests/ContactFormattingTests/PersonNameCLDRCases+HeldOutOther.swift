// Transcribed from CLDR's person-name conformance files
// (common/testData/personNameTest/{ru,ar,hi,th,zh-Hant}.txt; Unicode licence, see NOTICE).
// The format is described on PersonNameCLDRCase.

extension PersonNameCLDRCases {
    /// CLDR's expectations for ru, ar, hi, th, zh-Hant.
    static let heldOutRuArHiThZhhant: [(locale: String, text: String)] = [
        ("ru", """
            > given=Ирина; surname=Амосова; locale=ru_AQ
            Амосова, Ирина | Slrf Slri Smrf Smri Ssri
            Ирина Амосова | Nlrf Nlri Nmrf Nmri
            Амосова, И. | Ssrf
            И. Амосова | Nsrf
            Ирина А. | Nsri
            Амосова | Nlaf Nmaf Nsaf
            Ирина | Nlai Nmai Nsai
            ИА | Nlmf Nlmi
            А | Nmmf Nsmf
            И | Nmmi Nsmi
            > given=Дмитрий; given2=Петрович; surname=Васильев; locale=ru_AQ
            Васильев, Дмитрий Петрович | Slrf
            Дмитрий Петрович Васильев | Nlrf Nmrf
            Васильев, Дмитрий П. | Smrf
            Васильев, Дмитрий | Slri Smri Ssri
            Дмитрий Васильев | Nlri Nmri
            Васильев, Д. П. | Ssrf
            Д. П. Васильев | Nsrf
            Дмитрий В. | Nsri
            Васильев | Nlaf Nmaf Nsaf
            Дмитрий | Nlai Nmai Nsai
            ДПВ | Nlmf
            ДВ | Nlmi
            В | Nmmf Nsmf
            Д | Nmmi Nsmi
            > given=Иван; given-informal=Ваня; given2=Васильевич; surname-core=Купцов; locale=ru_AQ
            Купцов, Иван Васильевич | Slrf
            Иван Васильевич Купцов | Nlrf Nmrf
            Купцов, Иван В. | Smrf
            Купцов, И. В. | Ssrf
            И. В. Купцов | Nsrf
            Купцов, Ваня | Slri Smri Ssri
            Ваня Купцов | Nlri Nmri
            Ваня К. | Nsri
            Купцов | Nlaf Nmaf Nsaf
            Ваня | Nlai Nmai Nsai
            ИВК | Nlmf
            ВК | Nlmi
            В | Nmmi Nsmi
            К | Nmmf Nsmf
            > given=Синдбад; locale=ko_AQ
            Синдбад | N*
            С | M*
            > given=Кете; surname=Мюллер; locale=ko_AQ
            Мюллер Кете | Nlrf Nlri Nmrf Nmri
            Мюллер К. | Nsrf Nsri
            Мюллер | Nlaf Nmaf Nsaf
            Кете | Nlai Nmai Nsai
            МК | Nlmf Nlmi
            К | Nmmi Nsmi
            М | Nmmf Nsmf
            > given=Цецилия; given2=Хэмиш; surname=Штёбер; locale=ko_AQ
            Штёбер Цецилия Хэмиш | Nlrf
            Штёбер Цецилия Х. | Nmrf
            Штёбер Цецилия | Nlri Nmri
            Штёбер Ц. Х. | Nsrf
            Штёбер Ц. | Nsri
            Цецилия | Nlai Nmai Nsai
            Штёбер | Nlaf Nmaf Nsaf
            ШЦХ | Nlmf
            ШЦ | Nlmi
            Ц | Nmmi Nsmi
            Ш | Nmmf Nsmf
            > title=проф., д-р; given=Ада Корнелия; given-informal=Неле; given2=Сезар Мартин; surname-prefix=фон; surname-core=Брюль; surname2=Гонсалес Доминго; generation=мл.; credentials=к. м. н.; locale=ko_AQ
            фон Брюль Ада Корнелия Сезар Мартин, к. м. н. | Nlrf
            фон Брюль Ада Корнелия С. М., к. м. н. | Nmrf
            фон Брюль А. К. С. М. | Nsrf
            проф., д-р фон Брюль | Nlaf Nmaf Nsaf
            фон Брюль А. К. | Nsri
            фон Брюль Неле | Nlri Nmri
            Неле | Nlai Nmai Nsai
            ФАС | Nlmf
            ФН | Nlmi
            Н | Nmmi Nsmi
            Ф | Nmmf Nsmf
            """),
        ("ar", """
            > given=سميرة; surname=النجار; locale=ar_AQ
            النجار، سميرة | Slrf Slri Smrf Smri Ssrf Ssri
            سميرة النجار | Nlrf Nlri Nmrf Nmri
            س.. النجار | Nsri
            س. النجار | Nsrf
            النجار | Nlaf Nmaf Nsaf
            سميرة | Nlai Nmai Nsai
            س.ا | Nlmf Nlmi Nmmf Nmmi Nsmi
            ا | Nsmf
            > given=كمال; given2=مجدي; surname=العامر; locale=ar_AQ
            العامر، كمال مجدي | Slrf
            كمال مجدي العامر | Nlrf
            العامر، كمال م. | Smrf Ssrf
            كمال م. العامر | Nmrf
            العامر، كمال | Slri Smri Ssri
            كمال العامر | Nlri Nmri
            ك.. العامر | Nsri
            ك. العامر | Nsrf
            العامر | Nlaf Nmaf Nsaf
            ك.م.ا | Nlmf
            كمال | Nlai Nmai Nsai
            ك.ا | Nlmi Nmmf Nmmi Nsmi
            ا | Nsmf
            > title=السيد; given=أحمد رامي; given-informal=وسام; given2=نجيب محفوظ; surname-prefix=أبو; surname-core=الأغا; surname2=علم الدين; generation=الابن; credentials=النائب; locale=ar_AQ
            السيد أحمد رامي نجيب محفوظ أبو الأغا الابن، النائب | Nlrf
            أبو الأغا، أحمد رامي نجيب محفوظ | Slrf
            السيد أحمد رامي ن. م. أبو الأغا | Nmrf
            أبو الأغا، أحمد رامي ن. م. | Smrf Ssrf
            السيد أ. ر. أبو الأغا | Nsrf
            أبو الأغا، وسام | Slri Smri Ssri
            السيد أبو الأغا | Nlaf Nmaf Nsaf
            وسام أبو الأغا | Nlri Nmri
            و.. أبو الأغا | Nsri
            أ.ن.أ | Nlmf
            وسام | Nlai Nmai Nsai
            أ.أ | Nmmf Nmmi Nsmi
            و.أ | Nlmi
            أ | Nsmf
            > given=سندباد; locale=ko_AQ
            سندباد | N*
            س | M*
            > given=كاثرين; surname=مولر; locale=ko_AQ
            مولر، كاثرين | Nlrf Nmrf
            مولر كاثرين | Nlri Nmri
            مولر، ك. | Nsrf
            مولر ك. | Nsri
            كاثرين | Nlai Nmai Nsai
            مولر | Nlaf Nmaf Nsaf
            م.ك | Nlmf Nlmi
            ك | Nmmi Nsmi
            م | Nmmf Nsmf
            > given=زيزينيا; given2=هاميش; surname=ستوبر; locale=ko_AQ
            ستوبر، زيزينيا هاميش | Nlrf
            ستوبر، زيزينيا ه. | Nmrf
            ستوبر زيزينيا | Nlri Nmri
            ستوبر، ز. ه. | Nsrf
            ستوبر ز. | Nsri
            زيزينيا | Nlai Nmai Nsai
            س.ز.ه | Nlmf
            ستوبر | Nlaf Nmaf Nsaf
            س.ز | Nlmi
            ز | Nmmi Nsmi
            س | Nmmf Nsmf
            > title=الدكتور; given=عايدة كورنيليا; given-informal=نيللي; given2=سيزار مارتن; surname-prefix=فون; surname-core=برول; surname2=غونزاليس دومينغو; generation=الإبن; credentials=طبيب وجراح; locale=ko_AQ
            فون برول، عايدة كورنيليا سيزار مارتن | Nlrf
            فون برول، عايدة كورنيليا س. م. | Nmrf
            فون برول، ع. ك. س. م. | Nsrf
            الدكتور فون برول | Nlaf Nmaf Nsaf
            فون برول ع. ك. | Nsri
            فون برول نيللي | Nlri Nmri
            ف.ع.س | Nlmf
            نيللي | Nlai Nmai Nsai
            ف.ن | Nlmi
            ف | Nmmf Nsmf
            ن | Nmmi Nsmi
            """),
        ("hi", """
            > given=ललित; locale=hi_AQ
            ललित | Glrf Glri Glaf Glai Gmrf Gmri Gmaf Gmai Gsrf Gsri Gsaf Gsai Flrf Flri Flaf Flai Fmrf Fmri Fmaf Fmai Fsrf Fsri Fsaf Fsai Slrf Slri Smrf Smri Ssrf Ssri
            ल | Glmf Glmi Gmmf Gmmi Gsmf Gsmi Flmf Flmi Fmmf Fmmi Fsmf Fsmi
            > given=ललित; surname=कुमार; locale=hi_AQ
            कुमार, ललित | Slrf Slri Smrf Smri Ssri
            कुमार ललित | Flrf Flri Fmri
            ललित कुमार | Glrf Glri Gmri Gsri
            कुमार, ल॰ | Ssrf
            कुमार ल॰ | Fmrf Fsrf Fsri
            ल॰ कुमार | Gmrf Gsrf
            कुमार | Glaf Gmaf Gsaf Flaf Fmaf Fsaf
            ललित | Glai Gmai Gsai Flai Fmai Fsai
            कुल | Flmf Flmi
            लकु | Glmf Glmi
            कु | Fmmf Fsmf
            ल | Gmmf Gmmi Gsmf Gsmi Fmmi Fsmi
            > given=ललित; given2=मोहन; surname=कुमार; locale=hi_AQ
            कुमार, ललित मोहन | Slrf
            कुमार ललित मोहन | Flrf
            कुमार, ललित मो॰ | Smrf
            ललित मोहन कुमार | Glrf
            कुमार, ल॰ मो॰ | Ssrf
            कुमार ल॰ मो॰ | Fmrf Fsrf
            ल॰ मो॰ कुमार | Gmrf Gsrf
            कुमार, ललित | Slri Smri Ssri
            कुमार ललित | Flri Fmri
            ललित कुमार | Glri Gmri Gsri
            कुमार ल॰ | Fsri
            कुमार | Glaf Gmaf Gsaf Flaf Fmaf Fsaf
            कुलमो | Flmf
            लमोकु | Glmf
            ललित | Glai Gmai Gsai Flai Fmai Fsai
            कुल | Flmi
            लकु | Glmi
            कु | Fmmf Fsmf
            ल | Gmmf Gmmi Gsmf Gsmi Fmmi Fsmi
            > title=श्री; given=ललित; given-informal=लखन; given2=कुमार; surname-core=शर्मा; generation=द्वितीय; credentials=एम॰डी॰; locale=hi_AQ
            श्री शर्मा ललित कुमार, एम॰डी॰ | Flrf
            श्री ललित कुमार शर्मा एम॰डी॰ | Glrf
            श्री ल॰ कु॰ शर्मा, एम॰डी॰ | Gmrf
            श्री शर्मा ल॰ कु॰, एम॰डी॰ | Fmrf
            शर्मा, ललित कुमार एम॰डी॰ | Slrf
            शर्मा, ललित कु॰ एम॰डी॰ | Smrf
            श्री लखन शर्मा | Glri
            श्री शर्मा लखन | Flri
            शर्मा, ल॰ कु॰ | Ssrf
            ल॰ कु॰ शर्मा | Gsrf
            शर्मा ल॰ कु॰ | Fsrf
            शर्मा, लखन | Slri Smri Ssri
            श्री शर्मा | Glaf Gmaf Gsaf Flaf Fmaf Fsaf
            लखन शर्मा | Gmri Gsri
            शर्मा लखन | Fmri
            शर्मा ल॰ | Fsri
            श्री लखन | Glai
            लकुश | Glmf
            शलकु | Flmf
            लखन | Gmai Gsai Flai Fmai Fsai
            लश | Glmi
            शल | Flmi
            ल | Gmmf Gmmi Gsmf Gsmi Fmmi Fsmi
            श | Fmmf Fsmf
            > given=रॉबर्ट; locale=ko_AQ
            रॉबर्ट | Glrf Glri Glaf Glai Gmrf Gmri Gmaf Gmai Gsrf Gsri Gsaf Gsai Flrf Flri Flaf Flai Fmrf Fmri Fmaf Fmai Fsrf Fsri Fsaf Fsai Slrf Slri Smrf Smri Ssrf Ssri
            रॉ | Glmf Glmi Gmmf Gmmi Gsmf Gsmi Flmf Flmi Fmmf Fmmi Fsmf Fsmi
            > given=कीथ; surname=ब्राउन; locale=ko_AQ
            ब्राउन, की॰ | Ssrf
            ब्राउन, कीथ | Slrf Slri Smrf Smri Ssri
            की॰ ब्राउन | Gmrf Gsrf
            कीथ ब्राउन | Glrf Glri Gmri Gsri
            ब्राउन की॰ | Fmrf Fsrf Fsri
            ब्राउन कीथ | Flrf Flri Fmri
            कीब्रा | Glmf Glmi
            ब्राउन | Glaf Gmaf Gsaf Flaf Fmaf Fsaf
            ब्राकी | Flmf Flmi
            ब्रा | Fmmf Fsmf
            कीथ | Glai Gmai Gsai Flai Fmai Fsai
            की | Gmmf Gmmi Gsmf Gsmi Fmmi Fsmi
            """),
        ("th", """
            > given=ไอริณ; surname=กล้าหาญ; locale=th_AQ
            กล้าหาญ, ไอริณ | Slrf Slri Smrf Smri Ssrf Ssri
            ไอริณ กล้าหาญ | Nlaf Nlrf Nlri Nmaf Nmrf Nmri Nsaf Nsrf Nsri
            ไอริณ | Nlai Nmai Nsai
            ไก | M*
            > given=มานี; given2=ชัยยศ; surname=พิชิตชัย; locale=th_AQ
            พิชิตชัย, มานี ชัยยศ | Slrf Smrf Smri Ssrf Ssri
            มานี ชัยยศ พิชิตชัย | Nlaf Nlrf Nmaf Nmrf Nsaf
            พิชิตชัย, มานี | Slri
            มานี พิชิตชัย | Nlri Nmri Nsrf Nsri
            มชัพิ | Nlmf Nsmf Nsmi
            มานี | Nlai Nmai Nsai
            มพิ | Nlmi Nmmf Nmmi
            > title=คุณ; given=ปรีชา; given-informal=ชาติ; given2=กล้าหาญ; surname-core=แสงระวี; locale=th_AQ
            คุณ ปรีชา กล้าหาญ แสงระวี | Nlaf Nlrf Nmaf Nmrf Nsaf
            แสงระวี, ปรีชา กล้าหาญ | Slrf Smrf Smri Ssrf Ssri
            คุณ ปรีชา แสงระวี | Nsrf
            แสงระวี, ชาติ | Slri
            ชาติ แสงระวี | Nlri Nmri Nsri
            ชาติ | Nlai Nmai Nsai
            ปกแ | Nlmf Nsmf Nsmi
            ปแ | Nlmi Nmmf Nmmi
            > given=ซินแบด; locale=ja_AQ
            ซินแบด | N*
            ซิ | M*
            > given=เคเทอ; surname=มึลเลอร์; locale=ja_AQ
            มึลเลอร์ เคเทอ | Nlaf Nlrf Nlri Nmaf Nmai Nmrf Nmri Nsaf Nsrf Nsri
            เคเทอ | Nlai Nsai
            มึเ | Nlmi
            มึ | Nlmf Nmmf
            เ | Nmmi Nsmf Nsmi
            > given=ซาซิเลีย; given2=ฮามิช; surname=สโตเบอร์; locale=ja_AQ
            สโตเบอร์ ซาซิเลีย ฮามิช | Nlaf Nlrf Nlri Nmaf Nmai Nmrf Nmri Nsaf Nsrf Nsri
            ซาซิเลีย | Nlai Nsai
            สซ | Nlmi
            ซ | Nmmi Nsmf Nsmi
            ส | Nlmf Nmmf
            > title=ศ.ดร.; given=เอดา คอร์เนเลีย; given-informal=นีเลอะ; given2=เซซาร์ มาร์ติน; surname-prefix=วอน; surname-core=บรืล; surname2=กอนซาเลซ โดมิงโก; generation=จูเนียร์; credentials=พ.บ. ท.บ.; locale=ja_AQ
            วอน บรืล กอนซาเลซ โดมิงโก ศ.ดร. เอดา คอร์เนเลีย เซซาร์ มาร์ติน พ.บ. ท.บ. | Nlaf Nlrf Nlri Nmaf Nmai Nmrf Nmri Nsaf Nsrf Nsri
            นีเลอะ | Nlai Nsai
            วนี | Nlmi
            นี | Nmmi Nsmf Nsmi
            ว | Nlmf Nmmf
            """),
        ("zh-Hant", """
            > given=雅婷; surname=張; locale=zh_Hant_AQ
            張雅婷 | Nlrf Nlri Nmrf Nmri Nsrf Nsri Slrf Slri Smrf Smri Ssrf Ssri
            張雅 | Nlmf Nlmi Nmmi
            雅婷 | Nlai Nmai Nsai
            張 | Nlaf Nmaf Nmmf Nsaf Nsmf
            雅 | Nsmi
            > given=家豪; given2=明德; surname=林; locale=zh_Hant_AQ
            林家豪明. | Nmrf
            林家豪明德 | Nlrf Nsrf Slrf
            林家明 | Nlmf Nlmi Nmmi
            林家豪 | Nlri Nmri Nsri Slri Smrf Smri Ssrf Ssri
            家豪 | Nlai Nmai Nsai
            家 | Nsmi
            林 | Nlaf Nmaf Nmmf Nsaf Nsmf
            > title=先生; given=雅婷; given-informal=婷婷; given2=婷婷; surname-core=王; generation=二世; credentials=議員; locale=zh_Hant_AQ
            王雅婷婷.二世議員 | Nmrf
            王雅婷婷婷二世議員 | Nlrf
            王雅婷婷婷 | Nsrf Slrf
            王先生 | Nlaf Nmaf Nsaf
            王婷婷 | Nlri Nmri Slri Smri Ssri
            王雅婷 | Nlmf Nlmi Nmmi Nsri Smrf Ssrf
            婷婷 | Nlai Nmai Nsai
            婷 | Nsmi
            王 | Nmmf Nsmf
            > given=雅婷; locale=fr_AQ
            雅婷 | N*
            雅 | M*
            > given=雅婷; surname=王; locale=fr_AQ
            雅婷·王 | Nlrf Nlri Nmrf Nmri Nsrf Nsri
            雅婷 | Nlai Nmai Nsai
            雅王 | M*
            王 | Nlaf Nmaf Nsaf
            > given=雅婷; given2=婷婷; surname=王; locale=fr_AQ
            雅婷·婷婷·王 | Nlrf Nlri Nmrf Nmri Nsrf Nsri
            雅婷王 | M*
            雅婷 | Nlai Nmai Nsai
            王 | Nlaf Nmaf Nsaf
            > title=博士; given=怡君; given-informal=小君; given2=達印; surname-prefix=馮; surname-core=陳; generation=二世; credentials=醫學博士; locale=fr_AQ
            博士·怡君·達印·馮·陳·醫學博士 | Nlrf Nlri Nmrf Nmri Nsrf Nsri
            馮·陳·博士 | Nlaf Nmaf Nsaf
            怡達馮 | M*
            小君 | Nlai Nmai Nsai
            """),
    ]
}
