#!/usr/bin/env python3
"""Writes the CSV fixtures: synthetic people imitating what each exporter writes.

Standard library only. Run from anywhere: python3 Fixtures/csv/make-csv-fixtures.py
The bytes are the point (encodings, quoting, line ends); re-run only on purpose.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def field(value, always=False, delimiter=","):
    if always or any(ch in value for ch in delimiter + '"\r\n'):
        return '"' + value.replace('"', '""') + '"'
    return value


def rows_to_text(rows, always=False, delimiter=",", line_end="\r\n"):
    return "".join(delimiter.join(field(v, always, delimiter) for v in row) + line_end for row in rows)


def table(header, records):
    return [header] + [[record.get(column, "") for column in header] for record in records]


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as out:
        out.write(data)


# --- Google Contacts, current layout -------------------------------------------------------
GOOGLE = (["First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Middle Name",
           "Phonetic Last Name", "Name Prefix", "Name Suffix", "Nickname", "File As", "Organization Name",
           "Organization Title", "Organization Department", "Birthday", "Notes", "Photo", "Labels"]
          + [f"E-mail {i} - {p}" for i in (1, 2) for p in ("Label", "Value")]
          + [f"Phone {i} - {p}" for i in (1, 2, 3) for p in ("Label", "Value")]
          + [f"Address 1 - {p}" for p in ("Label", "Formatted", "Street", "City", "PO Box", "Region",
                                          "Postal Code", "Country", "Extended Address")]
          + ["Relation 1 - Label", "Relation 1 - Value", "Website 1 - Label", "Website 1 - Value",
             "Event 1 - Label", "Event 1 - Value", "Custom Field 1 - Label", "Custom Field 1 - Value"])
write("google-contacts.csv", rows_to_text(table(GOOGLE, [
    {"First Name": "Avery", "Last Name": "Quinlan", "Middle Name": "J", "Name Prefix": "Dr.",
     "Nickname": "Ave", "Organization Name": "Northwind Traders, Inc.", "Organization Title": "Buyer",
     "Organization Department": "Purchasing", "Birthday": "1985-04-12",
     "Notes": 'Likes "quoted" words, commas, and\nline breaks\ttabs too.',
     "Labels": "* myContacts ::: * starred ::: Friends",
     "E-mail 1 - Label": "* Work", "E-mail 1 - Value": "avery.quinlan@example.com",
     "E-mail 2 - Label": "Home", "E-mail 2 - Value": "ave@example.org ::: avery@example.net",
     "Phone 1 - Label": "Mobile", "Phone 1 - Value": "+1 (415) 555-0101",
     "Phone 2 - Label": "Work Fax", "Phone 2 - Value": "+1 415 555 0102",
     "Phone 3 - Label": "Boat", "Phone 3 - Value": "=1+2",
     "Address 1 - Label": "Home", "Address 1 - Formatted": "12 Maple Avenue\nApt 4\nSpringfield, IL 62704",
     "Address 1 - Street": "12 Maple Avenue\nApt 4", "Address 1 - City": "Springfield",
     "Address 1 - Region": "IL", "Address 1 - Postal Code": "62704", "Address 1 - Country": "United States",
     "Relation 1 - Label": "Spouse", "Relation 1 - Value": "Jordan Quinlan",
     "Website 1 - Label": "Blog", "Website 1 - Value": "https://blog.example.com/avery",
     "Event 1 - Label": "Anniversary", "Event 1 - Value": "2010-06-19",
     "Custom Field 1 - Label": "Shoe size", "Custom Field 1 - Value": "42"},
    {"First Name": "Bea", "Last Name": "Lindqvist", "Birthday": "--11-03", "Labels": "* myContacts",
     "E-mail 1 - Value": "bea@example.com", "Phone 1 - Label": "Home", "Phone 1 - Value": "(212) 555-0199"},
    {"Organization Name": "Harbor Point Marina", "Labels": "* myContacts ::: Boating",
     "Phone 1 - Label": "Main", "Phone 1 - Value": "+1 206 555 0142"},
])).encode("utf-8"))

# --- Google Contacts, legacy layout, UTF-16 LE with BOM -------------------------------------
LEGACY = (["Name", "Given Name", "Additional Name", "Family Name", "Yomi Name", "Given Name Yomi",
           "Additional Name Yomi", "Family Name Yomi", "Name Prefix", "Name Suffix", "Initials", "Nickname",
           "Short Name", "Maiden Name", "Birthday", "Gender", "Location", "Billing Information",
           "Directory Server", "Mileage", "Occupation", "Hobby", "Sensitivity", "Priority", "Subject", "Notes",
           "Language", "Photo", "Group Membership", "E-mail 1 - Type", "E-mail 1 - Value", "Phone 1 - Type",
           "Phone 1 - Value", "Phone 2 - Type", "Phone 2 - Value", "Address 1 - Type", "Address 1 - Formatted",
           "Address 1 - Street", "Address 1 - City", "Address 1 - PO Box", "Address 1 - Region",
           "Address 1 - Postal Code", "Address 1 - Country", "Address 1 - Extended Address",
           "Organization 1 - Type", "Organization 1 - Name", "Organization 1 - Yomi Name",
           "Organization 1 - Title", "Organization 1 - Department", "Organization 1 - Symbol",
           "Organization 1 - Location", "Organization 1 - Job Description"])
legacy = rows_to_text(table(LEGACY, [
    {"Name": "Søren Åkesson", "Given Name": "Søren", "Family Name": "Åkesson", "Birthday": "1979-12-01",
     "Group Membership": "* My Contacts ::: Kollegen", "E-mail 1 - Type": "* Work",
     "E-mail 1 - Value": "soren@example.com", "Phone 1 - Type": "Mobile", "Phone 1 - Value": "+46 70 555 01 23",
     "Phone 2 - Type": "Home", "Phone 2 - Value": "+46 8 555 012 34", "Address 1 - Type": "Work",
     "Address 1 - Street": "Storgatan 5", "Address 1 - City": "Göteborg", "Address 1 - Postal Code": "411 38",
     "Address 1 - Country": "Sweden", "Organization 1 - Name": "Nordljus AB", "Organization 1 - Title": "Ingenjör",
     "Notes": "日本語のメモ 😀"},
    {"Name": "Mei Tanaka", "Given Name": "Mei", "Family Name": "Tanaka", "Given Name Yomi": "メイ",
     "Family Name Yomi": "タナカ", "E-mail 1 - Type": "Home", "E-mail 1 - Value": "mei@example.jp"},
]))
write("google-legacy-utf16.csv", b"\xff\xfe" + legacy.encode("utf-16-le"))

# --- Outlook desktop (en), every field quoted, 0/0/00 dates --------------------------------
OUTLOOK = [
    "Title", "First Name", "Middle Name", "Last Name", "Suffix", "Company", "Department", "Job Title",
    "Business Street", "Business Street 2", "Business Street 3", "Business City", "Business State",
    "Business Postal Code", "Business Country/Region", "Home Street", "Home Street 2", "Home Street 3",
    "Home City", "Home State", "Home Postal Code", "Home Country/Region", "Other Street", "Other Street 2",
    "Other Street 3", "Other City", "Other State", "Other Postal Code", "Other Country/Region",
    "Assistant's Phone", "Business Fax", "Business Phone", "Business Phone 2", "Callback", "Car Phone",
    "Company Main Phone", "Home Fax", "Home Phone", "Home Phone 2", "ISDN", "Mobile Phone", "Other Fax",
    "Other Phone", "Pager", "Primary Phone", "Radio Phone", "TTY/TDD Phone", "Telex", "Account",
    "Anniversary", "Assistant's Name", "Billing Information", "Birthday", "Business Address PO Box",
    "Categories", "Children", "Directory Server", "E-mail Address", "E-mail Type", "E-mail Display Name",
    "E-mail 2 Address", "E-mail 2 Type", "E-mail 2 Display Name", "E-mail 3 Address", "E-mail 3 Type",
    "E-mail 3 Display Name", "Gender", "Government ID Number", "Hobby", "Home Address PO Box", "Initials",
    "Internet Free Busy", "Keywords", "Language", "Location", "Manager's Name", "Mileage", "Notes",
    "Office Location", "Organizational ID Number", "Other Address PO Box", "Priority", "Private",
    "Profession", "Referred By", "Sensitivity", "Spouse", "User 1", "User 2", "User 3", "User 4", "Web Page",
]
assert len(OUTLOOK) == 92
DEFAULTS = {"Anniversary": "0/0/00", "Birthday": "0/0/00", "Gender": "Unspecified", "Priority": "Normal",
            "Private": "False", "Sensitivity": "Normal"}
outlook_people = [
    {"Title": "Ms.", "First Name": "Carmen", "Last Name": "Ruiz", "Company": "Blue Ridge Analytics",
     "Department": "Finance", "Job Title": "Controller", "Business Street": "200 Lakeview Drive",
     "Business Street 2": "Suite 5", "Business City": "Austin", "Business State": "TX",
     "Business Postal Code": "78701", "Business Country/Region": "United States",
     "Business Phone": "(512) 555-0110", "Business Fax": "(512) 555-0111", "Mobile Phone": "(512) 555-0112",
     "Car Phone": "(512) 555-0113", "E-mail Address": "carmen.ruiz@example.com", "E-mail Type": "SMTP",
     "E-mail Display Name": "Carmen Ruiz (carmen.ruiz@example.com)", "Birthday": "7/4/1982",
     "Anniversary": "0/0/00", "Categories": "Clients;VIP", "Spouse": "Luis Ruiz", "Initials": "C.R.",
     "Notes": "Met at the \"Data, Money & You\" conference.\r\nFollow up in Q3.", "Web Page": "https://example.com/carmen"},
    {"First Name": "Dmitri", "Last Name": "Volkov", "Home Street": "9 Cedar Lane", "Home City": "Portland",
     "Home State": "OR", "Home Postal Code": "97201", "Home Phone": "(503) 555-0177",
     "E-mail Address": "dmitri@example.org", "E-mail 2 Address": "dv@example.net", "Birthday": "2/30/1980"},
]
for person in outlook_people:
    for key, value in DEFAULTS.items():
        person.setdefault(key, value)
write("outlook-desktop.csv", rows_to_text(table(OUTLOOK, outlook_people), always=True).encode("utf-8"))

# --- Outlook desktop, names in Han, kana and Hangul (issue 16) -------------------------------
# Outlook keeps such names as Last Name + First Name with no display-name column; the second
# numbers sit in Home Phone 2, Business Phone 2, Car Phone and Other Phone.
cjk_people = [
    {"First Name": "くみ子", "Last Name": "伊藤", "Mobile Phone": "090-5555-0102",
     "E-mail Address": "kumiko.ito@example.jp", "E-mail Type": "SMTP", "Birthday": "4/12/1985"},
    {"First Name": "민준", "Last Name": "김", "Home Phone": "02-555-0110", "Home Phone 2": "02-555-0111",
     "Car Phone": "010-5555-0112", "Other Phone": "010-5555-0113"},
    {"Last Name": "王小明", "Business Phone": "010-5555-0104", "Business Phone 2": "010-5555-0105"},
]
for person in cjk_people:
    for key, value in DEFAULTS.items():
        person.setdefault(key, value)
write("outlook-desktop-cjk.csv", rows_to_text(table(OUTLOOK, cjk_people), always=True).encode("utf-8"))

# --- Outlook desktop, Windows-1252 bytes -----------------------------------------------------
cp = [dict(p) for p in outlook_people[:1]]
cp[0].update({"First Name": "Renée", "Last Name": "Müller-Lüdenscheidt", "Company": "Café Zürich",
              "Notes": "Preis: 12 € – „gut“"})
write("outlook-windows-1252.csv", rows_to_text(table(OUTLOOK, cp), always=True).encode("cp1252"))

# --- Outlook desktop, German and French headers ---------------------------------------------
DE = {"Title": "Anrede", "First Name": "Vorname", "Middle Name": "Weitere Vornamen", "Last Name": "Nachname",
      "Company": "Firma", "Department": "Abteilung", "Job Title": "Position",
      "Business Street": "Straße geschäftlich", "Business City": "Ort geschäftlich",
      "Business Postal Code": "Postleitzahl geschäftlich", "Business Country/Region": "Land/Region geschäftlich",
      "Business Phone": "Telefon geschäftlich", "Business Fax": "Fax geschäftlich",
      "Mobile Phone": "Mobiltelefon", "Home Phone": "Telefon privat", "E-mail Address": "E-Mail-Adresse",
      "E-mail Type": "E-Mail-Typ", "E-mail Display Name": "E-Mail: Angezeigter Name",
      "Birthday": "Geburtstag", "Categories": "Kategorien", "Notes": "Notizen", "Gender": "Geschlecht",
      "Priority": "Priorität", "Sensitivity": "Vertraulichkeit", "Hobby": "Hobby"}
FR = {"Title": "Titre", "First Name": "Prénom", "Middle Name": "Deuxième prénom", "Last Name": "Nom",
      "Company": "Société", "Department": "Service", "Job Title": "Fonction",
      "Business Street": "Rue (bureau)", "Business City": "Ville (bureau)",
      "Business Postal Code": "Code postal (bureau)", "Business Country/Region": "Pays/Région (bureau)",
      "Business Phone": "Téléphone (bureau)", "Business Fax": "Télécopie (bureau)",
      "Mobile Phone": "Tél. mobile", "Home Phone": "Téléphone (domicile)", "E-mail Address": "Adresse de messagerie",
      "E-mail Type": "Type de messagerie", "E-mail Display Name": "Nom complet de l'adresse de messagerie",
      "Birthday": "Anniversaire", "Categories": "Catégories", "Notes": "Notes", "Gender": "Sexe",
      "Priority": "Priorité", "Sensitivity": "Critère de diffusion", "Hobby": "Passe-temps"}
localized_person = {"Title": "Herr", "First Name": "Jürgen", "Last Name": "Schäfer", "Company": "Beispiel GmbH",
                    "Department": "Vertrieb", "Job Title": "Leiter", "Business Street": "Hauptstraße 1",
                    "Business City": "Köln", "Business Postal Code": "50667", "Business Country/Region": "Deutschland",
                    "Business Phone": "+49 221 5550100", "Mobile Phone": "+49 171 5550101",
                    "E-mail Address": "juergen@example.de", "E-mail Type": "SMTP", "Birthday": "3/15/1970",
                    "Categories": "Kunden", "Notes": "Bevorzugt Anrufe, vormittags.", "Hobby": "Segeln",
                    "Gender": "Unspecified", "Priority": "Normal", "Sensitivity": "Normal"}
for name, names in (("outlook-desktop-de.csv", DE), ("outlook-desktop-fr.csv", FR)):
    header = list(names.values())
    row = [localized_person.get(en, "") for en in names]
    write(name, rows_to_text([header, row], always=True).encode("utf-8"))

# --- Outlook.com (61 columns) ---------------------------------------------------------------
OUTLOOK_COM = ["First Name", "Middle Name", "Last Name", "Title", "Suffix", "Nickname", "Given Yomi",
               "Surname Yomi", "E-mail Address", "E-mail 2 Address", "E-mail 3 Address", "Home Phone",
               "Home Phone 2", "Business Phone", "Business Phone 2", "Mobile Phone", "Car Phone", "Other Phone",
               "Primary Phone", "Pager", "Business Fax", "Home Fax", "Other Fax", "Company Main Phone", "Callback",
               "Radio Phone", "Telex", "TTY/TDD Phone", "IMAddress", "Job Title", "Department", "Company",
               "Office Location", "Manager's Name", "Assistant's Name", "Assistant's Phone", "Company Yomi",
               "Business Street", "Business City", "Business State", "Business Postal Code",
               "Business Country/Region", "Home Street", "Home City", "Home State", "Home Postal Code",
               "Home Country/Region", "Other Street", "Other City", "Other State", "Other Postal Code",
               "Other Country/Region", "Personal Web Page", "Spouse", "Schools", "Hobby", "Location", "Web Page",
               "Birthday", "Anniversary", "Notes"]
assert len(OUTLOOK_COM) == 61
write("outlook-com.csv", rows_to_text(table(OUTLOOK_COM, [
    {"First Name": "Priya", "Last Name": "Raman", "Nickname": "Pri", "E-mail Address": "priya@example.com",
     "Mobile Phone": "+44 7700 900123", "IMAddress": "priya.raman", "Company": "Lakeside Dental",
     "Personal Web Page": "https://priya.example.org", "Birthday": "9/9/1991", "Schools": "Leeds"},
])).encode("utf-8"))

# --- Thunderbird: en (38 columns, trailing empty header), de, fr, TAB ------------------------
TB = ["First Name", "Last Name", "Display Name", "Nickname", "Primary Email", "Secondary Email", "Screen Name",
      "Work Phone", "Home Phone", "Fax Number", "Pager Number", "Mobile Number", "Home Address", "Home Address 2",
      "Home City", "Home State", "Home ZipCode", "Home Country", "Work Address", "Work Address 2", "Work City",
      "Work State", "Work ZipCode", "Work Country", "Job Title", "Department", "Organization", "Web Page 1",
      "Web Page 2", "Birth Year", "Birth Month", "Birth Day", "Custom 1", "Custom 2", "Custom 3", "Custom 4",
      "Notes"]
assert len(TB) == 37
TB_DE = ["Vorname", "Nachname", "Anzeigename", "Spitzname", "Primäre E-Mail-Adresse", "Sekundäre E-Mail-Adresse",
         "Chat-Name", "Tel. dienstlich", "Tel. privat", "Fax-Nummer", "Pager-Nummer", "Mobil-Tel.-Nr.",
         "Privat: Adresse", "Privat: Adresse 2", "Privat: Ort", "Privat: Bundesland", "Privat: PLZ", "Privat: Land",
         "Dienstlich: Adresse", "Dienstlich: Adresse 2", "Dienstlich: Ort", "Dienstlich: Bundesland",
         "Dienstlich: PLZ", "Dienstlich: Land", "Arbeitstitel", "Abteilung", "Organisation", "Webseite 1",
         "Webseite 2", "Geburtsjahr", "Geburtsmonat", "Geburtstag", "Benutzerdef. 1", "Benutzerdef. 2",
         "Benutzerdef. 3", "Benutzerdef. 4", "Notizen"]
TB_FR = ["Prénom", "Nom de famille", "Nom à afficher", "Surnom", "Adresse électronique principale",
         "Adresse électronique secondaire", "Nom d'utilisateur", "Tél. professionnel", "Tél. personnel", "Fax",
         "Pager", "Portable", "Adresse privée", "Adresse privée 2", "Ville", "Pays/État", "Code postal",
         "Pays/Région (domicile)", "Adresse professionnelle", "Adresse professionnelle 2", "Ville (professionnelle)",
         "État/Province (professionnelle)", "Code postal (professionnel)", "Pays/Région (professionnel)",
         "Profession", "Service", "Société", "Site Web 1", "Site Web 2", "Année de naissance", "Mois de naissance",
         "Jour de naissance", "Divers 1", "Divers 2", "Divers 3", "Divers 4", "Notes"]
tb_person = {"First Name": "Lena", "Last Name": "Fischer", "Display Name": "Lena Fischer", "Nickname": "Lenchen",
             "Primary Email": "lena@example.de", "Secondary Email": "lena.f@example.org", "Work Phone": "+49 30 5550123",
             "Mobile Number": "+49 151 5550124", "Home Address": "Gartenweg 3", "Home Address 2": "Hinterhaus",
             "Home City": "Berlin", "Home ZipCode": "10115", "Home Country": "Germany", "Organization": "Beispiel AG",
             "Job Title": "Entwicklerin", "Web Page 1": "https://work.example.de/lena", "Birth Year": "1990",
             "Birth Month": "5", "Birth Day": "17", "Custom 1": "Kundennummer 7", "Notes": "Mag Kaffee, schwarz."}
write("thunderbird.csv", rows_to_text([TB + [""], [tb_person.get(c, "") for c in TB] + [""]]).encode("utf-8"))
for name, header in (("thunderbird-de.csv", TB_DE), ("thunderbird-fr.csv", TB_FR)):
    write(name, rows_to_text([header, [tb_person.get(c, "") for c in TB]]).encode("utf-8"))
write("thunderbird-tab.csv", rows_to_text([TB, [tb_person.get(c, "") for c in TB]], delimiter="\t").encode("utf-8"))

# --- LinkedIn Connections.csv with its preamble ---------------------------------------------
preamble = ('Notes:\r\n"When exporting your connection data, you may notice that some of the email addresses '
            'are missing. You will only see email addresses for connections who have allowed it."\r\n\r\n')
write("linkedin-connections.csv", (preamble + rows_to_text([
    ["First Name", "Last Name", "URL", "Email Address", "Company", "Position", "Connected On"],
    ["Tomás", "Herrera", "https://www.linkedin.com/in/tomas-herrera-example", "tomas@example.com",
     "Summit Health Partners", "Nurse Practitioner", "12 Mar 2021"],
    ["Ada", "Okafor", "https://www.linkedin.com/in/ada-okafor-example", "", "Acme Logistics, LLC",
     "Director, Operations", "01 Jan 2019"],
])).encode("utf-8"))

# --- Yahoo Mail's contacts export: short name headers, phones as Home/Work/Mobile -----------
YAHOO = ["First", "Middle", "Last", "Nickname", "Email", "Category", "Distribution Lists", "Messenger ID",
         "Home", "Work", "Pager", "Fax", "Mobile", "Other", "Yahoo Phone", "Primary", "Alternate Email 1",
         "Alternate Email 2", "Personal Website", "Business Website", "Title", "Company", "Work Address",
         "Work City", "Work State", "Work ZIP", "Work Country", "Home Address", "Home City", "Home State",
         "Home ZIP", "Home Country", "Birthday", "Anniversary", "Custom 1", "Custom 2", "Custom 3", "Custom 4",
         "Comments"]
yahoo_person = {"First": "Rosa", "Last": "Delgado", "Nickname": "Ro", "Email": "rosa.delgado@example.com",
                "Category": "Friends", "Home": "+1 555 555 0171", "Work": "+1 555 555 0172",
                "Mobile": "+1 555 555 0173", "Other": "+1 555 555 0174",
                "Alternate Email 1": "rosa.d@example.org", "Personal Website": "https://rosa.example.org",
                "Title": "Site Engineer", "Company": "Delgado & Hijos", "Work Address": "12 Canal Street",
                "Work City": "Springfield", "Work State": "IL", "Work ZIP": "62701", "Work Country": "USA",
                "Birthday": "5/14/1980", "Custom 1": "met at the 2019 expo", "Comments": "Prefers texts.\nNo calls after 8."}
write("yahoo-mail.csv", rows_to_text(table(YAHOO, [yahoo_person])).encode("utf-8"))

# --- Excel, ;-separated, UTF-8 with BOM, generic headers -------------------------------------
write("excel-semicolon.csv", b"\xef\xbb\xbf" + rows_to_text([
    ["Vorname", "Nachname", "E-Mail", "Telefon", "Firma", "Notes", "Shoe Size"],
    ["Anna", "Böhm", "anna@example.de", "+49 89 5550199", "Müller; Söhne", "Preis 1,50 €", "39"],
], delimiter=";").encode("utf-8"))

# --- Generic CSV: aliases, unknown columns, quoting, a ragged row -----------------------------
write("generic-quirks.csv", rows_to_text([
    ["Full Name", "Email", "Mobile", "Company", "Notes", "Favourite Colour", "phoneNumbers.2.label",
     "phoneNumbers.2.value"],
    ["Kai Nakamura", "kai@example.com", "555-0100", "Acme, Inc.", 'Said "hi",\nthen left.', "teal", "Boat",
     "555-0101"],
    ["Lou Park", "lou@example.com", "", "", "tab\there", "red"],
]).encode("utf-8"))

# --- Broken: an unclosed quote ----------------------------------------------------------------
write("quirk-unclosed-quote.csv", (
    "First Name,Last Name,Notes\r\n"
    "Ivy,Stone,\"this quote never closes\r\n"
    "Jon,Reyes,fine\r\n"
    "Kim,Lee,also fine\r\n").encode("utf-8"))

# --- Trimmed headers: a few columns of one layout (issue 30, class 3) -------------------------
# Thunderbird lets a user pick the columns and the delimiter: four, semicolon-separated.
write("thunderbird-trimmed-semicolon.csv", rows_to_text([
    ["Display Name", "First Name", "Last Name", "Primary Email"],
    ["Wren Adair", "Wren", "Adair", "wren.adair@example.org"],
    ["Oskar Lind", "Oskar", "Lind", "oskar.lind@example.se"],
], delimiter=";").encode("utf-8"))
# An Outlook export cut down to four columns (names and two more e-mails): not LinkedIn's,
# though LinkedIn has First Name, Last Name and Email Address too.
write("outlook-trimmed.csv", rows_to_text([
    ["First Name", "Last Name", "E-mail Address", "E-mail 2 Address", "E-mail 3 Address"],
    ["Ines", "Moreau", "ines.moreau@example.fr", "ines@example.net", "i.moreau@example.com"],
], always=True).encode("utf-8"))
# A Google export with columns of other layouts added by hand: Outlook's "Business Phone" and
# "Categories" (";"-separated) and Thunderbird's "Secondary Email".
write("google-mixed-columns.csv", rows_to_text([
    ["First Name", "Last Name", "Labels", "E-mail 1 - Label", "E-mail 1 - Value", "Business Phone",
     "Categories", "Secondary Email"],
    ["Tess", "Abara", "* myContacts ::: Choir", "* Home", "tess.abara@example.org", "+1 415 555 0188",
     "Board;Volunteers", "tess@example.com"],
]).encode("utf-8"))

# --- Google custom fields and labels (issue 30, class 11) -------------------------------------
GOOGLE_CUSTOM = (["First Name", "Last Name", "Labels", "E-mail 1 - Label", "E-mail 1 - Value"]
                 + [f"Custom Field {i} - {p}" for i in (1, 2, 3) for p in ("Label", "Value")])
write("google-custom-fields.csv", rows_to_text(table(GOOGLE_CUSTOM, [
    {"First Name": "Milo", "Last Name": "Hart", "Labels": "* myContacts ::: Family ::: Book Club",
     "E-mail 1 - Label": "* Home", "E-mail 1 - Value": "milo.hart@example.org",
     "Custom Field 1 - Label": "Shoe size", "Custom Field 1 - Value": "44",
     "Custom Field 2 - Label": "Member since", "Custom Field 2 - Value": "2019",
     "Custom Field 3 - Label": "Allergies", "Custom Field 3 - Value": "peanuts, shellfish"},
    {"First Name": "June", "Last Name": "Hart", "Labels": "* myContacts ::: Family",
     "E-mail 1 - Value": "june.hart@example.org",
     "Custom Field 1 - Label": "Home", "Custom Field 1 - Value": "the blue door"},
])).encode("utf-8"))
