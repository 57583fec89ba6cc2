import ContactModel

extension Contact {
    /// The contact as `list` and `show` lay it out: every text it shows with its grapheme
    /// clusters bounded (``Swift/String/boundingClusters(toScalars:)``), so a name of one
    /// letter and millions of combining marks costs one pass, not one per formatting,
    /// sorting and width step. Nothing is written back: these commands only display.
    func boundedForDisplay() -> Contact {
        var copy = self
        let bound = { (text: String) in text.boundingClusters() }
        copy.formattedName = formattedName.map(bound)
        for path in [\Contact.namePrefix, \.givenName, \.middleName, \.familyName, \.previousFamilyName, \.nameSuffix,
            \.nickname, \.phoneticGivenName, \.phoneticMiddleName, \.phoneticFamilyName, \.phoneticOrganizationName,
            \.organizationName, \.departmentName, \.jobTitle, \.note]
        {
            copy[keyPath: path] = bound(self[keyPath: path])
        }
        for path in [\Contact.phoneNumbers, \.emailAddresses, \.urlAddresses, \.contactRelations] {
            copy[keyPath: path] = self[keyPath: path].map { $0.mappingValue(bound) }
        }
        copy.postalAddresses = postalAddresses.map { labeled in
            labeled.mappingValue { address in
                var bounded = address
                for path in [\PostalAddress.postOfficeBox, \.extendedAddress, \.street, \.subLocality, \.city,
                    \.subAdministrativeArea, \.state, \.postalCode, \.sortingCode, \.country]
                {
                    bounded[keyPath: path] = bound(address[keyPath: path])
                }
                bounded.formattedLabel = address.formattedLabel.map(bound)
                return bounded
            }
        }
        copy.socialProfiles = socialProfiles.map { labeled in
            labeled.mappingValue { profile in
                var bounded = profile
                bounded.urlString = bound(profile.urlString)
                bounded.username = bound(profile.username)
                return bounded
            }
        }
        copy.instantMessageAddresses = instantMessageAddresses.map { labeled in
            labeled.mappingValue { address in
                var bounded = address
                bounded.username = bound(address.username)
                return bounded
            }
        }
        return copy
    }
}

extension LabeledValue {
    /// The same label, preference and parameters around `transform(value)`.
    fileprivate func mappingValue(_ transform: (Value) -> Value) -> LabeledValue {
        var copy = self
        copy.value = transform(value)
        return copy
    }
}
