// Transcribed from CLDR's person-name conformance files
// (common/testData/personNameTest/{en,fr,ja}.txt; Unicode licence, see NOTICE).
// The format is described on PersonNameCLDRCase.

extension PersonNameCLDRCases {
    /// CLDR's expectations for en, fr, ja.
    static let tunedEnFrJa: [(locale: String, text: String)] = [
        ("en", """
            > given=Zendaya; locale=en_AQ
            Zendaya | *
            Z | M*
            > given=Irene; surname=Adler; locale=en_AQ
            Adler, Irene | Slrf Slri Smrf Smri Ssri
            Irene Adler | Nlrf Nlri Nmrf Nmri
            Adler, I. | Ssrf
            I. Adler | Nsrf
            Irene A. | Nsri
            Adler | Nlaf Nmaf Nsaf
            Irene | Nlai Nmai Nsai
            IA | Nlmf Nlmi
            A | Nmmf Nsmf
            I | Nmmi Nsmi
            > given=Mary Sue; given2=Hamish; surname=Watson; locale=en_AQ
            Watson, Mary Sue Hamish | Slrf
            Mary Sue Hamish Watson | Nlrf
            Watson, Mary Sue H. | Smrf
            Mary Sue H. Watson | Nmrf
            Watson, Mary Sue | Slri Smri Ssri
            Mary Sue Watson | Nlri Nmri
            Watson, M.S.H. | Ssrf
            M.S.H. Watson | Nsrf
            Mary Sue W. | Nsri
            Mary Sue | Nlai Nmai Nsai
            Watson | Nlaf Nmaf Nsaf
            MHW | Nlmf
            MW | Nlmi
            M | Nmmi Nsmi
            W | Nmmf Nsmf
            > title=Mr.; given=Bertram Wilberforce; given-informal=Bertie; given2=Henry Robert; surname-core=Wooster; generation=Jr; credentials=MP; locale=en_AQ
            Mr. Bertram Wilberforce Henry Robert Wooster Jr, MP | Nlrf
            Wooster, Bertram Wilberforce Henry Robert | Slrf
            Bertram Wilberforce H.R. Wooster Jr, MP | Nmrf
            Wooster, Bertram Wilberforce H.R. | Smrf
            Wooster, B.W.H.R. | Ssrf
            B.W.H.R. Wooster | Nsrf
            Wooster, Bertie | Slri Smri Ssri
            Bertie Wooster | Nlri Nmri
            Mr. Wooster | Nlaf Nmaf Nsaf
            Bertie W. | Nsri
            Bertie | Nlai Nmai Nsai
            BHW | Nlmf
            BW | Nlmi
            B | Nmmi Nsmi
            W | Nmmf Nsmf
            > given=Sinbad; locale=ja_AQ
            Sinbad | N*
            S | M*
            > given=Käthe; surname=Müller; locale=ja_AQ
            Müller Käthe | Nlrf Nlri Nmrf Nmri
            Müller K. | Nsrf Nsri
            Müller | Nlaf Nmaf Nsaf
            Käthe | Nlai Nmai Nsai
            MK | Nlmf Nlmi
            K | Nmmi Nsmi
            M | Nmmf Nsmf
            > given=Zäzilia; given2=Hamish; surname=Stöber; locale=ja_AQ
            Stöber Zäzilia Hamish | Nlrf
            Stöber Zäzilia H. | Nmrf
            Stöber Zäzilia | Nlri Nmri
            Stöber Z.H. | Nsrf
            Stöber Z. | Nsri
            Zäzilia | Nlai Nmai Nsai
            Stöber | Nlaf Nmaf Nsaf
            SZH | Nlmf
            SZ | Nlmi
            S | Nmmf Nsmf
            Z | Nmmi Nsmi
            > title=Prof. Dr.; given=Ada Cornelia; given-informal=Neele; given2=César Martín; surname-prefix=von; surname-core=Brühl; surname2=González Domingo; generation=Jr; credentials=MD DDS; locale=ja_AQ
            von Brühl Prof. Dr. Ada Cornelia César Martín Jr, MD DDS | Nlrf
            von Brühl Ada Cornelia C.M. Jr, MD DDS | Nmrf
            Prof. Dr. von Brühl | Nlaf Nmaf Nsaf
            von Brühl A.C.C.M. | Nsrf
            von Brühl Neele | Nlri Nmri
            von Brühl A.C. | Nsri
            Neele | Nlai Nmai Nsai
            VAC | Nlmf
            VN | Nlmi
            N | Nmmi Nsmi
            V | Nmmf Nsmf
            """),
        ("fr", """
            > given=Louise; surname=Péricourt; locale=fr_AQ
            Péricourt, Louise | Slrf Slri Smrf Smri Ssri
            Louise Péricourt | Nlrf Nlri Nmrf Nmri
            Péricourt, L. | Ssrf
            L. Péricourt | Nsrf
            Louise P. | Nsri
            Péricourt | Nlaf Nmaf Nsaf
            Louise | Nlai Nmai Nsai
            LP | Nlmf Nlmi Nmmf Nmmi
            L | Nsmi
            P | Nsmf
            > given=Marie-Agnès; given2=Suzanne; surname=Gilot; locale=fr_AQ
            Gilot, Marie-Agnès Suzanne | Slrf
            Marie-Agnès Suzanne Gilot | Nlrf
            Gilot, Marie-Agnès S. | Smrf
            Marie-Agnès S. Gilot | Nmrf
            Gilot, Marie-Agnès | Slri Smri Ssri
            Marie-Agnès Gilot | Nlri Nmri
            Marie-Agnès G. | Nsri
            Gilot, M. S. | Ssrf
            M. S. Gilot | Nsrf
            Marie-Agnès | Nlai Nmai Nsai
            Gilot | Nlaf Nmaf Nsaf
            MSG | Nlmf
            MG | Nlmi Nmmf Nmmi
            G | Nsmf
            M | Nsmi
            > title=M.; given=Jean-Nicolas; given-informal=Nico; given2=Louis Marcel; surname-prefix=de; surname-core=Bouchart; generation=fils; locale=fr_AQ
            M. Jean-Nicolas Louis Marcel de Bouchart fils | Nlrf
            Bouchart, Jean-Nicolas Louis Marcel de | Slrf
            Bouchart, Jean-Nicolas L. M. de | Smrf
            Jean-Nicolas L. M. de Bouchart | Nmrf
            Bouchart, J. L. M. de | Ssrf
            J. L. M. de Bouchart | Nsrf
            de Bouchart, Nico | Slri Smri Ssri
            Nico de Bouchart | Nlri Nmri
            M. de Bouchart | Nlaf Nmaf Nsaf
            Nico d. B. | Nsri
            Nico | Nlai Nmai Nsai
            JLB | Nlmf
            JB | Nmmf
            NB | Nlmi Nmmi
            B | Nsmf
            N | Nsmi
            > given=Asmar; locale=ko_AQ
            Asmar | N*
            A | M*
            > given=Hermione; surname=Granger; locale=ko_AQ
            Granger Hermione | Nlrf Nlri Nmrf Nmri
            Granger H. | Nsrf Nsri
            Hermione | Nlai Nmai Nsai
            Granger | Nlaf Nmaf Nsaf
            GH | Nlmf Nlmi Nmmf Nmmi
            G | Nsmf
            H | Nsmi
            > given=Ginevra; given2=Molly; surname=Weasley; locale=ko_AQ
            Weasley Ginevra Molly | Nlrf
            Weasley Ginevra M. | Nmrf
            Weasley Ginevra | Nlri Nmri
            Weasley G. M. | Nsrf
            Weasley G. | Nsri
            Ginevra | Nlai Nmai Nsai
            Weasley | Nlaf Nmaf Nsaf
            WGM | Nlmf
            WG | Nlmi Nmmf Nmmi
            G | Nsmi
            W | Nsmf
            > title=Prof. Dr.; given=María Florencia; given-informal=Flor; given2=Martina Cristina; surname-prefix=von; surname-core=Brühl; surname2=González Domingo; generation=Jr.; credentials=MD DDS; locale=ko_AQ
            Prof. Dr. von Brühl María Florencia Martina Cristina Jr., MD DDS | Nlrf
            von Brühl María Florencia M. C. | Nmrf
            von Brühl M. F. M. C. | Nsrf
            Prof. Dr. von Brühl | Nlaf Nmaf Nsaf
            von Brühl M. F. | Nsri
            von Brühl Flor | Nlri Nmri
            Flor | Nlai Nmai Nsai
            BMM | Nlmf
            BF | Nlmi Nmmi
            BM | Nmmf
            B | Nsmf
            F | Nsmi
            """),
        ("ja", """
            > given=一郎; surname=安藤; locale=ja_AQ
            安藤一郎 | Nlaf Nlai Nlrf Nlri Nmaf Nmai Nmrf Nmri Nsrf Nsri Slrf Slri Smrf Smri Ssrf Ssri
            一郎 | Nsai
            安藤 | Nsaf
            一 | M*
            > given=太郎; given2=トーマス; surname=山田; locale=ja_AQ
            山田トーマス太郎 | Nlrf Slrf Smrf
            山田太郎 | Nlaf Nlai Nlri Nmaf Nmai Nmrf Nmri Nsrf Nsri Slri Smri Ssrf Ssri
            太郎 | Nsai
            山田 | Nsaf
            太 | M*
            > title=さん; given=恵子; given-informal=けいこ; given2=グレース; surname-core=佐藤; generation=ジュニア; credentials=国会議員; locale=ja_AQ
            佐藤グレース恵子さん | Nlrf
            佐藤グレース恵子 | Slrf Smrf
            佐藤けいこさん | Nlai Nlri Nmai Nmri Nsri
            佐藤恵子さん | Nlaf Nmaf Nmrf Nsrf
            けいこさん | Nsai
            佐藤けいこ | Slri Smri Ssri
            佐藤さん | Nsaf
            佐藤恵子 | Ssrf
            恵 | M*
            > given=マイケル; locale=fr_AQ
            マイケル | N*
            マ | M*
            > given=アルベルト; surname=アインシュタイン; locale=fr_AQ
            アルベルト・アインシュタイン | Nlaf Nlai Nlrf Nlri Nmaf Nmai Nmrf Nmri Nsrf Nsri
            アインシュタイン | Nsaf
            アルベルト | Nsai
            ア | M*
            > given=セシリア; given2=ローズ; surname=ブラウン; locale=fr_AQ
            セシリア・ローズ・ブラウン | Nlaf Nlrf Nmrf
            セシリア・ブラウン | Nlai Nlri Nmaf Nmai Nmri Nsrf Nsri
            セシリア | Nsai
            ブラウン | Nsaf
            セ | M*
            > title=博士; given=ジェニファー; given-informal=ジェニー; given2=ソフィア; surname-prefix=フォン; surname-core=スミス; generation=ジュニア; credentials=医学博士; locale=fr_AQ
            ジェニファー・ソフィア・フォン・スミス・ジュニア博士 | Nlaf Nlrf Nmrf
            ジェニファー・フォン・スミス博士 | Nmaf Nsrf
            ジェニー・フォン・スミス博士 | Nlai Nlri Nmai Nmri Nsri
            フォン・スミス博士 | Nsaf
            ジェニー博士 | Nsai
            ジ | M*
            """),
    ]
}
