#!/usr/bin/env bash
# The reference library's surface with ours beside it: writes Tools/API/reference-surface.tsv and Tools/API/reference-surface.md.
#
#   Tools/Scripts/reference-surface.sh [MIRROR_GIT_DIR]
#
# Needs the fetched mirror of github.com/siteline/swiftui-introspect (default:
# a clone of github.com/siteline/swiftui-introspect, or $REFERENCE_GIT), the Apple SDKs and python3. Not run in CI:
# the reference side of the table is data once written; Tools/Scripts/public-surface.sh --check regenerates our side from
# our symbol graphs against it.
#
# For each tag it exports the reference's sources at that tag into a temporary folder (outside any checkout; their
# code is never committed here), builds its module for iOS and macOS with the same Swift SDKs as our SDK check, and
# reads the built module with swift-symbolgraph-extract (public and SPI) and swift-api-digester (SPI group names).
# One adaptation, to a temporary copy of their Package.swift only: at 27.0.0-beta.2 the upcoming feature
# InferIsolatedConformances is dropped — with the iOS 17.4 SDK here (whose UIViewControllerRepresentable predates
# Apple's isolated-conformance annotations) it makes their marker representables fail to compile ("conformance …
# crosses into main actor-isolated code"); it infers conformance isolation only and changes no declaration.
set -euo pipefail
cd "$(dirname "$0")/../.."
mirror=${1:-${REFERENCE_GIT:?give a git directory of siteline/swiftui-introspect, or set REFERENCE_GIT}}
sdk_home=${APPLE_SDK_HOME:-$HOME/.cache/apple-sdk}
git --git-dir="$mirror" rev-parse --verify -q 27.0.0-beta.2 >/dev/null \
  || { echo "reference-surface: no mirror of swiftui-introspect at $mirror" >&2; exit 2; }
started=$SECONDS
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# tag module: what the table compares (the newest tag's module, and the legacy 0.x module at its last tag).
specs=("27.0.0-beta.2 SwiftUIIntrospect" "0.12.0 Introspect")
args=()
for spec in "${specs[@]}"; do
  read -r tag module <<<"$spec"
  dir=$(mktemp -d -t "refbuild-$tag.XXXXXX")
  git --git-dir="$mirror" archive "$tag" | tar -x -C "$dir"
  [ "$tag" = 27.0.0-beta.2 ] && sed -i '/enableUpcomingFeature("InferIsolatedConformances")/d' "$dir/Package.swift"
  for platform in ios macos; do
    case $platform in
      ios) triple=arm64-apple-ios15.0 sdk=$sdk_home/iPhoneOS17.4.sdk;;
      macos) triple=arm64-apple-macos12.0 sdk=$sdk_home/MacOSX13.3.sdk;;
    esac
    build=(swift build --package-path "$dir" --scratch-path "$dir/.build-apple-$platform"
           --swift-sdks-path "$sdk_home/swift-sdks" --swift-sdk "$triple")
    "${build[@]}" --target "$module" >"$work/build.log" 2>&1 \
      || { cat "$work/build.log"; echo "reference-surface: $tag does not build for $platform" >&2; exit 1; }
    bin=$("${build[@]}" --show-bin-path)
    out=$dir/graphs/$platform
    rm -rf "$out"
    mkdir -p "$out"
    common=(-target "$triple" -sdk "$sdk" -resource-dir "$sdk_home/swift-resource-darwin"
            -module-cache-path "$sdk_home/module-cache/$platform" -I "$bin/Modules")
    swift-symbolgraph-extract -module-name "$module" "${common[@]}" -include-spi-symbols \
      -minimum-access-level public -output-dir "$out"
    swift-api-digester -dump-sdk -module "$module" "${common[@]}" -o "$out/digest.json"
  done
  args+=(--reference "$tag,$module,$dir/graphs,$dir")
done

Scripts/public-surface.sh --graphs "$work/ours"
mkdir -p API
python3 Tools/Scripts/surface.py compare "${args[@]}" --ours "$work/ours" --root "$(pwd)" \
  --reasons Tools/Scripts/reference-surface-reasons.tsv --tsv Tools/API/reference-surface.tsv --md Tools/API/reference-surface.md
echo "reference-surface: wrote Tools/API/reference-surface.tsv and Tools/API/reference-surface.md ($((SECONDS - started)) s)"
grep -E '^[0-9]+ declarations' Tools/API/reference-surface.md
