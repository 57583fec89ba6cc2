import Testing
@Test func modelPlaceholder() {}
