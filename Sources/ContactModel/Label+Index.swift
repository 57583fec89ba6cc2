extension Label {
    /// The label's place in ``predefined``, nil for a custom label: a key for tables of
    /// predefined labels that needs no hashing. A CSV writer looked each value's label up in
    /// a dictionary keyed by `Label` (about 320 instructions a label, 13 M of the 858 M of a
    /// 10k vCard to Google CSV conversion); `LabelIndexTests` checks every place.
    package var predefinedIndex: Int? {
        switch self {
        case .home: 0
        case .work: 1
        case .school: 2
        case .other: 3
        case .mobile: 4
        case .iPhone: 5
        case .main: 6
        case .homeFax: 7
        case .workFax: 8
        case .otherFax: 9
        case .pager: 10
        case .appleWatch: 11
        case .iCloud: 12
        case .homePage: 13
        case .anniversary: 14
        case .father: 15
        case .mother: 16
        case .parent: 17
        case .brother: 18
        case .sister: 19
        case .sibling: 20
        case .child: 21
        case .son: 22
        case .daughter: 23
        case .friend: 24
        case .spouse: 25
        case .husband: 26
        case .wife: 27
        case .partner: 28
        case .assistant: 29
        case .manager: 30
        case .grandfather: 31
        case .grandmother: 32
        case .grandparent: 33
        case .grandson: 34
        case .granddaughter: 35
        case .grandchild: 36
        case .uncle: 37
        case .aunt: 38
        case .nephew: 39
        case .niece: 40
        case .cousin: 41
        case .custom: nil
        }
    }
}
