import Foundation
import Testing

@testable import ContactSync

/// Where credentials may go (issue 28): the rules of ``OriginPolicy``, the registrable
/// domains of the Public Suffix List, and which hrefs are inside an address book.
struct OriginPolicyTests {
    func refusal(_ from: String, _ to: String, allowing hosts: [String] = []) -> String? {
        OriginPolicy(allowedHosts: hosts).refusal(from: URL(string: from)!, to: URL(string: to)!)
    }

    @Test func theSameOriginAndAnUpgradeAreAllowed() {
        #expect(refusal("https://dav.example.com/a/", "https://dav.example.com:443/b/") == nil)
        #expect(refusal("http://dav.example.com/a/", "https://dav.example.com/a/") == nil)
        #expect(refusal("http://127.0.0.1:5232/", "http://127.0.0.1:5232/alice/") == nil)
    }

    @Test func otherOriginsDowngradesAndSchemesAreRefused() {
        #expect(refusal("https://dav.example.com/", "http://dav.example.com/")?.contains("downgrade") == true)
        #expect(refusal("https://dav.example.com/", "http://evil.example.net/")?.contains("downgrade") == true)
        #expect(refusal("http://dav.example.com/", "http://evil.example.net/")?.contains("--allow-host evil.example.net") == true)
        #expect(refusal("http://127.0.0.1:5232/", "http://127.0.0.1:5233/")?.contains("another port") == true)
        #expect(refusal("http://dav.example.com/", "https://dav.example.com:8443/") != nil)
        #expect(refusal("https://dav.example.com/", "ftp://dav.example.com/")?.contains("only http and https") == true)
        #expect(refusal("https://dav.example.com/", "file:///etc/passwd") != nil)
    }

    @Test func httpsOnTheSameRegistrableDomainAndAllowedHostsAreFollowed() {
        #expect(refusal("https://contacts.icloud.com/", "https://p42-contacts.icloud.com/123/carddavhome/") == nil)
        #expect(refusal("http://contacts.icloud.com/", "http://p42-contacts.icloud.com/") != nil)
        #expect(refusal("https://alice.github.io/", "https://bob.github.io/") != nil)
        #expect(refusal("https://a.example.co.uk/", "https://b.example.co.uk/") == nil)
        #expect(refusal("https://a.co.uk/", "https://b.co.uk/") != nil)
        #expect(refusal("https://dav.example.com/", "https://other.example.net/", allowing: ["other.example.net"]) == nil)
        #expect(refusal("https://dav.example.com/", "http://other.example.net/", allowing: ["other.example.net"]) != nil)
    }

    @Test func registrableDomains() {
        #expect(PublicSuffixList.registrableDomain(of: "p42-contacts.icloud.com") == "icloud.com")
        #expect(PublicSuffixList.registrableDomain(of: "dav.example.co.uk") == "example.co.uk")
        #expect(PublicSuffixList.registrableDomain(of: "co.uk") == nil)
        #expect(PublicSuffixList.registrableDomain(of: "alice.github.io") == "alice.github.io")
        #expect(PublicSuffixList.registrableDomain(of: "127.0.0.1") == nil)
        #expect(PublicSuffixList.registrableDomain(of: "www.ck") == "www.ck")
        #expect(PublicSuffixList.registrableDomain(of: "a.b.ck") == "a.b.ck")
    }

    @Test func hrefsInsideAndOutsideTheBook() {
        let book = AddressBook(url: URL(string: "https://dav.example.com/alice/contacts/")!)
        #expect(book.memberURL(ofHref: "/alice/contacts/a.vcf")?.absoluteString == "https://dav.example.com/alice/contacts/a.vcf")
        #expect(book.contains(href: "a%20b.vcf"))
        #expect(book.contains(href: "https://dav.example.com/alice/contacts/c.vcf"))
        for href in [
            "/alice/contacts/", "/alice/other/a.vcf", "/alice/contacts/../other/a.vcf", "/alice/contacts/%2e%2e/x.vcf",
            "https://evil.example.net/alice/contacts/a.vcf", "http://dav.example.com/alice/contacts/a.vcf",
            "https://dav.example.com:8443/alice/contacts/a.vcf", "https://u:p@dav.example.com/alice/contacts/a.vcf",
            "/alice/contacts/a\r\nb.vcf", "",
        ] {
            #expect(!book.contains(href: href), "\(href)")
        }
    }

    @Test func passwordsInURLsAreNeverShown() {
        #expect(CardDAVClient.redacted("jane:PW@dav.example.com/x") == "dav.example.com/x")
        #expect(CardDAVClient.redacted("ftp://jane:PW@host/a@b") == "ftp://host/a@b")
        #expect(CardDAVClient.redacted("https://host/path@x") == "https://host/path@x")
        #expect(CardDAVError.invalidURL("jane:PW@host").description == "'host' is not an http:// or https:// URL")
    }

    @Test func invalidETagsAreRecognized() {
        #expect(EntityTag.isValid("\"abc-1\""))
        #expect(EntityTag.isValid("W/\"x\""))
        #expect(!EntityTag.isValid("\"1\"\r\nX: y"))
        #expect(!EntityTag.isValid("\"a b\""))
        #expect(!EntityTag.isValid(""))
    }
}
