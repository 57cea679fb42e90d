#!/usr/bin/env bash
# A stranger clones this repository: its text names no path of one machine and cites nothing a reader cannot look
# up. Fails on a line of a tracked file (or of the FILEs given) that names
#   - an absolute home, temporary, toolchain or workspace path (under Users, home, root, tmp, var/folders, private,
#     opt or work at the root of a file system);
#   - a relative path that climbs out of the repository (more `../` than the file is deep), or that names nothing in
#     the repository from the file's folder (a path meant from somewhere else: `../shared/…` read from the root);
#   - an unqualified issue, task, round or stop number (the word and a number), where another tracker's issue is
#     cited as owner/repo#N or a URL;
#   - a numeric index id (the word id and five or more digits), which names an entry of a search index nobody else
#     has, or a source called by the part it played in the work log rather than by its title and address.
# .ci/run may name where this team's CI finds its tools; this script spells the patterns it looks for. Third-party
# texts — the real dumps the dump reader is tested on (they hold their authors' home paths) — are allowed as they
# are: see `allowed` below.
#
#   Tools/Scripts/check-tracked-text.sh [--root DIR] [FILE…]
#
# FILEs and their depth are relative to the repository's root, or to DIR: a folder checked as if it were the
# repository (every file under it when it is not a git work tree's root), which is how the tests feed it bad lines.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ "${1:-}" = --root ]; then
  root=$2
  shift 2
fi
cd "$root"

# Files whose text is data written by others, kept as it is, or that say where this team's CI finds its tools. A
# fixture's manifest (its source and expected answers, `NNN-….manifest.json`) is ours, and is checked.
allowed='^(\.ci/run|Tools/Scripts/check-tracked-text\.sh|Tools/Tests/IntrospectDumpsTests/Fixtures/[0-9][^/]*(?<!\.manifest\.json))$'

if [ $# -gt 0 ]; then
  files=("$@")
elif [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ]; then
  mapfile -t files < <(git ls-files)
else
  mapfile -t files < <(find . -type f | sed 's#^\./##' | LC_ALL=C sort)
fi

python3 - "$allowed" "${files[@]}" <<'CHECK'
import os, re, sys

machine_path = re.compile(r'(?<![\w.~-])/(Users|home|root|tmp|var/folders|private|opt|work)/')
climb = re.compile(r'(?:(?<=[\s"\'(=`:])|^)((?:\.\./)+|(?:\.\./)*\.\.(?=["\'\s)`]|$))')
worklog = re.compile(r'(?<![\w#/-])(?:issue|task|round|stop)s? (?:#)?\d+\b', re.IGNORECASE)
qualified = re.compile(r'[\w.-]+/[\w.-]+#\d+')
index_id = re.compile(
    r'\b(?:index|file|entry)?\s*ids?\s*[:#=]?\s*\d{5,}\b|\b(?:research|code|search) index\b|\bindex files?\s+\d{6,}',
    re.IGNORECASE)
unnamed_source = re.compile(r'\bseed\s+articles?\b', re.IGNORECASE)

allowed = re.compile(sys.argv[1])
path_tail = re.compile(r'[\w./+-]*')
problems = 0
for path in sys.argv[2:]:
    if allowed.search(path):
        continue
    try:
        text = open(path, encoding='utf-8').read()
    except (UnicodeDecodeError, IsADirectoryError, FileNotFoundError):
        continue
    depth = path.count('/')
    for number, line in enumerate(text.splitlines(), 1):
        found = []
        if machine_path.search(line):
            found.append('an absolute path of a machine')
        for match in climb.finditer(line):
            if match.group(1).count('..') > depth:
                found.append('a relative path out of the repository')
                break
            named = match.group(1) + path_tail.match(line, match.end()).group(0)
            target = os.path.normpath(os.path.join(os.path.dirname(path), named.rstrip('.,;:')))
            if not os.path.exists(target):
                found.append('a relative path to nothing in the repository')
                break
        for match in worklog.finditer(line):
            # "owner/repo#12" and URLs are fine: the number is qualified by its tracker.
            start = max(0, match.start() - 60)
            if not qualified.search(line[start:match.end() + 40]) and 'http' not in line[start:match.start()]:
                found.append('an unqualified issue, task, round or stop number')
                break
        if index_id.search(line):
            found.append('a numeric index id')
        if unnamed_source.search(line):
            found.append('a source named by its role in the work log, not by its title and address')
        for reason in found:
            print(f'{path}:{number}: {reason}: {line.strip()[:140]}')
            problems += 1
if problems:
    print(f'check-tracked-text: {problems} line(s) above name machine paths or cite what a reader cannot look up')
    sys.exit(1)
print('check-tracked-text: no machine paths, no paths out of the repository, no unqualified work-log citations')
CHECK
