import ContactModel
import Testing

/// ``Label/predefinedIndex`` is the label's place in ``Label/predefined``: tables of
/// predefined labels are kept by it.
@Suite struct LabelIndexTests {
    @Test func everyPredefinedLabelIsAtItsPlace() {
        for (index, label) in Label.predefined.enumerated() {
            #expect(label.predefinedIndex == index, "\(label)")
        }
        #expect(Set(Label.predefined.compactMap(\.predefinedIndex)).count == Label.predefined.count)
    }

    @Test(arguments: ["Boat", "home", "", "Zweitwohnung"])
    func aCustomLabelHasNone(text: String) {
        #expect(Label.custom(text).predefinedIndex == nil)
    }
}
