#!/usr/bin/env bash
# A stranger clones this repository: its text names no path of one machine and cites nothing a reader cannot look
# up. Fails on a line of a tracked file (or of the FILEs given) that names
#   - an absolute home, temporary, toolchain or workspace path (/Users/…, /home/…, /root/…, /tmp/…, /var/folders/…,
#     /private/…, /opt/…, /work/…);
#   - a relative path that climbs out of the repository (more `../` than the file is deep);
#   - an unqualified issue, task, round or stop number ("issue 12", "round 8"), where another tracker's issue is
#     cited as owner/repo#N or a URL;
#   - a numeric index id ("id 4660711"), which names an entry of a search index nobody else has, or a source called
#     by the part it played ("the seed article") rather than by its title and address.
# .ci/run may name where this team's CI finds its tools. Third-party texts — the real dumps the dump reader is tested
# on (they hold their authors' /Users/… paths) — are allowed as they are: see ALLOWED below.
#
#   Tools/Scripts/check-tracked-text.sh [FILE…]     (a FILE's depth is counted from the repository's root)
set -euo pipefail
cd "$(dirname "$0")/../.."

# Files whose text is data written by others, kept as it is, or that say where this team's CI finds its tools.
allowed='^(\.ci/run|Tools/Tests/IntrospectDumpsTests/Fixtures/[0-9][^/]*)$'

if [ $# -gt 0 ]; then
  files=("$@")
else
  mapfile -t files < <(git ls-files | grep -vE "$allowed")
fi

python3 - "${files[@]}" <<'CHECK'
import re, sys

machine_path = re.compile(r'(?<![\w.~-])/(Users|home|root|tmp|var/folders|private|opt|work)/')
climb = re.compile(r'(?:(?<=[\s"\'(=`:])|^)((?:\.\./)+|(?:\.\./)*\.\.(?=["\'\s)`]|$))')
worklog = re.compile(r'(?<![\w#/-])(?:issue|task|round|stop)s? (?:#)?\d+\b', re.IGNORECASE)
qualified = re.compile(r'[\w.-]+/[\w.-]+#\d+')
index_id = re.compile(
    r'\b(?:index|file|entry)?\s*ids?\s*[:#=]?\s*\d{5,}\b|\b(?:research|code|search) index\b|\bindex files?\s+\d{6,}',
    re.IGNORECASE)
unnamed_source = re.compile(r'\bseed articles?\b', re.IGNORECASE)

problems = 0
for path in sys.argv[1:]:
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
