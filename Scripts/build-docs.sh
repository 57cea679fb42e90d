#!/usr/bin/env bash
# Builds both documentation catalogs with warnings as errors:
#   - IntrospectCore with swift-docc-plugin (on Linux);
#   - Introspect, which is empty on Linux, from the symbol graph of its iOS SDK build (../shared/tools/apple-typecheck
#     must be set up), converted with `docc convert`.
# Output: .build/docs/IntrospectCore and .build/docs/Introspect (or the folder given).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
mkdir -p "$out"

swift package --disable-sandbox --allow-writing-to-directory "$out" generate-documentation \
  --target IntrospectCore --warnings-as-errors --output-path "$out/IntrospectCore"

sdk_home=${APPLE_SDK_HOME:-$HOME/.cache/apple-sdk}
[ -d "$sdk_home/swift-sdks" ] || { echo "build-docs: the Apple SDKs are not set up (see ../shared/tools/APPLE-SDK.md)" >&2; exit 2; }
graphs=$(mktemp -d)
swift build --scratch-path .build-apple-ios --swift-sdks-path "$sdk_home/swift-sdks" --swift-sdk arm64-apple-ios15.0 \
  --target Introspect -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
rm -f "$graphs"/IntrospectCore*.symbols.json   # documented by its own catalog
docc convert Sources/Introspect/Introspect.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Introspect --fallback-bundle-identifier org.introspect.Introspect \
  --output-path "$out/Introspect" --warnings-as-errors
echo "build-docs: $out/IntrospectCore and $out/Introspect"
