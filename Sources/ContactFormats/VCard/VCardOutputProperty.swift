import ContactModel

/// One property on its way out: name, parameters and a value already escaped for the
/// target version. ``VCardWriter`` serializes it with folding and line ends.
struct VCardOutputProperty {
    enum Encoding {
        /// Written as is (escaped text, URIs).
        case plain
        /// vCard 2.1 only: quoted-printable with `CHARSET=UTF-8` (non-ASCII or line breaks).
        case quotedPrintable
        /// vCard 2.1 only: base64 lines ended by a blank line.
        case base64Block
    }

    var group: String?
    var name: String
    var parameters: [Parameter]
    var value: String
    var encoding: Encoding = .plain

    init(group: String? = nil, _ name: String, _ parameters: [Parameter] = [], _ value: String,
         encoding: Encoding = .plain) {
        self.group = group
        self.name = name
        self.parameters = parameters
        self.value = value
        self.encoding = encoding
    }
}
