// Editing in the preview: the fields under an entry's drawings redraw the drawing as you type (arguments filled in
// with the sample values, Korean particles resolved, buttons restacked), ask the server for the entry's findings on
// the unsaved text, keep unsaved edits in this browser's storage until they are saved or discarded, and save.
// The markup it works on is described in README.md, "Editing in the preview". Templates are filled by
// copydeckFormat (public/format.js, loaded first), the library's formatter in the browser.
"use strict";

const editor = () => document.querySelector(".editor[data-edit-entry]");
const fields = () => [...document.querySelectorAll("textarea[data-edit-key]")];
const storageKey = () => `copydeck-edit:${location.host}:${editor().dataset.editEntry}`;
const fieldID = (field) => `${field.dataset.editLang}\u0000${field.dataset.editKey}`;
// What a check or save names: the entry, or the permission prompt whose purpose strings are edited.
const subject = () => editor().dataset.editSubject === "permission"
  ? { permission: editor().dataset.editEntry } : { entry: editor().dataset.editEntry };

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
  part.textContent = copydeckFormat(field.value, args, names);
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
  if (count) {
    savedShown = false;
    delete status.dataset.saved;
  }
}

let checkNumber = 0;
let checkTimer = 0;

// Asks the server for the entry's findings with the text as it is now; a slower, older answer never wins. The check
// needs this run's secret as a save does, so a locked page (no secret yet) does not ask; a refused check (a value
// with too many % signs, say) says why where a refused save does. A permission prompt is checked by copydeck check
// once saved, not as one types.
async function checkSoon() {
  clearTimeout(checkTimer);
  if (editor().dataset.edit !== "ready" || editor().dataset.editSubject === "permission") return;
  checkTimer = setTimeout(async () => {
    const number = ++checkNumber;
    const response = await post("/api/edit/check", { ...subject(), changes: changes() }).catch(() => null);
    if (number !== checkNumber || !response) return;
    if (!response.ok) {
      const refusal = await response.json().catch(() => ({}));
      showSaveError("check", [element("p", {}, refusal.errorKo ?? "검사하지 못했어요.", " · ", refusal.error ?? `The check was refused (${response.status}).`)]);
      return;
    }
    document.querySelector("[data-save-error=\"check\"]")?.remove();
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
    response = await post("/api/edit/save", { ...subject(), changes: list, confirm });
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
  savedShown = true;
  showSaved();
}

// Whether the status says "Saved": from a save until the next edit, across the live reload that the save itself
// causes (which draws the editor, and its status, afresh).
let savedShown = false;

function showSaved() {
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

// "Still right" for an outdated translation: confirms its saved text (not an unsaved edit) against today's
// development text, as copydeck confirm does; the mark goes, and the live reload draws the page without it.
async function stillRight(button) {
  const mark = button.closest("[data-outdated-key]");
  const field = fields().find((candidate) => candidate.dataset.editLang === mark.dataset.outdatedLang && candidate.dataset.editKey === mark.dataset.outdatedKey);
  if (!field) return;
  document.querySelector("[data-save-errors]").replaceChildren();
  const change = { lang: field.dataset.editLang, table: field.dataset.editTable, key: field.dataset.editKey, value: field.defaultValue, version: field.dataset.editVersion };
  let response;
  try {
    response = await post("/api/edit/confirm", { entry: editor().dataset.editEntry, changes: [change] });
  } catch {
    showSaveError("network", [element("p", {}, "서버에 닿지 못했어요. · The server did not answer.")]);
    return;
  }
  const answer = await response.json().catch(() => ({}));
  if (answer.outcome === "confirmed") {
    mark.remove();
    field.removeAttribute("data-outdated");
    const status = document.querySelector("[data-edit-status]");
    status.textContent = "여전히 맞다고 확인했어요 · Confirmed as still right";
    return;
  }
  showSaveError(answer.outcome ?? "error", [element("p", {}, answer.errorKo ?? answer.messageKo ?? "확인하지 못했어요.", " · ", answer.error ?? answer.message ?? `The confirmation was refused (${response.status}).`)]);
}

// Draws the value as it was at HEAD in a copy of the drawing beside the current one (or removes that copy).
function toggleHead(button) {
  const field = button.closest(".edit-field").querySelector("textarea");
  const part = drawnPart(field);
  const device = part?.closest(".device");
  if (!device) return;
  // Compared as strings: the id holds a NUL, which CSS.escape turns into U+FFFD, so no selector can name it.
  const existing = [...device.parentElement.querySelectorAll(".device[data-head-of]")].find((copy) => copy.dataset.headOf === fieldID(field));
  if (existing) { existing.remove(); return; }
  const copy = device.cloneNode(true);
  copy.dataset.headOf = fieldID(field);
  copy.removeAttribute("data-edited");
  const set = field.closest("[data-edit-args]");
  const index = [...device.querySelectorAll(".label, [data-part]")].indexOf(part.closest("[data-part]") ?? part);
  const target = index >= 0 ? [...copy.querySelectorAll(".label, [data-part]")][index] : null;
  const text = target?.querySelector(".text") ?? target;
  if (text) text.textContent = copydeckFormat(button.dataset.headText, JSON.parse(set.dataset.editArgs), JSON.parse(set.dataset.editNames));
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
  if (savedShown) showSaved();
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
    case "still-right": stillRight(button); break;
  }
});

// Leaving the page with unsaved edits asks first (they would still be in this browser's storage).
window.addEventListener("beforeunload", (event) => {
  if (editor() && changes().length) { event.preventDefault(); event.returnValue = ""; }
});

// preview.js replaces the page's live region after a reload on disk; the fields are new then.
document.addEventListener("copydeck:refreshed", setUpEditor);
setUpEditor();
