#!/usr/bin/env bash
# Fuzzes the dump parsers with libFuzzer and AddressSanitizer; one command per campaign:
#   Fuzz/run.sh medium [RUNS]   inputs up to 64 KiB           (default 10,000,000 executions)
#   Fuzz/run.sh large  [RUNS]   inputs up to 1 MiB from start (-len_control=0; default 1,000,000 executions)
# One worker in the fuzzer's own process (FUZZ_JOBS=N for N in fork mode), -timeout=2 (an input that takes longer is
# a finding; see below for starved ones). The build is wrapped in $FUZZ_BUILD_WRAPPER when set (a machine's build
# lock, say); the campaign runs at nice 19, so other builds go on. The seeds are the repo's
# own fixtures (real dumps, logs, exception messages, crash reports, constraint logs). Findings land in
# Fuzz/findings/, the grown corpus in Fuzz/.corpus-<campaign>/; at the end the script prints the size percentiles
# of the corpus and of every input executed (Fuzz/sizes-<campaign>.txt), and libFuzzer's final stats.
set -euo pipefail
cd "$(dirname "$0")"
campaign=${1:-medium}
case "$campaign" in
    medium) runs=${2:-10000000}; limits=(-max_len=65536) ;;
    large) runs=${2:-1000000}; limits=(-max_len=1048576 -len_control=0) ;;
    *) echo "usage: $0 medium|large [RUNS]" >&2; exit 64 ;;
esac
# FUZZ_MAX_SECONDS=N stops the campaign after N seconds (libFuzzer's -max_total_time) and still reports.
time_limit=()
if [ -n "${FUZZ_MAX_SECONDS:-}" ]; then time_limit=(-max_total_time="$FUZZ_MAX_SECONDS"); fi
lock=()
if [ -n "${FUZZ_BUILD_WRAPPER:-}" ]; then read -ra lock <<<"$FUZZ_BUILD_WRAPPER"; fi
# FUZZ_SKIP_BUILD=1 reuses the binary already built (the other campaign built it, or the lock is busy).
# FUZZ_TRACE_CMP=0 builds without comparison tracing, in its own build folder: libFuzzer's comparison hooks take
# about half the time of an input in these byte-by-byte parsers, so this doubles the executions a core gives,
# for volume once a corpus has been grown with them. Coverage (edges, counters, PC table) and AddressSanitizer
# stay; libFuzzer's driver is linked as `-sanitize=fuzzer` would link it.
build=(swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
built=.build/release/DumpFuzzer
if [ "${FUZZ_TRACE_CMP:-1}" = 0 ]; then
    runtime="$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/clang/lib/linux/libclang_rt.fuzzer-$(uname -m).a"
    build=(swift build -c release --scratch-path .build-nocmp -Xswiftc -sanitize=address
        -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table -Xswiftc -parse-as-library
        -Xlinker "$runtime" -Xlinker -lstdc++)
    built=.build-nocmp/release/DumpFuzzer
fi
if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then
    "${lock[@]}" "${build[@]}"
fi
corpus=".corpus-$campaign"
# The campaign runs its own copy of the fuzzer, so a rebuild while it runs changes neither its jobs nor the re-runs.
binary=".build/fuzz-$campaign/DumpFuzzer"
mkdir -p "$(dirname "$binary")"
cp "$built" "$binary"
mkdir -p "$corpus" findings
find ../Tools/Tests/IntrospectDumpsTests/Fixtures -maxdepth 1 -name "[0-9]*" ! -name "*.manifest.json" -exec cp -n {} "$corpus"/ \; 2>/dev/null || true
report="sizes-$campaign.txt"
rm -f "$report".*
start=$(date +%s)
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0} FUZZ_SIZE_REPORT="$PWD/$report"
common=("${limits[@]}" -timeout=2 -artifact_prefix=findings/ -print_final_stats=1)
# libFuzzer's timeout is wall-clock: on a busy machine (this one runs builds at a higher priority) an input can be
# starved past 2 s. So a recorded timeout is run again alone; only one that still takes 2 s is a finding.
reproduces() { ! "$binary" -timeout=2 "$1" > /dev/null 2>&1; }
if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then
    # Fork mode: FUZZ_JOBS jobs at a time; timeouts are recorded and the campaign goes on, a crash stops it.
    nice -n 19 "$binary" "$corpus" -runs="$runs" "${time_limit[@]}" "${common[@]}" -fork="$FUZZ_JOBS" \
        -ignore_timeouts=1 -ignore_crashes=0 || true
    for artifact in findings/timeout-*; do
        [ -e "$artifact" ] || continue
        if reproduces "$artifact"; then echo "TIMEOUT REPRODUCED: $artifact"; else
            echo "timeout not reproduced alone (starved by other work): $artifact"; fi
    done
else
    # One job runs in the fuzzer's own process, which is twice as fast as one fork-mode job (a job restarts,
    # re-reads a slice of the corpus and merges). A timeout ends that process: when it does not reproduce alone,
    # the campaign resumes for the runs and time left; a crash or a reproduced timeout stops it.
    executed=0
    round=0
    while :; do
        round=$((round + 1))
        left_time=()
        if [ -n "${FUZZ_MAX_SECONDS:-}" ]; then
            seconds=$((FUZZ_MAX_SECONDS - ($(date +%s) - start)))
            [ "$seconds" -gt 0 ] || break
            left_time=(-max_total_time="$seconds")
        fi
        log="findings/.run-$campaign-$round.log"
        before=$(ls findings | grep -c '^timeout-' || true)
        nice -n 19 "$binary" "$corpus" -runs="$((runs - executed))" "${left_time[@]}" "${common[@]}" > "$log" 2>&1 || true
        grep -E '^#[0-9]+|ERROR|SUMMARY|stat::' "$log" | tail -n 12
        count=$(awk '/stat::number_of_executed_units/ { print $NF + 0 }' "$log" | tail -n 1)
        executed=$((executed + ${count:-0}))
        latest=$(ls -t findings/timeout-* 2>/dev/null | head -n 1 || true)
        if [ "$(ls findings | grep -c '^timeout-' || true)" -gt "$before" ] && [ -n "$latest" ]; then
            if reproduces "$latest"; then echo "TIMEOUT REPRODUCED: $latest"; break; fi
            echo "timeout not reproduced alone (starved by other work): $latest; resuming"
            rm -f "$latest"
            continue
        fi
        if grep -q 'ERROR: libFuzzer\|ERROR: AddressSanitizer' "$log"; then echo "FINDING: see $log"; break; fi
        break
    done
    echo "executions: $executed in $round run(s)"
fi
echo "wall time: $(( $(date +%s) - start )) s"
percentiles() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) exit
    a = int(NR * 0.5) + 1; b = int(NR * 0.9) + 1; c = int(NR * 0.99) + 1
    if (a > NR) a = NR; if (b > NR) b = NR; if (c > NR) c = NR
    printf "p50 %d, p90 %d, p99 %d, max %d bytes (%d inputs)\n", v[a], v[b], v[c], v[NR], NR }'; }
echo -n "corpus sizes: "; find "$corpus" -type f -printf '%s\n' | percentiles
# Executed sizes are counted by power of two: a percentile is the upper bound of its bucket.
awk '$1 == "bucket" { total += $3; count[++n] = $3; bound[n] = $2 } $1 == "max" { max = $2 }
    END { split("0.5 0.9 0.99", q, " "); out = "executed sizes: ";
        for (i = 1; i <= 3; i++) { seen = 0; for (j = 1; j <= n; j++) { seen += count[j];
            if (seen >= q[i] * total) { out = out sprintf("p%g <= %d, ", q[i] * 100, bound[j]); break } } }
        printf "%smax %d bytes (%d executions)\n", out, max, total }' <(cat "$report".* 2>/dev/null |
    awk '$1 == "bucket" { n[$2] += $3 } $1 == "max" && $2 + 0 > m + 0 { m = $2 + 0 }
        END { for (b in n) print "bucket", b, n[b] | "sort -k2 -n"; close("sort -k2 -n"); print "max", m }')
