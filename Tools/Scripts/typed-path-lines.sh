#!/usr/bin/env bash
# The files of the typed path (Tools/API/typed-path.txt, or FILE) at COMMIT (default: the working tree), with their
# lines, and the total: all lines, and the lines that are neither blank nor comments.
#
#   Tools/Scripts/typed-path-lines.sh [COMMIT] [FILE]
set -euo pipefail
cd "$(dirname "$0")/../.."
commit=${1:-}
list=${2:-Tools/API/typed-path.txt}
files=0 lines=0 code=0
while read -r path; do
  case $path in '' | '#'*) continue ;; esac
  if [ -n "$commit" ]; then
    git cat-file -e "$commit:$path" 2>/dev/null || continue
    text=$(git show "$commit:$path")
  else
    [ -f "$path" ] || continue
    text=$(cat "$path")
  fi
  all=$(printf '%s\n' "$text" | wc -l)
  real=$(printf '%s\n' "$text" | grep -cvE '^[[:space:]]*(//|$)' || true)
  printf '%6d %6d  %s\n' "$all" "$real" "$path"
  files=$((files + 1)) lines=$((lines + all)) code=$((code + real))
done <"$list"
echo "typed-path: $files files, $lines lines, $code of code (neither blank nor comment)${commit:+ at $commit}"
