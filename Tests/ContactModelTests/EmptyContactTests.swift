import ContactModel
import Testing

@Suite struct EmptyContactTests {
    /// The placeholder left where a contact is moved out of an array holds nothing.
    @Test func theEmptyContactIsANewContact() {
        #expect(Contact.empty == Contact())
    }
}
