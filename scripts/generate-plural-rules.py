#!/usr/bin/env python3
"""Generates Copydeck's CLDR cardinal plural rules and the test fixture of CLDR's own samples.

Reads CLDR's supplemental/plurals.xml (Debian's `unicode-cldr-core` package installs it at the default path below:
`apt-get install unicode-cldr-core`) and writes

  Sources/Copydeck/Plurals/PluralRules+Generated.swift   every rule set as Swift code, and which locale uses which
  Tests/CopydeckTests/Fixtures/Plurals/samples.json       every @integer/@decimal sample of every rule, expanded

Run it from the repository root after upgrading CLDR: `python3 scripts/generate-plural-rules.py`, then
`swift test --filter PluralRules`. Both outputs are committed, so building Copydeck needs neither CLDR nor Python.
"""

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ElementTree
from decimal import Decimal
from pathlib import Path

CLDR = Path("/usr/share/unicode/cldr/common")
SWIFT_OUT = Path("Sources/Copydeck/Plurals/PluralRules+Generated.swift")
SAMPLES_OUT = Path("Tests/CopydeckTests/Fixtures/Plurals/samples.json")
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
OPERANDS = {"n", "i", "v", "w", "f", "t", "e", "c"}


class RuleError(Exception):
    pass


def tokenize(condition):
    tokens = re.findall(r"\.\.|!=|=|%|,|[a-z]+|\d+|\S", condition)
    return tokens


def parse_condition(condition):
    """condition = and_condition ('or' and_condition)*; returns [[relation, ...], ...]."""
    tokens = tokenize(condition)
    position = 0

    def peek():
        return tokens[position] if position < len(tokens) else None

    def take(expected=None):
        nonlocal position
        token = peek()
        if token is None or (expected is not None and token != expected):
            raise RuleError(f"expected {expected or 'a token'} at {position} in '{condition}', found {token}")
        position += 1
        return token

    def relation():
        operand = take()
        if operand not in OPERANDS:
            raise RuleError(f"unknown operand '{operand}' in '{condition}'")
        modulus = None
        if peek() == "%":
            take("%")
            modulus = int(take())
        operator = take()
        if operator not in ("=", "!="):
            raise RuleError(f"unsupported operator '{operator}' in '{condition}'")
        ranges = []
        while True:
            low = int(take())
            high = low
            if peek() == "..":
                take("..")
                high = int(take())
            ranges.append((low, high))
            if peek() != ",":
                break
            take(",")
        return {"operand": "e" if operand == "c" else operand, "modulus": modulus, "equal": operator == "=", "ranges": ranges}

    alternatives = []
    while True:
        conjunction = [relation()]
        while peek() == "and":
            take("and")
            conjunction.append(relation())
        alternatives.append(conjunction)
        if peek() != "or":
            break
        take("or")
    if peek() is not None:
        raise RuleError(f"unexpected '{peek()}' in '{condition}'")
    return alternatives


def swift_membership(value, ranges, equal=True):
    if not equal and len(ranges) == 1 and ranges[0][0] == ranges[0][1]:
        return f"{value} != {ranges[0][0]}"
    parts = []
    for low, high in ranges:
        if low == high:
            parts.append(f"{value} == {low}")
        else:
            parts.append(f"({low}...{high}).contains({value})")
    return parts[0] if len(parts) == 1 else "(" + " || ".join(parts) + ")"


def swift_relation(relation):
    operand = relation["operand"]
    # n is the absolute value: it equals i when there are no non-zero fraction digits (t = 0), and a value with
    # non-zero fraction digits is never equal to (nor, modulo an integer, congruent with) a whole number.
    source = "i" if operand == "n" else operand
    value = f"o.{source}" + (f" % {relation['modulus']}" if relation["modulus"] is not None else "")
    if operand != "n":
        test = swift_membership(value, relation["ranges"], relation["equal"])
        return test if relation["equal"] or test.startswith(value) else f"!{test}"
    test = f"(o.t == 0 && {swift_membership(value, relation['ranges'])})"
    return test if relation["equal"] else f"!{test}"


def swift_condition(alternatives):
    clauses = []
    for conjunction in alternatives:
        clause = " && ".join(swift_relation(relation) for relation in conjunction)
        clauses.append(clause if len(alternatives) == 1 or len(conjunction) == 1 else f"({clause})")
    return " || ".join(clauses)


def split_rule(text):
    """Splits 'condition @integer … @decimal …' into (condition, integer samples, decimal samples)."""
    condition, integers, decimals = text, "", ""
    if "@decimal" in condition:
        condition, decimals = condition.split("@decimal", 1)
    if "@integer" in condition:
        condition, integers = condition.split("@integer", 1)
    return condition.strip(), integers.strip(), decimals.strip()


def expand_samples(text):
    """Expands '0~15, 100, 1.0c3, …' into every listed value, as written (ranges step by their last digit)."""
    values = []
    for item in (part.strip() for part in text.split(",")):
        if item in ("", "…", "..."):
            continue
        if "~" in item:
            low, high = item.split("~")
            if "c" in low or "e" in low:
                raise RuleError(f"a sample range with an exponent is not supported: {item}")
            digits = len(low.split(".")[1]) if "." in low else 0
            step = Decimal(1).scaleb(-digits)
            value, end = Decimal(low), Decimal(high)
            while value <= end:
                values.append(f"{value:.{digits}f}")
                value += step
        else:
            values.append(item)
    return values


def read_rules(plurals_path):
    root = ElementTree.parse(plurals_path).getroot()
    cardinal = [element for element in root.iter("plurals") if element.get("type", "cardinal") == "cardinal"]
    if len(cardinal) != 1:
        raise RuleError(f"{plurals_path}: expected one <plurals type=\"cardinal\">, found {len(cardinal)}")
    rule_sets = []
    for element in cardinal[0].iter("pluralRules"):
        locales = element.get("locales").split()
        rules = []
        for rule in element.iter("pluralRule"):
            category = rule.get("count")
            if category not in CATEGORIES:
                raise RuleError(f"unknown plural category '{category}' for {locales}")
            condition, integers, decimals = split_rule(rule.text or "")
            rules.append({
                "category": category,
                "source": condition,
                "condition": parse_condition(condition) if condition else None,
                "samples": expand_samples(integers) + expand_samples(decimals),
            })
        if not rules or rules[-1]["category"] != "other" or rules[-1]["condition"] is not None:
            raise RuleError(f"the rules of {locales} do not end with an unconditional 'other'")
        rule_sets.append({"locales": locales, "rules": rules})
    return rule_sets


def only_large_samples(samples):
    """Whether every sample is a million or more, or written in compact notation (1c6, 1.1e6)."""
    return bool(samples) and all("c" in sample or "e" in sample or Decimal(sample) >= 1_000_000 for sample in samples)


def cldr_version(cldr):
    dtd = (cldr / "dtd" / "ldmlSupplemental.dtd").read_text(encoding="utf-8")
    match = re.search(r'ATTLIST version cldrVersion CDATA #FIXED "([^"]+)"', dtd)
    if not match:
        raise RuleError(f"{cldr}/dtd/ldmlSupplemental.dtd does not name the CLDR version")
    return match.group(1)


def packed(items, width=118):
    """The array or dictionary literal elements `items`, as many to a line as fit, each line indented by four."""
    lines, line = [], ""
    for item in items:
        candidate = f"{line} {item}," if line else f"{item},"
        if line and len(candidate) + 4 > width:
            lines.append("    " + line)
            candidate = f"{item},"
        line = candidate
    if line:
        lines.append("    " + line)
    return lines


def render_swift(rule_sets, version):
    lines = [
        "// Generated by scripts/generate-plural-rules.py from CLDR " + version + "'s supplemental/plurals.xml.",
        "// Do not edit: change the script or the CLDR data and run it again.",
        "",
        "extension PluralRules {",
        "  /// The CLDR release the rules come from.",
        f"  static let cldrVersion = \"{version}\"",
        "",
        "  /// The rule set of every CLDR locale, as CLDR names it (`en`, `pt_PT`).",
        "  static let ruleSetOfLocale: [String: Int] = [",
    ]
    locales = sorted((locale, index) for index, rule_set in enumerate(rule_sets) for locale in rule_set["locales"])
    lines += packed(f"\"{locale}\": {index}" for locale, index in locales)
    lines += [
        "  ]",
        "",
        "  /// The categories each rule set selects from (by its number), in CLDR order (zero, one, two, few, many, other).",
        "  static let categoriesOfRuleSet: [[PluralCategory]] = [",
    ]
    used = [[category for category in CATEGORIES if any(rule["category"] == category for rule in rule_set["rules"])] for rule_set in rule_sets]
    lines += packed(f"[{', '.join('.' + category for category in categories)}]" for categories in used)
    lines += [
        "  ]",
        "",
        "  /// The categories each rule set uses only for numbers of a million or more and for compact numbers (every",
        "  /// CLDR sample is one: `many` for 1000000 and 1c6 in French, Italian, Portuguese and Spanish).",
        "  static let largeNumberCategoriesOfRuleSet: [[PluralCategory]] = [",
    ]
    larges = []
    for rule_set in rule_sets:
        large = [rule["category"] for rule in rule_set["rules"] if rule["condition"] is not None and only_large_samples(rule["samples"])]
        larges.append([category for category in CATEGORIES if category in large])
    lines += packed(f"[{', '.join('.' + category for category in large)}]" for large in larges)
    lines += [
        "  ]",
        "",
        "  /// The category rule set `ruleSet` selects for operands `o`: the first rule whose condition holds, else `other`.",
        "  static func category(ruleSet: Int, _ o: PluralOperands) -> PluralCategory {",
        "    switch ruleSet {",
    ]
    # A rule set without conditions (only `other`) has no case: it falls to `default`, as does an unknown number.
    always_other = []
    for index, rule_set in enumerate(rule_sets):
        conditions = [rule for rule in rule_set["rules"] if rule["condition"] is not None]
        if not conditions:
            always_other += rule_set["locales"]
            continue
        lines.append(f"    case {index}:  // {' '.join(rule_set['locales'])}")
        for rule in conditions:
            # The CLDR rule beside its condition, or above it when the two do not fit on one line.
            line = f"      if {swift_condition(rule['condition'])} {{ return .{rule['category']} }}  // {rule['source']}"
            if len(line) > 140:
                line = f"      // {rule['category']}: {rule['source']}\n" + line[: line.rindex("  // ")]
            lines.append(line)
    lines += [
        f"    default:  // {' '.join(always_other)}",
        "      break",
        "    }",
        "    return .other",
        "  }",
        "}",
        "",
    ]
    return "\n".join(lines)


def render_samples(rule_sets, version):
    document = {
        "cldrVersion": version,
        "ruleSets": [
            {
                "locales": rule_set["locales"],
                "samples": {rule["category"]: rule["samples"] for rule in rule_set["rules"]},
            }
            for rule_set in rule_sets
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cldr", type=Path, default=CLDR, help=f"CLDR's common/ folder (default: {CLDR})")
    parser.add_argument("--check", action="store_true", help="fail if the committed files differ from what would be written")
    arguments = parser.parse_args()
    plurals = arguments.cldr / "supplemental" / "plurals.xml"
    if not plurals.exists():
        sys.exit(f"{plurals}: not found; install Debian's unicode-cldr-core (apt-get install unicode-cldr-core) or pass --cldr DIR")
    try:
        version = cldr_version(arguments.cldr)
        rule_sets = read_rules(plurals)
    except RuleError as error:
        sys.exit(f"{plurals}: error: {error}")
    outputs = {SWIFT_OUT: render_swift(rule_sets, version), SAMPLES_OUT: render_samples(rule_sets, version)}
    stale = []
    for path, text in outputs.items():
        if arguments.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    if stale:
        sys.exit("out of date, run scripts/generate-plural-rules.py: " + ", ".join(stale))


if __name__ == "__main__":
    main()
