#!/usr/bin/env bash
# Compile-checks the compatibility suite (Tools/Compatibility/Patterns, one usage pattern per file) against this package's
# `Introspect` module for iOS and macOS, in Swift 6 and Swift 5 language modes.
#
#   Tools/Scripts/compatibility-check.sh [--jobs N] [--no-build] [--platform ios|macos] [PATTERN-FILE...]
#
# 1. Builds the `Introspect` module for arm64-apple-ios15.0 and arm64-apple-macos12.0 with the SDKs that
#    APPLE_TYPECHECK sets up (scratch folders .build-apple-ios / .build-apple-macos, shared with
#    Tools/Scripts/apple-check.sh), unless --no-build.
# 2. Type-checks EACH pattern file on its own (`swiftc -typecheck`, the SDK, `-I` the built Modules folder) for every
#    platform its `// Platforms:` line names, in `-swift-version 6` and `-swift-version 5`, with
#    `-Xfrontend -warn-long-expression-type-checking=200`. A check fails on any error, on that slow-expression
#    warning (when it comes back on a second check run alone: the limit is wall-clock, and parallel checks on a
#    busy machine slow each other), and on any diagnostic saying "ambiguous" or "unable to type-check this
#    expression in reasonable time".
#    Other warnings (the classic API is deprecated, as it was in 0.x) are counted and shown with --verbose.
# 3. Prints one line per pattern (OK, or FAIL with the first error and where), and last:
#      N/M patterns compile (iOS: a/b, macOS: c/d; Swift 5 and 6)
#    A pattern counts as compiling when every check of it passes (each of its platforms, both modes).
#
#
#   Tools/Scripts/compatibility-check.sh --compile-checks [--no-build]
#
# checks the library's own calls instead (Sources/IntrospectCompileChecks: a generated call of every view type's
# constants and of `.first(T.self)`, and the guides' usages), as one module per platform, in both language modes,
# with the same slow-expression limit; the patterns stay real call sites only.
#
# Exit status: 0 when every pattern compiles, 1 otherwise, 2 on a setup error, 3 without the SDKs (not checked, which
# .ci/run reports as NOT CHECKED). Logs: .build-compatibility/.
set -euo pipefail
cd "$(dirname "$0")/../.."

jobs=${COMPATIBILITY_JOBS:-2}
build=1
verbose=0
compile_checks=0
platforms=(ios macos)
files=()
while [ $# -gt 0 ]; do
  case $1 in
    --jobs) shift; jobs=${1:?};;
    --no-build) build=0;;
    --verbose) verbose=1;;
    --compile-checks) compile_checks=1;;
    --platform) shift; platforms=("${1:?}");;
    -h|--help) sed -n '2,24p' "$0"; exit 0;;
    -*) echo "compatibility-check: unknown option $1" >&2; exit 2;;
    *) files+=("$1");;
  esac
  shift
done
[ ${#files[@]} -gt 0 ] || mapfile -t files < <(ls Tools/Compatibility/Patterns/*.swift | sort)

tool=${APPLE_TYPECHECK:-}
sdk_home=${APPLE_SDK_HOME:-$HOME/.cache/apple-sdk}
if [ ! -x "$tool" ] || ! "$tool" ready >/dev/null 2>&1; then
  echo "compatibility-check: NOT CHECKED — no Apple SDKs here: ${#files[@]} compatibility patterns NOT compiled"
  echo "                     (CONTRIBUTING.md, The Apple SDK check: apple-typecheck setup IOS_GIT_DIR MACOS_GIT_DIR)"
  exit 3
fi

triple_of() { case $1 in ios) echo arm64-apple-ios15.0;; macos) echo arm64-apple-macos12.0;; esac; }
sdk_of() { case $1 in ios) echo "$sdk_home/iPhoneOS17.4.sdk";; macos) echo "$sdk_home/MacOSX13.3.sdk";; esac; }
label_of() { case $1 in ios) echo iOS;; macos) echo macOS;; esac; }

out=.build-compatibility
rm -rf "$out"; mkdir -p "$out/logs"
start=$(date +%s)

# 1. The module, per platform.
declare -A modules
for p in "${platforms[@]}"; do
  if [ $build = 1 ]; then
    if ! swift build --scratch-path ".build-apple-$p" --swift-sdks-path "$sdk_home/swift-sdks" --swift-sdk "$(triple_of "$p")" \
         --target Introspect > "$out/build-$p.log" 2>&1; then
      grep -E "error:" "$out/build-$p.log" | head -20
      echo "compatibility-check: the Introspect module does not build for $(label_of "$p") (log: $out/build-$p.log)"
      exit 1
    fi
  fi
  swiftmodule=$(find ".build-apple-$p" -path '*/debug/Modules/Introspect.swiftmodule' 2>/dev/null | head -1)
  [ -n "$swiftmodule" ] || { echo "compatibility-check: no Introspect.swiftmodule under .build-apple-$p (run without --no-build)" >&2; exit 2; }
  modules[$p]=$(dirname "$swiftmodule")
done
built=$(date +%s)

# The library's own calls: every file of the target at once, per platform and mode; a slow expression is checked
# again alone, as below.
if [ $compile_checks = 1 ]; then
  mapfile -t sources < <(find Sources/IntrospectCompileChecks -name '*.swift' | sort)
  failures=0
  for p in "${platforms[@]}"; do
    for mode in 6 5; do
      log="$out/logs/IntrospectCompileChecks.$p.$mode.log"
      for attempt in 1 2; do
        status=0
        swiftc -typecheck -parse-as-library -module-name IntrospectCompileChecks \
          -target "$(triple_of "$p")" -sdk "$(sdk_of "$p")" -resource-dir "$sdk_home/swift-resource-darwin" \
          -module-cache-path "$sdk_home/module-cache/$p" -I "${modules[$p]}" \
          -swift-version "$mode" -Xfrontend -warn-long-expression-type-checking=200 \
          "${sources[@]}" > "$log" 2>&1 || status=1
        grep -q 'to type-check (limit:' "$log" && [ $status = 0 ] && [ $attempt = 1 ] || break
      done
      first=$(grep -m1 -E ': error: |to type-check \(limit: [0-9]+ms\)|ambiguous|unable to type-check' "$log" || true)
      if [ $status = 0 ] && [ -z "$first" ]; then
        echo "OK    IntrospectCompileChecks — $(label_of "$p"), Swift $mode (${#sources[@]} files)"
      else
        failures=$((failures + 1))
        echo "FAIL  IntrospectCompileChecks — $(label_of "$p"), Swift $mode: ${first#"$PWD/"}"
      fi
    done
  done
  [ $failures = 0 ] && echo "compatibility-check: the library's compile checks type-check (Swift 5 and 6, no expression over 200 ms)"
  exit $(( failures > 0 ))
fi

# 2. One job per (pattern, platform, mode); each writes its verdict to $out/logs/<name>.<platform>.<mode>.result.
platforms_of() {   # the platforms a pattern declares, among those checked now
  local declared
  declared=$(grep -m1 -E '^// Platforms:' "$1" | sed 's/^\/\/ Platforms://' | tr 'A-Z,' 'a-z ')
  for p in "${platforms[@]}"; do
    case " $declared " in *" $p "*) echo "$p";; esac
  done
}

jobs_file="$out/jobs"
: > "$jobs_file"
for f in "${files[@]}"; do
  [ -f "$f" ] || { echo "compatibility-check: no such file $f" >&2; exit 2; }
  ps=$(platforms_of "$f")
  [ -n "$ps" ] || { grep -q -E '^// Platforms:' "$f" || { echo "compatibility-check: $f has no '// Platforms:' line" >&2; exit 2; }; }
  for p in $ps; do
    for mode in 6 5; do
      printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$f" "$p" "$mode" "$(triple_of "$p")" "$(sdk_of "$p")" "${modules[$p]}" >> "$jobs_file"
    done
  done
done

check_one() {   # FILE PLATFORM MODE TRIPLE SDK MODULES
  local f=$1 p=$2 mode=$3 triple=$4 sdk=$5 modules=$6 name log status=0
  name=$(basename "$f" .swift)
  log="$OUT/logs/$name.$p.$mode.log"
  swiftc -typecheck -parse-as-library -module-name "CompatibilityPattern" \
    -target "$triple" -sdk "$sdk" -resource-dir "$SDK_HOME/swift-resource-darwin" \
    -module-cache-path "$SDK_HOME/module-cache/$p" -I "$modules" \
    -swift-version "$mode" -Xfrontend -warn-long-expression-type-checking=200 -Xfrontend -enable-cross-import-overlays \
    "$f" > "$log" 2>&1 || status=1
  local first
  first=$(grep -m1 -E ': error: ' "$log" || true)
  if [ -z "$first" ]; then
    first=$(grep -m1 -E 'to type-check \(limit: [0-9]+ms\)|ambiguous|unable to type-check this expression in reasonable time' "$log" || true)
  fi
  if [ $status = 0 ] && [ -z "$first" ]; then
    echo "OK" > "$OUT/logs/$name.$p.$mode.result"
  else
    [ -n "$first" ] || first="swiftc failed (see $log)"
    # The location relative to the package, then the message.
    echo "FAIL	${first#"$PWD/"}" > "$OUT/logs/$name.$p.$mode.result"
  fi
}
export -f check_one
export OUT=$out SDK_HOME=$sdk_home

# shellcheck disable=SC2016
xargs -P "$jobs" -n 1 -d '\n' bash -c 'IFS=$'"'"'\t'"'"' read -r f p m t s mo <<< "$1"; check_one "$f" "$p" "$m" "$t" "$s" "$mo"' _ < "$jobs_file"
# The slow-expression limit is wall-clock: two checks at once on a machine shared with other work can push an
# expression past it. A check that failed on that warning alone is run again by itself; only one still slow fails.
rechecked=0
while IFS=$'\t' read -r f p m t s mo; do
  name=$(basename "$f" .swift)
  if grep -q 'to type-check (limit:' "$out/logs/$name.$p.$m.result" 2>/dev/null \
    && ! grep -q ': error: ' "$out/logs/$name.$p.$m.log"; then
    check_one "$f" "$p" "$m" "$t" "$s" "$mo"
    rechecked=$((rechecked + 1))
  fi
done < "$jobs_file"
checked=$(date +%s)

# 3. The report.
total=0 passing=0
declare -A plat_total plat_pass
for p in "${platforms[@]}"; do plat_total[$p]=0; plat_pass[$p]=0; done
for f in "${files[@]}"; do
  name=$(basename "$f" .swift)
  total=$((total + 1))
  ok=1 detail=""
  for p in $(platforms_of "$f"); do
    plat_total[$p]=$((plat_total[$p] + 1))
    plat_ok=1
    for mode in 6 5; do
      result=$(cat "$out/logs/$name.$p.$mode.result" 2>/dev/null || echo "FAIL	no result")
      if [ "${result%%	*}" != OK ]; then
        plat_ok=0; ok=0
        [ -n "$detail" ] || detail="$(label_of "$p"), Swift $mode: ${result#*	}"
      fi
    done
    [ $plat_ok = 1 ] && plat_pass[$p]=$((plat_pass[$p] + 1))
  done
  if [ $ok = 1 ]; then
    passing=$((passing + 1))
    echo "OK    $name"
  else
    echo "FAIL  $name — $detail"
  fi
  if [ $verbose = 1 ]; then
    grep -h -E ': (warning|error): ' "$out"/logs/"$name".*.log 2>/dev/null | sed "s|^$PWD/||" | sort -u | sed 's/^/        /' || true
  fi
done

summary="$passing/$total patterns compile ("
sep=""
for p in "${platforms[@]}"; do
  summary+="$sep$(label_of "$p"): ${plat_pass[$p]}/${plat_total[$p]}"
  sep=", "
done
summary+="; Swift 5 and 6)"
echo
echo "compatibility-check: $(wc -l < "$jobs_file") type-checks with $jobs jobs: module builds $((built - start)) s, type-checks $((checked - built)) s; $rechecked slow under load, checked again alone"
echo "$summary"
[ "$passing" = "$total" ]
