#!/usr/bin/env bash
# Validates the hosted CI's workflows (.github/workflows) against GitHub's workflow schema with check-jsonschema
# (PyPI; its schemas are vendored, so the check runs offline). Without check-jsonschema, and when it cannot be
# installed, it says SKIPPED in one loud line.
#
#   Tools/Scripts/check-workflows.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
checker=(check-jsonschema)
if ! command -v check-jsonschema >/dev/null 2>&1; then
  if python3 -m check_jsonschema --version >/dev/null 2>&1 \
    || python3 -m pip install --quiet --disable-pip-version-check check-jsonschema >/dev/null 2>&1; then
    checker=(python3 -m check_jsonschema)
  else
    echo "#################################################################################################"
    echo "check-workflows: SKIPPED — check-jsonschema is not installed: the workflows were NOT validated"
    echo "#################################################################################################"
    exit 0
  fi
fi
"${checker[@]}" --builtin-schema vendor.github-workflows .github/workflows/*.yml
echo "check-workflows: every workflow matches GitHub's workflow schema"
