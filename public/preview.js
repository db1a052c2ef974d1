// The preview's only script: live reload over server-sent events (one stream shared by every tab of the browser),
// controls that keep their state in the URL, the search filter, and the check that stacks two buttons when their
// labels do not fit side by side (as UIKit does).
"use strict";

// A page of the static site (`copydeck export --site`) has no server: no live reload, no search on the server, and
// each view is a file of its own.
const isStatic = document.body.dataset.site === "static";

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

// Shows the entries that match the search box and the problems-only box, and the empty state when none do. On a
// paged index (`#index-results` without data-complete="true") the cards of the page are only a first answer: the
// server searches every entry, so a changed filter asks it for the results again.
function applyFilter() {
  const box = document.querySelector('.toolbar input[name="q"]');
  if (!box) return;
  const needle = box.value.trim().toLowerCase();
  const problemsOnly = document.querySelector('.toolbar input[name="problems"]').checked;
  const results = document.getElementById("index-results");
  const complete = !results || results.dataset.complete === "true";
  let shown = 0;
  for (const card of document.querySelectorAll(".entry-card")) {
    const visible = (!needle || card.dataset.search.includes(needle)) && (!problemsOnly || card.dataset.problems !== "0");
    card.hidden = !visible;
    if (visible) shown += 1;
  }
  // A category whose entries are all hidden hides its heading too.
  for (const section of document.querySelectorAll(".category")) {
    section.hidden = !section.querySelector(".entry-card:not([hidden])");
  }
  const empty = document.querySelector('[data-empty="no-matches"]');
  if (empty && complete) empty.hidden = shown > 0;
  if (isStatic) return;
  const url = new URL(location.href);
  const before = filterKey(url);
  needle ? url.searchParams.set("q", box.value) : url.searchParams.delete("q");
  problemsOnly ? url.searchParams.set("problems", "1") : url.searchParams.delete("problems");
  if (filterKey(url) !== before) url.searchParams.delete("page");
  history.replaceState(null, "", url);
  if (!complete && filterKey(url) !== (requestedFilter ?? before)) searchOnServer(filterKey(url));
}

// The search and the filter a URL asks for, to tell whether the results shown answer them.
function filterKey(url) {
  return `${url.searchParams.get("q")?.trim().toLowerCase() ?? ""}|${url.searchParams.get("problems") ?? ""}`;
}

let requestedFilter = null;  // the filter of the newest results asked for; null: the ones the page came with
let searchTimer = null;

// Asks the server for the index's results at the current URL after a short pause in typing, and shows them unless a
// newer search was asked for meanwhile.
function searchOnServer(key) {
  requestedFilter = key;
  clearTimeout(searchTimer);
  searchTimer = setTimeout(async () => {
    const response = await fetch(location.href, { headers: { Accept: "text/html" } });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = page.getElementById("index-results");
    const current = document.getElementById("index-results");
    if (key !== requestedFilter || !fresh || !current) return;
    current.replaceWith(document.adoptNode(fresh));
    fitButtons(fresh);
    document.dispatchEvent(new Event("copydeck:results"));
  }, 150);
}

// Replaces the page's live region with the same page freshly rendered by the server, keeping scroll and focus.
async function refresh() {
  const response = await fetch(location.href, { headers: { Accept: "text/html" } });
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const fresh = page.getElementById("live-region");
  if (!fresh) return;
  // A findings list (or any other <details>) the copywriter opened stays open in the fresh copy.
  const opened = new Set([...document.querySelectorAll("#live-region details[open]")].map(detailsKey));
  for (const details of fresh.querySelectorAll("details")) {
    if (opened.has(detailsKey(details))) details.open = true;
  }
  document.getElementById("live-region").replaceWith(document.adoptNode(fresh));
  document.body.dataset.generation = page.body.dataset.generation;
  setUp(document);
  requestedFilter = null;
  applyFilter();
  document.dispatchEvent(new Event("copydeck:refreshed"));  // edit.js refills its fields
}

// What identifies a <details> across renders: its class and the entry it belongs to.
function detailsKey(details) {
  const owner = details.closest("[data-entry-card], [data-entry-view]");
  return `${details.className}|${owner ? owner.dataset.entryCard ?? owner.dataset.entryView : ""}`;
}

function setUp(root) {
  fitButtons(root);
  for (const control of root.querySelectorAll("[data-autosubmit]")) {
    control.addEventListener("change", () => control.form.requestSubmit());
  }
  for (const control of root.querySelectorAll("[data-filter]")) {
    control.addEventListener("input", applyFilter);
  }
  for (const form of root.querySelectorAll("form[data-site-action]")) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      openView(form);
    });
  }
}

// On the static site a form's choices name a file: its data-site-action with each {field} filled in from the form.
function openView(form) {
  const fields = new FormData(form);
  location.href = form.dataset.siteAction.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(fields.get(name) ?? ""));
}

// What one tab does with news from the stream: show whether it is live, and refresh when the generation moved.
function received(message) {
  const status = document.querySelector(".live");
  if (message.type === "status") status.dataset.live = message.live;
  if (message.type === "generation" && message.generation !== document.body.dataset.generation) refresh();
}

// The server sends `event: generation` with the snapshot's number on connect and after every reload. `report`
// gets each piece of news. When the stream fails for good (the server refused it: 429 when a client holds too many),
// it is opened again a little later, as `retry:` would have.
function openStream(report) {
  const events = new EventSource("/events");
  events.addEventListener("open", () => report({ type: "status", live: "open" }));
  events.addEventListener("error", () => {
    report({ type: "status", live: "closed" });
    if (events.readyState === EventSource.CLOSED) setTimeout(() => openStream(report), 2000);
  });
  events.addEventListener("generation", (event) => report({ type: "generation", generation: event.data }));
}

// Browsers give a host six HTTP/1.1 connections, so tabs must not each hold a stream. The tabs of one browser
// elect one of them with a Web Lock; it alone opens /events and passes the news to the others over a
// BroadcastChannel. When it closes, its lock is released and the next tab takes over. A browser without Web Locks
// or BroadcastChannel falls back to one stream per tab.
function listen() {
  if (!("locks" in navigator) || typeof BroadcastChannel !== "function") {
    openStream(received);
    return;
  }
  const channel = new BroadcastChannel("copydeck-events");
  let last = null;  // the leader's latest news, for tabs that open later
  let leading = false;
  channel.addEventListener("message", (event) => {
    if (event.data.type === "hello") {
      if (leading && last) channel.postMessage(last);
      if (leading) channel.postMessage({ type: "status", live: document.querySelector(".live").dataset.live });
      return;
    }
    received(event.data);
  });
  channel.postMessage({ type: "hello" });
  navigator.locks.request("copydeck-events", () => {
    leading = true;
    document.documentElement.dataset.eventsLeader = "true";
    openStream((message) => {
      if (message.type === "generation") last = message;
      channel.postMessage(message);
      received(message);
    });
    return new Promise(() => {});  // held for as long as this tab lives
  });
}

setUp(document);
applyFilter();
if (!isStatic) listen();
// Labels are measured again once the fonts are in, since the first layout may have used a fallback face.
document.fonts.ready.then(() => fitButtons(document));
