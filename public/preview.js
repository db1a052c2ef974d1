// The preview's only script: live reload over server-sent events, controls that keep their state in the URL,
// the search filter, and the check that stacks two buttons when their labels do not fit side by side (as UIKit does).
"use strict";

// UIKit lays two buttons side by side only when each label fits its half on one line; otherwise it stacks them.
// Only alerts the server drew as a row are measured (at accessibility sizes every alert is already a stack).
function fitButtons(root) {
  for (const actions of root.querySelectorAll('.alert-actions[data-count="2"]')) {
    actions.dataset.drawn ??= actions.dataset.layout;
    if (actions.dataset.drawn !== "row") continue;
    actions.dataset.layout = "row";
    const overflows = [...actions.querySelectorAll(".label")].some((label) => label.scrollWidth > label.clientWidth);
    if (overflows) actions.dataset.layout = "stack";
  }
}

// Shows the entries that match the search box and the problems-only box, and the empty state when none do.
function applyFilter() {
  const box = document.querySelector('.toolbar input[name="q"]');
  if (!box) return;
  const needle = box.value.trim().toLowerCase();
  const problemsOnly = document.querySelector('.toolbar input[name="problems"]').checked;
  let shown = 0;
  for (const card of document.querySelectorAll(".entry-card")) {
    const visible = (!needle || card.dataset.search.includes(needle)) && (!problemsOnly || card.dataset.problems !== "0");
    card.hidden = !visible;
    if (visible) shown += 1;
  }
  const empty = document.querySelector('[data-empty="no-matches"]');
  if (empty) empty.hidden = shown > 0;
  const url = new URL(location.href);
  needle ? url.searchParams.set("q", box.value) : url.searchParams.delete("q");
  problemsOnly ? url.searchParams.set("problems", "1") : url.searchParams.delete("problems");
  history.replaceState(null, "", url);
}

// Replaces the page's live region with the same page freshly rendered by the server, keeping scroll and focus.
async function refresh() {
  const response = await fetch(location.href, { headers: { Accept: "text/html" } });
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const fresh = page.getElementById("live-region");
  if (!fresh) return;
  document.getElementById("live-region").replaceWith(document.adoptNode(fresh));
  document.body.dataset.generation = page.body.dataset.generation;
  setUp(document);
  applyFilter();
  document.dispatchEvent(new Event("copydeck:refreshed"));  // edit.js refills its fields
}

function setUp(root) {
  fitButtons(root);
  for (const control of root.querySelectorAll("[data-autosubmit]")) {
    control.addEventListener("change", () => control.form.requestSubmit());
  }
  for (const control of root.querySelectorAll("[data-filter]")) {
    control.addEventListener("input", applyFilter);
  }
}

// The server sends `event: generation` with the snapshot's number on connect and after every reload.
function listen() {
  const status = document.querySelector(".live");
  const events = new EventSource("/events");
  events.addEventListener("open", () => { status.dataset.live = "open"; });
  events.addEventListener("error", () => { status.dataset.live = "closed"; });
  events.addEventListener("generation", (event) => {
    if (event.data !== document.body.dataset.generation) refresh();
  });
}

setUp(document);
applyFilter();
listen();
// Labels are measured again once the fonts are in, since the first layout may have used a fallback face.
document.fonts.ready.then(() => fitButtons(document));
