// The sections and order ICU's AlphabeticIndex gives names (one per line on standard input)
// for a locale: `LABEL<TAB>NAME` per line. An outside check of `contactkit list`'s sections
// with the system's ICU (Debian's libicu-dev), where the Python oracle of
// collation-sections.py is not installed:
//
//     g++ Benchmarks/browsing/alphabetic-index.cpp -o /tmp/alphabetic-index \
//         $(pkg-config --cflags --libs icu-uc icu-i18n)
//     printf 'Þórsson, Ægir\nZimmer, Anna\nAalto, Bo\n' | /tmp/alphabetic-index en
//
// ICU 72 gives, for en: A Aalto, Bo / Z Zimmer, Anna / Z Þórsson, Ægir (Þ sorts after z in
// CLDR's root and English collation, in the last bucket); for is: Þ gets its own section.
#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>
#include <iostream>
#include <string>
#include <vector>
using namespace icu;
int main(int argc, char** argv) {
  UErrorCode status = U_ZERO_ERROR;
  Locale locale(argc > 1 ? argv[1] : "en");
  AlphabeticIndex index(locale, status);
  std::string line;
  while (std::getline(std::cin, line)) {
    index.addRecord(UnicodeString::fromUTF8(line), nullptr, status);
  }
  if (U_FAILURE(status)) { std::cerr << u_errorName(status) << "\n"; return 1; }
  while (index.nextBucket(status)) {
    if (index.getBucketRecordCount() == 0) continue;
    std::string label; index.getBucketLabel().toUTF8String(label);
    while (index.nextRecord(status)) {
      std::string name; index.getRecordName().toUTF8String(name);
      std::cout << label << "\t" << name << "\n";
    }
  }
  return 0;
}
