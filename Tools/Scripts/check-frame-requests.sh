#!/usr/bin/env bash
# Every run-loop, dispatch and layout request of the modifier and the bridges is made in one adapter file,
# Sources/Introspect/Modifier/FrameRequests.swift, which only carries out what the core decided. This check fails
# on such a call anywhere else in Sources/Introspect/Modifier or Sources/Introspect/Bridges (comments aside).
#
#   Tools/Scripts/check-frame-requests.sh [FILE…]   (default: every Swift file of those two folders)
set -euo pipefail
cd "$(dirname "$0")/../.."
pattern='DispatchQueue|RunLoop|CFRunLoop|CADisplayLink|UIUpdateLink|\bTimer\b|perform\(|setNeedsLayout|needsLayout|layoutIfNeeded|layoutSubtreeIfNeeded|setNeedsUpdateConstraints|needsUpdateConstraints|updateConstraintsIfNeeded|transitionCoordinator'
if [ $# -gt 0 ]; then
  files=("$@")
else
  mapfile -t files < <(find Sources/Introspect/Modifier Sources/Introspect/Bridges -name '*.swift' ! -name FrameRequests.swift | sort)
fi
found=$(for file in "${files[@]}"; do
  # Comment lines name these calls to say why, and calls of the adapter itself are what is wanted: only the rest
  # counts.
  sed -E 's/FrameRequests\.[A-Za-z]+//g' "$file" | grep -nE "$pattern" | grep -vE '^[0-9]+:\s*//' | sed "s#^#$file:#" || true
done)
if [ -n "$found" ]; then
  echo "$found"
  echo "check-frame-requests: run-loop, dispatch or layout requests outside FrameRequests.swift (above): move them there"
  exit 1
fi
echo "check-frame-requests: every run-loop, dispatch and layout request is in FrameRequests.swift"
