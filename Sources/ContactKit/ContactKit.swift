// `import ContactKit` is the one import a user of the library needs: it brings the value
// types, the readers and writers, the phone numbers, the formatters and the stages, and this
// module's engine (``ContactConverter``).
@_exported import ContactFormats
@_exported import ContactFormatting
@_exported import ContactModel
@_exported import ContactPipeline
@_exported import PhoneNumbers
