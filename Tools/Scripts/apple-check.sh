#!/usr/bin/env bash
# Compiles every Apple target (Introspect, IntrospectCompileChecks, IntrospectBehaviorChecks) for iOS, macOS, tvOS and
# visionOS with the tool APPLE_TYPECHECK names, and fails on any error or on any warning in this package's sources
# (apple-typecheck takes no compiler flags, so warnings are read from its log).
#
#   Tools/Scripts/apple-check.sh [--platform ios|macos|tvos|visionos|all]   (default: all)
#
# Optional for someone who only wants the engine and the CLI: without the SDKs it says so and exits 3 (not checked),
# which .ci/run reports as NOT CHECKED (and as a failure with INTROSPECT_CI_STRICT=1).
set -euo pipefail
cd "$(dirname "$0")/../.."
platform=all
[ "${1:-}" = --platform ] && platform=${2:?}

tool=${APPLE_TYPECHECK:-}
if [ ! -x "$tool" ] || ! "$tool" ready >/dev/null 2>&1; then
  echo "apple-check: NOT CHECKED — the Apple SDKs are not set up here: iOS/macOS/tvOS/visionOS NOT compiled"
  echo "             (CONTRIBUTING.md, The Apple SDK check: apple-typecheck setup IOS_GIT_DIR MACOS_GIT_DIR)"
  exit 3
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
"$tool" build --platform "$platform" \
  --target Introspect --target IntrospectCompileChecks --target IntrospectBehaviorChecks 2>&1 | tee "$log" || status=1
grep -q 'FAILED for' "$log" && status=1
warnings=$(grep -E "^$(pwd)/(Sources|Tests)/.*: warning:" "$log" | sort -u || true)
if [ -n "$warnings" ]; then
  echo "$warnings"
  echo "apple-check: $(echo "$warnings" | wc -l) warning(s) in this package's sources (warnings are errors here)"
  status=1
fi
[ $status -eq 0 ] && echo "apple-check: every Apple target compiles for $platform, no warnings"
# The public surface: Tools/API/Introspect-public-symbols.txt and Tools/API/reference-surface.* match the symbol graphs.
[ $status -eq 0 ] && { Tools/Scripts/public-surface.sh --check || status=1; }
exit $status
