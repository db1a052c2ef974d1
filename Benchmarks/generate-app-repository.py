#!/usr/bin/env python3
"""Writes an app repository shaped like one of the two large public apps of issue 35, for `make bench-check`.

  generate-app-repository.py strings OUTPUT_DIR   82 languages x 4,030 keys: Localizable (3,000), Settings (1,000) and
                                                  InfoPlist (30) `.strings` in UTF-8, and Localizable.stringsdict
                                                  (60 plural entries); 20 community languages about 10 % translated
  generate-app-repository.py ib OUTPUT_DIR        107 languages: Localizable.strings (1,200 keys) in UTF-16 and two
                                                  Base storyboards (Main: 300 objects, Settings: 120) with their
                                                  UTF-16 `.strings` in every language

Each is an Xcode app's layout: `.git` at the root, `App/Resources/<language>.lproj/`, English the development
language, no `catalog.json` (a team adopting Copydeck runs `copydeck check` on what it has). Translations are
distinct per language (the language code is in each value), with `%@`/`%d` arguments where English has them.
Prints every table written (not the storyboards), one path a line, so the benchmark's Foundation side reads the same files.
"""
import os
import sys

# 82 and 107 language codes, as the two apps have them (regional variants and scripts included).
LANGUAGES_82 = (
    "en ar bg bn ca cs da de el es es-419 et eu fa fi fil fr fr-CA gl gu he hi hr hu hy id is it ja ka kk km kn ko "
    "lt lv mk ml mn mr ms my nb ne nl pa pl pt-BR pt-PT ro ru si sk sl sq sr sv sw ta te th tr uk ur uz vi zh-Hans "
    "zh-Hant zh-HK af am az be bs cy eo ga ky lo mt ps so"
).split()
LANGUAGES_107 = LANGUAGES_82 + (
    "ast br ckb co fo fy gd ha haw ig jv kab lb mi mg oc or qu rw sd sn su tt ug yo"
).split()
assert len(LANGUAGES_82) == 82 and len(LANGUAGES_107) == 107, (len(LANGUAGES_82), len(LANGUAGES_107))

WORDS = "account photo album library message sync backup download upload folder share invite comment story".split()


def english(index):
    word = WORDS[index % len(WORDS)]
    match index % 10:
        case 0:
            return f"Couldn't open the {word} %@"
        case 5:
            return f"%d {word}s are waiting"
        case _:
            return f"Your {word} number {index} is ready"


def translated(text, language):
    # A distinct text per language that keeps the arguments in their order.
    return f"[{language}] " + text.replace("Your ", "").replace("Couldn't open the ", "Open failed: ")


def escape(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def strings_table(pairs, comments=None):
    lines = []
    for number, (key, value) in enumerate(pairs):
        if comments:
            lines.append(f"/* {comments[number]} */")
        lines.append(f'"{escape(key)}" = "{escape(value)}";')
        if comments:
            lines.append("")
    return "\n".join(lines) + "\n"


def stringsdict(entries, language):
    body = []
    for index in range(entries):
        word = WORDS[index % len(WORDS)]
        one, other = f"%d {word}", f"%d {word}s"
        if language != "en":
            one, other = f"[{language}] {one}", f"[{language}] {other}"
        body.append(
            f"""\t<key>plural.{index}</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@items@</string>
\t\t<key>items</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
\t\t\t<key>one</key>
\t\t\t<string>{one}</string>
\t\t\t<key>other</key>
\t\t\t<string>{other}</string>
\t\t</dict>
\t</dict>"""
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
        '<plist version="1.0">\n<dict>\n' + "\n".join(body) + "\n</dict>\n</plist>\n"
    )


def storyboard(name, objects):
    """A storyboard of `objects` labels and buttons (every fifth a button), and the English `.strings` Xcode exports."""
    views, pairs, comments = [], [], []
    for index in range(objects):
        object_id = f"{name[:2].lower()}{index:01d}-aa-{index % 97:03d}"
        text = f"{name} {WORDS[index % len(WORDS)]} {index}"
        if index % 5 == 4:
            views.append(
                f'<button opaque="NO" id="{object_id}">\n<state key="normal" title="{text}"/>\n</button>'
            )
            pairs.append((f"{object_id}.normalTitle", text))
            comments.append(f'Class = "UIButton"; normalTitle = "{text}"; ObjectID = "{object_id}";')
        else:
            views.append(f'<label opaque="NO" text="{text}" id="{object_id}"/>')
            pairs.append((f"{object_id}.text", text))
            comments.append(f'Class = "UILabel"; text = "{text}"; ObjectID = "{object_id}";')
    document = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" '
        'targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc-' + name + '">\n'
        '<scenes><scene sceneID="sc-' + name + '"><objects>\n'
        '<viewController id="vc-' + name + '" sceneMemberID="viewController">\n'
        '<view key="view" contentMode="scaleToFill" id="vw-' + name + '"><subviews>\n'
        + "\n".join(views)
        + "\n</subviews></view></viewController></objects></scene></scenes>\n</document>\n"
    )
    return document, pairs, comments


def write(path, text, encoding="utf-8"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding=encoding, newline="\n") as file:
        file.write(text)
    if path.endswith((".strings", ".stringsdict")):
        print(path)


def strings_shape(root):
    tables = {"Localizable": 3000, "Settings": 1000, "InfoPlist": 30}
    community = set(LANGUAGES_82[-20:])  # translated by volunteers: about one key in ten
    for language in LANGUAGES_82:
        folder = os.path.join(root, "App/Resources", f"{language}.lproj")
        for table, count in tables.items():
            pairs = []
            for index in range(count):
                if language in community and index % 10 != 0:
                    continue
                text = english(index)
                pairs.append((f"{table.lower()}.key.{index}", text if language == "en" else translated(text, language)))
            write(os.path.join(folder, f"{table}.strings"), strings_table(pairs))
        write(os.path.join(folder, "Localizable.stringsdict"), stringsdict(60, language))


def interface_builder_shape(root):
    resources = os.path.join(root, "App/Resources")
    boards = {}
    for name, objects in (("Main", 300), ("Settings", 120)):
        document, pairs, comments = storyboard(name, objects)
        write(os.path.join(resources, "Base.lproj", f"{name}.storyboard"), document)
        boards[name] = (pairs, comments)
    for language in LANGUAGES_107:
        folder = os.path.join(resources, f"{language}.lproj")
        pairs = [(f"key.{index}", english(index)) for index in range(1200)]
        if language != "en":
            pairs = [(key, translated(value, language)) for key, value in pairs]
        # UTF-16 with a byte-order mark, as Xcode's older templates and genstrings wrote them.
        write(os.path.join(folder, "Localizable.strings"), strings_table(pairs), encoding="utf-16")
        if language == "en":
            continue
        for name, (pairs, comments) in boards.items():
            localized = [(key, translated(value, language)) for key, value in pairs]
            write(os.path.join(folder, f"{name}.strings"), strings_table(localized, comments), encoding="utf-16")


if __name__ == "__main__":
    shape, output = sys.argv[1], sys.argv[2]
    os.makedirs(os.path.join(output, ".git"), exist_ok=True)
    {"strings": strings_shape, "ib": interface_builder_shape}[shape](output)
