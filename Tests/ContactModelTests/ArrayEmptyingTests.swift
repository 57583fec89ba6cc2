import ContactModel
import Testing

/// ``Swift/Array/removeAllDestroyingInPlace()`` and the uniqueness test it relies on:
/// the contact's lists are emptied with it card after card.
@Suite struct ArrayEmptyingTests {
    /// How many ``Tracked`` of one test are alive (one counter a test: tests run at once).
    final class Counter {
        var alive = 0
    }

    /// Counts itself alive, to see that emptying destroys every element once.
    final class Tracked {
        let id: Int
        let counter: Counter
        init(_ id: Int, _ counter: Counter) {
            self.id = id
            self.counter = counter
            counter.alive += 1
        }
        deinit { counter.alive -= 1 }
    }

    /// A generic element holding a string and a reference, like the contact's labeled values.
    struct Labeled<Value> {
        var label: String
        var value: Value
    }

    @Test func anArrayIsOneReference() {
        #if !canImport(ObjectiveC)
            #expect(MemoryLayout<[LabeledValue<String>]>.size == MemoryLayout<ArrayStorageReference>.size)
            #expect(MemoryLayout<[String]>.size == MemoryLayout<AnyObject>.size)
        #endif
    }

    @Test func storageIsUniqueOnlyWhenNothingElseHoldsIt() {
        var list = (0..<5).map { LabeledValue(label: .home, value: "value \($0) longer than fifteen bytes") }
        let alone = list.hasUniquelyReferencedStorage
        var copy: [LabeledValue<String>]? = list
        let shared = list.hasUniquelyReferencedStorage
        let copyShared = copy!.hasUniquelyReferencedStorage
        copy = nil
        let aloneAgain = list.hasUniquelyReferencedStorage
        // Every empty array shares one storage.
        var empty: [String] = []
        let emptyAlone = empty.hasUniquelyReferencedStorage
        #if !canImport(ObjectiveC)
            #expect(alone)
            #expect(aloneAgain)
        #else
            #expect(!alone)
            #expect(!aloneAgain)
        #endif
        #expect(!shared)
        #expect(!copyShared)
        #expect(copy == nil)
        #expect(!emptyAlone)
        #expect(list.count == 5)
    }

    @Test func emptyingDestroysEveryElementAndKeepsTheStorage() {
        let counter = Counter()
        var list = (0..<7).map { Labeled(label: "label number \($0), a long one", value: Tracked($0, counter)) }
        list.reserveCapacity(16)
        let capacity = list.capacity
        let storage = list.withUnsafeBufferPointer { $0.baseAddress }
        #expect(counter.alive == 7)
        list.removeAllDestroyingInPlace()
        #expect(list.isEmpty)
        #expect(counter.alive == 0)
        #expect(list.capacity == capacity)
        #if !canImport(ObjectiveC)
            #expect(list.withUnsafeBufferPointer { $0.baseAddress } == storage)
        #endif
        list.append(Labeled(label: "", value: Tracked(9, counter)))
        #expect(list.map(\.value.id) == [9])
        list.removeAllDestroyingInPlace()
        #expect(counter.alive == 0)
        // Emptying an empty array changes nothing.
        list.removeAllDestroyingInPlace()
        #expect(list.isEmpty)
    }

    /// Each element is handed to the body, last first, before it is destroyed; what the
    /// body takes out of it lives on.
    @Test func eachElementIsHandedOverBeforeItIsDestroyed() {
        let counter = Counter()
        var list = (0..<5).map { Labeled(label: "label \($0), long enough to own storage", value: Tracked($0, counter)) }
        var seen: [Int] = []
        var aliveWhenSeen: [Int] = []
        var taken: [String] = []
        list.removeAllDestroyingInPlace { element in
            seen.append(element.value.id)
            aliveWhenSeen.append(counter.alive)
            taken.append(element.label)
            element.label = ""
        }
        #expect(list.isEmpty)
        #expect(seen == [4, 3, 2, 1, 0])
        #expect(aliveWhenSeen == [5, 4, 3, 2, 1])
        #expect(counter.alive == 0)
        #expect(taken == (0..<5).reversed().map { "label \($0), long enough to own storage" })
        // The emptied list is an empty list in every way.
        list.append(Labeled(label: "again", value: Tracked(7, counter)))
        #expect(list.count == 1 && list[0].value.id == 7)
        // Shared storage: left to its other holder, nothing handed over.
        let kept = list
        var handed = 0
        list.removeAllDestroyingInPlace { _ in handed += 1 }
        #expect(handed == 0 && list.isEmpty && kept.count == 1)
    }

    /// A list another array shares is not copied: the other keeps every element, and the
    /// emptied one gets storage of its own with the same capacity.
    @Test func aSharedStorageIsLeftToItsOtherHolder() {
        let counter = Counter()
        var list = (0..<4).map { Tracked($0, counter) }
        list.reserveCapacity(10)
        let capacity = list.capacity
        let kept = list
        list.removeAllDestroyingInPlace()
        #expect(list.isEmpty)
        #expect(list.capacity >= capacity)
        #expect(kept.map(\.id) == [0, 1, 2, 3])
        #expect(counter.alive == 4)
        list.append(Tracked(8, counter))
        #expect(kept.count == 4)
        #expect(list.map(\.id) == [8])
    }

    /// Postal addresses (twelve strings each, short and long) and groups, as the contact holds them.
    @Test func listsOfTheContactsTypesEmptyLikeRemoveAll() {
        var addresses = (0..<3).map {
            LabeledValue(
                label: .work, value: PostalAddress(street: "\($0) Long Street Name Avenue", city: "Town", country: "Österreich"),
                preference: $0, parameters: [Parameter("X-A", "\($0)")])
        }
        var groups = ["Friends", "A group name longer than fifteen bytes", "日本語のグループ"]
        var expectedAddresses = addresses
        var expectedGroups = groups
        expectedAddresses.removeAll(keepingCapacity: true)
        expectedGroups.removeAll(keepingCapacity: true)
        addresses.removeAllDestroyingInPlace()
        groups.removeAllDestroyingInPlace()
        #expect(addresses == expectedAddresses)
        #expect(groups == expectedGroups)
        #expect(addresses.capacity >= 3)
        #expect(groups.capacity >= 3)
    }
}
