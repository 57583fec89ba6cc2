// Transcribed from CLDR's person-name conformance files
// (common/testData/personNameTest/{it,pt,nl,sv,pl,tr}.txt; Unicode licence, see NOTICE).
// The format is described on PersonNameCLDRCase.

extension PersonNameCLDRCases {
    /// CLDR's expectations for it, pt, nl, sv, pl, tr.
    static let heldOutItPtNlSvPlTr: [(locale: String, text: String)] = [
        ("it", """
            > given=Irene; surname=Fabbri; locale=it_AQ
            Fabbri, Irene | Slrf Slri Smrf Smri Ssri
            Irene Fabbri | Nlrf Nlri Nmrf Nmri
            Fabbri, I. | Ssrf
            I. Fabbri | Nsrf
            Irene F. | Nsri
            Fabbri | Nlaf Nmaf Nsaf
            Irene | Nlai Nmai Nsai
            IF | Nlmf Nlmi
            F | Nmmf Nsmf
            I | Nmmi Nsmi
            > given=Gian Carlo; given2=Maria; surname=Conti; locale=it_AQ
            Conti, Gian Carlo Maria | Slrf
            Gian Carlo Maria Conti | Nlrf
            Conti, Gian Carlo M. | Smrf
            Gian Carlo M. Conti | Nmrf
            Conti, Gian Carlo | Slri Smri Ssri
            Gian Carlo Conti | Nlri Nmri
            Conti, G. C. M. | Ssrf
            G. C. M. Conti | Nsrf
            Gian Carlo C. | Nsri
            Gian Carlo | Nlai Nmai Nsai
            Conti | Nlaf Nmaf Nsaf
            GMC | Nlmf
            GC | Nlmi
            C | Nmmf Nsmf
            G | Nmmi Nsmi
            > title=Sig.; given=Fabio Massimo; given-informal=Max; given2=Carlo Alberto; surname-core=Martini; generation=II; credentials=AD; locale=it_AQ
            Sig. Fabio Massimo Carlo Alberto Martini II, AD | Nlrf
            Martini, Fabio Massimo Carlo Alberto | Slrf
            Fabio Massimo C. A. Martini II, AD | Nmrf
            Martini, Fabio Massimo C. A. | Smrf
            Martini, F. M. C. A. | Ssrf
            F. M. C. A. Martini | Nsrf
            Martini, Max | Slri Smri Ssri
            Sig. Martini | Nlaf Nmaf Nsaf
            Max Martini | Nlri Nmri
            Max M. | Nsri
            FCM | Nlmf
            Max | Nlai Nmai Nsai
            MM | Nlmi
            M | Nmmf Nmmi Nsmf Nsmi
            > given=Sinbad; locale=ko_AQ
            Sinbad | N*
            S | M*
            > given=Julia; surname=Roberts; locale=ko_AQ
            Roberts Julia | Nlrf Nlri Nmrf Nmri
            Roberts J. | Nsrf Nsri
            Roberts | Nlaf Nmaf Nsaf
            Julia | Nlai Nmai Nsai
            RJ | Nlmf Nlmi
            J | Nmmi Nsmi
            R | Nmmf Nsmf
            > given=Zäzilia; given2=Hamish; surname=Stöber; locale=ko_AQ
            Stöber Zäzilia Hamish | Nlrf
            Stöber Zäzilia H. | Nmrf
            Stöber Zäzilia | Nlri Nmri
            Stöber Z. H. | Nsrf
            Stöber Z. | Nsri
            Zäzilia | Nlai Nmai Nsai
            Stöber | Nlaf Nmaf Nsaf
            SZH | Nlmf
            SZ | Nlmi
            S | Nmmf Nsmf
            Z | Nmmi Nsmi
            > title=Prof. Dr.; given=Ada Cornelia; given-informal=Neele; given2=César Martín; surname-prefix=von; surname-core=Brühl; surname2=González Domingo; generation=Jr; credentials=MD DDS; locale=ko_AQ
            Prof. Dr. von Brühl Ada Cornelia César Martín Jr, MD DDS | Nlrf
            von Brühl Ada Cornelia C. M. Jr, MD DDS | Nmrf
            von Brühl A. C. C. M. | Nsrf
            Prof. Dr. von Brühl | Nlaf Nmaf Nsaf
            von Brühl A. C. | Nsri
            von Brühl Neele | Nlri Nmri
            Neele | Nlai Nmai Nsai
            BAC | Nlmf
            BN | Nlmi
            B | Nmmf Nsmf
            N | Nmmi Nsmi
            """),
        ("pt", """
            > given=Maria; surname=Silva; locale=pt_AQ
            Silva, Maria | Slrf Slri Smrf Smri Ssri
            Maria Silva | Nlrf Nlri Nmaf Nmrf Nmri Nsaf
            Silva, M. | Ssrf
            M. Silva | Nsrf
            Maria S. | Nsri
            Maria | Nlaf Nlai Nmai Nsai
            MS | Nlmf Nlmi
            M | Nmmi Nsmi
            S | Nmmf Nsmf
            > given=João; given2=Pedro; surname=Silva; locale=pt_AQ
            Silva, João Pedro | Slrf
            João Pedro Silva | Nlrf
            Silva, João P. | Smrf
            João P. Silva | Nmrf
            Silva, J. P. | Ssrf
            J. P. Silva | Nsrf
            Silva, João | Slri Smri Ssri
            João Silva | Nlri Nmaf Nmri Nsaf
            João S. | Nsri
            João | Nlaf Nlai Nmai Nsai
            JPS | Nlmf
            JS | Nlmi
            J | Nmmi Nsmi
            S | Nmmf Nsmf
            > title=Sr.; given=José; given-informal=Zé; given2=Pedro Eduardo; surname-prefix=da; surname-core=Silva; surname2=Silveira; generation=Jr.; credentials=MP; locale=pt_AQ
            Sr. José Pedro Eduardo da Silva Jr., MP | Nlrf
            Silva, José Pedro Eduardo da | Slrf
            José P. E. da Silva Jr., MP | Nmrf
            da Silva, José P. E. MP | Smrf
            da Silva, J. P. E. | Ssrf
            J. P. E. da Silva | Nsrf
            Sr. José da Silva | Nmaf Nsaf
            da Silva, Zé | Slri Smri Ssri
            Zé da Silva | Nlri Nmri
            Sr. José | Nlaf
            Zé d. S. | Nsri
            JPD | Nlmf
            ZD | Nlmi
            Zé | Nlai Nmai Nsai
            D | Nmmf Nsmf
            Z | Nmmi Nsmi
            > given=Sinbad; locale=ja_AQ
            Sinbad | N*
            S | M*
            > given=Käthe; surname=Müller; locale=ja_AQ
            Müller Käthe | Nlrf Nlri Nmrf Nmri
            Müller K. | Nsrf Nsri
            Käthe | Nlaf Nlai Nmaf Nmai Nsaf Nsai
            MK | Nlmf Nlmi
            K | Nmmi Nsmi
            M | Nmmf Nsmf
            > given=Zäzilia; given2=Hamish; surname=Stöber; locale=ja_AQ
            Stöber Zäzilia Hamish | Nlrf
            Stöber Zäzilia H. | Nmrf
            Stöber Zäzilia | Nlri Nmri
            Zäzilia Hamish | Nlaf Nmaf Nsaf
            Stöber Z. H. | Nsrf
            Stöber Z. | Nsri
            Zäzilia | Nlai Nmai Nsai
            SZH | Nlmf
            SZ | Nlmi
            S | Nmmf Nsmf
            Z | Nmmi Nsmi
            > title=Prof. Dr.; given=Mary Lou; given-informal=Neele; given2=Cesare Martín; surname-prefix=von; surname-core=Brühl; surname2=González Domingo; generation=Jr.; credentials=Dr. Ph.D; locale=ja_AQ
            von Brühl Prof. Dr. Mary Lou Cesare Martín Jr., Dr. Ph.D | Nlrf
            von Brühl Mary Lou C. M. Jr., Dr. Ph.D | Nmrf
            Prof. Dr. Mary Lou Cesare Martín | Nlaf Nmaf Nsaf
            von Brühl M. L. C. M. | Nsrf
            von Brühl M. L. | Nsri
            von Brühl Neele | Nlri Nmri
            Neele | Nlai Nmai Nsai
            VMC | Nlmf
            VN | Nlmi
            N | Nmmi Nsmi
            V | Nmmf Nsmf
            """),
        ("nl", """
            > given=Irene; surname=Bakker; locale=nl_AQ
            Bakker, Irene | Slrf Slri Smrf Smri Ssri
            Irene Bakker | Nlrf Nlri Nmrf Nmri
            Bakker, I. | Ssrf
            I. Bakker | Nsrf
            Irene B. | Nsri
            Bakker | Nlaf Nmaf Nsaf
            Irene | Nlai Nmai Nsai
            IB | Nlmf Nlmi
            B | Nmmf Nsmf
            I | Nmmi Nsmi
            > given=Heidi; given2=Johannes; surname=Willemse; locale=nl_AQ
            Willemse, Heidi Johannes | Slrf
            Heidi Johannes Willemse | Nlrf
            Willemse, Heidi J. | Smrf
            Heidi J. Willemse | Nmrf
            Willemse, Heidi | Slri Smri Ssri
            Heidi Willemse | Nlri Nmri
            Willemse, H.J. | Ssrf
            H.J. Willemse | Nsrf
            Heidi W. | Nsri
            Willemse | Nlaf Nmaf Nsaf
            Heidi | Nlai Nmai Nsai
            HJW | Nlmf
            HW | Nlmi
            H | Nmmi Nsmi
            W | Nmmf Nsmf
            > title=dhr.; given=Bertus Wevers; given-informal=Bert; given2=Harry Robert; surname-prefix=de; surname-core=Jong; generation=jr.; credentials=mp; locale=nl_AQ
            dhr. Bertus Wevers Harry Robert de Jong jr. mp | Nlrf
            Jong, Bertus Wevers Harry Robert de | Slrf
            Bertus Wevers H.R. de Jong jr. mp | Nmrf
            de Jong, Bertus Wevers H.R. mp | Smrf
            de Jong, B.W.H.R. | Ssrf
            B.W.H.R. de Jong | Nsrf
            de Jong, Bert | Slri Smri Ssri
            Bert de Jong | Nlri Nmri
            dhr. de Jong | Nlaf Nmaf Nsaf
            Bert d.J. | Nsri
            Bert | Nlai Nmai Nsai
            BHdJ | Nlmf
            BdJ | Nlmi
            dJ | Nmmf Nsmf
            B | Nmmi Nsmi
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
            > title=mevrouw; given=Ada Cornelia; given-informal=Neele; given2=César Martín; surname-prefix=von; surname-core=Brühl; surname2=González Domingo; generation=jr.; credentials=PhD; locale=ja_AQ
            mevrouw von Brühl Ada Cornelia César Martín jr. PhD | Nlrf
            von Brühl Ada Cornelia C.M. jr. PhD | Nmrf
            von Brühl A.C.C.M. | Nsrf
            mevrouw von Brühl | Nlaf Nmaf Nsaf
            von Brühl Neele | Nlri Nmri
            von Brühl A.C. | Nsri
            Neele | Nlai Nmai Nsai
            vBAC | Nlmf
            vBN | Nlmi
            vB | Nmmf
            N | Nmmi Nsmi
            V | Nsmf
            """),
        ("sv", """
            > given=Ingrid; surname=Andersson; locale=sv_AQ
            Andersson, Ingrid | Slri Smri Ssri
            Andersson Ingrid | Slrf Smrf
            Ingrid Andersson | Nlrf Nlri Nmrf Nmri
            Andersson I | Ssrf
            I Andersson | Nsrf
            Andersson | Nlaf Nmaf Nsaf
            Ingrid A | Nsri
            Ingrid | Nlai Nmai Nsai
            IA | Nlmf Nlmi Nmmf Nmmi
            A | Nsmf
            I | Nsmi
            > given=Johan; given2=Harald; surname=Wallin; locale=sv_AQ
            Johan Harald Wallin | Nlrf
            Wallin Johan Harald | Slrf
            Johan H Wallin | Nmrf
            Wallin Johan H | Smrf
            Wallin, Johan | Slri Smri Ssri
            Johan Wallin | Nlri Nmri
            J H Wallin | Nsrf
            Wallin J H | Ssrf
            Johan W | Nsri
            Wallin | Nlaf Nmaf Nsaf
            Johan | Nlai Nmai Nsai
            JHW | Nlmf Nmmf
            JW | Nlmi Nmmi
            J | Nsmi
            W | Nsmf
            > title=Herr; given=Lars-Åke; given-informal=Lasse; given2=Karl; surname-core=Hermansson; generation=Jr.; credentials=Riksdagsledamot; locale=sv_AQ
            Riksdagsledamot Lars-Åke Karl Hermansson | Nlrf
            Riksdagsledamot Lars-Åke K Hermansson | Nmrf
            Hermansson Lars-Åke Karl | Slrf
            Hermansson Lars-Åke K | Smrf
            Hermansson, Lasse | Slri Smri Ssri
            Lasse Hermansson | Nlri Nmri
            Herr Hermansson | Nlaf Nmaf Nsaf
            Hermansson L K | Ssrf
            L K Hermansson | Nsrf
            Lasse H | Nsri
            Lasse | Nlai Nmai Nsai
            LKH | Nlmf Nmmf
            LH | Nlmi Nmmi
            H | Nsmf
            L | Nsmi
            > given=Sinbad; locale=ko_AQ
            Sinbad | N*
            S | M*
            > given=Käthe; surname=Müller; locale=ko_AQ
            Müller, Käthe | Nlrf Nlri Nmrf Nmri
            Müller, K | Nsrf Nsri
            Müller | Nlaf Nmaf Nsaf
            Käthe | Nlai Nmai Nsai
            MK | Nlmf Nlmi Nmmf Nmmi
            K | Nsmi
            M | Nsmf
            > given=Zäzilia; given2=Hamish; surname=Stöber; locale=ko_AQ
            Stöber, Zäzilia Hamish | Nlrf
            Stöber, Zäzilia H | Nmrf
            Stöber, Zäzilia | Nlri Nmri
            Stöber, Z H | Nsrf
            Stöber, Z | Nsri
            Zäzilia | Nlai Nmai Nsai
            Stöber | Nlaf Nmaf Nsaf
            SZH | Nlmf Nlmi Nmmf
            SZ | Nmmi
            S | Nsmf
            Z | Nsmi
            > title=Prof. dr.; given=Ann-Christine; given-informal=Anki; given2=Eva Sofia; surname-prefix=van den; surname-core=Karlsson; surname2=Beck Strand; generation=jr.; credentials=med. dr. fil. dr. jur. dr.; locale=ko_AQ
            van den Karlsson, Prof. dr. Ann-Christine Eva Sofia, med. dr. fil. dr. jur. dr. | Nlrf
            van den Karlsson, Ann-Christine E S, med. dr. fil. dr. jur. dr. | Nmrf
            Prof. dr. van den Karlsson | Nlaf Nmaf Nsaf
            van den Karlsson, A E S | Nsrf
            van den Karlsson, Anki | Nlri Nmri
            van den Karlsson, A | Nsri
            Anki | Nlai Nmai Nsai
            VAE | Nlmf Nlmi Nmmf
            VA | Nmmi
            A | Nsmi
            V | Nsmf
            """),
        ("pl", """
            > given=Ewa; surname=Nowak; locale=pl_AQ
            Ewa Nowak | Nlrf Nlri Nmrf Nmri
            Nowak Ewa | Slrf Slri Smrf Smri Ssri
            E. Nowak | Nsrf
            Nowak E. | Ssrf
            Ewa N. | Nsri
            Nowak | Nlaf Nmaf Nsaf
            Ewa | Nlai Nmai Nsai
            EN | Nlmf Nlmi
            E | Nmmi Nsmi
            N | Nmmf Nsmf
            > given=Maria; given2=Kamila; surname=Kowalska; locale=pl_AQ
            Kowalska Maria Kamila | Slrf
            Maria K. Kowalska | Nmrf
            Kowalska M. K. | Ssrf
            Kowalska Maria | Slri Smrf Smri Ssri
            M. K. Kowalska | Nsrf
            Maria Kowalska | Nlrf Nlri Nmri
            Kowalska | Nlaf Nmaf Nsaf
            Maria K. | Nsri
            Maria | Nlai Nmai Nsai
            MKK | Nlmf
            MK | Nlmi
            K | Nmmf Nsmf
            M | Nmmi Nsmi
            > title=Pan; given=Tomasz; given-informal=Tomek; given2=Jan; surname-core=Nowak; locale=pl_AQ
            Pan Tomasz J. Nowak | Nmrf
            Nowak Tomasz Jan | Slrf
            Pan Tomasz Nowak | Nlrf
            Nowak Tomasz | Smrf
            Nowak T. J. | Ssrf
            Nowak Tomek | Slri Smri Ssri
            T. J. Nowak | Nsrf
            Tomek Nowak | Nlri Nmri
            Pan Nowak | Nlaf Nmaf Nsaf
            Tomek N. | Nsri
            Tomek | Nlai Nmai Nsai
            TJN | Nlmf
            TN | Nlmi
            N | Nmmf Nsmf
            T | Nmmi Nsmi
            > given=Sinbad; locale=ko_AQ
            Sinbad | N*
            S | M*
            > given=Käthe; surname=Müller; locale=ko_AQ
            Müller Käthe | Nlrf Nlri Nmrf Nmri
            Müller K. | Nsrf Nsri
            Müller | Nlaf Nmaf Nsaf
            Käthe | Nlai Nmai Nsai
            MK | Nlmf Nlmi
            K | Nmmi Nsmi
            M | Nmmf Nsmf
            > given=Zäzilia; given2=Hamish; surname=Stöber; locale=ko_AQ
            Stöber Zäzilia Hamish | Nlrf
            Stöber Zäzilia H. | Nmrf
            Stöber Zäzilia | Nlri Nmri
            Stöber Z. H. | Nsrf
            Stöber Z. | Nsri
            Zäzilia | Nlai Nmai Nsai
            Stöber | Nlaf Nmaf Nsaf
            SZH | Nlmf
            SZ | Nlmi
            S | Nmmf Nsmf
            Z | Nmmi Nsmi
            > title=prof. dr; given=Ada Cornelia; given-informal=Neele; given2=César Martín; surname-prefix=von; surname-core=Brühl; surname2=González Domingo; generation=Jr; credentials=MD DDS; locale=ko_AQ
            prof. dr von Brühl Ada Cornelia César Martín | Nlrf
            prof. dr von Brühl Ada Cornelia C. M. | Nmrf
            von Brühl A. C. C. M. | Nsrf
            prof. dr von Brühl | Nlaf Nmaf Nsaf
            von Brühl A. C. | Nsri
            von Brühl Neele | Nlri Nmri
            Neele | Nlai Nmai Nsai
            VAC | Nlmf
            VN | Nlmi
            N | Nmmi Nsmi
            V | Nmmf Nsmf
            """),
        ("tr", """
            > given=Mehmet; surname=Yılmaz; locale=tr_AQ
            Yılmaz, Mehmet | Slrf Slri Smri Ssri
            Mehmet Yılmaz | Nlrf Nlri Nmrf Nmri Nsri
            Yılmaz, M. | Smrf Ssrf
            M. Yılmaz | Nsrf
            Mehmet | Nlai Nmai Nsai
            Yılmaz | Nlaf Nmaf Nsaf
            MY | M*
            > given=Yağız; given2=Can; surname=Kaya; locale=tr_AQ
            Kaya, Yağız Can | Slrf
            Yağız Can Kaya | Nlrf
            Yağız C. Kaya | Nmrf
            Kaya, Y. Can | Smrf
            Kaya, Y. C. | Ssrf
            Kaya, Yağız | Slri Smri Ssri
            Y. C. Kaya | Nsrf
            Yağız Kaya | Nlri Nmri Nsri
            Yağız | Nlai Nmai Nsai
            Kaya | Nlaf Nmaf Nsaf
            YCK | Nlmf Nmmf Nsmf
            YK | Nlmi Nmmi Nsmi
            > title=Sn.; given=Fatma; given-informal=Fatoş; given2=Su; surname-core=Yıldırım; surname2=Kaya; credentials=Dr.; locale=tr_AQ
            Sn. Fatma Su Yıldırım Kaya, Dr. | Nlrf
            Fatma S. Yıldırım Dr. | Nmrf
            Yıldırım, Fatma Su | Slrf
            Yıldırım, F. S. | Ssrf
            Yıldırım, F. Su | Smrf
            Yıldırım, Fatma | Slri Smri Ssri
            F. S. Yıldırım | Nsrf
            Fatma Yıldırım | Nlri Nmri Nsri
            Sn. Yıldırım | Nlaf Nmaf Nsaf
            Fatoş | Nlai Nmai Nsai
            FSY | Nlmf Nmmf Nsmf
            FY | Nlmi Nmmi Nsmi
            > given=Sinbad; locale=ko_AQ
            Sinbad | N*
            S | M*
            > given=Yoshi; surname=Emomoto; locale=ko_AQ
            Emomoto Yoshi | Nlai Nlrf Nlri Nmri Nsri
            Emomoto Y. | Nmrf Nsrf
            Emomoto | Nlaf Nmaf Nsaf
            Yoshi | Nmai Nsai
            EY | M*
            > given=Wolfgang; given2=Amadeus; surname=Mozart; locale=ko_AQ
            Mozart Wolfgang Amadeus | Nlrf
            Mozart W. Amadeus | Nmrf
            Mozart Wolfgang | Nlai Nlri Nmri Nsri
            Mozart W. A. | Nsrf
            Wolfgang | Nmai Nsai
            Mozart | Nlaf Nmaf Nsaf
            MWA | Nlmf Nlmi
            MW | Nmmf Nmmi Nsmf Nsmi
            > title=Prof. Dr.; given=Ada Cornelia; given-informal=Neele; given2=César Martín; surname-prefix=von; surname-core=Brühl; surname2=Plácido Domingo; generation=Jr; credentials=MD DDS; locale=ko_AQ
            Prof. Dr. von Brühl Plácido Domingo Ada Cornelia César Martín, MD DDS | Nlrf
            Prof. Dr. von Brühl A. C. César Martín, MD DDS | Nmrf
            von Brühl Ada Cornelia | Nlai Nlri Nmri Nsri
            von Brühl A. C. C. M. | Nsrf
            Prof. Dr. von Brühl | Nlaf Nmaf Nsaf
            Neele | Nmai Nsai
            VAC | Nlmf Nlmi
            VA | Nmmf Nmmi Nsmf Nsmi
            """),
    ]
}
