#!/usr/bin/env bash
# Every rule of the frame model must matter to a test of the runtime's promises: with the rule switched off
# (INTROSPECT_FRAME_MODEL_RULES_OFF), at least one test outside FrameModelRuleTests — which checks the model against
# itself — must fail. A rule that breaks nothing else is not tested by anything the runtime promises.
#
#   Tools/Scripts/check-model-rules.sh            every rule; prints "rule → failing tests", exits 1 if one bites nothing
#   Tools/Scripts/check-model-rules.sh RULE…      those rules only
#
# The properties run 200 seeds per generation here (INTROSPECT_PROPERTY_SEEDS).
set -uo pipefail
cd "$(dirname "$0")/../.."
rules_file=Sources/IntrospectSimulation/FrameModel/FrameModelRule.swift
if [ $# -gt 0 ]; then
  rules=("$@")
else
  mapfile -t rules < <(sed -nE 's/^    case ([a-zA-Z]+)$/\1/p' "$rules_file")
fi
[ ${#rules[@]} -gt 0 ] || { echo "check-model-rules: no rules found in $rules_file" >&2; exit 2; }
swift build --build-tests -q >/dev/null 2>&1 || { echo "check-model-rules: the tests do not build" >&2; exit 2; }
toothless=()
for rule in "${rules[@]}"; do
  output=$(INTROSPECT_FRAME_MODEL_RULES_OFF="$rule" INTROSPECT_PROPERTY_SEEDS=200 \
    swift test --skip-build --skip FrameModelRuleTests 2>&1)
  failing=$(printf '%s\n' "$output" | sed -nE 's/^✘ Test ([A-Za-z0-9_]+)\(.*(failed|recorded).*/\1/p' | sort -u | head -5 | paste -sd, -)
  if [ -z "$failing" ]; then
    echo "$rule → nothing fails"
    toothless+=("$rule")
  else
    echo "$rule → ${failing//,/, }"
  fi
done
if [ ${#toothless[@]} -gt 0 ]; then
  echo "check-model-rules: switching off ${toothless[*]} breaks no test outside FrameModelRuleTests"
  exit 1
fi
echo "check-model-rules: every rule of the model bites a test outside its own (${#rules[@]} rules)"
