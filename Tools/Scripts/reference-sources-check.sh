#!/usr/bin/env bash
# Type-checks swiftui-introspect's own Showcase app and test files (and, for 0.x tags, the legacy module's
# IntrospectTests) against this package's `Introspect` module, with
# the one change their users make: `import SwiftUIIntrospect` → `import Introspect`. Not run in CI (it needs the
# reference library's git mirror, which is not part of this repository); run it after a surface change:
#
#   git clone --bare https://github.com/siteline/swiftui-introspect MIRROR_GIT_DIR
#   Tools/Scripts/reference-sources-check.sh MIRROR_GIT_DIR [REV]      (REV: default HEAD)
#
# For iOS, macOS, tvOS and visionOS, Swift 5 and 6: the Showcase (Examples/Showcase/Showcase, `#Preview` blocks
# removed: the previews macro plugin is not on Linux) as one module, and the tests (Tests/Tests) as one module,
# with Tools/Compatibility/TestFrameworkStubs/TestingStub.swift standing in for swift-testing (XCTestStub.swift for the 1.x
# tests, which are XCTest cases). Files that need SDK API
# newer than the check's SDKs are left out and named: WebViewTests (SwiftUI's `WebView`, iOS/macOS 26), and
# MapTests on tvOS and visionOS (the approximate SDKs' MapKit overlay does not build). Prints one line per check and
# exits 1 when any has an error or an "ambiguous" diagnostic. Work folder: .build-reference-sources/.
set -euo pipefail
cd "$(dirname "$0")/../.."
mirror=${1:?usage: $0 MIRROR_GIT_DIR [REV]}
rev=${2:-HEAD}
sdk_home=${APPLE_SDK_HOME:-$HOME/.cache/apple-sdk}
out=.build-reference-sources
rm -rf "$out"; mkdir -p "$out/showcase" "$out/tests" "$out/logs"

"${APPLE_TYPECHECK:?set APPLE_TYPECHECK to the apple-typecheck tool (CONTRIBUTING.md)}" build --platform all > "$out/logs/build.log" 2>&1 ||
    { tail -20 "$out/logs/build.log"; echo "reference-sources-check: Introspect does not build"; exit 1; }

extract() {   # FOLDER-IN-MIRROR DEST
    git -C "$mirror" ls-tree -r --name-only "$rev" "$1" | grep '\.swift$' | while read -r path; do
        git -C "$mirror" show "$rev:$path" > "$2/$(basename "$path")"
    done
}
mkdir -p "$out/legacy"
extract Examples/Showcase/Showcase "$out/showcase"
extract Tests/Tests "$out/tests"
extract IntrospectTests "$out/legacy"    # the 0.x module's own tests (tags up to 0.12.0)
python3 - "$out" <<'PY'
import glob, re, sys
out = sys.argv[1]
for path in glob.glob(out + '/*/*.swift'):
    text = open(path).read()
    text = re.sub(r'^(@_spi\(\w+\) )?import SwiftUIIntrospect$', r'\1import Introspect', text, flags=re.M)
    while '#Preview' in text:                 # drop `#Preview { … }`, braces balanced
        start = text.index('#Preview'); depth = 0; index = text.index('{', start)
        while True:
            depth += {'{': 1, '}': -1}.get(text[index], 0)
            if depth == 0: break
            index += 1
        text = text[:start] + text[index + 1:]
    if '/tests/' in path:
        text = text.replace('#expect(', '__expect(').replace('#require(', '__require(')
        text = text.replace('#_sourceLocation', 'SourceLocation()')
        text = re.sub(r'@Test\([^\n]*\)\s*\n', '\n', text)
        text = re.sub(r'@(Test|Suite)\b', '', text)
    open(path, 'w').write(text)
PY

status=0
for platform in ios macos tvos visionos; do
    case $platform in
        ios) triple=arm64-apple-ios17.0 sdk=iPhoneOS17.4.sdk;;
        macos) triple=arm64-apple-macos14.0 sdk=MacOSX13.3.sdk;;
        tvos) triple=arm64-apple-tvos17.0 sdk=AppleTVOS-approx.sdk;;
        visionos) triple=arm64-apple-xros2.0 sdk=XROS-approx.sdk;;
    esac
    modules=$(dirname "$(find ".build-apple-$platform" -path '*/debug/Modules/Introspect.swiftmodule' | head -1)")
    common=(-parse-as-library -target "$triple" -sdk "$sdk_home/$sdk" -resource-dir "$sdk_home/swift-resource-darwin"
        -module-cache-path "$sdk_home/module-cache/$platform" -Xfrontend -enable-cross-import-overlays)
    mkdir -p "$out/stub-$platform"
    swiftc -emit-module -module-name Testing "${common[@]}" -emit-module-path "$out/stub-$platform/Testing.swiftmodule" \
        Tools/Compatibility/TestFrameworkStubs/TestingStub.swift
    # 1.x tests are XCTest cases.
    swiftc -emit-module -module-name XCTest "${common[@]}" -emit-module-path "$out/stub-$platform/XCTest.swiftmodule" \
        Tools/Compatibility/TestFrameworkStubs/XCTestStub.swift
    skipped=WebViewTests
    [ "$platform" = tvos ] || [ "$platform" = visionos ] && skipped="$skipped|MapTests"
    mapfile -t tests < <(ls "$out"/tests/*.swift 2>/dev/null | grep -Ev "/($skipped)\.swift$" || true)
    for mode in 5 6; do
        for part in showcase tests legacy; do
            case $part in
                showcase) files=("$out"/showcase/*.swift);;
                tests) files=("${tests[@]}");;
                legacy) files=("$out"/legacy/*.swift);;
            esac
            [ -e "${files[0]:-}" ] || continue
            log="$out/logs/$part.$platform.swift$mode.log"
            swiftc -typecheck -module-name "Reference$part" "${common[@]}" -I "$modules" -I "$out/stub-$platform" \
                -swift-version "$mode" "${files[@]}" > "$log" 2>&1 || true
            problems=$(grep -cE 'error:|ambiguous' "$log" || true)
            if [ "$problems" = 0 ]; then
                echo "OK    $part $platform Swift $mode (${#files[@]} files)"
            else
                echo "FAIL  $part $platform Swift $mode: $(grep -m1 -E 'error:|ambiguous' "$log")"
                status=1
            fi
        done
    done
    echo "      left out on $platform: ${skipped//|/, }"
done
exit $status
