import ContactFormats
import Testing

/// `CSVList` and `CSVTextField` hash and compare by case rather than by raw text (the CSV
/// writer looks them up for every cell of every row). Each case must still be its own key:
/// two cases sharing an ordinal would merge in a dictionary.
@Suite struct CSVFieldHashingTests {
    @Test func everyListIsItsOwnKey() {
        var byList: [CSVList: String] = [:]
        for list in CSVList.allCases { byList[list] = list.rawValue }
        #expect(byList.count == CSVList.allCases.count)
        for list in CSVList.allCases {
            #expect(byList[list] == list.rawValue)
            #expect(CSVList(rawValue: list.rawValue) == list)
            #expect(CSVList.allCases.filter { $0 == list }.count == 1)
        }
    }

    /// A CSV writer counts each list's entries in the lanes of a `SIMD16` by ordinal.
    @Test func everyListHasALaneForItsCount() {
        #expect(CSVList.allCases.count <= SIMD16<Int32>.scalarCount)
    }

    @Test func everyTextFieldIsItsOwnKey() {
        var byField: [CSVTextField: String] = [:]
        for field in CSVTextField.allCases { byField[field] = field.rawValue }
        #expect(byField.count == CSVTextField.allCases.count)
        for field in CSVTextField.allCases {
            #expect(byField[field] == field.rawValue)
            #expect(CSVTextField(rawValue: field.rawValue) == field)
            #expect(CSVTextField.allCases.filter { $0 == field }.count == 1)
        }
    }
}
