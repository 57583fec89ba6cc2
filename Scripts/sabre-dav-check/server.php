<?php
// A SabreDAV CardDAV server for the round-trip tests (Tests/ContactSyncTests/ServerRoundTripTests,
// kind "sabre"): the library Nextcloud, ownCloud and Baikal are built on, as Debian packages it
// (php-sabre-dav), run by PHP's built-in web server with this file as its router:
//
//     SABRE_DATA=DIR SABRE_USER=alice SABRE_PASSWORD=... php -S 127.0.0.1:PORT server.php
//
// One user with Basic authentication, principals and cards in SQLite under SABRE_DATA, and the
// /.well-known/carddav redirect that Baikal's and Nextcloud's web server configurations add
// (SabreDAV itself leaves it to the web server).

$data = getenv('SABRE_DATA');
$user = getenv('SABRE_USER');
$password = getenv('SABRE_PASSWORD');
if (!$data || !$user || $password === false) {
    http_response_code(500);
    exit("SABRE_DATA, SABRE_USER and SABRE_PASSWORD must be set\n");
}

$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (rtrim($path, '/') === '/.well-known/carddav') {
    header('Location: /', true, 301);
    exit;
}

require_once 'Sabre/autoload.php';

function exception_error_handler($errno, $errstr, $errfile, $errline) {
    if (!(error_reporting() & $errno)) {
        return false;
    }
    // PHP 8 deprecation notices from this 2014 library are not errors.
    if ($errno === E_DEPRECATED || $errno === E_USER_DEPRECATED) {
        return true;
    }
    throw new ErrorException($errstr, 0, $errno, $errfile, $errline);
}
set_error_handler('exception_error_handler');

$database = $data . '/db.sqlite';
$fresh = !file_exists($database);
$pdo = new PDO('sqlite:' . $database);
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
if ($fresh) {
    // The schema of php-sabre-dav's examples/sql/sqlite.*.sql (addressbooks, principals).
    $pdo->exec('CREATE TABLE addressbooks (id integer primary key asc, principaluri text, displayname text,
        uri text, description text, ctag integer)');
    $pdo->exec('CREATE TABLE cards (id integer primary key asc, addressbookid integer, carddata blob, uri text,
        lastmodified integer)');
    $pdo->exec('CREATE TABLE principals (id INTEGER PRIMARY KEY ASC, uri TEXT, email TEXT, displayname TEXT,
        vcardurl TEXT, UNIQUE(uri))');
    $pdo->exec('CREATE TABLE groupmembers (id INTEGER PRIMARY KEY ASC, principal_id INTEGER, member_id INTEGER,
        UNIQUE(principal_id, member_id))');
    $insert = $pdo->prepare('INSERT INTO principals (uri, email, displayname) VALUES (?, ?, ?)');
    $insert->execute(['principals/' . $user, $user . '@example.com', $user]);
}

class SingleUserBasicAuth extends Sabre\DAV\Auth\Backend\AbstractBasic {
    private $user;
    private $password;
    function __construct($user, $password) {
        $this->user = $user;
        $this->password = $password;
    }
    protected function validateUserPass($username, $password) {
        return hash_equals($this->user, (string)$username) && hash_equals($this->password, (string)$password);
    }
}

$principals = new Sabre\DAVACL\PrincipalBackend\PDO($pdo);
$cards = new Sabre\CardDAV\Backend\PDO($pdo);
$server = new Sabre\DAV\Server([
    new Sabre\DAVACL\PrincipalCollection($principals),
    new Sabre\CardDAV\AddressBookRoot($principals, $cards),
]);
$server->setBaseUri('/');
$server->addPlugin(new Sabre\DAV\Auth\Plugin(new SingleUserBasicAuth($user, $password), 'SabreDAV'));
$server->addPlugin(new Sabre\CardDAV\Plugin());
$server->addPlugin(new Sabre\DAVACL\Plugin());
$server->exec();
