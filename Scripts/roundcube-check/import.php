<?php
// Imports one file as Roundcube's contact import does (program/actions/contacts/import.php):
// rcube_vcard::import(); when that finds no card, rcube_csv2vcard with the field map its dry
// run proposes (what the import page pre-selects), then each record's get_assoc(), the
// fields Roundcube stores. Prints one JSON object per record; with EXPORT=1, also the vCard
// Roundcube would export for it ({"record": ..., "vcard": ...}).
//
//   RC=/path/to/usr/share/roundcube php import.php FILE [LANGUAGE]
$rc = getenv('RC');
define('RCUBE_INSTALL_PATH', "$rc/");
define('RCUBE_CONFIG_DIR', getenv('RC_CONFIG'));
define('RCUBE_LOCALIZATION_DIR', "$rc/program/localization/");
error_reporting(E_ERROR);
require "$rc/program/lib/Roundcube/bootstrap.php";

$content = file_get_contents($argv[1]);
$language = $argv[2] ?? 'en_US';
$vcard = new rcube_vcard();
$list = $vcard->import($content);
$kind = 'vcard';
$map = null;
if (empty($list)) {
    $kind = 'csv';
    $csv = new rcube_csv2vcard($language);
    $dry = $csv->import($content, true);
    $map = array_filter($dry['destination']);
    $csv = new rcube_csv2vcard($language);
    $csv->set_map($map);
    $csv->import($content, false, true);
    $list = $csv->export();
    fwrite(STDOUT, json_encode(['map' => array_map(null, array_keys($map), array_values($map)),
        'header' => $dry['source']], JSON_UNESCAPED_UNICODE) . "\n");
}
foreach ($list as $card) {
    $record = $card->get_assoc();
    unset($record['photo']);  // binary: not compared, and not JSON
    $line = ['record' => $record];
    if (getenv('EXPORT') === '1') { $line['vcard'] = $card->export(); }
    fwrite(STDOUT, json_encode($line, JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE) . "\n");
}
