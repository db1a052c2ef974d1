// Editing in the preview: the fields under an entry's drawings redraw the drawing as you type (arguments filled in
// with the sample values, Korean particles resolved, buttons restacked), ask the server for the entry's findings on
// the unsaved text, keep unsaved edits in this browser's storage until they are saved or discarded, and save.
// The markup it works on is described in README.md, "Editing in the preview".
"use strict";

// Korean particle pairs, as Sources/Copydeck/Resolution/KoreanParticle.swift: [pair, after a consonant, after a vowel].
const PARTICLES = [
  ["을(를)", "을", "를"], ["이(가)", "이", "가"], ["은(는)", "은", "는"], ["과(와)", "과", "와"],
  ["으로(로)", "으로", "로"], ["이에요(예요)", "이에요", "예요"], ["아(야)", "아", "야"],
];
// Closing quotes and brackets that may stand between an argument and its particle (CompiledText.closingMarks).
const CLOSING = new Set(["’", "”", "'", "\"", ")", "]", "」", "』", "》", "〉"]);
// One printf specifier as Apple reads it: %@, %d, %1$@, %lld, %.2f, %(name)lld, %%.
const SPECIFIER = /%(?:\(([A-Za-z_][A-Za-z0-9_]*)\)|(\d+)\$)?[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp%])/y;

// How a word ends for the particle after it: "vowel", "rieul" (ㄹ), "consonant", or null (keep the pair as written).
function ending(word) {
  const last = [...word].pop();
  if (!last) return null;
  const code = last.codePointAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? "vowel" : final === 8 ? "rieul" : "consonant";
  }
  return { 0: "consonant", 1: "rieul", 2: "vowel", 3: "consonant", 4: "vowel", 5: "vowel", 6: "consonant", 7: "rieul", 8: "rieul", 9: "vowel" }[last] ?? null;
}

// `text` (what follows an argument) with a particle pair at its start replaced by the form that fits `word`.
function resolveParticle(text, word) {
  let closing = 0;
  while (closing < text.length && CLOSING.has(text[closing])) closing += 1;
  if (closing > 2) return text;
  const rest = text.slice(closing);
  const particle = PARTICLES.find(([pair]) => rest.startsWith(pair));
  if (!particle) return text;
  const kind = ending(word);
  if (!kind) return text;
  const form = kind === "vowel" || (kind === "rieul" && particle[0] === "으로(로)") ? particle[2] : particle[1];
  return text.slice(0, closing) + form + rest.slice(particle[0].length);
}

// Digits grouped by threes with commas, as NumberSymbols does for Korean and English.
function group(digits) {
  const negative = digits.startsWith("-");
  const body = negative ? digits.slice(1) : digits;
  return (negative ? "-" : "") + body.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// The template filled with `args` (the sample values, by position; `names` for %(name)…), as the device shows it.
function format(template, args, names) {
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
    if (match[3] === "%") { out += "%"; afterArgument = false; continue; }
    const position = match[1] ? names.indexOf(match[1]) : match[2] ? Number(match[2]) - 1 : next++;
    let value = String(args[position] ?? "");
    if ("dDiuU".includes(match[3]) && /^\s*-?\d+\s*$/.test(value)) value = group(value.trim());
    out += value;
    last = value;
    afterArgument = true;
  }
  return out;
}

const editor = () => document.querySelector(".editor[data-edit-entry]");
const fields = () => [...document.querySelectorAll("textarea[data-edit-key]")];
const storageKey = () => `copydeck-edit:${location.host}:${editor().dataset.editEntry}`;
const fieldID = (field) => `${field.dataset.editLang}\u0000${field.dataset.editKey}`;

function loadEdits() {
  try { return JSON.parse(localStorage.getItem(storageKey()) ?? "{}"); } catch { return {}; }
}

function storeEdits(edits) {
  Object.keys(edits).length ? localStorage.setItem(storageKey(), JSON.stringify(edits)) : localStorage.removeItem(storageKey());
}

// The element of the drawing that shows `field`'s text, or null when the drawing has no such part.
function drawnPart(field) {
  const entry = CSS.escape(editor().dataset.editEntry);
  const drawing = document.querySelector(`.drawings [data-entry="${entry}"][data-lang="${CSS.escape(field.dataset.editLang)}"]`);
  if (!drawing) return null;
  const part = field.dataset.editPart;
  if (part.startsWith("button-")) {
    const action = drawing.querySelectorAll(".action")[Number(part.slice(7))];
    return action?.querySelector(".label") ?? null;
  }
  const element = drawing.querySelector(`[data-part="${part}"]`);
  return element?.querySelector(".text") ?? element;
}

// Draws `field`'s text into the drawing above it, formatted with its language's sample values.
function redraw(field) {
  const part = drawnPart(field);
  if (!part) return;
  const set = field.closest("[data-edit-args]");
  const args = JSON.parse(set.dataset.editArgs), names = JSON.parse(set.dataset.editNames);
  part.textContent = format(field.value, args, names);
  part.closest(".device")?.setAttribute("data-edited", "true");
  if (typeof fitButtons === "function") fitButtons(part.closest(".drawings"));
}

// Marks each field changed or not, records the unsaved values with the version they started from, and shows how
// many there are.
function noteChanges() {
  const edits = loadEdits();
  for (const field of fields()) {
    const id = fieldID(field);
    const changed = field.value !== field.defaultValue;
    field.toggleAttribute("data-edit-dirty", changed);
    if (changed) edits[id] = { value: field.value, version: edits[id]?.version ?? field.dataset.editVersion };
    else delete edits[id];
  }
  storeEdits(edits);
  const count = Object.keys(edits).length;
  const status = document.querySelector("[data-edit-status]");
  status.textContent = count ? `저장하지 않은 값 ${count}개 · ${count} unsaved` : "";
  status.dataset.unsaved = String(count);
}

let checkNumber = 0;
let checkTimer = 0;

// Asks the server for the entry's findings with the text as it is now; a slower, older answer never wins.
async function checkSoon() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(async () => {
    const number = ++checkNumber;
    const response = await post("/api/edit/check", { entry: editor().dataset.editEntry, changes: changes() });
    if (number !== checkNumber || !response.ok) return;
    const answer = await response.json();
    const section = document.querySelector(".findings-section");
    const fresh = new DOMParser().parseFromString(answer.html, "text/html").body.firstElementChild;
    if (section && fresh) {
      fresh.open = section.open;
      fresh.dataset.unsaved = "true";
      section.replaceWith(fresh);
    }
  }, 120);
}

// Every changed field as the server takes it, with the version the edit started from.
function changes() {
  const edits = loadEdits();
  return fields().filter((field) => edits[fieldID(field)]).map((field) => ({
    lang: field.dataset.editLang, table: field.dataset.editTable, key: field.dataset.editKey,
    value: field.value, version: edits[fieldID(field)].version,
  }));
}

function post(path, body) {
  return fetch(path, {
    method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
}

// Shows why a save did not happen, in an element marked data-save-error, with what the copywriter can do.
function showSaveError(kind, nodes) {
  const box = document.querySelector("[data-save-errors]");
  const block = document.createElement("div");
  block.className = "save-error";
  block.setAttribute("data-save-error", kind);
  block.setAttribute("role", "alert");
  block.append(...nodes);
  box.replaceChildren(block);
}

function element(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

async function save(confirm = false) {
  const list = changes();
  if (!list.length) return;
  document.querySelector("[data-save-errors]").replaceChildren();
  let response;
  try {
    response = await post("/api/edit/save", { entry: editor().dataset.editEntry, changes: list, confirm });
  } catch {
    showSaveError("network", [element("p", {}, "서버에 닿지 못했어요. 고친 내용은 이 브라우저에 남아 있어요. · The server did not answer; your edits are kept in this browser.")]);
    return;
  }
  const answer = await response.json().catch(() => ({}));
  if (answer.outcome === "saved") return saved(answer.saved);
  if (answer.outcome === "confirm") {
    const items = answer.findings.map((finding) => element("li", { "data-rule": finding.rule }, element("code", {}, finding.rule), ` ${finding.language ?? ""} — ${finding.message}`));
    return showSaveError("confirm", [
      element("p", {}, answer.messageKo, " · ", answer.message), element("ul", {}, ...items),
      element("button", { type: "button", "data-action": "confirm-save" }, "그래도 저장 · Save anyway"),
    ]);
  }
  if (answer.outcome === "conflict") {
    const blocks = answer.conflicts.map((conflict) => element("div", { class: "conflict", "data-conflict-key": conflict.key, "data-conflict-lang": conflict.lang },
      element("p", {}, element("code", {}, `${conflict.lang} ${conflict.key}`)),
      element("div", { class: "conflict-texts" },
        element("div", { class: "mine", "data-conflict": "mine" }, element("h4", {}, "내 것 · Mine"), element("pre", { lang: conflict.lang }, conflict.mine)),
        element("div", { class: "theirs", "data-conflict": "theirs" }, element("h4", {}, "바뀐 것 · Theirs"), element("pre", { lang: conflict.lang }, conflict.theirs ?? "(없음 · none)"))),
      element("button", { type: "button", "data-action": "keep-mine", "data-version": conflict.version }, "내 것 지키기 · Keep mine"),
      element("button", { type: "button", "data-action": "take-theirs", "data-version": conflict.version, "data-theirs": conflict.theirs ?? "" }, "바뀐 것 받기 · Take theirs")));
    return showSaveError("conflict", [element("p", {}, answer.messageKo, " · ", answer.message), ...blocks]);
  }
  showSaveError(answer.outcome ?? "error", [element("p", {}, answer.errorKo ?? "저장하지 못했어요.", " · ", answer.error ?? `The save was refused (${response.status}).`)]);
}

// After a save: the saved text becomes each field's own, with its new version, and nothing is left unsaved.
function saved(list) {
  for (const item of list) {
    const field = fields().find((candidate) => candidate.dataset.editLang === item.lang && candidate.dataset.editKey === item.key);
    if (!field) continue;
    field.defaultValue = item.value;
    field.value = item.value;
    field.dataset.editVersion = item.version;
  }
  noteChanges();
  const status = document.querySelector("[data-edit-status]");
  status.textContent = "저장했어요 · Saved";
  status.dataset.saved = "true";
}

// The conflict's choice for one value: keep mine (save it over theirs) or take theirs (drop mine).
function resolveConflict(button) {
  const conflict = button.closest(".conflict");
  const field = fields().find((candidate) => candidate.dataset.editLang === conflict.dataset.conflictLang && candidate.dataset.editKey === conflict.dataset.conflictKey);
  if (!field) return;
  const edits = loadEdits();
  if (button.dataset.action === "keep-mine") {
    edits[fieldID(field)] = { value: field.value, version: button.dataset.version };
    storeEdits(edits);
  } else {
    field.value = field.defaultValue = button.dataset.theirs;
    field.dataset.editVersion = button.dataset.version;
    delete edits[fieldID(field)];
    storeEdits(edits);
    redraw(field);
  }
  conflict.remove();
  noteChanges();
  if (button.dataset.action === "keep-mine" && !document.querySelector(".conflict")) save();
}

// Draws the value as it was at HEAD in a copy of the drawing beside the current one (or removes that copy).
function toggleHead(button) {
  const field = button.closest(".edit-field").querySelector("textarea");
  const part = drawnPart(field);
  const device = part?.closest(".device");
  if (!device) return;
  const existing = device.parentElement.querySelector(`.device[data-head-of="${CSS.escape(fieldID(field))}"]`);
  if (existing) { existing.remove(); return; }
  const copy = device.cloneNode(true);
  copy.dataset.headOf = fieldID(field);
  copy.removeAttribute("data-edited");
  const set = field.closest("[data-edit-args]");
  const index = [...device.querySelectorAll(".label, [data-part]")].indexOf(part.closest("[data-part]") ?? part);
  const target = index >= 0 ? [...copy.querySelectorAll(".label, [data-part]")][index] : null;
  const text = target?.querySelector(".text") ?? target;
  if (text) text.textContent = format(button.dataset.headText, JSON.parse(set.dataset.editArgs), JSON.parse(set.dataset.editNames));
  copy.querySelector("figcaption")?.prepend("HEAD · ");
  device.after(copy);
}

// Puts this browser's unsaved edits back into the fields (after a live reload or a browser reload) and draws them.
function restore() {
  if (!editor()) return;
  const edits = loadEdits();
  for (const field of fields()) {
    const edit = edits[fieldID(field)];
    if (edit && edit.value !== field.value) field.value = edit.value;
    if (edit) redraw(field);
  }
  noteChanges();
  if (Object.keys(edits).length) checkSoon();
}

function setUpEditor() {
  if (!editor()) return;
  for (const field of fields()) {
    field.addEventListener("input", () => { redraw(field); noteChanges(); checkSoon(); });
  }
  restore();
}

document.addEventListener("click", (event) => {
  const button = event.target.closest("[data-action]");
  if (!button || !editor()) return;
  switch (button.dataset.action) {
    case "save": save(); break;
    case "confirm-save": save(true); break;
    case "keep-mine": case "take-theirs": resolveConflict(button); break;
    case "discard": storeEdits({}); location.reload(); break;
    case "show-head": toggleHead(button); break;
  }
});

// Leaving the page with unsaved edits asks first (they would still be in this browser's storage).
window.addEventListener("beforeunload", (event) => {
  if (editor() && changes().length) { event.preventDefault(); event.returnValue = ""; }
});

// preview.js replaces the page's live region after a reload on disk; the fields are new then.
document.addEventListener("copydeck:refreshed", setUpEditor);
setUpEditor();
