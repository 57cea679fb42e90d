#!/usr/bin/env python3
"""Turns `swift package benchmark --format markdown` output into tables: the lookups one side-by-side table per tree
size (engines in rows), every other benchmark one row per benchmark (its p50 of each metric).

Usage: swift package --disable-sandbox benchmark --no-progress --format markdown \
         --metric wallClock --metric mallocCountTotal --metric "nodes touched" --metric "nodes visited" \
         --metric "wrong result (1 = yes)" | python3 summarize.py

Two runs side by side (say the previous main's and this tree's, run one after the other on the same machine):

       python3 summarize.py before=old.md after=new.md

Each value is the p50 of its metric; times are shown per iteration. A benchmark missing from one run shows `—`.
"""
import re
import sys

COUNT_SCALE = {"K": 1_000, "M": 1_000_000, "G": 1_000_000_000}
TIME_SCALE = {"ns": 1, "us": 1_000, "μs": 1_000, "µs": 1_000, "ms": 1_000_000, "s": 1_000_000_000}
TIME = "Time (wall clock)"
MALLOCS = "Malloc (total)"
WRONG = "wrong result (1 = yes)"


def parse(lines):
    """{target: {benchmark: {metric: p50}}}, times in nanoseconds, counts unscaled."""
    runs, target, name, p50_column = {}, "", None, None
    for line in lines:
        if line.startswith("## "):
            target, name = line[3:].strip(), None
        elif line.startswith("### "):
            name = line[4:].strip()
            runs.setdefault(target, {})[name] = {}
        elif name is not None and line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if cells[0] == "Metric":
                p50_column = cells.index("p50") if "p50" in cells else None
                continue
            if cells[0].startswith(":") or p50_column is None or len(cells) <= p50_column:
                continue
            label = cells[0].rstrip("*").strip()
            try:
                value = float(cells[p50_column].replace(",", ""))
            except ValueError:
                continue  # a cell the harness left empty: skip it, keep the rest
            for unit in re.findall(r"\(([^()]*)\)", label):
                if unit in TIME_SCALE:
                    value *= TIME_SCALE[unit]
                elif unit in COUNT_SCALE:
                    value *= COUNT_SCALE[unit]
            key = re.sub(r"\s*\((?:%s)\)" % "|".join(map(re.escape, [*TIME_SCALE, *COUNT_SCALE])), "", label).strip()
            runs[target][name][key] = value
    return runs


def fmt_time(ns):
    if ns >= 1e9:
        return f"{ns / 1e9:.2f} s"
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e4:
        return f"{ns / 1e3:.1f} µs"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.0f} ns"


def fmt(metric, value):
    if value is None:
        return "—"
    if metric == TIME:
        return fmt_time(value)
    return f"{value:,.0f}"


LOOKUP = re.compile(r"^(?P<layout>.+) (?P<size>\d+k) nodes? · (?P<lookup>.+) · (?P<strategy>.+)$")


def lookup_key(name):
    match = LOOKUP.match(name)
    return match.groupdict() if match else None


def print_lookups(labelled, names):
    by_size = {}
    for name in names:
        parts = lookup_key(name)
        by_size.setdefault(parts["size"], []).append((parts, name))
    order = {"v0 classic": 0, "v1-style": 1, "ours": 2}
    for size in sorted(by_size, key=lambda s: int(s.rstrip("k"))):
        print(f"\n#### {size} nodes\n")
        columns = ["time per lookup (p50)", "mallocs", "nodes visited", "nodes touched", "result"]
        header = ["layout", "lookup", "strategy"]
        for label, _ in labelled:
            header += [f"{column}, {label}" if len(labelled) > 1 else column for column in columns]
        print("| " + " | ".join(header) + " |")
        print("|---|---|---|" + "---:|---:|---:|---:|---|" * len(labelled))
        rows = sorted(by_size[size], key=lambda r: (r[0]["layout"], r[0]["lookup"], order.get(r[0]["strategy"], 9)))
        for parts, name in rows:
            cells = [parts["layout"], parts["lookup"], parts["strategy"]]
            for _, benchmarks in labelled:
                metrics = benchmarks.get(name)
                if metrics is None:
                    cells += ["—"] * len(columns)
                    continue
                cells += [
                    fmt(TIME, metrics.get(TIME)),
                    fmt(MALLOCS, metrics.get(MALLOCS)),
                    fmt("", metrics.get("nodes visited")),
                    fmt("", metrics.get("nodes touched")),
                    "wrong object" if metrics.get(WRONG, 0) else "right",
                ]
            print("| " + " | ".join(cells) + " |")


def print_others(target, labelled, names):
    metrics = []
    for _, benchmarks in labelled:
        for name in names:
            for metric in benchmarks.get(name, {}):
                if metric not in metrics:
                    metrics.append(metric)
    metrics.sort(key=lambda m: (m != TIME, m != MALLOCS, m))
    print(f"\n#### {target}\n")
    header = ["benchmark"]
    for metric in metrics:
        label = "time (p50)" if metric == TIME else "mallocs" if metric == MALLOCS else metric
        header += [f"{label}, {run}" for run, _ in labelled] if len(labelled) > 1 else [label]
    print("| " + " | ".join(header) + " |")
    print("|---|" + "---:|" * (len(header) - 1))
    for name in names:
        cells = [name]
        for metric in metrics:
            for _, benchmarks in labelled:
                cells.append(fmt(metric, benchmarks.get(name, {}).get(metric)))
        print("| " + " | ".join(cells) + " |")


def main(arguments):
    if arguments:
        labelled = []
        for argument in arguments:
            label, _, path = argument.partition("=")
            if not path:
                label, path = argument, argument
            with open(path, encoding="utf-8") as file:
                labelled.append((label, parse(file)))
    else:
        labelled = [("", parse(sys.stdin))]
    targets = []
    for _, runs in labelled:
        targets += [target for target in runs if target not in targets]
    for target in targets:
        runs = [(label, run.get(target, {})) for label, run in labelled]
        names = []
        for _, benchmarks in runs:
            names += [name for name in benchmarks if name not in names]
        lookups = [name for name in names if lookup_key(name)]
        others = [name for name in names if not lookup_key(name)]
        if lookups:
            print_lookups(runs, lookups)
        if others:
            print_others(target or "benchmarks", runs, others)


if __name__ == "__main__":
    main(sys.argv[1:])
