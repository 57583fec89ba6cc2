#!/usr/bin/env bash
# The CardDAV round-trip suite (Tests/ContactSyncTests/ServerRoundTripTests) on a SabreDAV
# server, the library under Nextcloud, ownCloud and Baikal (issue 34): installs Debian's
# php-sabre-dav and php-sqlite3 when missing, then runs the suite with CONTACTKIT_SABRE_DAV
# pointing at this folder (server.php), beside Radicale and Xandikos when they are installed.
#
#     bash Scripts/sabre-dav-check/check.sh            # about two minutes after a build
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -f /usr/share/php/Sabre/autoload.php ] || ! php -m | grep -qi pdo_sqlite; then
    echo "== apt-get install php-sabre-dav php-sqlite3"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq php-cli php-sabre-dav php-sqlite3 >/dev/null
fi
export CONTACTKIT_SABRE_DAV="$PWD/Scripts/sabre-dav-check"
swift build --build-tests
swift test --skip-build --filter ServerRoundTripTests 2>&1 | tee .build/sabre-dav-check.txt | grep -E "^(✘|✔ Test|✔ Suite|✘ Suite)" || true
if grep -q "✘" .build/sabre-dav-check.txt; then echo "sabre-dav-check: FAILED"; exit 1; fi
grep -q "kind → sabre" .build/sabre-dav-check.txt || { echo "sabre-dav-check: the sabre cases did not run"; exit 1; }
echo "sabre-dav-check: ok"
