#!/usr/bin/env python3
"""Writes the Swift toolchain's own CLDR plural rules as a CLDR folder that scripts/generate-plural-rules.py reads.

The toolchain's Foundation carries ICU (`lib_FoundationICU.so`), and ICU carries CLDR's cardinal plural rules (its
`plurals` resource). Reading them from there keeps Copydeck's rules the ones Foundation itself uses on the same
machine, with no CLDR download. This script writes

  DIR/supplemental/plurals.xml     the cardinal rules, one <pluralRules> per rule set, in CLDR's category order
  DIR/dtd/ldmlSupplemental.dtd     only the CLDR version line the generator reads

Usage, from the repository root:

  python3 scripts/cldr-from-toolchain.py /tmp/cldr
  python3 scripts/generate-plural-rules.py --cldr /tmp/cldr
  swift test --filter PluralRules

The library is found next to `swift` on PATH (`<toolchain>/usr/lib/swift/linux/lib_FoundationICU.so`), or given
with --icu.
"""

import argparse
import ctypes
import shutil
import sys
from pathlib import Path
from xml.sax.saxutils import escape

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]


def default_library():
    swift = shutil.which("swift")
    if swift is None:
        return None
    return Path(swift).resolve().parent.parent / "lib" / "swift" / "linux" / "lib_FoundationICU.so"


class ICU:
    """The few resource-bundle functions of the toolchain's ICU (exported with a `swift_` prefix)."""

    def __init__(self, path):
        self.lib = ctypes.CDLL(str(path))
        pointer, status = ctypes.c_void_p, ctypes.POINTER(ctypes.c_int)
        self.lib.swift_ures_openDirect.restype = pointer
        self.lib.swift_ures_openDirect.argtypes = [ctypes.c_char_p, ctypes.c_char_p, status]
        self.lib.swift_ures_getByKey.restype = pointer
        self.lib.swift_ures_getByKey.argtypes = [pointer, ctypes.c_char_p, pointer, status]
        self.lib.swift_ures_getByIndex.restype = pointer
        self.lib.swift_ures_getByIndex.argtypes = [pointer, ctypes.c_int, pointer, status]
        self.lib.swift_ures_getSize.argtypes = [pointer]
        self.lib.swift_ures_getKey.restype = ctypes.c_char_p
        self.lib.swift_ures_getKey.argtypes = [pointer]
        self.lib.swift_ures_getString.restype = pointer
        self.lib.swift_ures_getString.argtypes = [pointer, ctypes.POINTER(ctypes.c_int32), status]
        self.lib.swift_ulocdata_getCLDRVersion.argtypes = [ctypes.c_char_p, status]

    def checked(self, function, *arguments):
        status = ctypes.c_int(0)
        result = function(*arguments, ctypes.byref(status))
        if status.value > 0:
            sys.exit(f"ICU error {status.value} in {function.__name__}")
        return result

    def cldr_version(self):
        version = (ctypes.c_uint8 * 4)()
        self.checked(self.lib.swift_ulocdata_getCLDRVersion, ctypes.cast(version, ctypes.c_char_p))
        return ".".join(str(part) for part in version[:2]).removesuffix(".0")

    def table(self, resource):
        """The (key, resource) pairs of a table resource."""
        for index in range(self.lib.swift_ures_getSize(resource)):
            item = self.checked(self.lib.swift_ures_getByIndex, resource, index, None)
            yield self.lib.swift_ures_getKey(item).decode(), item

    def string(self, resource):
        length = ctypes.c_int32(0)
        text = self.checked(self.lib.swift_ures_getString, resource, ctypes.byref(length))
        return ctypes.string_at(text, length.value * 2).decode("utf-16-le")

    def cardinal_rules(self):
        """[(locales, [(category, rule text)])] in the order of ICU's rule sets."""
        root = self.checked(self.lib.swift_ures_openDirect, None, b"plurals")
        locales_of_set = {}
        for locale, item in self.table(self.checked(self.lib.swift_ures_getByKey, root, b"locales", None)):
            locales_of_set.setdefault(self.string(item), []).append(locale)
        rule_sets = []
        for name, rules in self.table(self.checked(self.lib.swift_ures_getByKey, root, b"rules", None)):
            if name not in locales_of_set:
                continue  # an ordinal rule set, or one no locale uses
            by_category = {category: self.string(rule) for category, rule in self.table(rules)}
            ordered = [(category, by_category[category]) for category in CATEGORIES if category in by_category]
            rule_sets.append((sorted(locales_of_set[name]), ordered))
        return sorted(rule_sets, key=lambda rule_set: (len(rule_set[1]), rule_set[0]))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("destination", type=Path, help="the folder to write (a CLDR common/ folder's shape)")
    parser.add_argument("--icu", type=Path, default=default_library(), help="the toolchain's lib_FoundationICU.so")
    arguments = parser.parse_args()
    if arguments.icu is None or not arguments.icu.exists():
        sys.exit(f"{arguments.icu}: not found; pass the toolchain's lib_FoundationICU.so with --icu")
    icu = ICU(arguments.icu)
    version = icu.cldr_version()
    lines = ['<?xml version="1.0" encoding="UTF-8" ?>', "<supplementalData>", '  <plurals type="cardinal">']
    for locales, rules in icu.cardinal_rules():
        lines.append(f'    <pluralRules locales="{" ".join(locales)}">')
        lines += [f'      <pluralRule count="{category}">{escape(text.strip())}</pluralRule>' for category, text in rules]
        lines.append("    </pluralRules>")
    lines += ["  </plurals>", "</supplementalData>", ""]
    (arguments.destination / "supplemental").mkdir(parents=True, exist_ok=True)
    (arguments.destination / "dtd").mkdir(parents=True, exist_ok=True)
    (arguments.destination / "supplemental" / "plurals.xml").write_text("\n".join(lines), encoding="utf-8")
    (arguments.destination / "dtd" / "ldmlSupplemental.dtd").write_text(
        f'<!ATTLIST version cldrVersion CDATA #FIXED "{version}" >\n', encoding="utf-8")
    print(f"wrote CLDR {version}'s plural rules from {arguments.icu} to {arguments.destination}")


if __name__ == "__main__":
    main()
