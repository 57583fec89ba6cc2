import ContactModel

/// The parameters most content lines lack, `ENCODING`, `CHARSET`, `VALUE`, the rest and
/// `TYPE` values that are not common spellings, kept in one shared box: a property without
/// any holds no reference, and one with some holds one. Four fields of their own cost every property of every card four releases when the
/// card's properties are let go, though nearly all of them were empty.
///
/// The box is copied before a change when another property shares it (a copy the builder
/// makes to take parameters out of), so properties keep value semantics.
extension VCardProperty {
    final class RareParameters: @unchecked Sendable {
        // Sendable: a box is changed only while one property holds it (``uniqueRare()``).
        var encoding: String?
        var charset: String?
        var valueType: String?
        /// Every other parameter, with canonical names for version-specific ones.
        var otherParameters: [Parameter] = []
        /// All the property's `TYPE` values, when one is not a common spelling (see
        /// `VCardProperty+Types`).
        var types: [String] = []
        /// The property's name when it owns storage (see `VCardProperty+Names`).
        var longName: String?

        init() {}

        init(copying other: RareParameters) {
            encoding = other.encoding
            charset = other.charset
            valueType = other.valueType
            otherParameters = other.otherParameters
            types = other.types
            longName = other.longName
        }
    }

    /// The box, made or copied so that this property alone holds it.
    @inline(__always)
    mutating func uniqueRare() -> RareParameters {
        if !isKnownUniquelyReferenced(&rare) {
            rare = rare.map(RareParameters.init(copying:)) ?? RareParameters()
        }
        return rare.unsafelyUnwrapped
    }

    var encoding: String? {
        get { rare?.encoding }
        set {
            if newValue == nil, rare == nil { return }
            uniqueRare().encoding = newValue
        }
    }

    var charset: String? {
        get { rare?.charset }
        set {
            if newValue == nil, rare == nil { return }
            uniqueRare().charset = newValue
        }
    }

    var valueType: String? {
        get { rare?.valueType }
        set {
            if newValue == nil, rare == nil { return }
            uniqueRare().valueType = newValue
        }
    }

    /// Every other parameter, with canonical names for version-specific ones.
    var otherParameters: [Parameter] {
        get { rare?.otherParameters ?? [] }
        set {
            if newValue.isEmpty, rare == nil { return }
            uniqueRare().otherParameters = newValue
        }
        _modify {
            if rare == nil {
                // Most changes (removing a parameter the property may have) find none: no
                // box is made unless one is added.
                var parameters: [Parameter] = []
                yield &parameters
                if !parameters.isEmpty { uniqueRare().otherParameters = parameters }
            } else {
                let box = uniqueRare()
                yield &box.otherParameters
            }
        }
    }
}
