#!/usr/bin/env bash
# Fuzz the dump parsers with libFuzzer.
#   Fuzz/run.sh [RUNS]       (default 10,000,000 executions)
# The seed corpus is the recorded dumps of Tests/IntrospectDumpsTests/Fixtures; findings land in
# Fuzz/findings/ (crash-*, timeout-*), the grown corpus in Fuzz/.corpus/ (both ignored by git).
set -euo pipefail
cd "$(dirname "$0")"
runs=${1:-10000000}
swift build -c release -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library
mkdir -p .corpus findings
cp -n ../Tests/IntrospectDumpsTests/Fixtures/0* .corpus/ 2>/dev/null || true
exec .build/release/DumpFuzzer .corpus -runs="$runs" -max_len=4096 -timeout=10 -artifact_prefix=findings/ -print_final_stats=1
