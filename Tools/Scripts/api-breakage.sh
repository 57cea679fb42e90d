#!/usr/bin/env bash
# Diagnoses breaking changes to IntrospectCore's public API — what an app that imports `Introspect` can reach — against
# a baseline commit. Declarations under `@_spi(Tooling)` (the API for tools: the CLI, the dump reader, benchmarks, the
# fuzzer) and `package` ones are not API and are not compared. Runs on Linux; needs no Apple SDK.
#
#   Tools/Scripts/api-breakage.sh [BASELINE]      (default: the commit in Tools/API/IntrospectCore-api-baseline)
#
# Both commits' IntrospectCore is built and its public symbol graph extracted (swift-symbolgraph-extract, which leaves
# SPI out); a public declaration of the baseline that is gone, or whose declaration changed, or a conformance of a
# public type that is gone, is a break (exit 1, one line each: "API breakage: …"). An intended break is accepted by
# moving the baseline to the commit that makes it (edit Tools/API/IntrospectCore-api-baseline in that change), or by
# listing the exact line in Tools/API/IntrospectCore-api-allowlist.txt. The baseline's graph is cached in
# .build-api/baselines/COMMIT.
set -euo pipefail
cd "$(dirname "$0")/../.."
baseline=${1:-$(grep -v '^#' Tools/API/IntrospectCore-api-baseline | head -1)}
if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
  # A shallow clone lacks the baseline: say so loudly rather than pass silently (`git fetch --unshallow` fixes it).
  echo "api-breakage: NOT CHECKED — the baseline commit $baseline is not in this clone (git fetch --unshallow)"
  exit 3
fi
started=$SECONDS
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')

# The public symbol graph of IntrospectCore in the package at $1, into $2.
graph() {
  local package=$1 out=$2 scratch=$3
  local log
  log=$(mktemp)
  swift build --package-path "$package" --scratch-path "$scratch" --target IntrospectCore >"$log" 2>&1 \
    || { cat "$log"; echo "api-breakage: IntrospectCore does not build at $package" >&2; return 1; }
  rm -f "$log"
  mkdir -p "$out"
  swift-symbolgraph-extract -module-name IntrospectCore -I "$scratch/debug/Modules" -I "$scratch/debug" \
    -target "$triple" -minimum-access-level public -output-dir "$out" >/dev/null
}

cache=.build-api/baselines/$baseline
if [ ! -f "$cache/IntrospectCore.symbols.json" ]; then
  tree=$(mktemp -d)
  trap 'rm -rf "$tree"' EXIT
  git archive "$baseline" | tar -x -C "$tree"
  graph "$tree" "$cache" .build-api/baseline-build
fi
graph . .build-api/current .build-api/build

allowlist=Tools/API/IntrospectCore-api-allowlist.txt
status=0
python3 - "$cache/IntrospectCore.symbols.json" .build-api/current/IntrospectCore.symbols.json "$allowlist" <<'PY' || status=$?
import json, os, sys

def load(path):
    graph = json.load(open(path))
    symbols = {}
    for symbol in graph["symbols"]:
        if "location" not in symbol:  # members other modules' protocols bring
            continue
        path_name = ".".join(symbol["pathComponents"])
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        symbols[symbol["identifier"]["precise"]] = (symbol["kind"]["displayName"].lower(), path_name, declaration)
    names = {precise: value[1] for precise, value in symbols.items()}
    conformances = set()
    for relation in graph.get("relationships", []):
        if relation["kind"] == "conformsTo" and relation["source"] in names:
            target = relation.get("targetFallback") or relation["target"]
            conformances.add((names[relation["source"]], target))
    return symbols, conformances

old, old_conformances = load(sys.argv[1])
new, new_conformances = load(sys.argv[2])
allowed = set()
if os.path.exists(sys.argv[3]):
    allowed = {line.strip() for line in open(sys.argv[3]) if line.strip() and not line.startswith("#")}
new_by_path = {}
for kind, path, declaration in new.values():
    new_by_path.setdefault((kind, path), []).append(declaration)
breaks = []
for precise, (kind, path, declaration) in sorted(old.items(), key=lambda item: item[1][1]):
    if precise in new:
        continue
    candidates = new_by_path.get((kind, path), [])
    if declaration in candidates:
        continue
    if candidates:
        breaks.append(f"API breakage: {kind} {path} changed from `{declaration}` to `{candidates[0]}`")
    else:
        breaks.append(f"API breakage: {kind} {path} has been removed (`{declaration}`)")
public_paths = {path for _, path, _ in new.values()}
for path, protocol in sorted(old_conformances - new_conformances):
    if path in public_paths:  # a type that is gone is reported above
        breaks.append(f"API breakage: {path} no longer conforms to {protocol}")
reported = [line for line in breaks if line not in allowed]
for line in reported:
    print("  💔 " + line)
print(f"api-breakage: {len(old)} public declarations before, {len(new)} now; "
      f"{len(reported)} breaking change(s){'' if not allowed else f' ({len(breaks) - len(reported)} allowed)'}")
sys.exit(1 if reported else 0)
PY
echo "api-breakage: IntrospectCore against $baseline: $([ $status -eq 0 ] && echo "no breaking change" || echo "BREAKING CHANGES (above)") ($((SECONDS - started)) s)"
exit $status
