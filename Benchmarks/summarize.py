#!/usr/bin/env python3
"""Turns `swift package benchmark --format markdown` output into one side-by-side table per tree size.

Usage: swift package --disable-sandbox benchmark --no-progress --format markdown \
         --metric wallClock --metric mallocCountTotal --metric "nodes touched" --metric "nodes visited" \
         --metric "wrong result (1 = yes)" | python3 summarize.py
"""
import re
import sys

UNITS = {"": 1, "K": 1_000, "M": 1_000_000}
rows = {}
name = None
for line in sys.stdin:
    if line.startswith("### "):
        name = line[4:].strip()
        rows[name] = {}
    elif name and line.startswith("|") and not line.startswith("| Metric") and not line.startswith("|:"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        label, p50 = cells[0], cells[3]
        unit = re.search(r"\((K|M)\)", label)
        factor = UNITS[unit.group(1)] if unit else 1
        key = re.sub(r"\s*\((K|M|ns|us|ms)\)|\s*\*", "", label).strip()
        value = float(p50) * factor
        rows[name][key] = value

def fmt_time(ns):
    return f"{ns / 1e6:.2f} ms" if ns >= 1e6 else f"{ns / 1e3:.1f} µs" if ns >= 1e4 else f"{ns:.0f} ns"

by_size = {}
for full, metrics in rows.items():
    layout_size, lookup, strategy = [part.strip() for part in full.split("·")]
    layout, size = layout_size.rsplit(" ", 2)[0], layout_size.rsplit(" ", 2)[1]
    by_size.setdefault(size, []).append((layout, lookup, strategy, metrics))

for size in sorted(by_size, key=lambda s: int(s.rstrip("k"))):
    print(f"\n#### {size} nodes\n")
    print("| layout | lookup | strategy | time per lookup (p50) | mallocs | nodes visited | nodes touched | result |")
    print("|---|---|---|---:|---:|---:|---:|---|")
    order = {"v0 classic": 0, "v1-style": 1, "ours": 2}
    for layout, lookup, strategy, m in sorted(by_size[size], key=lambda r: (r[0], r[1], order.get(r[2], 9))):
        result = "wrong object" if m.get("wrong result (1 = yes)", 0) else "right"
        print(f"| {layout} | {lookup} | {strategy} | {fmt_time(m.get('Time (wall clock)', 0))} | "
              f"{m.get('Malloc (total)', 0):.0f} | {m.get('nodes visited', 0):,.0f} | {m.get('nodes touched', 0):,.0f} | {result} |")
