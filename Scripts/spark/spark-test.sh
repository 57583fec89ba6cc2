#!/usr/bin/env bash
# The small Spark test of the dedupe steps (issue 37), outside `swift test` and CI: it needs
# pyspark (about 300 MB from PyPI) and Java 17, and a local-mode run of a few thousand
# records takes minutes on two cores, more than CI's 25-minute budget leaves.
#
#     Scripts/spark/spark-test.sh [PEOPLE]      (default 2775 people: about 5,000 records)
#
# Installs pyspark when missing (under /work/pip.lock when that exists), builds contactkit,
# then runs Integrations/spark/check_identity.py --normalize: Spark local mode must give the
# single process's merged cards and clusters CSV byte for byte, and the normalize recipe the
# single process's normalized vCard. Exits 1 on any difference.
set -euo pipefail
cd "$(dirname "$0")/../.."
people="${1:-2775}"
if ! python3 -c "import pyspark" 2>/dev/null; then
    if [ -e /work/pip.lock ]; then flock /work/pip.lock pip install -q pyspark; else pip install -q pyspark; fi
fi
command -v java >/dev/null || { echo "spark-test: Java 17 is needed (apt-get install openjdk-17-jre-headless)"; exit 1; }
swift build --product contactkit
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Integrations/spark/check_identity.py --contactkit "$(swift build --show-bin-path)/contactkit" \
    --people "$people" --seed 37 --workdir "$work" --normalize
