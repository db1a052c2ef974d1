// The library's formatter in the browser (Sources/Copydeck/Resolution/CopyFormatter.swift), so that a template typed
// into the editor is drawn exactly as the server draws it: every printf conversion Copydeck accepts, read from the
// page's sample values (text, as the server takes them), C's flags, width and precision, plain integers and plain
// %f grouped by threes, and Korean particle pairs after an argument resolved from what the argument became.
// Numbers are rounded from the double's exact binary value, half to even, as printf does.
"use strict";

// Korean particles whose forms differ by more than a leading 이 or 으 (KoreanParticle.pairs): [after a consonant, after a vowel].
const PAIRS = [["을", "를"], ["이", "가"], ["은", "는"], ["과", "와"], ["으로", "로"], ["이에요", "예요"], ["아", "야"]];
// Closing quotes and brackets that may stand between an argument and its particle (CompiledText.closingMarks).
const CLOSING = new Set(["’", "”", "'", "\"", ")", "]", "」", "』", "》", "〉"]);
// One printf specifier as Apple reads it: %@, %d, %1$@, %lld, %.2f, %08.3f, %#x, %(name)lld, %%.
// Groups: name, position, flags, width, precision (with its dot), conversion.
const SPECIFIER = /%(?:\(([A-Za-z_][A-Za-z0-9_]*)\)|(\d+)\$)?([-+ #0']*)(\d*)(\.\d*)?(?:hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp%])/y;

const hangul = (c) => c >= "가" && c <= "힣";
const asciiLetter = (c) => c !== undefined && /^[A-Za-z]$/.test(c);
const digit = (c) => c !== undefined && /^[0-9]$/.test(c);

// The particle pair written at the start of `text`, as KoreanParticle.prefix(of:): [written, after a consonant,
// after a vowel], or null. `을(를)`, `를(을)`, `(을)를`, `(으)로`, `(이)나`, `이나(나)` …
function particlePair(text) {
  const run = (start) => { let end = start; while (end < text.length && hangul(text[end])) end += 1; return end; };
  const open = run(0);
  if (text[open] !== "(") return null;
  const close = run(open + 1);
  if (close === open + 1 || text[close] !== ")") return null;
  const before = text.slice(0, open), inside = text.slice(open + 1, close);
  if (!before) {
    const after = text.slice(close + 1, run(close + 1));
    const pair = PAIRS.find(([c, v]) => (c === inside && after.startsWith(v)) || (v === inside && after.startsWith(c)));
    if (pair) return [text.slice(0, close + 1 + (pair[0] === inside ? pair[1] : pair[0]).length), pair[0], pair[1]];
    return (inside === "이" || inside === "으") && after ? [text.slice(0, close + 1 + after.length), inside + after, after] : null;
  }
  const written = text.slice(0, close + 1);
  const pair = PAIRS.find(([c, v]) => (c === before && v === inside) || (v === before && c === inside));
  if (pair) return [written, pair[0], pair[1]];
  for (const [c, v] of [[before, inside], [inside, before]]) if (c === "이" + v || c === "으" + v) return [written, c, v];
  return null;
}

// The library's reading tables (KoreanReading.words, .units, .currencies), which the server puts on the editor.
function readingTables() {
  if (!readingTables.cache) {
    const data = JSON.parse(document.querySelector("[data-korean-reading]")?.dataset.koreanReading ?? "{}");
    readingTables.cache = Object.fromEntries(["words", "units", "currencies"].map((name) => [name, new Map(Object.entries(data[name] ?? {}))]));
  }
  return readingTables.cache;
}

// The start of the run of characters at the end of `word` that `keep` accepts.
function trailing(word, keep) {
  let start = word.length;
  while (start > 0 && keep(word[start - 1])) start -= 1;
  return start;
}

// How `word` ends when read in Korean, as KoreanReading.ending(of:): "vowel", "rieul" (ㄹ), "consonant", or null
// (not known: keep the pair as written).
function ending(word) {
  const last = [...word].pop();
  if (!last) return null;
  const code = last.codePointAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? "vowel" : final === 8 ? "rieul" : "consonant";
  }
  if ("%°℃℉".includes(last)) return "vowel";
  if (!asciiLetter(last) && !digit(last)) return null;
  const tables = readingTables();
  const token = word.slice(trailing(word, (c) => asciiLetter(c) || digit(c) || c === "." || c === "-")).toLowerCase();
  if (tables.words.has(token)) return tables.words.get(token);
  return digit(last) ? numberEnding(word, tables) : latinEnding(word, tables);
}

// A number by its Korean reading; after a currency sign by the currency; after a Latin word only if English agrees.
function numberEnding(word, tables) {
  const start = trailing(word, (c) => digit(c) || c === "," || c === ".");
  const number = word.slice(start), before = word.slice(0, start);
  const korean = { 1: "rieul", 7: "rieul", 8: "rieul", 2: "vowel", 4: "vowel", 5: "vowel", 9: "vowel" }[number.at(-1)] ?? "consonant";
  if (tables.currencies.has(before.at(-1))) return tables.currencies.get(before.at(-1));
  const letter = before.at(-1) === " " || before.at(-1) === "-" ? before.at(-2) : before.at(-1);
  if (!asciiLetter(letter)) return korean;
  if (number.includes(".")) return null;
  const tens = Number(number.replace(/[^0-9]/g, "").slice(-2));
  if (tens === 0) return null;
  const english = [1, 7, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19].includes(tens) || (tens > 20 && [1, 7, 9].includes(tens % 10)) ? "consonant" : "vowel";
  return english === korean ? korean : null;
}

// A Latin word: a unit after a number, a known word, an acronym letter by letter, or by its spelling.
function latinEnding(word, tables) {
  const start = trailing(word, asciiLetter);
  const letters = word.slice(start), before = word.slice(0, start);
  if (before.at(-1) === "°") return "vowel";
  const previous = before.at(-1) === " " ? before.at(-2) : before.at(-1);
  if (digit(previous)) {
    if (tables.units.has(letters)) return tables.units.get(letters);
    if (before.at(-1) !== " ") return null;
  }
  let part = letters;
  for (let index = 1; index < letters.length; index += 1) {
    if (/[A-Z]/.test(letters[index]) && /[a-z]/.test(letters[index - 1])) part = letters.slice(index);
  }
  if (tables.words.has(part.toLowerCase())) return tables.words.get(part.toLowerCase());
  const final = part.at(-1);
  if (part.length === 1 || part === part.toUpperCase()) return "LRlr".includes(final) ? "rieul" : "MNmn".includes(final) ? "consonant" : "vowel";
  return spelling(part.toLowerCase());
}

// The last sound of an English word from its spelling (KoreanReading.spelling).
function spelling(word) {
  const vowels = "aeiouy", last = word.at(-1), previous = word.at(-2);
  if (last === "l") return "rieul";
  if (last === "m" || last === "n") return "consonant";
  if (last === "g") return previous === "n" ? "consonant" : "vowel";
  if (last === "e" && !vowels.includes(previous)) {
    return previous === "l" ? "rieul" : "mn".includes(previous) ? "consonant" : word.endsWith("ate") ? null : "vowel";
  }
  if (last === "b") return null;
  if ("ptkc".includes(last)) {
    const stem = word.slice(0, word.length - (previous === last || (last === "k" && previous === "c") ? 2 : 1));
    let sounded = "";
    for (let index = stem.length - 1; index >= 0 && vowels.includes(stem[index]); index -= 1) sounded += stem[index];
    if (!sounded) return "vowel";
    if (sounded.length === 1 || (last === "k" && sounded.startsWith("oo")) || (last === "t" && sounded.startsWith("uo"))) return "consonant";
    return null;
  }
  return "vowel";
}

// `text` (what follows an argument) with a particle pair at its start replaced by the form that fits `word`.
function resolveParticle(text, word) {
  let closing = 0;
  while (closing < text.length && CLOSING.has(text[closing])) closing += 1;
  if (closing > 2) return text;
  const pair = particlePair(text.slice(closing));
  if (!pair) return text;
  const kind = ending(word);
  if (!kind) return text;
  const form = kind === "vowel" || (kind === "rieul" && pair[1].startsWith("으")) ? pair[2] : pair[1];
  return text.slice(0, closing) + form + text.slice(closing + pair[0].length);
}

// Digits (optionally after a "-") grouped by threes with commas, as NumberSymbols does for Korean and English.
function group(digits) {
  const negative = digits.startsWith("-");
  const body = negative ? digits.slice(1) : digits;
  return (negative ? "-" : "") + body.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// What Swift's `.whitespaces` trims around a sample before reading it as a number.
const trimmed = (text) => text.replace(/^[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+|[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+$/g, "");

// A sample as Swift's Int(_:) reads it (64-bit, optional sign, decimal digits only), or null.
function integer(text) {
  const value = trimmed(text);
  if (!/^[+-]?\d+$/.test(value)) return null;
  const number = BigInt(value);
  return number >= -(2n ** 63n) && number < 2n ** 63n ? number : null;
}

// A sample as Swift's Double(_:) reads it (decimal, exponent, inf, infinity, nan), or null.
function double(text) {
  const value = trimmed(text);
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value)) return Number(value);
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(value);
  if (!special) return null;
  return special[2].toLowerCase() === "nan" ? NaN : special[1] === "-" ? -Infinity : Infinity;
}

// A finite double as an exact fraction: [numerator, denominator], both BigInt, denominator a power of two.
function exact(value) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(value));
  const bits = view.getBigUint64(0);
  const exponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = exponent === 0 ? fraction : fraction | (1n << 52n);
  const power = (exponent === 0 ? 1 : exponent) - 1075;
  return power >= 0 ? [mantissa << BigInt(power), 1n] : [mantissa, 1n << BigInt(-power)];
}

// numerator / denominator rounded to a whole number, half to even.
function roundHalfEven(numerator, denominator) {
  const quotient = numerator / denominator, twice = 2n * (numerator % denominator);
  return twice > denominator || (twice === denominator && quotient % 2n === 1n) ? quotient + 1n : quotient;
}

// |value| with `precision` digits after the point, as %f writes it (no sign).
function fixed(value, precision) {
  const [numerator, denominator] = exact(value);
  const digits = roundHalfEven(numerator * 10n ** BigInt(precision), denominator).toString().padStart(precision + 1, "0");
  return precision ? `${digits.slice(0, -precision)}.${digits.slice(-precision)}` : digits;
}

// |value| (non-zero) as `precision + 1` significant digits and the decimal exponent of the first one.
function significant(value, precision) {
  const [numerator, denominator] = exact(value);
  let power = Math.floor(Math.log10(Math.abs(value)));
  for (;;) {
    const shift = precision - power;
    const scaled = shift >= 0
      ? roundHalfEven(numerator * 10n ** BigInt(shift), denominator)
      : roundHalfEven(numerator, denominator * 10n ** BigInt(-shift));
    const digits = scaled.toString();
    if (digits.length === precision + 2) { power += 1; continue; }
    if (digits.length === precision) { power -= 1; continue; }
    return [digits, power];
  }
}

// |value| as %e writes it: d.ddde±XX (the point always with `point`, the # flag).
function scientific(value, precision, upper, point) {
  const [digits, power] = value === 0 ? ["0".repeat(precision + 1), 0] : significant(value, precision);
  const exponent = `${power < 0 ? "-" : "+"}${String(Math.abs(power)).padStart(2, "0")}`;
  return `${digits[0]}${precision || point ? "." + digits.slice(1) : ""}${upper ? "E" : "e"}${exponent}`;
}

// |value| as %g writes it: %e or %f by its exponent, trailing zeros dropped unless `keep` (the # flag).
function general(value, precision, upper, keep) {
  const wanted = precision === 0 ? 1 : precision;
  const power = value === 0 ? 0 : significant(value, wanted - 1)[1];
  let text = power < -4 || power >= wanted ? scientific(value, wanted - 1, upper, keep) : fixed(value, wanted - 1 - power);
  if (keep) return text.includes(".") ? text : text + ".";
  const [mantissa, exponent] = text.split(/(?=[eE])/);
  return (mantissa.includes(".") ? mantissa.replace(/\.?0+$/, "") : mantissa) + (exponent ?? "");
}

// `body` (digits, no sign) with C's sign, prefix and padding: flags "-" (left), "0" (zeros), "+" and " " (sign).
function pad(body, negative, flags, width, prefix = "", zeros = true) {
  const sign = negative ? "-" : flags.includes("+") ? "+" : flags.includes(" ") ? " " : "";
  const length = sign.length + prefix.length + body.length;
  if (width <= length) return sign + prefix + body;
  if (flags.includes("-")) return sign + prefix + body + " ".repeat(width - length);
  if (zeros && flags.includes("0")) return sign + prefix + "0".repeat(width - length) + body;
  return " ".repeat(width - length) + sign + prefix + body;
}

// One integer as C writes it with flags, width and precision (%ld, %lo, %lx, %lX).
function cInteger(value, conversion, flags, width, precision) {
  const unsigned = "oxX".includes(conversion);
  const magnitude = unsigned ? BigInt.asUintN(64, value) : value < 0n ? -value : value;
  let digits = magnitude.toString(conversion === "o" ? 8 : unsigned ? 16 : 10);
  if (conversion === "X") digits = digits.toUpperCase();
  if (precision !== null) digits = precision === 0 && magnitude === 0n ? "" : digits.padStart(precision, "0");
  let prefix = "";
  if (flags.includes("#") && conversion === "o" && !digits.startsWith("0")) digits = "0" + digits;
  if (flags.includes("#") && magnitude !== 0n && conversion !== "o" && unsigned) prefix = conversion === "X" ? "0X" : "0x";
  return pad(digits, !unsigned && value < 0n, unsigned ? flags.replace(/[+ ]/g, "") : flags, width, prefix, precision === null);
}

// One double as C writes it with flags, width and precision (%f %F %e %E %g %G; %a %A as the shortest hex form).
function cDouble(value, conversion, flags, width, precision) {
  const upper = conversion === conversion.toUpperCase();
  const negative = value < 0 || Object.is(value, -0);
  let body;
  if (!Number.isFinite(value)) {
    body = Number.isNaN(value) ? "nan" : "inf";
    return pad(upper ? body.toUpperCase() : body, negative && !Number.isNaN(value), flags, width, "", false);
  }
  const p = precision ?? 6;
  switch (conversion.toLowerCase()) {
    case "f": body = fixed(value, p); if (flags.includes("#") && p === 0) body += "."; break;
    case "e": body = scientific(value, p, upper, flags.includes("#")); break;
    case "g": body = general(value, p, upper, flags.includes("#")); break;
    default: {
      body = hexFloat(Math.abs(value), upper, flags.includes("#"));
      return pad(body.slice(2), negative, flags, width, body.slice(0, 2), true);
    }
  }
  return pad(body, negative, flags, width, "", true);
}

// |value| as %a writes it without a precision: 0x1.8p+1 (the point always with `point`, the # flag).
function hexFloat(value, upper, point) {
  if (value === 0) return upper ? `0X0${point ? "." : ""}P+0` : `0x0${point ? "." : ""}p+0`;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  let exponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = (bits & ((1n << 52n) - 1n)).toString(16).padStart(13, "0").replace(/0+$/, "");
  const lead = exponent === 0 ? "0" : "1";
  exponent = exponent === 0 ? -1022 : exponent - 1023;
  const text = `0x${lead}${fraction || point ? "." + fraction : ""}p${exponent < 0 ? "-" : "+"}${Math.abs(exponent)}`;
  return upper ? text.toUpperCase() : text;
}

// One argument drawn for one specifier, as CopyFormatter.render does with a text argument.
function render(sample, conversion, flags, width, precision) {
  if ("@sSp".includes(conversion)) return sample;
  if ("cC".includes(conversion)) {
    if (typeof Intl !== "undefined" && Intl.Segmenter) return [...new Intl.Segmenter().segment(sample)][0]?.segment ?? "";
    return [...sample][0] ?? "";
  }
  if ("dDiuUoOxX".includes(conversion)) {
    const value = integer(sample);
    if (value === null) return sample;
    const plain = !flags && width === null && precision === null;
    if ("dDiuU".includes(conversion) && plain) return group(value.toString());
    const c = conversion === "O" ? "o" : "xXo".includes(conversion) ? conversion : "d";
    return cInteger(value, c, flags, width ?? 0, precision);
  }
  const value = double(sample);
  if (value === null) return sample;
  const text = cDouble(value, conversion, flags, width ?? 0, precision);
  if (!Number.isFinite(value) || flags || width !== null || !"fF".includes(conversion)) return text;
  const [whole, decimals] = text.split(".");
  return decimals === undefined ? group(whole) : `${group(whole)}.${decimals}`;
}

// The template filled with `args` (the sample values, by position; `names` for %(name)…), as the device shows it.
function copydeckFormat(template, args, names) {
  let out = "", index = 0, next = 0, last = "", afterArgument = false;
  while (index < template.length) {
    const percent = template.indexOf("%", index);
    const end = percent < 0 ? template.length : percent;
    if (end > index) {
      const text = template.slice(index, end);
      out += afterArgument ? resolveParticle(text, last) : text;
      afterArgument = false;
      index = end;
      continue;
    }
    SPECIFIER.lastIndex = percent;
    const match = SPECIFIER.exec(template);
    if (!match) { out += "%"; index = percent + 1; afterArgument = false; continue; }
    index = SPECIFIER.lastIndex;
    const [, name, position, flags, width, precision, conversion] = match;
    if (conversion === "%") { out += "%"; afterArgument = false; continue; }
    const slot = name ? names.indexOf(name) : position ? Number(position) - 1 : next++;
    const value = render(String(args[slot] ?? ""), conversion, flags, width ? Number(width) : null,
      precision === undefined ? null : Number(precision.slice(1) || "0"));
    out += value;
    last = value;
    afterArgument = true;
  }
  return out;
}
