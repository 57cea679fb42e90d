#!/usr/bin/env bash
# Builds both documentation catalogs with warnings as errors:
#   - IntrospectCore from the symbol graph of a build on this machine, converted with `docc convert`;
#   - Introspect, which is empty on Linux, from the symbol graph of its iOS SDK build (the Apple SDKs
#     must be set up), converted with `docc convert`.
# Output: .build/docs/IntrospectCore and .build/docs/Introspect (or the folder given). Exit status 3 when the Apple SDKs
# are not set up: IntrospectCore's catalog was built, Introspect's was not checked.
#
#   Tools/Scripts/build-docs.sh [--only core|apple] [DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
only=all
if [ "${1:-}" = --only ]; then
  only=${2:?}
  shift 2
fi
out=${1:-.build/docs}
mkdir -p "$out"

# IntrospectCore on this machine: its symbol graph from a build, converted with `docc convert` (the toolchain's), so
# that the library's manifest needs no documentation plugin. The tooling interface (`@_spi(Tooling)`) is documented
# beside the public API: tool authors read it here.
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
if [ "$only" != apple ]; then
  swift build --scratch-path .build-docs --target IntrospectCore \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/core" \
    -Xswiftc -include-spi-symbols >/dev/null
  docc convert Sources/IntrospectCore/IntrospectCore.docc --additional-symbol-graph-dir "$graphs/core" \
    --fallback-display-name IntrospectCore --fallback-bundle-identifier org.introspect.IntrospectCore \
    --output-path "$out/IntrospectCore" --warnings-as-errors
fi
[ "$only" = core ] && { echo "build-docs: $out/IntrospectCore"; exit 0; }

sdk_home=${APPLE_SDK_HOME:-$HOME/.cache/apple-sdk}
if [ ! -d "$sdk_home/swift-sdks" ]; then
  echo "build-docs: Introspect NOT CHECKED — the Apple SDKs are not set up (CONTRIBUTING.md, The Apple SDK check)"
  exit 3
fi
mkdir -p "$graphs/apple"
swift build --scratch-path .build-apple-ios --swift-sdks-path "$sdk_home/swift-sdks" --swift-sdk arm64-apple-ios15.0 \
  --target Introspect -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/apple" >/dev/null
rm -f "$graphs"/apple/IntrospectCore*.symbols.json   # documented by its own catalog
docc convert Sources/Introspect/Introspect.docc --additional-symbol-graph-dir "$graphs/apple" \
  --fallback-display-name Introspect --fallback-bundle-identifier org.introspect.Introspect \
  --output-path "$out/Introspect" --warnings-as-errors
echo "build-docs: $out/IntrospectCore and $out/Introspect"
