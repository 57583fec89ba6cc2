@testable import ContactModel
import Testing

/// `Label.appleRawValue` spells each predefined label out as a literal, the one place Apple's
/// names are written: every predefined label but `iPhone` and `iCloud` is wrapped in `_$!<`
/// and `>!$_` (so the table of names taken from it has them all), and reads back as itself.
@Suite struct LabelAppleRawValueTests {
    @Test func everyPredefinedLabelAsTheTableSpellsIt() {
        for label in Label.predefined {
            switch label {
            case .iPhone: #expect(label.appleRawValue == "iPhone")
            case .iCloud: #expect(label.appleRawValue == "iCloud")
            default:
                let name = Label.appleNames[label]
                #expect(name != nil, "\(label) has no Apple name")
                #expect(label.appleRawValue == "_$!<" + (name ?? "") + ">!$_", "\(label)")
            }
            // And reading it back gives the label.
            #expect(Label(appleRawValue: label.appleRawValue) == label)
        }
        #expect(Label.appleNames.count == Label.predefined.count - 2)
    }

    @Test func customLabelsAreTheirText() {
        for text in ["Lake house", "", "_$!<Home>!$_x", "Zweitwohnung", "é\u{301}", "a;b,c\\n"] {
            #expect(Label.custom(text).appleRawValue == text)
        }
    }
}
