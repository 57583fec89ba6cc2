// Transcribed from CLDR's person-name conformance files
// (common/testData/personNameTest/{de,es}.txt; Unicode licence, see NOTICE).
// The format is described on PersonNameCLDRCase.

extension PersonNameCLDRCases {
    /// CLDR's expectations for de, es.
    static let tunedDeEs: [(locale: String, text: String)] = [
        ("de", """
            > given=Iris; surname=Falke
            Falke, Iris | Slrf Slri Smrf Smri Ssri Flrf Flri Fmrf Fmri
            Iris Falke | Glrf Glri Gmrf Gmri
            Falke, I. | Ssrf Fsrf Fsri
            I. Falke | Gsrf
            Iris F. | Gsri
            Falke | Glaf Gmaf Gsaf Flaf Fmaf Fsaf
            Iris | Glai Gmai Gsai Flai Fmai Fsai
            FI | Flmf Flmi
            IF | Glmf Glmi
            F | Gmmf Gsmf Fmmf Fsmf
            I | Gmmi Gsmi Fmmi Fsmi
            > given=Max; given2=Ben; surname=Mustermann
            Mustermann, Max Ben | Slrf Flrf
            Max Ben Mustermann | Glrf
            Mustermann, Max B. | Smrf Fmrf
            Max B. Mustermann | Gmrf
            Mustermann, M. B. | Ssrf Fsrf
            M. B. Mustermann | Gsrf
            Mustermann, Max | Slri Smri Ssri Flri Fmri
            Max Mustermann | Glri Gmri
            Mustermann, M. | Fsri
            Mustermann | Glaf Gmaf Gsaf Flaf Fmaf Fsaf
            Max M. | Gsri
            Max | Glai Gmai Gsai Flai Fmai Fsai
            MBM | Glmf
            MMB | Flmf
            MM | Glmi Flmi
            M | Gmmf Gmmi Gsmf Gsmi Fmmf Fmmi Fsmf Fsmi
            > title=Dr.; given=Paul; given-informal=Pauli; given2=Vinzent; surname-prefix=von; surname-core=Fischer; generation=jr.; credentials=MdB
            von Fischer, Dr. Paul Vinzent jr. MdB | Flrf
            Dr. Paul Vinzent von Fischer jr. MdB | Glrf
            von Fischer, Paul V. jr. MdB | Fmrf
            Paul V. von Fischer jr. MdB | Gmrf
            Fischer, Paul Vinzent von | Slrf
            Fischer, Paul V. von | Smrf
            Fischer, P. V. von | Ssrf
            von Fischer, P. V. | Fsrf
            von Fischer, Pauli | Slri Smri Ssri Flri Fmri
            P. V. von Fischer | Gsrf
            Pauli von Fischer | Glri Gmri
            Dr. von Fischer | Glaf Gmaf Gsaf Flaf Fmaf Fsaf
            von Fischer, P. | Fsri
            Pauli v. F. | Gsri
            Pauli | Glai Gmai Gsai Flai Fmai Fsai
            PVV | Glmf
            VPV | Flmf
            PV | Glmi
            VP | Flmi
            P | Gmmi Gsmi Fmmi Fsmi
            V | Gmmf Gsmf Fmmf Fsmf
            > given=Tomás
            Tomás | Glaf Glai Glrf Glri Gmaf Gmai Gmrf Gmri Gsaf Gsai Gsrf Gsri Slrf Slri Smrf Smri Ssrf Ssri Flaf Flai Flrf Flri Fmaf Fmai Fmrf Fmri Fsaf Fsai Fsrf Fsri
            T | Glmf Glmi Gmmf Gmmi Gsmf Gsmi Flmf Flmi Fmmf Fmmi Fsmf Fsmi
            > given=Adélaïde; surname=Lemaître
            Lemaître, Adélaïde | Slrf Slri Smrf Smri Ssri Flrf Flri Fmrf Fmri
            Adélaïde Lemaître | Glrf Glri Gmrf Gmri
            Lemaître, A. | Ssrf Fsrf Fsri
            A. Lemaître | Gsrf
            Adélaïde L. | Gsri
            Adélaïde | Glai Gmai Gsai Flai Fmai Fsai
            Lemaître | Glaf Gmaf Gsaf Flaf Fmaf Fsaf
            AL | Glmf Glmi
            LA | Flmf Flmi
            A | Gmmi Gsmi Fmmi Fsmi
            L | Gmmf Gsmf Fmmf Fsmf
            """),
        ("es", """
            > given=Lucía; surname=Pérez; locale=es_AQ
            Pérez, Lucía | Slrf Smrf Smri Ssri
            Lucía Pérez | Nlrf Nlri Nmrf Nmri
            Pérez Lucía | Slri
            Pérez, L. | Ssrf
            L. Pérez | Nsrf
            Lucía P. | Nsri
            Lucía | Nlai Nmai Nsai
            Pérez | Nlaf Nmaf Nsaf
            LP | Nlmf Nlmi
            L | Nmmi Nsmi
            P | Nmmf Nsmf
            > given=Rosa; given2=María; surname=Ruiz; locale=es_AQ
            Ruiz, Rosa María | Slrf
            Rosa María Ruiz | Nlrf
            Ruiz, Rosa M. | Smrf
            Rosa M. Ruiz | Nmrf
            Ruiz, R. M. | Ssrf
            R. M. Ruiz | Nsrf
            Ruiz, Rosa | Smri Ssri
            Rosa Ruiz | Nlri Nmri
            Ruiz Rosa | Slri
            Rosa R. | Nsri
            Rosa | Nlai Nmai Nsai
            Ruiz | Nlaf Nmaf Nsaf
            RR | Nlmf Nlmi
            R | Nmmf Nmmi Nsmf Nsmi
            > title=Sr.; given=Miguel Ángel; given-informal=Migue; given2=Juan Antonio; surname-core=Pablo; surname2=Pérez; generation=II; locale=es_AQ
            Pablo Pérez, Sr. Miguel Ángel Juan Antonio | Slrf
            Sr. Miguel Ángel Juan Antonio Pablo II | Nlrf
            Pablo, Sr. Miguel Ángel Juan Antonio | Ssrf
            Pablo Pérez, Sr. Miguel Ángel J. A. | Smrf
            Miguel Ángel J. A. Pablo II | Nmrf
            Pablo Pérez, Migue | Slri Smri
            M. Á. J. A. Pablo | Nsrf
            Migue Pablo Pérez | Nlri
            Sr. Pablo Pérez | Nlaf
            Pablo, Migue | Ssri
            Migue Pablo | Nmri
            Sr. Pablo | Nmaf Nsaf
            Migue P. | Nsri
            Migue | Nlai Nmai Nsai
            MPP | Nlmf Nlmi
            M | Nmmi Nsmi
            P | Nmmf Nsmf
            > given=Peter; locale=ko_AQ
            Peter | N*
            P | M*
            > given=Martine; surname=Sodersen; locale=ko_AQ
            Sodersen Martine | Nlrf Nlri Nmrf Nmri
            Sodersen M. | Nsrf Nsri
            Sodersen | Nlaf Nmaf Nsaf
            Martine | Nlai Nmai Nsai
            SM | Nlmf Nlmi
            M | Nmmi Nsmi
            S | Nmmf Nsmf
            > given=Christopher; given2=Hans; surname=Jacobsen; locale=ko_AQ
            Jacobsen Christopher Hans | Nlrf
            Jacobsen Christopher H. | Nmrf
            Jacobsen Christopher | Nlri Nmri
            Jacobsen C. H. | Nsrf
            Christopher | Nlai Nmai Nsai
            Jacobsen C. | Nsri
            Jacobsen | Nlaf Nmaf Nsaf
            JCH | Nlmf
            JC | Nlmi
            C | Nmmi Nsmi
            J | Nmmf Nsmf
            > title=Prof. Dr.; given=Mary Sue; given-informal=Marge; given2=Marie; surname-prefix=von; surname-core=Miller; surname2=Jones; generation=II; credentials=MD DDS; locale=ko_AQ
            von Miller Jones Mary Sue Marie II, MD DDS | Nlrf
            von Miller Jones Marge | Nlri
            von Miller Mary Sue M. | Nmrf
            Prof. Dr. von Miller | Nlaf Nmaf Nsaf
            von Miller M. S. M. | Nsrf
            von Miller M. S. | Nsri
            von Miller Marge | Nmri
            Marge | Nlai Nmai Nsai
            VMM | Nlmf
            VM | Nlmi
            M | Nmmi Nsmi
            V | Nmmf Nsmf
            """),
    ]
}
