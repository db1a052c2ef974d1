#!/usr/bin/env python3
"""Writes a catalog of N entries (default 10,000) for the benchmarks, built from the shipped Localizations/.

Each shipped entry is copied under new ids (`group.full` -> `group.full2`, `group.full3`, ...) with its English and
Korean strings, so every generated entry is as valid and as long as real copy. Server codes are dropped from the
copies (they must stay unique). Usage: generate-catalog.py SOURCE_DIR OUTPUT_DIR [COUNT]
"""
import json
import os
import re
import sys

source, output = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 10_000
manifest = json.load(open(os.path.join(source, "catalog.json"), encoding="utf-8"))
line = re.compile(r'^"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)";\s*$')

tables = {}  # (language, table) -> {key: raw escaped value}
for language in manifest["languages"]:
    folder = os.path.join(source, f"{language}.lproj")
    for name in os.listdir(folder):
        if name.endswith(".strings"):
            values = {}
            for text in open(os.path.join(folder, name), encoding="utf-8"):
                match = line.match(text.strip())
                if match:
                    values[match.group(1)] = match.group(2)
            tables[(language, name[: -len(".strings")])] = values

entries, out_tables = [], {}
copy = 1
while len(entries) < count:
    for template in manifest["entries"]:
        if len(entries) == count:
            break
        entry = dict(template)
        if copy > 1:
            entry["id"] = f"{template['id']}{copy}"
            entry.pop("codes", None)
        entries.append(entry)
        prefix = template["id"] + "."
        for (language, table), values in tables.items():
            if table != template["table"]:
                continue
            target = out_tables.setdefault((language, table), [])
            for key, value in values.items():
                if key.startswith(prefix):
                    target.append(f'"{entry["id"]}.{key[len(prefix):]}" = "{value}";\n')
    copy += 1

manifest["entries"] = entries
os.makedirs(output, exist_ok=True)
with open(os.path.join(output, "catalog.json"), "w", encoding="utf-8") as file:
    json.dump(manifest, file, ensure_ascii=False, indent=1)
for (language, table), lines in out_tables.items():
    os.makedirs(os.path.join(output, f"{language}.lproj"), exist_ok=True)
    with open(os.path.join(output, f"{language}.lproj", f"{table}.strings"), "w", encoding="utf-8") as file:
        file.writelines(lines)
print(f"{len(entries)} entries in {output}")
