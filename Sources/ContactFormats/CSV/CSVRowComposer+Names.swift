import ContactModel

extension CSVRowComposer {
    /// The contact with its second surname after the family name (`Pérez Gómez`) and its
    /// generation before the suffix (`Jr. PhD`), when the header has no column of their own
    /// but one for the family name or the suffix (Google, Outlook, Thunderbird): how people
    /// type such names where there is one field, and what RFC 9554 asks of vCard's older
    /// components. Each one moved is described in `leftOut`. Nil when nothing moves.
    func foldingNameParts(of contact: Contact, into leftOut: inout [CSVLoss]) -> Contact? {
        let secondary = contact.secondaryFamilyName
        let generation = contact.nameGeneration
        let movesSecondary = !secondary.isEmpty && !textFields.contains(.secondaryFamilyName)
            && textFields.contains(.familyName)
        let movesGeneration = !generation.isEmpty && !textFields.contains(.nameGeneration)
            && textFields.contains(.nameSuffix)
        guard movesSecondary || movesGeneration else { return nil }
        var folded = contact
        if movesSecondary {
            folded.familyName = contact.familyName.isEmpty ? secondary : contact.familyName + " " + secondary
            folded.secondaryFamilyName = ""
            leftOut.append(
                CSVLoss(
                    "secondaryFamilyName",
                    "secondaryFamilyName \(Diagnostic.quoted(secondary)) (written in familyName \(Diagnostic.quoted(folded.familyName)))"))
        }
        if movesGeneration {
            folded.nameGeneration = ""
            folded.nameSuffix = contact.nameSuffix.isEmpty ? generation : generation + " " + contact.nameSuffix
            leftOut.append(
                CSVLoss(
                    "nameGeneration",
                    "nameGeneration \(Diagnostic.quoted(generation)) (written in nameSuffix \(Diagnostic.quoted(folded.nameSuffix)))"))
        }
        return folded
    }
}
