// Transcribed from CLDR's person-name conformance files
// (common/testData/personNameTest/{hu,vi}.txt; Unicode licence, see NOTICE).
// The format is described on PersonNameCLDRCase.

extension PersonNameCLDRCases {
    /// CLDR's expectations for hu, vi.
    static let tunedHuVi: [(locale: String, text: String)] = [
        ("hu", """
            > given=Dóra; surname=Mátrai; locale=hu_AQ
            Mátrai, Dóra | Slrf Slri Smrf Smri Ssri
            Mátrai Dóra | Nlrf Nlri Nmrf Nmri
            Mátrai, D. | Ssrf
            Mátrai D. | Nsrf Nsri
            Mátrai | Nlaf Nmaf Nsaf
            Dóra | Nlai Nmai Nsai
            MD | Nlmf Nlmi
            D | Nmmi Nsmi
            M | Nmmf Nsmf
            > given=Máté; given2=Bendegúz; surname=Szabados; locale=hu_AQ
            Szabados, Máté Bendegúz | Slrf
            Szabados Máté Bendegúz | Nlrf
            Szabados, Máté B. | Smrf
            Szabados Máté B. | Nmrf
            Szabados, M. B. | Ssrf
            Szabados M. B. | Nsrf
            Szabados, Máté | Slri Smri Ssri
            Szabados Máté | Nlri Nmri
            Szabados M. | Nsri
            Szabados | Nlaf Nmaf Nsaf
            Máté | Nlai Nmai Nsai
            SMB | Nlmf
            SM | Nlmi
            M | Nmmi Nsmi
            S | Nmmf Nsmf
            > given=Bertram Wilberforce; given-informal=Bertie; given2=Henry Robert; surname-core=Wooster; generation=ifj.; locale=hu_AQ
            Wooster, Bertram Wilberforce Henry Robert | Slrf
            Wooster Bertram Wilberforce Henry Robert | Nlrf
            Wooster, Bertram Wilberforce H. R. | Smrf
            Wooster Bertram Wilberforce H. R. | Nmrf
            Wooster, B. W. H. R. | Ssrf
            Wooster B. W. H. R. | Nsrf
            Wooster, Bertie | Slri Smri Ssri
            Wooster Bertie | Nlri Nmri
            Wooster B. W. | Nsri
            Wooster | Nlaf Nmaf Nsaf
            Bertie | Nlai Nmai Nsai
            WBH | Nlmf
            WB | Nlmi
            B | Nmmi Nsmi
            W | Nmmf Nsmf
            > given=Sinbad; locale=fr_AQ
            Sinbad | N*
            S | M*
            > given=Käthe; surname=Müller; locale=fr_AQ
            Käthe Müller | Nlrf Nlri Nmrf Nmri
            K. Müller | Nsrf
            Käthe M. | Nsri
            Müller | Nlaf Nmaf Nsaf
            Käthe | Nlai Nmai Nsai
            KM | Nlmf Nlmi
            K | Nmmi Nsmi
            M | Nmmf Nsmf
            > given=Zäzilia; given2=Hamish; surname=Stöber; locale=fr_AQ
            Zäzilia Hamish Stöber | Nlrf
            Zäzilia H. Stöber | Nmrf
            Zäzilia Stöber | Nlri Nmri
            Z. H. Stöber | Nsrf
            Zäzilia S. | Nsri
            Zäzilia | Nlai Nmai Nsai
            Stöber | Nlaf Nmaf Nsaf
            ZHS | Nlmf
            ZS | Nlmi
            S | Nmmf Nsmf
            Z | Nmmi Nsmi
            > title=Prof. Dr.; given=Luca Sarolta; given-informal=Katus; given2=Éva Erzsébet; surname-prefix=von; surname-core=Kovács; surname2=Sallói-Horváth; generation=ifj.; credentials=M.D. Ph.D.; locale=fr_AQ
            Luca Sarolta Éva Erzsébet von Kovács M.D. Ph.D. | Nlrf
            Luca Sarolta É. E. von Kovács M.D. Ph.D. | Nmrf
            L. S. É. E. von Kovács | Nsrf
            Prof. Dr. von Kovács | Nlaf Nmaf Nsaf
            Katus von Kovács | Nlri Nmri
            Katus v. K. | Nsri
            Katus | Nlai Nmai Nsai
            LÉV | Nlmf
            KV | Nlmi
            K | Nmmi Nsmi
            V | Nmmf Nsmf
            """),
        ("vi", """
            > given=Anh; surname=Nguyễn; locale=vi_AQ
            Nguyễn Anh | Nlrf Nlri Nmrf Nmri Slrf Slri Smrf Smri Ssri
            Nguyễn A. | Nsrf Nsri Ssrf
            Anh | Nlaf Nlai Nmaf Nmai Nsaf Nsai
            NA | Nlmf Nlmi
            A | Nmmi Nsmi
            N | Nmmf Nsmf
            > given=Anh; given2=Văn; surname=Nguyễn; locale=vi_AQ
            Nguyễn Văn Anh | Nlrf Slrf
            Nguyễn V. Anh | Nmrf Smrf
            Nguyễn V. A. | Nsrf Ssrf
            Nguyễn Anh | Nlri Nmri Slri Smri Ssri
            Nguyễn A. | Nsri
            Anh | Nlaf Nlai Nmaf Nmai Nsaf Nsai
            NVA | Nlmf
            NA | Nlmi
            A | Nmmi Nsmi
            N | Nmmf Nsmf
            > title=Ông; given=Anh; given2=Văn; surname-core=Nguyễn; credentials=ĐBQH; locale=vi_AQ
            ĐBQH Nguyễn Văn Anh | Nlrf
            ĐBQH Nguyễn V. Anh | Nmrf
            Nguyễn Văn Anh | Slrf
            Nguyễn V. Anh | Smrf
            Nguyễn V. A. | Nsrf Ssrf
            Nguyễn Anh | Nlri Nmri Slri Smri Ssri
            Nguyễn A. | Nsri
            Ông Anh | Nlaf Nmaf Nsaf
            Anh | Nlai Nmai Nsai
            NVA | Nlmf
            NA | Nlmi
            A | Nmmi Nsmi
            N | Nmmf Nsmf
            > given=Sinbad; locale=fr_AQ
            Sinbad | N*
            S | M*
            > given=Käthe; surname=Müller; locale=fr_AQ
            Käthe Müller | Nlrf Nlri Nmrf Nmri
            K. Müller | Nsrf
            Käthe M. | Nsri
            Müller | Nlaf Nmaf Nsaf
            Käthe | Nlai Nmai Nsai
            KM | Nlmf Nlmi
            K | Nmmi Nsmi
            M | Nmmf Nsmf
            > given=Zäzilia; given2=Hamish; surname=Stöber; locale=fr_AQ
            Zäzilia Hamish Stöber | Nlrf
            Zäzilia H. Stöber | Nmrf
            Zäzilia Stöber | Nlri Nmri
            Z. H. Stöber | Nsrf
            Zäzilia S. | Nsri
            Zäzilia | Nlai Nmai Nsai
            Stöber | Nlaf Nmaf Nsaf
            ZHS | Nlmf
            ZS | Nlmi
            S | Nmmf Nsmf
            Z | Nmmi Nsmi
            > title=Giáo sư, Tiến sĩ; given=Ada Cornelia; given-informal=Neele; given2=César Martín; surname-prefix=von; surname-core=Brühl; surname2=González Domingo; generation=Jr; credentials=MD DDS; locale=fr_AQ
            Giáo sư, Tiến sĩ Ada Cornelia César Martín von Brühl Jr, MD DDS | Nlrf
            Ada Cornelia C. M. von Brühl Jr, MD DDS | Nmrf
            Giáo sư, Tiến sĩ von Brühl | Nlaf Nmaf Nsaf
            A. C. C. M. von Brühl | Nsrf
            Neele von Brühl | Nlri Nmri
            Neele v. B. | Nsri
            Neele | Nlai Nmai Nsai
            ACV | Nlmf
            NV | Nlmi
            N | Nmmi Nsmi
            V | Nmmf Nsmf
            """),
    ]
}
