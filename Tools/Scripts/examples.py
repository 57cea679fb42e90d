#!/usr/bin/env python3
"""Extracts every ```swift block of the README, the DocC catalogs and the doc comments of Sources/ (generated ones
included) and writes each as a Swift file that a user's project would compile, for Tools/Scripts/check-examples.sh.

    Tools/Scripts/examples.py OUT_DIR [--root DIR]   writes OUT_DIR/<n>.<platform>.swift and OUT_DIR/blocks.tsv
    Tools/Scripts/examples.py --count [--root DIR]   prints the number of ```swift fences, counted by a separate scan
(DIR: the checkout whose files are read; default this one.)

A block is compiled as a user would paste it: `…` placeholders become a scaffold (`{ … }` an empty view, `in … }`
an empty closure body); code that starts with a type or function declaration is a file; code that starts with a
view (`ScrollView {`, `List {`) or a modifier (`.introspect(…)`) is a view's body, the modifier applied to an empty
view; anything else is the body of a main-actor function. Stored properties with a property wrapper (`@Weak var`) are
members of the view. A block's imports are its own; `import SwiftUI` and the toolkit are added when missing.

The line before a fence may hold a marker, an HTML comment (`/// <!-- … -->` in doc comments):
    <!-- example: expect-error "MESSAGE" -->   must fail to compile, with MESSAGE in an error
    <!-- example: newer-sdk "iOS 18" -->       needs API newer than the SDKs here: listed, not compiled
    <!-- example: skip "REASON" -->            not compiled, with the reason (at most five)
    <!-- example: manifest -->                 a Package.swift fragment, read by `swift package dump-package`
    <!-- example: platforms ios macos -->      the platforms to compile for, when the code does not say (`linux`:
                                               the tooling's code, compiled against the Tools package's modules)
Without a marker, the platforms are those the code names (`.iOS(`, `os(macOS)`, `UIScrollView`, `NSTextField`, …):
`UI…`/`.iOS(` iOS, `NS…`/`.macOS(` macOS, `.tvOS(` tvOS, `.visionOS(` visionOS, none iOS and macOS.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
if "--root" in sys.argv:
    ROOT = os.path.abspath(sys.argv[sys.argv.index("--root") + 1])
    del sys.argv[sys.argv.index("--root") : sys.argv.index("--root") + 2]
FENCE = re.compile(r"^(?P<indent>\s*(?:///\s?)?\s*)```swift\s*$")
MARKER = re.compile(r"<!--\s*example:\s*(?P<kind>[a-z-]+)\s*(?P<value>.*?)\s*-->")


def tracked(patterns):
    """The files of the checkout matching `patterns` (git's pathspecs; every file under ROOT outside `.build*` and
    `.git` when ROOT is no git checkout)."""
    out = subprocess.run(["git", "ls-files", "-z", "--", *patterns], cwd=ROOT, capture_output=True)
    if out.returncode == 0:
        return sorted(p for p in out.stdout.decode().split("\0") if p)
    import fnmatch

    found = []
    for directory, subdirectories, names in os.walk(ROOT):
        subdirectories[:] = [d for d in subdirectories if not d.startswith(".build") and d != ".git"]
        for name in names:
            relative = os.path.relpath(os.path.join(directory, name), ROOT)
            if any(fnmatch.fnmatch(relative, pattern) for pattern in patterns):
                found.append(relative)
    return sorted(found)


def sources():
    markdown = [p for p in tracked(["README.md", "*.md"]) if p == "README.md" or ".docc/" in p]
    swift = [p for p in tracked(["Sources/*.swift"])]
    return markdown, swift


def blocks():
    """Every ```swift block: (file, line, marker kind, marker value, code lines)."""
    markdown, swift = sources()
    found = []
    for path in markdown + swift:
        lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
        is_swift = path.endswith(".swift")
        i = 0
        while i < len(lines):
            m = FENCE.match(lines[i])
            if not m or (is_swift and "///" not in lines[i]):
                i += 1
                continue
            # Markers on the lines right above the fence: a kind (expect-error, newer-sdk, skip, manifest) and
            # the platforms.
            markers = []
            above = i - 1
            while above >= 0 and MARKER.search(lines[above]):
                markers.append(MARKER.search(lines[above]))
                above -= 1
            kind = next((m for m in markers if m.group("kind") != "platforms"), None)
            platforms = next((m.group("value") for m in markers if m.group("kind") == "platforms"), "")
            start = i + 1
            code = []
            i += 1
            while i < len(lines) and not re.match(r"^\s*(///\s?)?\s*```\s*$", lines[i]):
                line = lines[i]
                if is_swift:
                    line = re.sub(r"^\s*///\s?", "", line)
                else:
                    prefix = len(m.group("indent"))
                    line = line[prefix:] if line[:prefix].strip() == "" else line.lstrip()
                code.append(line)
                i += 1
            i += 1
            found.append(
                (path, start, kind.group("kind") if kind else "", kind.group("value") if kind else "", platforms, code)
            )
    return found


def fence_count():
    markdown, swift = sources()
    count = 0
    for path in markdown:
        count += sum(1 for l in open(os.path.join(ROOT, path), encoding="utf-8") if re.match(r"^\s*```swift\s*$", l))
    for path in swift:
        count += sum(1 for l in open(os.path.join(ROOT, path), encoding="utf-8") if re.match(r"^\s*///\s*```swift\s*$", l))
    return count


def platforms_of(code, marked):
    if marked:
        return marked.split()
    text = "\n".join(code)
    named = []
    if re.search(r"\.iOS\(|os\(iOS\)|\bUI[A-Z]\w+", text):
        named.append("ios")
    if re.search(r"\.macOS\(|os\(macOS\)|\bNS[A-Z]\w+", text):
        named.append("macos")
    if re.search(r"\.tvOS\(|os\(tvOS\)", text):
        named.append("tvos")
    if re.search(r"\.visionOS\(|os\(visionOS\)", text):
        named.append("visionos")
    return named or ["ios", "macos"]


DECLARATION = re.compile(r"^(@\w+(\([^)]*\))?\s+)*(public\s+|final\s+|private\s+)*(struct|class|enum|extension|protocol|func|actor)\b")
WRAPPED_PROPERTY = re.compile(r"^@\w+(\([^)]*\))?\s+(private\s+)?(var|let)\b")
VIEW_START = re.compile(r"^[A-Z]\w*\s*(\{|\(|<)")


def scaffold(number, code, platform):
    """The block as a file of a user's project; `None` when it is empty."""
    imports, body = [], []
    for line in code:
        if re.match(r"^\s*(@_spi\(\w+\)\s+)?import\s+\w+", line):
            imports.append(line.split("//")[0].strip())
        else:
            body.append(line)
    text = "\n".join(body)
    # Placeholders.
    text = re.sub(r"\bin\s*…\s*\}", "in }", text)
    text = re.sub(r"\{\s*…\s*\}", "{ EmptyView() }", text)
    text = text.replace("…", "")
    lines = [l for l in text.split("\n")]
    code_lines = [l for l in lines if l.strip() and not l.strip().startswith(("//", "#if", "#elseif", "#else", "#endif"))]
    if not code_lines:
        return None
    header = list(dict.fromkeys(imports))
    if platform != "linux":
        toolkit = "AppKit" if platform == "macos" else "UIKit"
        if not any(re.search(r"import Introspect(Core)?\b", i) for i in header):
            header.insert(0, "import Introspect")
        for module in ["SwiftUI", toolkit]:
            if not any(i.endswith("import " + module) for i in header):
                header.append("import " + module)
    first = code_lines[0].strip()
    name = f"Example{number}"
    if DECLARATION.match(first):
        return "\n".join(header) + "\n\n" + text + "\n"
    if first.startswith(".") or VIEW_START.match(first) or WRAPPED_PROPERTY.match(first):
        members, views = [], []
        for line in lines:
            (members if WRAPPED_PROPERTY.match(line.strip()) and not line.startswith(" ") else views).append(line)
        view_text = "\n".join(views)
        if first.startswith("."):
            # A modifier with no view before it: applied to an empty view.
            view_text = "EmptyView()\n" + view_text
        indented = "\n".join("            " + l if l.strip() else "" for l in view_text.split("\n"))
        member_text = "\n".join("    " + l for l in members if l.strip())
        return (
            "\n".join(header)
            + f"\n\n@MainActor\nstruct {name}: View {{\n{member_text}\n    var body: some View {{\n        VStack {{\n"
            + indented
            + "\n        }\n    }\n}\n"
        )
    indented = "\n".join("    " + l if l.strip() else "" for l in lines)
    return "\n".join(header) + f"\n\n@MainActor\nfunc example{number}() throws {{\n{indented}\n}}\n"


def main():
    if sys.argv[1:] == ["--count"]:
        print(fence_count())
        return
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rows = []
    for number, (path, line, kind, value, marked, code) in enumerate(blocks(), start=1):
        platforms = platforms_of(code, marked)
        if kind in ("skip", "newer-sdk"):
            rows.append((number, path, line, kind, value, "-"))
            continue
        if kind == "manifest":
            manifest = (
                "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
                '    name: "MyApp",\n' + "\n".join("    " + l for l in code) + "\n)\n"
            )
            os.makedirs(os.path.join(out, f"{number}.manifest", "Sources", "MyApp"), exist_ok=True)
            open(os.path.join(out, f"{number}.manifest", "Package.swift"), "w").write(manifest)
            open(os.path.join(out, f"{number}.manifest", "Sources", "MyApp", "MyApp.swift"), "w").write("")
            rows.append((number, path, line, kind, value, "manifest"))
            continue
        for platform in platforms:
            text = scaffold(number, code, platform)
            if text is None:
                continue
            open(os.path.join(out, f"{number}.{platform}.swift"), "w").write(text)
        rows.append((number, path, line, kind, value, " ".join(platforms)))
    with open(os.path.join(out, "blocks.tsv"), "w") as table:
        for row in rows:
            table.write("\x1f".join(str(c) for c in row) + "\n")


if __name__ == "__main__":
    main()
