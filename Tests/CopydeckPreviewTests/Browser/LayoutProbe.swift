/// Scripts that read what a person sees from the browser's real layout (`getBoundingClientRect`,
/// `getComputedStyle`, text ranges), each returning plain JSON for the tests to assert on.
enum LayoutProbe {
  /// The buttons of every drawing of `arguments[0]` (an entry id): role, preferred flag, box, colour and weight.
  static let buttons = """
    const drawings = [...document.querySelectorAll(`[data-entry="${arguments[0]}"]`)];
    return drawings.map((drawing) => ({
      lang: drawing.dataset.lang,
      kind: drawing.dataset.kind,
      layout: drawing.querySelector("[data-layout]")?.dataset.layout ?? null,
      buttons: [...drawing.querySelectorAll("[data-role]")].map((button) => {
        const box = button.getBoundingClientRect();
        const style = getComputedStyle(button);
        return {
          role: button.dataset.role, preferred: button.dataset.preferred === "true", label: button.textContent,
          left: box.left, right: box.right, top: box.top, bottom: box.bottom,
          color: style.color, weight: Number(style.fontWeight),
        };
      }),
    }));
    """

  /// Every text box of every drawing on the page whose content is wider or taller than the box, or that sticks
  /// out of its drawing; an empty list when nothing overflows.
  static let overflows = """
    const problems = [];
    for (const drawing of document.querySelectorAll("[data-entry]")) {
      const card = drawing.getBoundingClientRect();
      for (const box of drawing.querySelectorAll("[data-part], .label")) {
        const rect = box.getBoundingClientRect();
        const inside = rect.left >= card.left - 0.5 && rect.right <= card.right + 0.5
          && rect.top >= card.top - 0.5 && rect.bottom <= card.bottom + 0.5;
        if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1 || !inside) {
          problems.push(`${drawing.dataset.entry} ${drawing.dataset.lang}: "${box.textContent}"`);
        }
      }
      if (drawing.scrollHeight > drawing.clientHeight + 1) {
        problems.push(`${drawing.dataset.entry} ${drawing.dataset.lang}: the drawing scrolls`);
      }
    }
    return problems;
    """

  /// For the Korean text of every drawing: how many line breaks it has, and each break that falls between two
  /// characters of the same word (no space between them).
  static let koreanBreaks = """
    const result = { lines: 0, breaksInsideWords: [] };
    for (const part of document.querySelectorAll('[data-lang="ko"] [data-part], [data-lang="ko"] .label')) {
      const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
      const characters = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.data.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          characters.push({ text: node.data[index], top: rect ? rect.top : null });
        }
      }
      for (let index = 1; index < characters.length; index += 1) {
        const before = characters[index - 1], after = characters[index];
        if (before.top === null || after.top === null || after.top <= before.top + 1) continue;
        result.lines += 1;
        if (!/\\s/.test(before.text) && !/\\s/.test(after.text)) {
          const text = characters.map((c) => c.text).join("");
          result.breaksInsideWords.push(`${text.slice(0, index)}⏎${text.slice(index)}`);
        }
      }
    }
    return result;
    """
}
