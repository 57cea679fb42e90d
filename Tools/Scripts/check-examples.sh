#!/usr/bin/env bash
# Compiles every ```swift block of README.md, the DocC catalogs and the doc comments of Sources/ (generated ones
# included), as a user would paste it, against this package's `Introspect` module and the Apple SDKs that
# APPLE_TYPECHECK sets up: for each platform the block names (Tools/Scripts/examples.py says how blocks are read,
# scaffolded and marked). A block marked `expect-error` must fail with its message; `newer-sdk` and `skip` blocks are
# listed with their reasons (at most five skipped); a `manifest` block is read by `swift package dump-package`. The
# number of blocks read must equal a separate count of ```swift fences.
#
#   Tools/Scripts/check-examples.sh [--root DIR] [--no-build]   (DIR: a checkout to read the blocks from; default
#                                                               this one, whose modules are built and used)
#   Tools/Scripts/check-examples.sh --selftest                  breaks one README block in a copy and requires
#                                                               the check to fail on it
#
# Exit status: 0 when every block does what it should, 1 otherwise, 2 on a setup error, 3 without the SDKs (not
# checked, which .ci/run reports as NOT CHECKED). Logs: .build-examples/.
set -uo pipefail
cd "$(dirname "$0")/../.."
package=$PWD
root=$PWD
build=1
while [ $# -gt 0 ]; do
  case $1 in
    --root) shift; root=$(cd "${1:?}" && pwd);;
    --no-build) build=0;;
    --selftest)
      copy=$(mktemp -d); trap 'rm -rf "$copy"' EXIT
      sed 's/scrollView.bounces = false/scrollView.bouncez = false/' README.md > "$copy/README.md"
      if "$0" --root "$copy" > "$copy/log" 2>&1; then
        echo "check-examples: the selftest's broken README block compiled: the check does not bite"; exit 1
      fi
      status=$?
      if [ $status -eq 3 ]; then cat "$copy/log"; exit 3; fi
      grep -q "^FAIL  README.md:.*bouncez" "$copy/log" || { cat "$copy/log"; echo "check-examples: the selftest failed for another reason"; exit 1; }
      echo "check-examples: a broken README block fails the check ($(grep -m1 '^FAIL' "$copy/log" | cut -c1-120))"
      exit 0;;
    *) echo "check-examples: unknown argument $1" >&2; exit 2;;
  esac
  shift
done

tool=${APPLE_TYPECHECK:-}
if [ ! -x "$tool" ] || ! "$tool" ready >/dev/null 2>&1; then
  echo "check-examples: NOT CHECKED — no Apple SDKs here: the examples of the README and the documentation NOT compiled"
  echo "                (CONTRIBUTING.md, The Apple SDK check: apple-typecheck setup IOS_GIT_DIR MACOS_GIT_DIR)"
  exit 3
fi

out=$package/.build-examples
rm -rf "$out"; mkdir -p "$out/blocks" "$out/logs"
python3 "$package/Tools/Scripts/examples.py" "$out/blocks" --root "$root" || { echo "check-examples: reading the blocks failed" >&2; exit 2; }
read_count=$(wc -l < "$out/blocks/blocks.tsv")
fence_count=$(python3 "$package/Tools/Scripts/examples.py" --count --root "$root")
status=0
if [ "$read_count" != "$fence_count" ]; then
  echo "check-examples: $read_count blocks read, but $fence_count \`\`\`swift fences counted"
  status=1
fi

# The module, per platform the blocks need. `linux` blocks (the tooling's: IntrospectCore's engine, the dump reader)
# are compiled by this machine's toolchain against the Tools package's modules.
mapfile -t platforms < <(ls "$out/blocks" | sed -nE 's/^[0-9]+\.([a-z]+)\.swift$/\1/p' | sort -u)
declare -A modules
for p in "${platforms[@]}"; do
  if [ "$p" = linux ]; then
    if [ $build = 1 ]; then
      swift build --package-path Tools > "$out/build-linux.log" 2>&1 || {
        grep -E "error:" "$out/build-linux.log" | head -10; echo "check-examples: the Tools package does not build"; exit 1; }
    fi
    modules[linux]=$(swift build --package-path Tools --show-bin-path)/Modules
    continue
  fi
  if [ $build = 1 ]; then
    "$tool" build --platform "$p" --target Introspect > "$out/build-$p.log" 2>&1 || {
      grep -E "error:" "$out/build-$p.log" | head -10
      echo "check-examples: the Introspect module does not build for $p (log: $out/build-$p.log)"; exit 1; }
  fi
  swiftmodule=$(find ".build-apple-$p" -path '*/debug/Modules/Introspect.swiftmodule' 2>/dev/null | head -1)
  [ -n "$swiftmodule" ] || { echo "check-examples: no Introspect module for $p (run without --no-build)" >&2; exit 2; }
  modules[$p]=$(dirname "$swiftmodule")
done

check_one() {   # FILE PLATFORM MODULES
  local file=$1 p=$2 mods=$3 name target=()
  name=$(basename "$file" .swift)
  # The approximate visionOS SDK gives the package's module a deployment target of visionOS "1.10.15" (the iOS to
  # visionOS version map applied to macOS 10.15): the examples are compiled for that target.
  [ "$p" = visionos ] && target=(-target arm64-apple-xros1.10.15)
  local compile=("$TOOL" files --platform "$p" "${target[@]}")
  [ "$p" = linux ] && compile=(swiftc -typecheck)
  if "${compile[@]}" -parse-as-library -module-name Example -swift-version 6 -I "$mods" "$file" \
    > "$OUT/logs/$name.log" 2>&1; then
    echo OK > "$OUT/logs/$name.result"
  else
    echo FAIL > "$OUT/logs/$name.result"
  fi
}
export -f check_one
export TOOL=$tool OUT=$out
for file in "$out"/blocks/*.swift; do
  p=$(basename "$file" .swift); p=${p#*.}
  printf '%s\t%s\t%s\n' "$file" "$p" "${modules[$p]}"
done | xargs -P 2 -n 1 -d '\n' bash -c 'IFS=$'"'"'\t'"'"' read -r f p m <<< "$1"; check_one "$f" "$p" "$m"' _

declare -A checked
skipped=0 newer=0 expected=0 manifests=0
while IFS=$'\x1f' read -r number path line kind value block_platforms; do
  where="$path:$line"
  case $kind in
    skip) skipped=$((skipped + 1)); echo "SKIP  $where — ${value//\"/}"; continue;;
    newer-sdk) newer=$((newer + 1)); echo "NEWER $where — needs the ${value//\"/} SDK"; continue;;
    manifest)
      manifests=$((manifests + 1))
      if swift package dump-package --package-path "$out/blocks/$number.manifest" > "$out/logs/$number.manifest.log" 2>&1; then
        echo "OK    $where (Package.swift)"
      else
        echo "FAIL  $where (Package.swift): $(grep -m1 error: "$out/logs/$number.manifest.log")"; status=1
      fi
      continue;;
  esac
  for p in $block_platforms; do
    result=$(cat "$out/logs/$number.$p.result" 2>/dev/null || echo NONE)
    [ "$result" = NONE ] && continue
    checked[$p]=$(( ${checked[$p]:-0} + 1 ))
    log="$out/logs/$number.$p.log"
    if [ "$kind" = expect-error ]; then
      expected=$((expected + 1))
      message=${value#\"}; message=${message%\"}
      if [ "$result" = OK ]; then
        echo "FAIL  $where ($p): compiled, but should fail with \"$message\""; status=1
      elif grep -F "error: " "$log" | grep -qF "$message"; then
        echo "OK    $where ($p): fails with \"$message\""
      else
        echo "FAIL  $where ($p): fails, but not with \"$message\": $(grep -m1 'error: ' "$log" | sed "s|^$out/blocks/||")"; status=1
      fi
    elif [ "$result" = OK ]; then
      echo "OK    $where ($p)"
    else
      echo "FAIL  $where ($p): $(grep -m1 'error: ' "$log" | sed "s|^$out/blocks/||")"; status=1
    fi
  done
done < "$out/blocks/blocks.tsv"

if [ $skipped -gt 5 ]; then echo "check-examples: $skipped blocks skipped; at most five may be"; status=1; fi
summary=""
for p in "${platforms[@]}"; do [ -n "$p" ] && summary+="${summary:+, }$p ${checked[$p]:-0}"; done
echo
echo "check-examples: $read_count blocks ($fence_count fences): compiled per platform: $summary; $expected expected errors, $manifests manifests, $newer needing newer SDKs, $skipped skipped"
[ $status -eq 0 ] && echo "check-examples: every example does what it says"
exit $status
