#!/usr/bin/env bash
# The public surface of the `Introspect` module, from the symbol graphs of its iOS and macOS SDK builds:
#
#   Tools/Scripts/public-surface.sh            writes Tools/API/Introspect-public-symbols.txt (one line per public or SPI
#                                        declaration) and the "ours" side of Tools/API/reference-surface.{tsv,md}
#   Tools/Scripts/public-surface.sh --check    the same into a temporary folder; fails with the diff when the committed
#                                        files are stale (Tools/Scripts/apple-check.sh runs it)
#   Tools/Scripts/public-surface.sh --graphs DIR [--package PATH]
#                                        only builds and extracts the graphs into DIR/ios, DIR/macos (of the package
#                                        at PATH, e.g. an older commit's worktree; default: this one)
#
# It builds target Introspect in the SDK check's scratch folders (.build-apple-ios, .build-apple-macos, the same
# flags, so after Tools/Scripts/apple-check.sh it is a no-op), then reads the built modules with swift-symbolgraph-extract
# (public and SPI symbols) and swift-api-digester (SPI group names): no symbol-graph flag reaches the build, so the
# SDK check and this script never rebuild each other's work. Needs the Apple SDKs (CONTRIBUTING.md, section The Apple SDK check) and
# python3; without the SDKs it prints one loud line and exits 0 (2 when asked to write).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts=$(pwd)/Tools/Scripts
mode=write graphs= package=
while [ $# -gt 0 ]; do
  case $1 in
    --check) mode=check;;
    --graphs) mode=graphs; graphs=$(realpath -m "${2:?}"); shift;;
    --package) package=$(realpath "${2:?}"); shift;;
    *) echo "usage: Tools/Scripts/public-surface.sh [--check | --graphs DIR [--package PATH]]" >&2; exit 2;;
  esac
  shift
done
[ -n "$package" ] && { [ $mode = graphs ] || { echo "public-surface: --package goes with --graphs" >&2; exit 2; }; }
tool=${APPLE_TYPECHECK:-}
[ -n "$package" ] && cd "$package"

sdk_home=${APPLE_SDK_HOME:-$HOME/.cache/apple-sdk}
if [ ! -x "$tool" ] || ! "$tool" ready >/dev/null 2>&1; then
  echo "public-surface: NOT CHECKED — the Apple SDKs are not set up here: the public-symbol list was not compared"
  exit 3
fi
started=$SECONDS
if [ $mode = graphs ]; then
  work=$graphs
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi

# extract PLATFORM TRIPLE SDK: the build (a no-op when it is current) and both modules' graphs and digests.
extract() {
  local p=$1 triple=$2 sdk=$3 out=$work/$1 bin log
  local -a build=(swift build --scratch-path ".build-apple-$p" --swift-sdks-path "$sdk_home/swift-sdks" --swift-sdk "$triple")
  mkdir -p "$out"
  log=$(mktemp)
  if ! "${build[@]}" --target Introspect >"$log" 2>&1; then
    cat "$log"; rm -f "$log"
    echo "public-surface: Introspect does not build for $p" >&2
    exit 1
  fi
  rm -f "$log"
  bin=$("${build[@]}" --show-bin-path)
  local -a common=(-target "$triple" -sdk "$sdk" -resource-dir "$sdk_home/swift-resource-darwin"
                   -module-cache-path "$sdk_home/module-cache/$p" -I "$bin/Modules")
  for module in Introspect IntrospectCore; do
    swift-symbolgraph-extract -module-name "$module" "${common[@]}" -include-spi-symbols -minimum-access-level public \
      -output-dir "$out"
  done
  swift-api-digester -dump-sdk -module Introspect "${common[@]}" -o "$out/digest.json"
  swift-api-digester -dump-sdk -module IntrospectCore "${common[@]}" -o "$out/core-digest.json"
}
extract ios arm64-apple-ios15.0 "$sdk_home/iPhoneOS17.4.sdk"
extract macos arm64-apple-macos12.0 "$sdk_home/MacOSX13.3.sdk"
if [ $mode = graphs ]; then
  echo "public-surface: graphs in $work ($((SECONDS - started)) s)"
  exit 0
fi

mkdir -p "$work/out"
python3 "$scripts/surface.py" list --ours "$work" --root "$(pwd)" -o "$work/out/Introspect-public-symbols.txt"
outputs=(Introspect-public-symbols.txt)
if [ -f Tools/API/reference-surface.tsv ]; then
  python3 "$scripts/surface.py" compare --reference-tsv Tools/API/reference-surface.tsv --ours "$work" --root "$(pwd)" \
    --reasons "$scripts/reference-surface-reasons.tsv" --tsv "$work/out/reference-surface.tsv" \
    --md "$work/out/reference-surface.md"
  outputs+=(reference-surface.tsv reference-surface.md)
fi

if [ $mode = write ]; then
  mkdir -p API
  for f in "${outputs[@]}"; do cp "$work/out/$f" "Tools/API/$f"; done
  echo "public-surface: wrote ${outputs[*]/#/Tools/API/} ($((SECONDS - started)) s)"
  exit 0
fi
status=0
for f in "${outputs[@]}"; do
  if ! diff -u "Tools/API/$f" "$work/out/$f"; then
    echo "public-surface: Tools/API/$f is stale (above: committed vs. now); run Tools/Scripts/public-surface.sh and commit it" >&2
    status=1
  fi
done
[ $status -eq 0 ] && echo "public-surface: ${outputs[*]/#/Tools/API/} current ($((SECONDS - started)) s)"
exit $status
