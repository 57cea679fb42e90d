#!/usr/bin/env bash
# Diagnoses API-breaking changes to IntrospectCore against a baseline commit, with SwiftPM's
# `diagnose-api-breaking-changes` (swift-api-digester underneath). Runs on Linux; needs no Apple SDK.
#
#   Tools/Scripts/api-breakage.sh [BASELINE]      (default: the commit in Tools/API/IntrospectCore-api-baseline)
#
# Fails (exit 1) listing each breakage ("💔 API breakage: func NodeMatcher.accept(_:) has been removed"). An
# intended break is accepted by moving the baseline to the commit that makes it (edit Tools/API/IntrospectCore-api-baseline
# in that change), or by listing the exact message in Tools/API/IntrospectCore-api-allowlist.txt. The baseline's API dump is
# cached in .build-api/baselines: the first run builds the baseline commit too (~40 s of CPU here), later runs only
# this package (~10 s when it is built).
set -euo pipefail
cd "$(dirname "$0")/../.."
baseline=${1:-$(grep -v '^#' Tools/API/IntrospectCore-api-baseline | head -1)}
if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
  # A shallow clone lacks the baseline: say so loudly rather than pass silently (`git fetch --unshallow` fixes it).
  echo "api-breakage: SKIPPED — the baseline commit $baseline is not in this clone: IntrospectCore's API NOT checked"
  exit 0
fi
args=(--products IntrospectCore --baseline-dir .build-api/baselines)
[ -f Tools/API/IntrospectCore-api-allowlist.txt ] && args+=(--breakage-allowlist-path Tools/API/IntrospectCore-api-allowlist.txt)
started=$SECONDS
status=0
swift package --scratch-path .build-api diagnose-api-breaking-changes "$baseline" "${args[@]}" || status=$?
echo "api-breakage: IntrospectCore against $baseline: $([ $status -eq 0 ] && echo "no breaking change" || echo "BREAKING CHANGES (above)") ($((SECONDS - started)) s)"
exit $status
