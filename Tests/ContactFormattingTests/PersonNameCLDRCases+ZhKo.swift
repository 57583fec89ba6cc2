// Transcribed from CLDR's person-name conformance files
// (common/testData/personNameTest/{zh-Hans,ko}.txt; Unicode licence, see NOTICE).
// The format is described on PersonNameCLDRCase.

extension PersonNameCLDRCases {
    /// CLDR's expectations for zh-Hans, ko.
    static let tunedZhhansKo: [(locale: String, text: String)] = [
        ("zh-Hans", """
            > given=安怡; surname=张; locale=zh_AQ
            张安怡 | Nlrf Nlri Nmrf Nmri Nsrf Nsri Slrf Slri Smrf Smri Ssri
            安怡 | Nlai Nmai Nsai
            张安 | Nlmf Nlmi Ssrf
            安 | Nmmi Nsmi
            张 | Nlaf Nmaf Nmmf Nsaf Nsmf
            > given=俊年; given2=杰思; surname=陈; locale=zh_AQ
            陈俊年杰思 | Nlrf Nmrf Nsrf Slrf
            陈俊年杰 | Smrf
            陈俊年 | Nlri Nmri Nsri Slri Smri Ssri
            陈俊杰 | Nlmf Ssrf
            俊年 | Nlai Nmai Nsai
            陈俊 | Nlmi
            俊 | Nmmi Nsmi
            陈 | Nlaf Nmaf Nmmf Nsaf Nsmf
            > title=先生; given=德威; given-informal=小德; given2=东升; surname-core=彭; generation=小; credentials=议员; locale=zh_AQ
            彭德威东升议员先生 | Nlrf Nmrf
            彭德威东升 | Nsrf Slrf
            彭德威东 | Smrf
            彭先生 | Nlaf Nmaf Nsaf
            彭小德 | Nlri Nmri Slri Smri Ssri
            彭德东 | Nlmf Ssrf
            彭德威 | Nsri
            小德 | Nlai Nmai Nsai
            彭小 | Nlmi
            小 | Nmmi Nsmi
            彭 | Nmmf Nsmf
            > given=辛巴达; locale=en_AQ
            辛巴达 | N*
            辛 | M*
            > given=克特; surname=米勒; locale=en_AQ
            克特·米勒 | Nlrf Nlri Nmrf Nmri
            克·米勒 | Nsrf
            克特·米 | Nsri
            克特 | Nlai Nmai Nsai
            克米 | Nlmf Nlmi
            米勒 | Nlaf Nmaf Nsaf
            克 | Nmmi Nsmi
            米 | Nmmf Nsmf
            > given=塞西莉亚; given2=哈米什; surname=施托贝尔; locale=en_AQ
            塞西莉亚·哈米什·施托贝尔 | Nlrf
            塞西莉亚·哈·施托贝尔 | Nmrf
            塞西莉亚·施托贝尔 | Nlri Nmri
            塞·哈·施托贝尔 | Nsrf
            塞西莉亚·施 | Nsri
            塞西莉亚 | Nlai Nmai Nsai
            施托贝尔 | Nlaf Nmaf Nsaf
            塞哈施 | Nlmf
            塞施 | Nlmi
            塞 | Nmmi Nsmi
            施 | Nmmf Nsmf
            > title=教授; given=艾达·科妮莉亚; given-informal=尼尔; given2=塞萨尔·马丁; surname-prefix=冯; surname-core=布鲁赫; generation=小; credentials=博士; locale=en_AQ
            艾达·科妮莉亚·塞萨尔·马丁·冯·布鲁赫博士 | Nlrf
            艾达·科妮莉亚·塞·冯·布鲁赫博士 | Nmrf
            艾·塞·冯·布鲁赫 | Nsrf
            尼尔·冯·布鲁赫 | Nlri Nmri
            冯·布鲁赫教授 | Nlaf Nmaf Nsaf
            尼尔·冯·布 | Nsri
            艾塞冯 | Nlmf
            尼冯 | Nlmi
            尼尔 | Nlai Nmai Nsai
            冯 | Nmmf Nsmf
            尼 | Nmmi Nsmi
            """),
        ("ko", """
            > given=유미; surname=강; locale=ko_AQ
            강유미 | Nlrf Nlri Nmrf Nmri Nsrf Nsri Slrf Slri Smrf Smri Ssrf Ssri
            유미 | Nlai Nmai Nsai
            강 | Nlaf Nmaf Nsaf
            유 | M*
            > given=소현; surname=박; locale=ko_AQ
            박소현 | Nlrf Nlri Nmrf Nmri Nsrf Nsri Slrf Slri Smrf Smri Ssrf Ssri
            소현 | Nlai Nmai Nsai
            박 | Nlaf Nmaf Nsaf
            소 | M*
            > title=씨; given=민규; given-informal=민규; given2=헨리; surname-core=김; locale=ko_AQ
            김민규 헨리 | Nlrf Slrf Smrf
            김 씨 | Nlaf Nmaf Nsaf
            김민규 | Nlri Nmrf Nmri Nsrf Nsri Slri Smri Ssrf Ssri
            민규 | Nlai Nmai Nsai
            민 | M*
            > given=신밧드; locale=fr_AQ
            신밧드 | N*
            신 | M*
            > given=케테; surname=뮐러; locale=fr_AQ
            케테 뮐러 | Nlrf Nlri Nmrf Nmri Nsrf Nsri
            뮐러 | Nlaf Nmaf Nsaf
            케테 | Nlai Nmai Nsai
            케 | M*
            > given=제질리아; given2=해미쉬; surname=슈퇴버; locale=fr_AQ
            제질리아 해미쉬 슈퇴버 | Nlrf
            제질리아 슈퇴버 | Nlri Nmrf Nmri Nsrf Nsri
            제질리아 | Nlai Nmai Nsai
            슈퇴버 | Nlaf Nmaf Nsaf
            제 | M*
            > title=교수; given=에이다 코넬리아; given-informal=닐; given2=세사르 마르틴; surname-prefix=폰; surname-core=볼프; surname2=베커 슈미트; generation=주니어; credentials=박사; locale=fr_AQ
            에이다 코넬리아 세사르 마르틴 폰 볼프 박사 | Nlrf
            에이다 코넬리아 폰 볼프 박사 | Nmrf
            에이다 코넬리아 폰 볼프 | Nsrf
            폰 볼프 교수 | Nlaf Nmaf Nsaf
            닐 폰 볼프 | Nlri Nmri Nsri
            닐 | Nlai Nmai Nsai
            에 | M*
            """),
    ]
}
