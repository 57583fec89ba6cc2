/// Records by their ids (``RecordID``): the input positions the clusters hold as `Int`.
extension DuplicateClusters {
    /// The number of records, exact copies included.
    public var recordCount: Int { clusterOfRecord.count }

    /// The index of `record`'s cluster (``clusterOfRecord``); clusters are numbered from 0
    /// in the order of their first record, singletons included.
    public func clusterIndex(of record: RecordID) -> Int {
        clusterOfRecord[record.position]
    }
}

extension DuplicateCluster {
    /// The records of the cluster, ascending (``members`` as record ids).
    public var records: [RecordID] { members.map(RecordID.init(position:)) }
}

extension MatchLink {
    /// One record of the link (``first`` as a record id).
    public var firstRecord: RecordID { RecordID(position: first) }
    /// The other record of the link (``second`` as a record id).
    public var secondRecord: RecordID { RecordID(position: second) }
}
