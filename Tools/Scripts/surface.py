#!/usr/bin/env python3
"""Public-surface tables of the Introspect package, read from symbol graphs of SDK builds.

Used by Tools/Scripts/public-surface.sh (the list of the module's public and SPI symbols, and its currency check),
Scripts/reference-surface.sh (the reference library's surface with ours beside it) and Tools/Scripts/surface-counts.sh
(the names an app sees). Input is a folder per platform (`ios/`, `macos/`) holding the `*.symbols.json` files
`swift-symbolgraph-extract` wrote (public and SPI symbols) and `digest.json`, the `swift-api-digester -dump-sdk`
of the same module: symbol graphs mark SPI symbols with a flag only, the digester names their groups.

Only the standard library: python3 is all the SDK check needs besides Swift.
"""

import argparse
import difflib
import glob
import json
import os
import re
import sys
from collections import Counter, defaultdict

PLATFORMS = ("ios", "macos")
IMPLICIT_PROTOCOLS = {"Swift.Copyable", "Swift.Escapable"}
TSV_FIELDS = [
    "tag", "module", "file", "area", "extends", "kind", "symbol", "context", "declaration", "spi",
    "availability", "platforms", "status", "ours_kind", "ours_symbol", "ours_declaration", "ours_spi",
    "ours_availability", "ours_platforms", "ours_via", "reason",
]
REF_FIELDS = TSV_FIELDS[:TSV_FIELDS.index("status")]


# ---------------------------------------------------------------------------------------------------------------
# Reading symbol graphs


def usr_prefix(module):
    return "s:%d%s" % (len(module), module)


def one_line(text):
    """Whitespace collapsed, so a declaration is one TSV cell and stable across formatting."""
    return re.sub(r"\s+", " ", text).strip()


def spelled(fragments):
    return one_line("".join(f["spelling"] for f in fragments))


def version_text(v):
    parts = [v.get("major", 0), v.get("minor", 0)] + ([v["patch"]] if v.get("patch") else [])
    return ".".join(str(p) for p in parts)


def availability_text(entries):
    """`iOS 14.0+; tvOS unavailable; * unavailable "message"`, sorted by domain."""
    items = []
    for a in entries or []:
        bits = []
        if a.get("isUnconditionallyUnavailable"):
            bits.append("unavailable")
        if a.get("isUnconditionallyDeprecated"):
            bits.append("deprecated")
        if "introduced" in a:
            bits.append(version_text(a["introduced"]) + "+")
        if "deprecated" in a:
            bits.append("deprecated " + version_text(a["deprecated"]))
        if "obsoleted" in a:
            bits.append("obsoleted " + version_text(a["obsoleted"]))
        if a.get("renamed"):
            bits.append("renamed %s" % a["renamed"])
        if a.get("message"):
            bits.append(json.dumps(a["message"], ensure_ascii=False))
        items.append("%s %s" % (a.get("domain", "*"), " ".join(bits)))
    return "; ".join(sorted(items))


def without_messages(availability):
    return re.sub(r' "(?:[^"\\]|\\.)*"', "", availability)


def constraints_text(constraints, skip=()):
    out = []
    for c in constraints or []:
        text = c["lhs"] + (" == " if c["kind"] == "sameType" else ": ") + c["rhs"]
        if text not in skip:
            out.append(text)
    return ", ".join(out)


def walk_digest(node, groups):
    if isinstance(node, dict):
        if "usr" in node and "declKind" in node and node.get("spi_group_names"):
            groups[node["usr"]] = ",".join(sorted(node["spi_group_names"]))
        for value in node.values():
            walk_digest(value, groups)
    elif isinstance(node, list):
        for value in node:
            walk_digest(value, groups)


def relative_source(uri, roots):
    path = uri[len("file://"):] if uri.startswith("file://") else uri
    for root in roots:
        root = root.rstrip("/") + "/"
        if path.startswith(root):
            return path[len(root):]
    return path


def load_module(folder, module, roots, viewtypes_dir):
    """The records of one module's graphs in one platform folder: symbols, conformances, superclasses.

    A record: extends (the module of an extended external type, '' for the module's own), kind, symbol (the path,
    with labels), context (extension constraints), declaration, spi (group names, '' when public), availability,
    file, area ('api', or 'viewtypes' for what `viewtypes_dir` holds), own (declared in this module).
    Members a conformance brings from another module's protocol (SwiftUI's modifiers on a `View`, `OptionSet`'s
    algebra) are left out: the conformance itself is a record.
    """
    groups = {}
    digest = os.path.join(folder, "digest.json") if module != "IntrospectCore" else os.path.join(folder, "core-digest.json")
    if os.path.exists(digest):
        with open(digest) as f:
            walk_digest(json.load(f), groups)
    records = []
    paths = sorted(glob.glob(os.path.join(folder, module + ".symbols.json"))
                   + glob.glob(os.path.join(folder, module + "@*.symbols.json")))
    if not paths:
        sys.exit("surface.py: no symbol graph of %s in %s" % (module, folder))
    own_prefix = usr_prefix(module)
    # Default implementations from the core's protocols are ours too (at c1d9f21 UIView conformed to the core's
    # HierarchyNode, and got `ancestors`, `preorder`, … from it).
    ours_prefixes = (own_prefix, usr_prefix("IntrospectCore"))
    graphs = []
    module_names = {}
    for path in paths:
        with open(path) as f:
            graph = json.load(f)
        graphs.append((path, graph))
        for s in graph["symbols"]:
            module_names[s["identifier"]["precise"]] = ".".join(s["pathComponents"])
    for path, graph in graphs:
        name = os.path.basename(path)[: -len(".symbols.json")]
        extends = name.split("@", 1)[1] if "@" in name else ""
        symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
        top_area = {}
        for s in graph["symbols"]:
            if len(s["pathComponents"]) == 1 and "location" in s:
                top_area[s["pathComponents"][0]] = area_of(s, roots, viewtypes_dir)
        # External types this graph extends: their names, from their members' paths.
        names = {}
        for r in graph["relationships"]:
            if r["kind"] == "memberOf" and r["target"] not in symbols and r["source"] in symbols:
                names[r["target"]] = ".".join(symbols[r["source"]]["pathComponents"][:-1])
        for usr, s in symbols.items():
            origin = usr.split("::SYNTHESIZED::")[0]
            synthesized = origin != usr
            if synthesized and not origin.startswith(ours_prefixes):
                continue
            spi = groups.get(origin, "")
            if s.get("spi") and not spi:
                spi = "?"
            path = s["pathComponents"]
            file = relative_source(s["location"]["uri"], roots) if "location" in s else ""
            line = s["location"]["position"]["line"] if "location" in s and not synthesized else -1
            area = area_of(s, roots, viewtypes_dir) if "location" in s and not synthesized else ""
            if not area or (len(path) > 1 and top_area.get(path[0]) == "viewtypes"):
                area = top_area.get(path[0], area or "api")
            kind = s["kind"]["identifier"].replace("swift.", "")
            records.append({
                "extends": extends,
                "kind": kind + (" (inherited)" if synthesized else ""),
                "symbol": ".".join(path),
                "context": constraints_text(s.get("swiftExtension", {}).get("constraints")),
                "declaration": spelled(s["declarationFragments"]),
                "spi": spi,
                "availability": availability_text(s.get("availability")),
                "file": file,
                "area": area,
                "line": line,
                "usr": usr,
                "alias_target": alias_target(s),
            })
        # A subclass of a UIKit/AppKit class lists every protocol it inherits (NSCoding, UIAppearance, …): its
        # superclass line says that; only conformances to this module's protocols and `Sendable` stay.
        subclasses = set(r["source"] for r in graph["relationships"]
                         if r["kind"] == "inheritsFrom" and not r["target"].startswith(own_prefix)
                         and r["target"] not in module_names)
        for r in graph["relationships"]:
            if r["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            if (r["kind"] == "conformsTo" and r["source"] in subclasses and r["target"] not in module_names
                    and r.get("targetFallback") != "Swift.Sendable"):
                continue
            target = r.get("targetFallback") or module_names.get(r["target"], r["target"])
            if target in IMPLICIT_PROTOCOLS:
                continue
            source = symbols.get(r["source"])
            if source is not None:
                if "::SYNTHESIZED::" in r["source"]:
                    continue
                source_name = ".".join(source["pathComponents"])
                own = constraints_text(source.get("swiftGenerics", {}).get("constraints")).split(", ")
                file = relative_source(source["location"]["uri"], roots) if "location" in source else ""
                area = top_area.get(source["pathComponents"][0], "api")
                spi = groups.get(r["source"], "")
            else:
                source_name = names.get(r["source"], r["source"])
                own, file, area, spi = [], "", "api", ""
            where = constraints_text(r.get("swiftConstraints"), skip=own)
            kind = "conformance" if r["kind"] == "conformsTo" else "superclass"
            target_short = target.split(".", 1)[1] if target.startswith(module + ".") else target
            records.append({
                "extends": extends,
                "kind": kind,
                "symbol": source_name,
                "context": where,
                "declaration": "%s: %s" % (source_name, target_short) + (" where " + where if where else ""),
                "spi": spi,
                "availability": "",
                "file": file,
                "area": area,
                "usr": r["source"] + "->" + r["target"],
                "alias_target": "",
            })
    return records


def area_of(symbol, roots, viewtypes_dir):
    file = relative_source(symbol["location"]["uri"], roots)
    return "viewtypes" if viewtypes_dir and file.startswith(viewtypes_dir.rstrip("/") + "/") else "api"


def alias_target(symbol):
    """The USR a typealias names (`typealias IntrospectionScope = IntrospectCore.IntrospectionScope`)."""
    if symbol["kind"]["identifier"] != "swift.typealias":
        return ""
    fragments = symbol["declarationFragments"]
    seen_equals = False
    for f in fragments:
        if f["kind"] == "text" and "=" in f["spelling"]:
            seen_equals = True
        elif seen_equals and f["kind"] == "typeIdentifier":
            return f.get("preciseIdentifier", "")
    return ""


# ---------------------------------------------------------------------------------------------------------------
# What symbol graphs leave out: read from the sources
#
# swift-symbolgraph-extract and swift-api-digester both drop declarations marked `@available(*, unavailable)`, and
# neither spells `@_disfavoredOverload`. Both decide which code compiles (an unavailable `v16` turns a wrong class
# into a compile error; a disfavored constant decides which entity an unannotated closure gets), so both come from a
# scan of the module's sources: `#if` evaluated per platform, braces tracked outside strings and comments.

PLATFORM_FACTS = {
    "ios": {"os": {"iOS"}, "imports": {"UIKit"}, "absent": {"AppKit"}},
    "macos": {"os": {"macOS"}, "imports": {"AppKit"}, "absent": {"UIKit"}},
}
# Modules a package of this kind may ask `canImport` about and that do not exist for the SDK builds here.
NEVER_IMPORTABLE = {"SwiftUIIntrospect"}
VERSION_ALIASES = {"iOSViewVersion": "iOSVersion", "tvOSViewVersion": "tvOSVersion",
                   "macOSViewVersion": "macOSVersion", "visionOSViewVersion": "visionOSVersion"}
EXTERNAL_OWNERS = {"View": "SwiftUI"}


def blank_strings_and_comments(text):
    """The text with comments and string literals replaced by spaces (newlines kept), so braces can be counted."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(" " * (j - i)); i = j
        else:
            out.append(text[i]); i += 1
    return "".join(out)


def condition_holds(expression, platform):
    facts = PLATFORM_FACTS[platform]

    def atom(m):
        name, arg = m.group(1), m.group(2).split(",")[0].strip()
        if name == "os":
            return str(arg in facts["os"])
        if name == "canImport":
            if "_version" in m.group(2) or arg in NEVER_IMPORTABLE or arg in facts["absent"]:
                return "False"
            return "True"
        if name == "targetEnvironment":
            return "False"
        return "True"   # compiler(>=…), swift(>=…), hasFeature(…)
    python = re.sub(r"(\w+)\(([^()]*)\)", atom, expression)
    python = python.replace("&&", " and ").replace("||", " or ")
    python = re.sub(r"!(?!=)", " not ", python)
    python = re.sub(r"\bDEBUG\b|\bSWIFT_PACKAGE\b", "True", python)
    try:
        return bool(eval(python, {"__builtins__": {}}, {"True": True, "False": False}))
    except Exception:
        sys.exit("surface.py: cannot evaluate #if %s" % expression)


def active_lines(blanked, platform):
    """For each line, whether the compiler reads it on `platform`."""
    active, stack = [], []   # stack: (parent active, a branch taken, this branch active)
    for line in blanked.split("\n"):
        t = line.strip()
        parent = stack[-1][2] if stack else True
        if t.startswith("#if "):
            holds = condition_holds(t[4:], platform)
            stack.append((parent, holds, parent and holds))
            active.append(False); continue
        if t.startswith("#elseif ") and stack:
            p, taken, _ = stack.pop()
            holds = not taken and condition_holds(t[8:], platform)
            stack.append((p, taken or holds, p and holds))
            active.append(False); continue
        if t == "#else" and stack:
            p, taken, _ = stack.pop()
            stack.append((p, True, p and not taken))
            active.append(False); continue
        if t == "#endif" and stack:
            stack.pop()
            active.append(False); continue
        active.append(parent)
    return active


def parse_availability(attribute_text):
    """`@available(iOS 14, tvOS 14, *)` -> ['iOS 14.0+', 'tvOS 14.0+']; unavailable/deprecated forms too."""
    out = []
    for m in re.finditer(r"@available\(([^()]*(?:\([^()]*\)[^()]*)*)\)", attribute_text):
        args = [a.strip() for a in re.split(r",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", m.group(1))]
        if args and re.match(r"^(\*|\w+)$", args[0]) and len(args) > 1 and args[1] in ("unavailable", "deprecated"):
            rest = [a for a in args[2:] if a.startswith("message:")]
            message = " " + json.dumps(literal(rest[0][len("message:"):].strip()), ensure_ascii=False) if rest else ""
            out.append("%s %s%s" % (args[0], args[1], message))
            continue
        for a in args:
            v = re.match(r"^(\w+) (\d+(?:\.\d+)*)$", a)
            if v:
                parts = v.group(2).split(".") + ["0"]
                out.append("%s %s+" % (v.group(1), ".".join(parts[:max(2, len(v.group(2).split(".")))])))
    return out


def literal(text):
    if text.startswith('"""'):
        body = text[3:-3].strip("\n")
        lines = body.split("\n")
        indent = min((len(l) - len(l.lstrip()) for l in lines if l.strip()), default=0)
        return "\n".join(l[indent:] for l in lines)
    return re.sub(r"\\(.)", r"\1", text[1:-1])


DECL = re.compile(r"\b(?:public|open)\s+(?:(?:static|class|final|override|nonisolated|required|convenience|mutating)\s+)*"
                  r"(let|var|func|init|subscript|typealias|struct|class|enum|protocol)\b\s*([^\s:=(<{]*)")


def scan_sources(root, module_dir, platform, viewtypes_dir):
    """Unavailable public declarations (absent from the graphs), and where `@_disfavoredOverload` sits:
    ({(file, 0-based line) of each disfavored declaration}, [records of unavailable declarations])."""
    disfavored, records = set(), []
    base = os.path.join(root, module_dir)
    for folder, _, files in os.walk(base):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            file = os.path.relpath(path, root)
            with open(path) as f:
                text = f.read()
            blanked = blank_strings_and_comments(text)
            active = active_lines(blanked, platform)
            # Declarations, with the attributes before them.
            for m in DECL.finditer(blanked):
                line = text.count("\n", 0, m.start())
                if line >= len(active) or not active[line]:
                    continue
                start = m.start()
                attributes = attributes_before(text, blanked, start)
                if "@_disfavoredOverload" in attributes:
                    disfavored.add((file, line))
                if not re.search(r"@available\(\s*\*\s*,\s*unavailable", attributes):
                    continue
                context = enclosing(blanked, text, start)
                record = unavailable_record(m, text, blanked, attributes, context, file, viewtypes_dir)
                if record:
                    records.append(record)
    return disfavored, records


def attributes_before(text, blanked, start):
    """The attributes written before the declaration at `start`: on its line, and on the lines above it up to the
    previous declaration (comment and blank lines skipped; a multi-line `@available(…)` kept whole)."""
    line_start = blanked.rfind("\n", 0, start) + 1
    chunks = [text[line_start:start]]
    balance = 0
    end = line_start - 1
    while end >= 0:
        begin = blanked.rfind("\n", 0, end) + 1
        b, t = blanked[begin:end], text[begin:end].strip()
        if balance > 0 or b.strip().startswith("@") or b.count(")") > b.count("("):
            chunks.append(text[begin:end])
            balance += b.count(")") - b.count("(")
        elif b.strip() or (t and not t.startswith(("//", "/*", "*"))):
            break
        end = begin - 1
    return "\n".join(reversed(chunks))


def enclosing(blanked, text, position):
    """The declarations around `position`, outermost first: (header without strings and comments, header as
    written), a header being the text from the end of the previous declaration (or `#if` line) to its `{`."""
    stack, last = [], 0
    for i in range(position):
        ch = blanked[i]
        if ch == "{":
            segment = blanked[last:i]
            offset = 0
            for mm in re.finditer(r"^[ \t]*(#|(?:(?:public|internal|package|@\w+)\s+)*import\s)[^\n]*(\n|$)", segment, re.M):
                offset = mm.end()
            original = "\n".join(l for l in text[last + offset:i].split("\n") if not l.strip().startswith("//"))
            stack.append((one_line(segment[offset:]), original))
            last = i + 1
        elif ch == "}":
            if stack:
                stack.pop()
            last = i + 1
        elif ch == ";":
            last = i + 1
    return stack


def unavailable_record(m, text, blanked, attributes, context, file, viewtypes_dir):
    keyword, name = m.group(1), m.group(2)
    owner, constraints, extends, inherited_availability, spi = [], "", "", [], ""
    for header, header_attributes in context:
        h = re.sub(r"@\w+(\([^()]*\))?\s*", "", header).strip()
        h = re.sub(r"^(public|internal|private|fileprivate|open|final)\s+", "", h)
        inherited_availability += parse_availability(header_attributes)
        spi_match = re.search(r"@_spi\((\w+)\)", header_attributes + " " + header)
        if spi_match:
            spi = spi_match.group(1)
        em = re.match(r"^extension\s+(\w+)(?:<([^>]*)>)?(?:\s*:\s*[^{]*?)?(?:\s+where\s+(.*))?$", h)
        tm = re.match(r"^(?:struct|class|enum|protocol|actor)\s+(\w+)", h)
        if em:
            base, args, where = em.group(1), em.group(2), em.group(3)
            if base in VERSION_ALIASES and args:
                view, entity = [a.strip() for a in args.split(",")]
                owner = ["PlatformViewVersion"]
                constraints = "Version == %s, SwiftUIViewType == %s, PlatformSpecificEntity == %s" % (
                    VERSION_ALIASES[base], view, entity)
            else:
                owner = [base]
                constraints = one_line(where.replace("==", " == ")) if where else ""
                extends = EXTERNAL_OWNERS.get(base, "")
        elif tm:
            owner = owner + [tm.group(1)]
        else:
            return None
    own_spi = re.search(r"@_spi\((\w+)\)", attributes)
    if own_spi:
        spi = own_spi.group(1)
    line_end = blanked.find("\n", m.end())
    rest = text[m.start():line_end if line_end >= 0 else len(text)]
    static = re.search(r"\b(static|class)\s+(let|var|func|subscript)\b", rest) is not None
    kinds = {"let": "property", "var": "property", "func": "method", "init": "init", "subscript": "subscript",
             "typealias": "typealias", "struct": "struct", "class": "class", "enum": "enum", "protocol": "protocol"}
    kind = kinds[keyword]
    if static and kind in ("property", "method", "subscript"):
        kind = "type." + kind
    symbol_name = name if keyword != "init" else "init"
    if keyword in ("func", "init"):
        params = re.search(r"\(([^()]*)\)", rest)
        labels = []
        for p in (params.group(1).split(",") if params and params.group(1).strip() else []):
            head = [h for h in p.split(":", 1)[0].split() if not h.startswith("@")]
            labels.append((head[0] if head else "_") + ":")
        symbol_name += "(" + "".join(labels) + ")"
    symbol = ".".join(owner + [symbol_name])
    constrained = re.findall(r"== (\w+)", constraints)
    if owner == ["PlatformViewVersion"] and kind == "type.property" and len(constrained) == 3:
        version, view, entity = constrained
        declaration = "@MainActor static let %s: PlatformViewVersion<%s, %s, %s>" % (name, version, view, entity)
    elif owner == ["PlatformViewVersion"] and kind == "type.property":
        # A constant of another platform's versions, unavailable with a message: any entity.
        declaration = "static var %s: Self" % name
    else:
        declaration = one_line(re.sub(r"\b(public|open)\s+", "", re.split(r"\s=\s|\{", rest)[0]))
    availability = parse_availability(attributes) + inherited_availability
    if "@_disfavoredOverload" in attributes:
        declaration = "@_disfavoredOverload " + declaration
    return {
        "extends": extends,
        "kind": kind,
        "symbol": symbol,
        "context": constraints,
        "declaration": declaration,
        "spi": spi,
        "availability": "; ".join(sorted(set(availability))),
        "file": file,
        "area": "viewtypes" if viewtypes_dir and file.startswith(viewtypes_dir.rstrip("/") + "/") else "api",
        "usr": "unavailable:%s:%s" % (file, symbol),
        "alias_target": "",
    }


def with_sources(records, root, module_dir, platform, viewtypes_dir):
    """The graph's records with `@_disfavoredOverload` spelled where the source has it, and the unavailable
    declarations the graph leaves out."""
    disfavored, unavailable = scan_sources(root, module_dir, platform, viewtypes_dir)
    for r in records:
        if (r["file"], r.get("line", -1)) in disfavored:
            r["declaration"] = "@_disfavoredOverload " + r["declaration"]
    return records + unavailable


def merge_platforms(per_platform):
    """One record per distinct declaration, with the platforms it exists on (ios, macos, both)."""
    merged = {}
    for platform, records in per_platform:
        for r in records:
            key = tuple(r[k] for k in ("area", "extends", "kind", "symbol", "context", "declaration", "spi",
                                       "availability"))
            if key in merged:
                merged[key]["platform_set"].add(platform)
            else:
                merged[key] = dict(r, platform_set={platform})
    out = []
    for r in merged.values():
        r["platforms"] = platforms_text(r.pop("platform_set"))
        out.append(r)
    return out


def platforms_text(platform_set):
    if set(PLATFORMS) <= platform_set:
        return "both"
    return ",".join(p for p in PLATFORMS if p in platform_set)


def platform_set(text):
    return set(PLATFORMS) if text == "both" else set(t for t in text.split(",") if t)


def ours(root_folder, roots, with_core=True):
    """Our records per platform: the `Introspect` module, and what its typealiases of core types bring along
    (the members an app reaches through `Introspect.IntrospectionScope`), marked by `via`."""
    per_platform = []
    for platform in PLATFORMS:
        folder = os.path.join(root_folder, platform)
        records = with_sources(load_module(folder, "Introspect", roots, "Sources/Introspect/Generated/ViewTypes"), roots[0],
                               "Sources/Introspect", platform, "Sources/Introspect/Generated/ViewTypes")
        for r in records:
            r["via"] = ""
        if with_core and glob.glob(os.path.join(folder, "IntrospectCore.symbols.json")):
            core = load_module(folder, "IntrospectCore", roots, "")
            core_names = {r["usr"]: r["symbol"] for r in core}
            for alias in [r for r in records if r["kind"] == "typealias" and r["alias_target"] in core_names]:
                target = core_names[alias["alias_target"]]
                for c in core:
                    if c["symbol"] == target or c["symbol"].startswith(target + "."):
                        if c["kind"] in ("struct", "enum", "class", "protocol", "typealias") and c["symbol"] == target:
                            alias["via"] = "IntrospectCore.%s (%s)" % (target, c["kind"])
                            continue
                        records.append(dict(c, symbol=alias["symbol"] + c["symbol"][len(target):],
                                            declaration=c["declaration"].replace(target + ":", alias["symbol"] + ":", 1)
                                            if c["kind"] in ("conformance", "superclass") else c["declaration"],
                                            area="alias", via="IntrospectCore." + target))
        per_platform.append((platform, records))
    merged = merge_platforms(per_platform)
    for r in merged:
        r.setdefault("via", "")
    return merged


# ---------------------------------------------------------------------------------------------------------------
# The list of our public symbols

LIST_HEADER = """\
# The public and SPI surface of the `Introspect` module, one line per declaration, from the symbol graphs of its
# iOS and macOS SDK builds (swift-symbolgraph-extract, public and SPI; SPI groups from swift-api-digester).
# Generated by Tools/Scripts/public-surface.sh -- do not edit; `Tools/Scripts/public-surface.sh --check` fails when it is stale.
# Columns (tab-separated):
#   area        api | viewtypes (generated, Sources/Introspect/Generated/ViewTypes/) | alias (a member of an IntrospectCore type
#               that a typealias here re-exports)
#   platforms   ios | macos | both
#   spi         the @_spi group, - when public
#   kind        symbol-graph kind; "(inherited)": a default implementation from one of our protocols;
#               conformance / superclass lines come from the graph's relationships
#   symbol      the path; [extension constraints] when declared in a constrained extension
#   declaration the declaration as the graph spells it, on one line
#   availability  - when none
# Members a conformance brings from other modules' protocols (View modifiers, OptionSet algebra) are not listed;
# the conformance is.
"""


def list_lines(records):
    lines = set()
    for r in records:
        symbol = r["symbol"] + (" [%s]" % r["context"] if r["context"] and r["kind"] not in ("conformance", "superclass") else "")
        if r["extends"]:
            symbol = r["extends"] + "." + symbol
        lines.add("\t".join([r["area"], r["platforms"], r["spi"] or "-", r["kind"], symbol, r["declaration"],
                             r["availability"] or "-"]))
    order = {"api": 0, "alias": 1, "viewtypes": 2}
    return sorted(lines, key=lambda line: (order.get(line.split("\t", 1)[0], 9), line))


def command_list(args):
    records = ours(args.ours, args.root)
    lines = list_lines(records)
    counts = Counter(line.split("\t", 1)[0] for line in lines)
    text = LIST_HEADER + "# %d lines: %s\n" % (len(lines), ", ".join("%s %d" % (k, counts[k]) for k in ("api", "alias", "viewtypes"))) \
        + "\n".join(lines) + "\n"
    write(args.output, text)


def write(path, text):
    if path == "-":
        sys.stdout.write(text)
    else:
        with open(path, "w") as f:
            f.write(text)


# ---------------------------------------------------------------------------------------------------------------
# The reference library beside ours


def reference_records(tag, module, folder, root):
    per_platform = []
    for platform in PLATFORMS:
        module_dir = "Sources" if os.path.isdir(os.path.join(root, "Sources", "ViewTypes")) and module != "Introspect" \
            else module
        records = with_sources(load_module(os.path.join(folder, platform), module, [root], "Sources/ViewTypes"), root,
                               module_dir, platform, "Sources/ViewTypes")
        per_platform.append((platform, records))
    out = []
    for r in merge_platforms(per_platform):
        r.update(tag=tag, module=module)
        out.append(r)
    return out


def read_tsv(path, raw=False):
    with open(path) as f:
        lines = [line.rstrip("\n") for line in f if not line.startswith("#")]
    header = lines[0].split("\t")
    return [dict(zip(header, [c if raw else unescape(c) for c in line.split("\t")])) for line in lines[1:] if line]


def escape(cell):
    return cell.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def unescape(cell):
    return re.sub(r"\\(.)", lambda m: {"t": "\t", "n": "\n"}.get(m.group(1), m.group(1)), cell)


ATTRIBUTE = re.compile(r"@\w+(?:\([^()]*\))?|\bnonisolated\b")
QUALIFIERS = re.compile(r"\b(SwiftUIIntrospect|IntrospectCore)\.")
RELATIONS = ("conformance", "superclass")


def normalized(declaration):
    """Spelling differences that mean the same to a caller: module qualifiers, `()` for `Void`."""
    text = QUALIFIERS.sub("", declaration)
    text = re.sub(r"->\s*\(\)", "-> Void", text)
    return one_line(text)


def without_attributes(declaration):
    return one_line(ATTRIBUTE.sub("", normalized(declaration)))


def attribute_delta(ref_declaration, mine_declaration):
    """`+@MainActor, -@preconcurrency`: the attributes ours adds and drops."""
    theirs = Counter(m.group(0) for m in ATTRIBUTE.finditer(normalized(ref_declaration)))
    mine = Counter(m.group(0) for m in ATTRIBUTE.finditer(normalized(mine_declaration)))
    return ", ".join(["+" + a for a in sorted((mine - theirs).elements())]
                     + ["-" + a for a in sorted((theirs - mine).elements())])


def parameters(declaration, base):
    """(label, has default) of each parameter of a function declaration."""
    start = declaration.find(base)
    if start < 0:
        return None
    i = start + len(base)
    depth = 0
    if i < len(declaration) and declaration[i] == "<":
        while i < len(declaration):
            depth += {"<": 1, ">": -1}.get(declaration[i], 0)
            i += 1
            if depth == 0:
                break
    if i >= len(declaration) or declaration[i] != "(":
        return None
    params, current, depth = [], "", 0
    for ch in declaration[i + 1:]:
        if ch in "([<":
            depth += 1
        elif ch in ")]>" and not (ch == ">" and current.endswith("-")):
            if depth == 0 and ch == ")":
                break
            depth -= 1
        if ch == "," and depth == 0:
            params.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        params.append(current)
    out = []
    for p in params:
        head = [h for h in p.split(":", 1)[0].split() if not h.startswith("@")]
        out.append((head[0] if head else "_", " = " in p))
    return out


def split_path(symbol):
    """('View.', 'introspect', ['_', 'on', 'customize']) for `View.introspect(_:on:customize:)`."""
    m = re.match(r"^(.*?)([^.(]+)\(([^()]*)\)$", symbol)
    if not m:
        return None
    return m.group(1), m.group(2), [label for label in m.group(3).split(":") if label != ""]


def is_subsequence(small, big):
    it = iter(big)
    return all(any(x == y for y in it) for x in small)


def same_class(a, b):
    return (a["kind"] in RELATIONS) == (b["kind"] in RELATIONS)


def overlap(a, b):
    return bool(platform_set(a["platforms"]) & platform_set(b["platforms"]))


def differences(ref, mine):
    aspects = []
    if ref["kind"].replace(" (inherited)", "") != mine["kind"].replace(" (inherited)", ""):
        aspects.append("kind")
    if normalized(ref["declaration"]) != normalized(mine["declaration"]):
        if without_attributes(ref["declaration"]) == without_attributes(mine["declaration"]):
            aspects.append("attributes: " + attribute_delta(ref["declaration"], mine["declaration"]))
        else:
            aspects.append("signature")
    if ref["context"] != mine["context"] and "signature" not in aspects:
        aspects.append("constraints")
    if ref["spi"] != mine["spi"]:
        aspects.append("SPI")
    if without_messages(ref["availability"]) != without_messages(mine["availability"]):
        aspects.append("availability")
    if not platform_set(ref["platforms"]) <= platform_set(mine["platforms"]):
        aspects.append("platforms")
    return aspects


def similarity(ref, mine):
    return difflib.SequenceMatcher(None, normalized(ref["declaration"]), normalized(mine["declaration"])).ratio()


def match(refs, mine_records):
    """Pairs each reference record with one of ours, one to one: same extended module, path (with labels) and
    extension constraints (or, failing those, any constraints); among those the same declaration, then the same
    declaration but for attributes, then the closest one on a common platform. A function none of ours spells the
    same way matches one whose labels add defaulted parameters. Declarations match declarations, relationships
    relationships."""
    index = defaultdict(list)
    by_symbol = defaultdict(list)
    by_base = defaultdict(list)
    for m in mine_records:
        index[(m["extends"], m["symbol"], m["context"])].append(m)
        by_symbol[(m["extends"], m["symbol"])].append(m)
        parts = split_path(m["symbol"])
        if parts:
            by_base[(m["extends"], parts[0], parts[1])].append(m)
    groups = defaultdict(list)
    for r in refs:
        groups[(r["extends"], r["symbol"], r["context"])].append(r)
    taken = set()
    pairs = {}
    passes = (
        lambda r, m: normalized(m["declaration"]) == normalized(r["declaration"]) and m["spi"] == r["spi"],
        lambda r, m: normalized(m["declaration"]) == normalized(r["declaration"]),
        lambda r, m: without_attributes(m["declaration"]) == without_attributes(r["declaration"]),
    )
    # Exact and near-exact first, over every group, so that no closest-guess takes a declaration's twin.
    for same in passes:
        for key, group in groups.items():
            for r in group:
                if id(r) in pairs:
                    continue
                for m in index.get(key, []):
                    if id(m) not in taken and same_class(r, m) and r["kind"] == m["kind"] and overlap(r, m) and same(r, m):
                        pairs[id(r)] = (m, None)
                        taken.add(id(m))
                        break
    for key, group in groups.items():
        for r in group:
            if id(r) in pairs:
                continue
            # Other extension constraints only where one side has none (a member declared in a constrained
            # extension here, unconstrained there); never one same-type extension for another.
            pool = [m for m in index.get(key, []) + by_symbol.get(key[:2], [])
                    if id(m) not in taken and same_class(r, m) and overlap(r, m)
                    and (m["context"] == r["context"] or not m["context"] or not r["context"])]
            if pool:
                best = max(pool, key=lambda m: (m["context"] == r["context"], m["kind"] == r["kind"], similarity(r, m)))
                pairs[id(r)] = (best, None)
                taken.add(id(best))
            else:
                pairs[id(r)] = defaulted_extension(r, by_base, taken)
    return [(r,) + pairs[id(r)] for r in refs]


def defaulted_extension(ref, by_base, taken):
    parts = split_path(ref["symbol"])
    if not parts:
        return None, None
    owner, base, labels = parts
    best = None
    for m in by_base.get((ref["extends"], owner, base), []):
        if id(m) in taken or m["context"] != ref["context"] or not overlap(ref, m):
            continue
        mine_labels = split_path(m["symbol"])[2]
        if mine_labels == labels or not is_subsequence(labels, mine_labels):
            continue
        params = parameters(m["declaration"], base)
        defaults = dict(params) if params and len(params) == len(mine_labels) else {}
        extra = list(mine_labels)
        for label in labels:
            extra.remove(label)
        if all(defaults.get(label, False) for label in extra):
            score = similarity(ref, m)
            if best is None or score > best[0]:
                best = (score, m, extra)
    if best is None:
        return None, None
    taken.add(id(best[1]))
    return best[1], best[2]


def status_of(ref, mine, extra):
    if mine is None:
        return "missing", []
    aspects = differences(ref, mine)
    if extra:
        aspects = ["extra defaulted parameters: " + ", ".join(extra)] + [a for a in aspects if a != "signature"]
    return ("ok" if not aspects else "differs (%s)" % "; ".join(aspects)), aspects


def load_reasons(path):
    rules = []
    if path and os.path.exists(path):
        for row in read_tsv(path, raw=True):
            rules.append((row["tag"], re.compile(row["symbol"]), re.compile(row["status"]), row["reason"]))
    return rules


def availability_entries(text):
    return set(e for e in without_messages(text).split("; ") if e)


# What an attribute ours adds (and theirs lacks) means to code written against theirs.
ATTRIBUTE_NOTES = {
    "+@MainActor": "ours is @MainActor: calls from views and UIKit/AppKit code (the main actor) compile; from a "
                   "nonisolated context it is an error in Swift 6 mode, a warning in Swift 5 mode",
    "+@MainActor +@preconcurrency": "ours is @MainActor @preconcurrency: calls from views and UIKit/AppKit code (the "
                                    "main actor) compile; code without strict concurrency checking (0.x-era Swift 5 "
                                    "code) compiles from anywhere; only a nonisolated caller in Swift 6 mode errs",
    "+nonisolated": "ours is nonisolated: it can be called from any context, as theirs (whose type is not "
                    "actor-isolated)",
}


def attribute_notes(delta):
    """The notes for an attribute delta (`+@MainActor, +@preconcurrency`), or [] when one of them has none."""
    added = delta.split(", ")
    if sorted(added) == ["+@MainActor", "+@preconcurrency"]:
        return [ATTRIBUTE_NOTES["+@MainActor +@preconcurrency"]]
    if all(a in ATTRIBUTE_NOTES for a in added):
        return [ATTRIBUTE_NOTES[a] for a in added]
    return []


def reason_for(ref, mine, status, aspects, extra, rules):
    """The reason for a gap: a rule of Tools/Scripts/reference-surface-reasons.tsv (tag, symbol regex, status regex), or
    what can be said of each differing aspect by itself; an aspect nothing explains is named as such."""
    if status != "ok" and re.search(r"\* unavailable", ref["availability"]):
        # Decisive whatever else differs, so before the rules.
        return "theirs is @available(*, unavailable): code that compiles against the reference never names it"
    for tag, symbol, status_rx, reason in rules:
        if tag in ("*", ref["tag"]) and symbol.search(ref["symbol"] + " " + ref["context"]) and status_rx.search(status):
            return reason
    if status == "ok" or mine is None:
        return ""
    notes, unexplained = [], []
    aliased = "kind" in aspects and mine["kind"] == "typealias" and mine.get("via")
    for aspect in aspects:
        if aspect == "signature" and aliased:
            continue
        if aspect == "kind" and aliased:
            notes.append("ours is a typealias of %s: code that names, extends or constructs it compiles the same"
                         % mine["via"])
        elif aspect.startswith("extra defaulted parameters"):
            notes.append("ours adds parameters with default values: every call written for theirs compiles")
        elif aspect.startswith("attributes: ") and attribute_notes(aspect[len("attributes: "):]):
            notes.extend(attribute_notes(aspect[len("attributes: "):]))
        elif aspect == "availability" and availability_entries(mine["availability"]) < availability_entries(ref["availability"]):
            notes.append("ours is available at least as widely (theirs adds: %s)" % "; ".join(
                sorted(availability_entries(ref["availability"]) - availability_entries(mine["availability"]))))
        else:
            unexplained.append(aspect)
    if unexplained:
        notes.append("not explained: " + "; ".join(unexplained))
    return "; ".join(notes)


def unexplained(row):
    return row["status"] != "ok" and (not row["reason"] or "not explained:" in row["reason"])


def command_compare(args):
    refs = []
    for spec in args.reference or []:
        tag, module, folder, root = spec.split(",", 3)
        refs.extend(reference_records(tag, module, folder, root))
    if args.reference_tsv:
        refs.extend({k: row[k] for k in REF_FIELDS} for row in read_tsv(args.reference_tsv))
    mine = ours(args.ours, args.root)
    rules = load_reasons(args.reasons)
    rows = []
    for tag in sorted(set(r["tag"] for r in refs), key=lambda t: [int(x) if x.isdigit() else x for x in re.split(r"[.-]", t)], reverse=True):
        tag_refs = [r for r in refs if r["tag"] == tag]
        for ref, m, extra in match(tag_refs, mine):
            status, aspects = status_of(ref, m, extra)
            row = {k: ref[k] for k in REF_FIELDS}
            row["status"] = status
            for k in ("kind", "symbol", "declaration", "spi", "availability", "platforms", "via"):
                row["ours_" + k] = m[k] if m else ""
            row["reason"] = reason_for(ref, m, status, aspects, extra, rules)
            rows.append(row)
    rows.sort(key=lambda r: (r["tag"] != "27.0.0-beta.2", r["tag"], r["file"], r["symbol"], r["context"], r["kind"], r["declaration"], r["platforms"]))
    write(args.tsv, tsv_text(rows))
    write(args.md, markdown(rows))


def tsv_text(rows):
    out = ["# The reference library's public and SPI declarations with ours beside them. Generated by "
           "Tools/Scripts/reference-surface.sh (reference side) and Tools/Scripts/public-surface.sh (ours side, --check); "
           "see Tools/API/reference-surface.md.",
           "\t".join(TSV_FIELDS)]
    for r in rows:
        out.append("\t".join(escape(r.get(k, "")) for k in TSV_FIELDS))
    return "\n".join(out) + "\n"


def md_cell(text):
    return text.replace("|", "\\|").replace("\n", " ") if text else ""


def code(text):
    if not text:
        return ""
    text = text.replace("\n", " ")
    fence = "``" if "`" in text else "`"
    pad = " " if fence == "``" else ""
    return md_cell(fence + pad + text + pad + fence)


CONSTANT = re.compile(r"^PlatformViewVersion\.v[0-9_]+$")
VERSION_TYPE = re.compile(r"^Version == (\w+), SwiftUIViewType == (\w+), PlatformSpecificEntity == (\w+)$")


def markdown(rows):
    out = ["# The reference library's surface, with ours beside it", "",
           "Generated by `Tools/Scripts/reference-surface.sh` (which builds the reference library from the fetched mirror; not "
           "run in CI) and kept current by `Tools/Scripts/public-surface.sh --check`, which regenerates the *ours* side from "
           "our symbol graphs and compares. Machine-readable: `reference-surface.tsv`. Method and counts: "
           "`surface-counts.md`.", "",
           "Each line is one public or `@_spi` declaration of the reference library (swiftui-introspect, module "
           "`SwiftUIIntrospect` at 27.0.0-beta.2 and the legacy module `Introspect` at 0.12.0), taken from the symbol "
           "graphs of its iOS and macOS SDK builds, matched to ours by extended module, path (with argument labels) and "
           "extension constraints. Status: `ok` (same kind, declaration, SPI group, availability, and at least the same "
           "platforms), `differs (…)` (what differs: kind, signature, attributes, constraints, SPI, availability, "
           "platforms; unavailable-messages are not compared), `missing`. Members other modules' protocols bring "
           "(SwiftUI's modifiers on a `View`, `OptionSet`'s algebra) are left out on both sides: conformances are lines "
           "of their own.", ""]
    for tag in dict.fromkeys(r["tag"] for r in rows):
        tag_rows = [r for r in rows if r["tag"] == tag]
        counts = Counter(status_word(r["status"]) for r in tag_rows)
        unexplained_rows = [r for r in tag_rows if unexplained(r)]
        open_rows = [r for r in tag_rows if r["reason"].startswith(OPEN_GAP)]
        module = tag_rows[0]["module"]
        out += ["## %s (module `%s`)" % (tag, module), "",
                "%d declarations: %d ok, %d differ, %d missing; %d of the gaps without a (full) reason; %d open "
                "(a known source incompatibility, to fix)." % (
                    len(tag_rows), counts["ok"], counts["differs"], counts["missing"], len(unexplained_rows),
                    len(open_rows)), ""]
        gaps = [r for r in tag_rows if r["status"] != "ok"]
        if gaps:
            out += gap_sections(gaps)
        out += ["### Every declaration, by file", ""]
        by_file = defaultdict(list)
        for r in tag_rows:
            by_file[r["file"] or "(no source location)"].append(r)
        for file in sorted(by_file):
            file_rows = by_file[file]
            constants = [r for r in file_rows if CONSTANT.match(r["symbol"]) and VERSION_TYPE.match(r["context"])]
            others = [r for r in file_rows if r not in constants]
            out += ["#### %s" % file, ""]
            if others:
                out += ["| symbol | declaration (theirs) | status | ours |", "|---|---|---|---|"]
                for r in others:
                    ours_text = "same" if r["status"] == "ok" else code(decorated(r, "ours_"))
                    out.append("| %s | %s%s | %s | %s |" % (
                        code((r["extends"] + "." if r["extends"] else "") + r["symbol"]), code(decorated(r)),
                        " " + code("[" + r["context"] + "]") if r["context"] and r["kind"] not in RELATIONS else "",
                        md_cell(r["status"]), ours_text))
                out.append("")
            if constants:
                out += ["Version constants (`static let vN` in `extension PlatformViewVersion where …`), per (view type, "
                        "platform, entity); every constant is listed:", "",
                        "| view type | version type | entity | platforms | constants (status) |", "|---|---|---|---|---|"]
                summary = defaultdict(list)
                for r in constants:
                    version, view, entity = VERSION_TYPE.match(r["context"]).groups()
                    summary[(view, version, entity, r["platforms"])].append(r)
                for (view, version, entity, platforms), items in sorted(summary.items()):
                    items.sort(key=lambda r: version_key(r["symbol"]))
                    cells = []
                    for r in items:
                        name = r["symbol"].split(".")[-1]
                        flags = []
                        if "unavailable" in r["availability"]:
                            flags.append("unavailable")
                        if "@_disfavoredOverload" in r["declaration"]:
                            flags.append("disfavored")
                        label = name + ("(" + ",".join(flags) + ")" if flags else "")
                        cells.append(label + ("" if r["status"] == "ok" else " **" + r["status"] + "**"))
                    out.append("| %s | %s | %s | %s | %s |" % (view, version, entity, platforms, ", ".join(cells)))
                out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


OPEN_GAP = "OPEN:"


def ours_brief(r):
    """Our side of a gap, as short as says what differs: `same declaration` when only SPI, availability or platforms
    differ (then those are spelled), else our whole declaration."""
    if not r["ours_declaration"]:
        return ""
    if normalized(r["ours_declaration"]) != normalized(r["declaration"]):
        return code(decorated(r, "ours_"))
    bits = ["same declaration"]
    if r["ours_spi"] != r["spi"]:
        bits.append("@_spi(%s)" % r["ours_spi"] if r["ours_spi"] else "public")
    if without_messages(r["ours_availability"]) != without_messages(r["availability"]):
        bits.append(code(r["ours_availability"]) if r["ours_availability"] else "no availability attribute")
    if r["ours_platforms"] != r["platforms"]:
        bits.append((r["ours_platforms"] + " only") if r["ours_platforms"] != "both" else "both platforms")
    return md_cell(" — ".join(bits))


def gap_sections(gaps):
    """The gaps of one tag, grouped by reason (the reason once, above its rows): open gaps first, then those without
    a full reason, then the explained ones, largest group first."""
    groups = defaultdict(list)
    for r in gaps:
        groups[r["reason"] or "no reason given"].append(r)

    def rank(item):
        reason, rows = item
        return (not reason.startswith(OPEN_GAP), "not explained" not in reason and reason != "no reason given",
                -len(rows), reason)

    out = ["### Gaps, by reason", ""]
    for reason, rows in sorted(groups.items(), key=rank):
        out += ["**%d declaration%s** — %s" % (len(rows), "" if len(rows) == 1 else "s", md_cell(reason)), "",
                "| file | symbol | declaration (theirs) | status | ours |", "|---|---|---|---|---|"]
        for r in rows:
            context = r["context"] and r["kind"] not in RELATIONS
            out.append("| %s | %s | %s%s | %s | %s |" % (
                md_cell(r["file"]), code((r["extends"] + "." if r["extends"] else "") + r["symbol"]), code(decorated(r)),
                " " + code("[" + r["context"] + "]") if context else "", md_cell(r["status"]), ours_brief(r)))
        out.append("")
    return out


def status_word(status):
    return status.split(" ", 1)[0]


def version_key(symbol):
    return [int(x) for x in re.findall(r"\d+", symbol.split(".")[-1])]


def decorated(r, prefix=""):
    decl = r.get(prefix + "declaration", "")
    if not decl:
        return ""
    bits = []
    if r.get(prefix + "spi"):
        bits.append("@_spi(%s)" % r[prefix + "spi"])
    text = " ".join(bits + [decl])
    if r.get(prefix + "availability"):
        text += " — " + r[prefix + "availability"]
    if r.get(prefix + "platforms") and r[prefix + "platforms"] != "both":
        text += " — " + r[prefix + "platforms"] + " only"
    return text


# ---------------------------------------------------------------------------------------------------------------
# The names an app sees


TOP_LEVEL_KINDS = {"struct", "class", "enum", "protocol", "typealias", "func", "var", "func.op", "macro"}


def names_seen(folder_root, modules, roots, viewtypes_dir):
    """The names an app that imports only `Introspect` sees, per category, across both platforms: a name counts once
    if it exists on either. `modules`: the module and what it re-exports whole (`@_exported import`)."""
    seen = defaultdict(set)
    for platform in PLATFORMS:
        folder = os.path.join(folder_root, platform)
        for module in modules:
            for r in load_module(folder, module, roots, viewtypes_dir):
                if r["area"] == "viewtypes":
                    continue
                if r["kind"] in ("conformance", "superclass"):
                    if r["extends"]:
                        seen[("conformances of %s types" % r["extends"], r["spi"])].add(r["declaration"])
                    continue
                category = category_of(r)
                if category:
                    seen[(category, spi_bucket(r["spi"]))].add(r["symbol"] + ("" if "(" in r["symbol"] else ""))
    return seen


def spi_bucket(spi):
    return spi or ""


def category_of(r):
    kind = r["kind"].replace(" (inherited)", "")
    path = r["symbol"]
    if not r["extends"]:
        return "top-level names" if "." not in path.split("(")[0] and kind in TOP_LEVEL_KINDS else None
    owner = path.split("(")[0].rsplit(".", 1)[0]
    if r["extends"] == "SwiftUI":
        return "View modifiers" if owner == "View" else "members on other SwiftUI types"
    if r["extends"] in ("UIKit", "AppKit"):
        return "members on UIKit/AppKit types"
    return "members on %s types" % r["extends"]


COUNTED = ["top-level names", "View modifiers", "members on other SwiftUI types", "members on UIKit/AppKit types"]


def spi_text(seen, category):
    parts = ["%d %s" % (len(names), spi) for (c, spi), names in sorted(seen.items()) if c == category and spi]
    return " + ".join(parts) if parts else "0"


def base_name(symbol):
    """`View.introspect` for `View.introspect(_:on:customize:)`: overloads and extra parameters are one name."""
    return symbol.split("(")[0]


def reference_names(tsv_path):
    """(category, base name) of every public declaration of the reference library, both tags."""
    names = set()
    for row in read_tsv(tsv_path):
        if row["spi"] or row["kind"] in RELATIONS:
            continue
        category = category_of(row)
        if category:
            names.add((category, base_name(row["symbol"])))
    return names


def command_counts(args):
    # The view types were generated into Sources/Introspect/ViewTypes before they moved to a Generated/ folder.
    before_viewtypes = next(
        (d for d in ("Sources/Introspect/Generated/ViewTypes", "Sources/Introspect/ViewTypes")
         if any(os.path.isdir(os.path.join(root, d)) for root in args.before_root)),
        "Sources/Introspect/Generated/ViewTypes")
    before = names_seen(args.before, ["Introspect", "IntrospectCore"], args.before_root, before_viewtypes)
    today = names_seen(args.today, ["Introspect"], args.today_root, "Sources/Introspect/Generated/ViewTypes")
    # Extension members of a module imported without @_exported still reach an app (unless it enables the
    # MemberImportVisibility upcoming feature): they are members of other modules' types, so they are listed apart.
    transitive = names_seen(args.today, ["IntrospectCore"], args.today_root, "")
    transitive = {k: v for k, v in transitive.items() if k[0].startswith("members on")}
    categories = COUNTED + sorted(set(c for c, _ in list(before) + list(today)
                                      if c not in COUNTED and not c.startswith("conformances")))

    def public(seen, category):
        return len(seen.get((category, ""), ()))

    lines = ["| names an app sees (outside ViewTypes/) | %s: public | %s: public | %s: SPI | %s: SPI |" % (
        args.before_label, args.today_label, args.before_label, args.today_label), "|---|---|---|---|---|"]
    for c in categories:
        lines.append("| %s%s | %d | %d | %s | %s |" % (c, "" if c in COUNTED else " (not in the total)", public(before, c),
                                                      public(today, c), spi_text(before, c), spi_text(today, c)))
    total_before = sum(public(before, c) for c in COUNTED)
    total_today = sum(public(today, c) for c in COUNTED)
    spi_before = sum(len(v) for (c, spi), v in before.items() if c in COUNTED and spi)
    spi_today = sum(len(v) for (c, spi), v in today.items() if c in COUNTED and spi)
    lines += ["| **total of the first four rows** | **%d** | **%d** | %d | %d |" % (
        total_before, total_today, spi_before, spi_today), "",
        "Public names, the first four rows: %d before, %d now = %.0f%% (the goal: at most 50%%). The SPI extras (seen "
        "only with `@_spi(…) import Introspect`): %d before, %d now." % (
            total_before, total_today, 100.0 * total_today / max(total_before, 1), spi_before, spi_today)]
    if args.reference_tsv:
        theirs = reference_names(args.reference_tsv)
        for label, seen in ((args.before_label, before), (args.today_label, today)):
            names = [(c, n) for c in COUNTED for n in seen.get((c, ""), ())]
            shared = sorted(n for c, n in names if (c, base_name(n)) in theirs)
            alone = sorted(n for c, n in names if (c, base_name(n)) not in theirs)
            lines += ["", "Of the %d public names %s: %d are names the reference library itself makes public "
                      "(27.0.0-beta.2 or 0.12.0; source compatibility needs them), %d are ours alone: %s." % (
                          len(names), label, len(shared), len(alone), ", ".join("`%s`" % n for n in alone))]
    if transitive:
        lines += ["", "Not counted above: IntrospectCore, which `Introspect` imports without `@_exported`, still adds these "
                  "extension members to standard-library types in an app that does not enable `MemberImportVisibility`: "
                  + "; ".join("%s, %s: %d" % (c, "@_spi(%s)" % spi if spi else "public", len(v))
                              for (c, spi), v in sorted(transitive.items())) + "."]
    details = ["", "<details><summary>The names, per category</summary>", ""]
    for label, seen in ((args.before_label, before), (args.today_label, today),
                        ("%s, through IntrospectCore" % args.today_label, transitive)):
        for (c, spi), names in sorted(seen.items()):
            if c.startswith("conformances"):
                continue
            details.append("- %s — %s, %s (%d): %s" % (label, c, "@_spi(%s)" % spi if spi else "public", len(names),
                                                        ", ".join("`%s`" % n for n in sorted(names))))
    details += ["", "</details>", ""]
    write(args.output, "\n".join(lines + details))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("list", help="the list of our public and SPI symbols")
    p.add_argument("--ours", required=True, help="folder with ios/ and macos/ graphs of Introspect (+ IntrospectCore)")
    p.add_argument("--root", action="append", required=True, help="source root(s) to make paths relative to")
    p.add_argument("-o", "--output", default="-")
    p.set_defaults(run=command_list)
    p = sub.add_parser("compare", help="the reference library's surface with ours beside it")
    p.add_argument("--reference", action="append", help="TAG,MODULE,GRAPH_FOLDER,SOURCE_ROOT (ios/ and macos/ inside)")
    p.add_argument("--reference-tsv", help="the reference side from a committed table")
    p.add_argument("--ours", required=True)
    p.add_argument("--root", action="append", required=True)
    p.add_argument("--reasons", help="TSV of reasons for gaps (tag, symbol regex, status regex, reason)")
    p.add_argument("--tsv", required=True)
    p.add_argument("--md", required=True)
    p.set_defaults(run=command_compare)
    p = sub.add_parser("counts", help="names an app sees, before and today")
    p.add_argument("--before", required=True)
    p.add_argument("--before-root", action="append", required=True)
    p.add_argument("--today", required=True)
    p.add_argument("--today-root", action="append", required=True)
    p.add_argument("--before-label", default="before")
    p.add_argument("--today-label", default="today")
    p.add_argument("--reference-tsv", help="Tools/API/reference-surface.tsv: splits today's public names into the reference "
                   "library's own and ours alone")
    p.add_argument("-o", "--output", default="-")
    p.set_defaults(run=command_counts)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
