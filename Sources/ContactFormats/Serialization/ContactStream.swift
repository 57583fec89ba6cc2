import ContactModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ContactSerialization {
    /// One contact of a stream, with what was found while reading it.
    public struct Item: Sendable, Hashable {
        /// The contact.
        public var contact: Contact
        /// Warnings and notes about this contact (and anything skipped just before it), in
        /// line order.
        public var diagnostics: [Diagnostic]
        /// The 1-based line where the contact started.
        public var line: Int
        /// Where the contact's values were read: a stage's diagnostic about one value
        /// (``/ContactModel/Diagnostic/valueReference``) placed with
        /// ``/ContactModel/ValuePositions/placing(_:contactLine:)`` gets that value's line.
        public var valuePositions = ValuePositions()
    }

    /// The contacts of a file, one at a time, as an `AsyncSequence`: memory holds one
    /// contact whatever the file's size.
    ///
    /// ```swift
    /// for try await item in ContactSerialization.contactStream(contentsOf: url) {
    ///     print(item.contact.givenName, item.diagnostics)
    /// }
    /// ```
    ///
    /// The file is opened when iteration starts. Iterating throws a
    /// ``ContactSerializationError`` when it cannot be opened or read, or its format cannot
    /// be told; an empty file gives no items. Reading happens on the iterating task (in
    /// blocks of a few hundred kilobytes).
    ///
    /// Diagnostics that belong to no contact (an empty input, a broken card after the last
    /// one) are handed to `unattached` when the stream ends, so none is lost.
    public static func contactStream(
        contentsOf url: URL, format: ContactFormat? = nil, options: Options = Options(),
        unattached: (@Sendable ([Diagnostic]) -> Void)? = nil
    ) -> ContactStream {
        ContactStream(source: .path(url.path), format: format, options: options, unattached: unattached)
    }

    /// The contacts read from an open file descriptor (a `FileHandle`'s `fileDescriptor`,
    /// standard input's 0); the descriptor is not closed.
    public static func contactStream(
        fileDescriptor: Int32, format: ContactFormat? = nil, options: Options = Options(),
        unattached: (@Sendable ([Diagnostic]) -> Void)? = nil
    ) -> ContactStream {
        ContactStream(source: .descriptor(fileDescriptor), format: format, options: options, unattached: unattached)
    }
}

/// The contacts of a file or descriptor, one at a time (``ContactSerialization/contactStream(contentsOf:format:options:unattached:)``).
public struct ContactStream: AsyncSequence, Sendable {
    public typealias Element = ContactSerialization.Item
    /// What iterating throws: only ``ContactSerializationError``.
    public typealias Failure = ContactSerializationError

    enum Source: Sendable {
        case path(String)
        case descriptor(Int32)
    }

    let source: Source
    let format: ContactFormat?
    let options: ContactSerialization.Options
    let unattached: (@Sendable ([Diagnostic]) -> Void)?

    public func makeAsyncIterator() -> Iterator {
        Iterator(stream: self)
    }

    /// Opens the input and detects its format.
    func openReader() throws(ContactSerializationError) -> ContactStreamReader {
        switch source {
        case .path(let path):
            return try ContactStreamReader(path: path, format: format, options: options)
        case .descriptor(let descriptor):
            return try ContactStreamReader(fileDescriptor: descriptor, format: format, options: options)
        }
    }

    /// Reads the next contact when asked.
    ///
    /// `for try await` calls ``next(isolation:)``, which reads on the caller's actor: a loop on
    /// the main actor (a `main.swift`) does not hop to another executor for every contact.
    public struct Iterator: AsyncIteratorProtocol {
        /// One contact with its diagnostics.
        public typealias Element = ContactSerialization.Item
        /// What reading throws: only ``ContactSerializationError``.
        public typealias Failure = ContactSerializationError

        private let stream: ContactStream
        private var reader: ContactStreamReader?
        private var finished = false

        init(stream: ContactStream) { self.stream = stream }

        /// The next contact, or nil at the end of the input.
        public mutating func next() async throws(ContactSerializationError) -> ContactSerialization.Item? {
            try nextItem()
        }

        /// The next contact, read on `actor` (the caller's), or nil at the end of the input.
        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        public mutating func next(
            isolation actor: isolated (any Actor)?
        ) async throws(ContactSerializationError) -> ContactSerialization.Item? {
            try nextItem()
        }

        /// Opens the input on the first call, then reads as ``ContactStreamReader`` does; at
        /// the end, hands what no contact carried to the `unattached` handler.
        mutating func nextItem() throws(ContactSerializationError) -> ContactSerialization.Item? {
            if finished { return nil }
            do throws(ContactSerializationError) {
                if reader == nil { reader = try stream.openReader() }
                if let item = try reader!.next() { return item }
            } catch {
                finished = true
                reader = nil
                throw error
            }
            finished = true
            let unattached = reader!.unattachedDiagnostics
            reader = nil
            if !unattached.isEmpty { stream.unattached?(unattached) }
            return nil
        }
    }
}
