#!/usr/bin/env bash
# Counts the names an app that imports only `Introspect` sees outside the generated ViewTypes/, before the surface
# work (commit c1d9f21, where Introspect did `@_exported import IntrospectCore`) and now, from the symbol graphs of
# both commits' iOS and macOS SDK builds; rewrites the figures between the markers in Tools/API/surface-counts.md.
#
#   Tools/Scripts/surface-counts.sh [BEFORE_COMMIT]      (default c1d9f21)
#
# The older commit is built in a temporary worktree ($BEFORE_TREE, default surface-before in the system's temporary
# folder; its own scratch folders: minutes per platform the first time). Needs the Apple SDKs and python3; not run in
# CI.
#
set -euo pipefail
cd "$(dirname "$0")/../.."
before=${1:-c1d9f21}
tree=${BEFORE_TREE:-${TMPDIR:-/tmp}/surface-before}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ ! -e "$tree/Package.swift" ]; then
  git worktree add --detach "$tree" "$before" >/dev/null
fi
[ "$(git -C "$tree" rev-parse HEAD)" = "$(git rev-parse "$before^{commit}")" ] \
  || { echo "surface-counts: $tree is not at $before (set BEFORE_TREE)" >&2; exit 2; }
Tools/Scripts/public-surface.sh --graphs "$work/before" --package "$tree"
Tools/Scripts/public-surface.sh --graphs "$work/today"
python3 Tools/Scripts/surface.py counts --before "$work/before" --before-root "$tree" --today "$work/today" \
  --today-root "$(pwd)" --reference-tsv Tools/API/reference-surface.tsv --before-label "before ($(git rev-parse --short "$before"))" \
  --today-label "at $(git rev-parse --short HEAD)" -o "$work/counts.md"

python3 - "$work/counts.md" Tools/API/surface-counts.md <<'PY'
import sys
counts, target = open(sys.argv[1]).read(), sys.argv[2]
text = open(target).read()
begin, end = "<!-- counts:begin (Tools/Scripts/surface-counts.sh) -->", "<!-- counts:end -->"
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
open(target, "w").write(head + begin + "\n" + counts + end + tail)
PY
echo "surface-counts: Tools/API/surface-counts.md updated"
