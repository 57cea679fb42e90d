#!/usr/bin/env python3
"""Counts literal probes in Swift sources: places where code tests text against a fixed string.

A probe is
  - a call of hasPrefix, hasSuffix, hasASCIIPrefix, hasSuffixBytes, contains, firstOffset, firstRange, range,
    starts, elementsEqual, firstIndex or lastIndex whose argument is a string literal (`line.hasASCIIPrefix("XX (")`);
  - each string literal of an array literal that is searched or looped over (`["View", "Cell"].contains`,
    `for marker: StaticString in ["OS: ", …]`);
  - a comparison with a string literal (`base == "UIApplication"`);
  - a string literal declared as a StaticString constant (`static let arrow: StaticString = "→"`);
  - a fixed offset standing for a literal's length: `dropFirst(N)`, `dropLast(N)`, `+ N` or `+= N` (N ≥ 2) on a line
    where, or up to four lines below where, a string literal of exactly N UTF-8 bytes appears.
Comments are ignored, and so are single characters written as `UInt8(ascii: "x")` (byte tests are lexing).

  count-literal-probes.py FOLDER…   prints the count per file and the total.
"""
import os, re, sys

CALLS = r'(?:hasPrefix|hasSuffix|hasASCIIPrefix|hasSuffixBytes|contains|firstOffset|firstRange|range|starts|elementsEqual|firstIndex|lastIndex)'
STRING = r'"(?:[^"\\\n]|\\.)*"'

def strip_comments(text):
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith('//', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            stripped = text[i:(n if j < 0 else j + 2)]
            out.append('\n' * stripped.count('\n'))
            i = n if j < 0 else j + 2
        elif text[i] == '"':
            m = re.match(STRING, text[i:])
            s = m.group(0) if m else text[i]
            out.append(s)
            i += len(s)
        else:
            out.append(text[i])
            i += 1
    return ''.join(out)

def literal_bytes(literal):
    body = literal[1:-1]
    body = re.sub(r'\\u\{([0-9A-Fa-f]+)\}', lambda m: chr(int(m.group(1), 16)), body)
    body = re.sub(r'\\(.)', r'\1', body)
    return len(body.encode('utf-8'))

def count(path):
    code = strip_comments(open(path, encoding='utf-8').read())
    code = re.sub(r'UInt8\(ascii:\s*' + STRING + r'\)', 'BYTE', code)
    probes = 0
    probes += len(re.findall(r'\.' + CALLS + r'\(\s*(?:of:\s*|with:\s*)?' + STRING, code))
    for array in re.finditer(r'\[((?:\s*' + STRING + r'\s*,?)+)\]', code):
        before = code[max(0, array.start() - 40):array.start()]
        after = code[array.end():array.end() + 12]
        if re.search(r'\bin\s*$', before) or re.match(r'\s*\.(?:contains|first|firstIndex)\b', after):
            probes += len(re.findall(STRING, array.group(1)))
    probes += len(re.findall(r'[!=]=\s*' + STRING, code))
    probes += len(re.findall(r':\s*StaticString\s*=\s*' + STRING, code))
    lines = code.split('\n')
    for number, line in enumerate(lines):
        for m in re.finditer(r'(?:dropFirst|dropLast)\((\d+)\)|\+=?\s*(\d+)\b', line):
            offset = int(m.group(1) or m.group(2))
            if offset < 2:
                continue
            window = '\n'.join(lines[max(0, number - 4):number + 1])
            if any(literal_bytes(s) == offset for s in re.findall(STRING, window)):
                probes += 1
    return probes

total = 0
for folder in sys.argv[1:]:
    for root, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            if name.endswith('.swift'):
                path = os.path.join(root, name)
                found = count(path)
                total += found
                print(f'{found:4d}  {path}')
print(f'{total:4d}  total')
