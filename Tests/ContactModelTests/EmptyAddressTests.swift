import ContactModel
import Testing

@Suite struct EmptyAddressTests {
    /// The inlinable empty address is the one the initializer makes.
    @Test func theEmptyAddressIsANewAddress() {
        #expect(PostalAddress.empty == PostalAddress())
        #expect(PostalAddress.empty.isEmpty)
        #expect(PostalAddress.empty.formattedLabel == nil)
    }

    /// The inlinable labeled-value initializer is the public one.
    @Test func movingInIsTheInitializer() {
        let address = PostalAddress(street: "1 Road", city: "Town", formattedLabel: "1 Road\nTown")
        let parameters = [Parameter("TYPE", "X-CAR")]
        #expect(
            LabeledValue(movingIn: address, label: .home, preference: 2, parameters: parameters)
                == LabeledValue(label: .home, value: address, preference: 2, parameters: parameters))
        #expect(
            LabeledValue(movingIn: "5", label: nil, preference: nil, parameters: [])
                == LabeledValue(value: "5"))
    }
}
