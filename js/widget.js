// Pyramid Solitaire front-end: draws the board Python sends (trait "board") and sends taps,
// drags and button presses back as messages. It never decides whether a move is legal.

const SVG_NS = "http://www.w3.org/2000/svg";

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

// One face-up card: rank and suit in two corners, a big suit in the middle.
function fillFace(node, card) {
  node.replaceChildren(
    h("span", { class: "pyr-corner pyr-tl" }, h("b", { text: card.rank }), h("i", { text: card.suit })),
    h("span", { class: "pyr-pip", text: card.suit }),
    h("span", { class: "pyr-corner pyr-br" }, h("b", { text: card.rank }), h("i", { text: card.suit })),
  );
  node.classList.toggle("pyr-red", !!card.red);
  node.classList.remove("pyr-back", "pyr-slot");
}

function setCardAttrs(node, pos, card, free, label) {
  node.dataset.pos = pos;
  if (card) node.dataset.card = card.code; else delete node.dataset.card;
  node.dataset.free = free ? "true" : "false";
  node.setAttribute("aria-label", label);
}

// An emptied pyramid slot keeps its element (for the leaving animation) but no card hooks.
function clearCardAttrs(node) {
  for (const key of ["pos", "card", "free"]) delete node.dataset[key];
  node.removeAttribute("aria-label");
}

function render({ model, el }) {
  const send = (message) => model.send(message);
  const str = (key, values = {}) =>
    (model.get("strings")[key] || key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));

  // Keys pressed inside the board belong to the game, not to JupyterLab's shortcuts (D D deletes a cell).
  const root = h("div", { class: "pyr", role: "application", tabindex: "-1", "data-lm-suppress-shortcuts": "true" });
  const bar = h("div", { class: "pyr-bar" });
  const table = h("div", { class: "pyr-table" });
  const pyramid = h("div", { class: "pyr-pyramid" });
  const lines = document.createElementNS(SVG_NS, "svg");
  lines.setAttribute("class", "pyr-lines");
  lines.setAttribute("aria-hidden", "true");
  const piles = h("div", { class: "pyr-piles" });
  const message = h("div", { class: "pyr-message", role: "status", "aria-live": "polite" });
  const banner = h("div", { class: "pyr-banner", hidden: true });
  const controls = h("div", { class: "pyr-controls" });
  pyramid.append(lines);
  table.append(pyramid, piles, banner);
  root.append(bar, table, message, controls);
  el.append(root);

  // --- controls (built once, labels refreshed) ---------------------------------------------
  const buttons = {};
  const button = (action, extra = {}) => {
    const node = h("button", { class: "pyr-btn", type: "button", "data-action": action, ...extra });
    node.addEventListener("click", () => onAction(action, node));
    buttons[action] = node;
    return node;
  };
  const numberField = h("input", { class: "pyr-number", type: "number", min: "1", step: "1", inputmode: "numeric" });
  const winnable = h("input", { type: "checkbox", "data-toggle": "winnable_only" });
  const freeToggle = h("input", { type: "checkbox", "data-toggle": "show_free" });
  const blockToggle = h("input", { type: "checkbox", "data-toggle": "show_blocking" });
  const rulesSelect = h("select", { class: "pyr-rules", "data-control": "rules" });
  const speed = h("input", { type: "range", min: "0.1", max: "2", step: "0.1", dir: "rtl", "data-control": "speed" });
  const labelled = (input, key) => {
    const span = h("span", { "data-text": key });
    return h("label", { class: "pyr-check" }, input, span);
  };
  const speedLabel = h("label", { class: "pyr-speed" }, h("span", { "data-text": "speed" }), speed);
  const numberLabel = h("label", { class: "pyr-numlabel" }, h("span", { "data-text": "number" }), numberField);
  const rulesLabel = h("label", { class: "pyr-ruleslabel" }, h("span", { "data-text": "rules" }), rulesSelect);
  controls.append(
    h("div", { class: "pyr-group" }, button("draw"), button("undo"), button("redo"), button("hint")),
    h("div", { class: "pyr-group" }, button("step"), button("play"), speedLabel),
    h("div", { class: "pyr-group" }, numberLabel, button("new"), labelled(winnable, "winnable_only"), rulesLabel),
    h("div", { class: "pyr-group" }, labelled(freeToggle, "show_free"), labelled(blockToggle, "show_blocking")),
  );

  for (const toggle of [winnable, freeToggle, blockToggle]) {
    toggle.addEventListener("change", () => {
      model.set(toggle.dataset.toggle, toggle.checked);
      model.save_changes();
    });
  }
  speed.addEventListener("change", () => {
    model.set("speed", Number(speed.value));
    model.save_changes();
  });
  rulesSelect.addEventListener("change", () => send({ type: "rules", name: rulesSelect.value }));
  numberField.addEventListener("keydown", (event) => {
    event.stopPropagation();
    if (event.key === "Enter") onAction("new");
  });

  function onAction(action, node) {
    if (action === "new") {
      const value = numberField.value.trim();
      send(value ? { type: "new", number: value } : { type: "new" });
      numberField.value = "";
    } else if (action === "play") {
      send({ type: model.get("playing") ? "pause" : "play" });
    } else if (action === "pile") {
      send({ type: "draw", pile: Number(node.dataset.pile) });
    } else {
      send({ type: action });
    }
  }

  // --- cards ---------------------------------------------------------------------------------
  const slots = new Map(); // pyramid position -> element, kept across redraws for animations
  const pileTops = new Map(); // pile -> the top card last drawn there
  let drag = null;
  let suppressClick = false;

  function cardElement() {
    const node = h("div", { class: "pyr-card", role: "button" });
    node.addEventListener("click", () => {
      if (suppressClick) { suppressClick = false; return; }
      tap(node.dataset.pos, node);
    });
    node.addEventListener("pointerdown", (event) => startDrag(event, node));
    return node;
  }

  function tap(pos, node) {
    if (!pos) return;
    if (node) node.classList.add("is-pending");
    send({ type: "tap", where: pos });
  }

  function startDrag(event, node) {
    if (event.button !== 0 || node.dataset.free !== "true" || !node.dataset.card) return;
    drag = { node, x: event.clientX, y: event.clientY, moved: false, over: null };
  }
  function moveDrag(event) {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 6) return;
    drag.moved = true;
    drag.node.classList.add("is-dragging");
    drag.node.style.translate = `${dx}px ${dy}px`;
    const target = dropTarget(event, drag.node);
    if (target !== drag.over) {
      if (drag.over) drag.over.classList.remove("is-drop");
      if (target) target.classList.add("is-drop");
      drag.over = target;
    }
  }
  function dropTarget(event, node) {
    return document.elementsFromPoint(event.clientX, event.clientY)
      .map((n) => n.closest && n.closest("[data-pos][data-card]"))
      .find((n) => n && n !== node && root.contains(n)) || null;
  }
  function endDrag(event) {
    if (!drag) return;
    const { node, moved, over } = drag;
    drag = null;
    if (over) over.classList.remove("is-drop");
    if (!moved) return;
    node.classList.remove("is-dragging");
    node.style.translate = "";
    suppressClick = true;
    setTimeout(() => { suppressClick = false; }, 0);
    const target = dropTarget(event, node);
    if (target) {
      target.classList.add("is-pending");
      send({ type: "move", where: [node.dataset.pos, target.dataset.pos] });
    }
  }
  window.addEventListener("pointermove", moveDrag);
  window.addEventListener("pointerup", endDrag);

  // --- layout ----------------------------------------------------------------------------------
  let width = 0;
  function layout() {
    const board = model.get("board");
    if (!board || !board.rules) return;
    const rows = board.rules.rows;
    const avail = Math.max(260, (root.clientWidth || 640) - 24);
    const cw = Math.max(30, Math.min(76, avail / (rows + 0.8)));
    root.style.setProperty("--cw", `${cw.toFixed(1)}px`);
    const gap = cw * 0.1;
    const ch = cw * 1.4;
    const step = ch * 0.5;
    pyramid.style.width = `${rows * cw + (rows - 1) * gap}px`;
    pyramid.style.height = `${(rows - 1) * step + ch}px`;
    for (const entry of board.pyramid) {
      const node = slots.get(entry.pos);
      if (!node) continue;
      node.style.left = `${(entry.col + (rows - 1 - entry.row) / 2) * (cw + gap)}px`;
      node.style.top = `${entry.row * step}px`;
      node.style.zIndex = String(entry.row + 1);
    }
    drawLines(board);
  }

  function centre(pos) {
    const node = slots.get(pos);
    if (!node) return null;
    // the middle of the card's visible upper half: the lower half may lie under the next row
    return [node.offsetLeft + node.offsetWidth / 2, node.offsetTop + node.offsetHeight * 0.27];
  }

  function drawLines(board) {
    lines.replaceChildren();
    if (!model.get("show_blocking")) return;
    lines.setAttribute("width", pyramid.style.width);
    lines.setAttribute("height", pyramid.style.height);
    for (const pair of board.blocking) {
      const a = centre(pair.lower);
      const b = centre(pair.upper);
      if (!a || !b) continue;
      const line = document.createElementNS(SVG_NS, "line");
      line.setAttribute("x1", a[0]); line.setAttribute("y1", a[1]);
      line.setAttribute("x2", b[0]); line.setAttribute("y2", b[1]);
      line.setAttribute("class", pair.direct ? "pyr-block direct" : "pyr-block");
      line.dataset.lower = pair.lower;
      line.dataset.upper = pair.upper;
      lines.append(line);
    }
  }

  // --- drawing the board ------------------------------------------------------------------------
  let lastVersion = -1;
  function draw() {
    const board = model.get("board");
    if (!board || !board.rules) return;
    const selected = new Set(board.selected);
    const hinted = new Set(board.hint);
    root.classList.toggle("show-free", !!model.get("show_free"));
    root.classList.toggle("show-blocking", !!model.get("show_blocking"));
    root.dataset.rules = board.rules.name;

    bar.replaceChildren(
      h("span", { class: "pyr-title", text: str("title") }),
      h("span", { class: "pyr-chip", "data-info": "rules", text: board.rules.name }),
      h("span", { class: "pyr-chip", "data-info": "deal", text: board.deal }),
      h("span", { class: "pyr-chip", "data-info": "pass", text: board.pass }),
      h("span", { class: "pyr-chip pyr-score", "data-info": "points",
        text: `${str("points")}: ${board.score.points}` }),
    );

    // pyramid cards: one element per position, kept so removals can animate
    const gone = [];
    for (const entry of board.pyramid) {
      let node = slots.get(entry.pos);
      if (!node) {
        node = cardElement();
        slots.set(entry.pos, node);
        pyramid.append(node);
      }
      node.classList.remove("is-pending");
      if (entry.code) {
        const fresh = node.dataset.card !== entry.code || node.classList.contains("is-gone");
        if (fresh) fillFace(node, entry);
        node.classList.remove("is-gone", "is-leaving");
        if (fresh && lastVersion >= 0) { node.classList.remove("is-arriving"); void node.offsetWidth; node.classList.add("is-arriving"); }
        setCardAttrs(node, entry.pos, entry, entry.free, entry.label);
        node.tabIndex = entry.free ? 0 : -1;
      } else if (node.dataset.card) {
        gone.push(node);
        clearCardAttrs(node);
      } else {
        clearCardAttrs(node);
        node.classList.add("is-gone");
        node.setAttribute("aria-hidden", "true");
        node.tabIndex = -1;
      }
      node.classList.toggle("is-selected", selected.has(entry.pos));
      node.classList.toggle("is-hint", hinted.has(entry.pos));
    }
    for (const node of gone) {
      node.tabIndex = -1;
      node.setAttribute("aria-hidden", "true");
      if (lastVersion < 0) { node.classList.add("is-gone"); continue; }
      node.classList.add("is-leaving");
      setTimeout(() => { if (!node.dataset.card) node.classList.add("is-gone"); }, 260);
    }
    for (const entry of board.pyramid) if (entry.code) slots.get(entry.pos).removeAttribute("aria-hidden");

    drawPiles(board, selected, hinted);
    layout();

    message.textContent = board.message.text;
    message.dataset.kind = board.message.kind;
    message.classList.toggle("is-visible", !!board.message.text);
    if (board.message.kind === "error" && board.version !== lastVersion) {
      message.classList.remove("is-shake"); void message.offsetWidth; message.classList.add("is-shake");
    }

    const over = board.outcome;
    banner.hidden = !over;
    if (over) {
      const again = h("button", { class: "pyr-btn", type: "button", "data-action": "new", text: str("new") });
      again.addEventListener("click", () => onAction("new"));
      banner.replaceChildren(h("div", { class: `pyr-banner-box ${over.won ? "won" : "lost"}` },
        h("strong", { text: over.title }), h("p", { text: over.text }),
        h("p", { class: "pyr-banner-score", text: over.score }), again));
    }

    buttons.undo.disabled = !board.can_undo;
    buttons.redo.disabled = !board.can_redo;
    root.dataset.version = String(board.version);
    lastVersion = board.version;
  }

  function pileCard(pos, top, count, label, kind) {
    const node = cardElement();
    node.classList.add(`pyr-${kind}`);
    if (top) {
      fillFace(node, top);
      setCardAttrs(node, pos, top, !!top.free, label || top.label);
    } else {
      node.replaceChildren(count ? h("span", { class: "pyr-back-mark" }) : h("span", { class: "pyr-empty-mark",
        text: kind === "stock" ? "↻" : "" }));
      node.classList.add(count ? "pyr-back" : "pyr-slot");
      setCardAttrs(node, pos, null, false, label);
    }
    node.tabIndex = kind === "removed" ? -1 : 0;
    if (count > 1) node.classList.add("pyr-stacked");
    // a card that just landed on a waste or removed pile slides in
    const key = `${kind}:${pos}`;
    const shown = top ? `${top.code}/${count}` : "";
    if (kind !== "stock" && top && pileTops.has(key) && pileTops.get(key) !== shown) node.classList.add("is-landing");
    pileTops.set(key, shown);
    return node;
  }

  function drawPiles(board, selected, hinted) {
    const parts = [];
    const stock = board.stock;
    const stockNode = pileCard("S", stock.top, stock.count,
      stock.top ? `${stock.top.label}. ${stock.label}` : stock.label, "stock");
    stockNode.classList.toggle("is-selected", selected.has("S"));
    stockNode.classList.toggle("is-hint", hinted.has("S"));
    parts.push(h("div", { class: "pyr-pile" }, stockNode,
      h("span", { class: "pyr-count", "data-count": "stock", text: `${str("stock")} · ${stock.count}` })));
    board.waste.forEach((pile, i) => {
      const label = pile.top ? pile.top.label : `${str("aria_waste", { n: i + 1 })}: ${str("empty")}`;
      const node = pileCard(pile.pos, pile.top, pile.count, label, "waste");
      node.classList.toggle("is-selected", selected.has(pile.pos));
      node.classList.toggle("is-hint", hinted.has(pile.pos));
      node.classList.toggle("is-choice", !!board.choosing_pile);
      const caption = board.choosing_pile
        ? (() => {
          const choose = h("button", { class: "pyr-btn pyr-pile-btn", type: "button", "data-action": "pile",
            "data-pile": String(i + 1), text: str("pile_n", { n: i + 1 }) });
          choose.addEventListener("click", () => onAction("pile", choose));
          return choose;
        })()
        : h("span", { class: "pyr-count", text: `${str("waste")}${board.waste.length > 1 ? ` ${i + 1}` : ""} · ${pile.count}` });
      parts.push(h("div", { class: "pyr-pile" }, node, caption));
    });
    const removed = board.removed;
    const removedNode = pileCard("R", removed.top, removed.count, removed.label, "removed");
    delete removedNode.dataset.pos;
    if (removedNode.dataset.card) {
      removedNode.dataset.lastRemoved = removedNode.dataset.card;
      delete removedNode.dataset.card;
    }
    delete removedNode.dataset.free;
    removedNode.setAttribute("role", "img");
    parts.push(h("div", { class: "pyr-pile pyr-removed-pile" }, removedNode,
      h("span", { class: "pyr-count", text: `${str("removed")} · ${board.score.cards_removed}` })));
    piles.replaceChildren(...parts);
  }

  function relabel() {
    for (const [action, node] of Object.entries(buttons)) {
      const key = action === "play" && model.get("playing") ? "pause" : action;
      node.textContent = str(key);
    }
    for (const span of root.querySelectorAll("[data-text]")) span.textContent = str(span.dataset.text);
    numberField.placeholder = "#";
    const presets = (model.get("board") || {}).presets || [];
    if (rulesSelect.options.length !== presets.length) {
      rulesSelect.replaceChildren(...presets.map((name) => h("option", { value: name, text: name })));
    }
    const board = model.get("board");
    if (board && board.rules) rulesSelect.value = board.rules.name;
    winnable.checked = !!model.get("winnable_only");
    freeToggle.checked = !!model.get("show_free");
    blockToggle.checked = !!model.get("show_blocking");
    speed.value = String(model.get("speed"));
    buttons.play.classList.toggle("is-on", !!model.get("playing"));
  }

  // --- keyboard --------------------------------------------------------------------------------
  function focusables() {
    return [...root.querySelectorAll(".pyr-card[data-pos]")].filter((n) => n.tabIndex === 0);
  }
  root.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) return;
    const key = event.key;
    const card = target.closest && target.closest(".pyr-card[data-pos]");
    if ((key === "Enter" || key === " ") && card) {
      event.preventDefault();
      tap(card.dataset.pos, card);
    } else if (key.startsWith("Arrow")) {
      const list = focusables();
      if (!list.length) return;
      event.preventDefault();
      const at = list.indexOf(card);
      const forward = key === "ArrowRight" || key === "ArrowDown";
      const next = at < 0 ? 0 : (at + (forward ? 1 : -1) + list.length) % list.length;
      list[next].focus();
    } else if ((key === "z" || key === "Z") && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send({ type: "undo" });
    } else if (event.ctrlKey || event.metaKey || event.altKey) {
      return;
    } else if (key === "d" || key === "D") {
      event.preventDefault(); send({ type: "draw" });
    } else if (key === "u" || key === "U") {
      event.preventDefault(); send({ type: "undo" });
    } else if (key === "h" || key === "H") {
      event.preventDefault(); send({ type: "hint" });
    } else if (key === "Escape" && model.get("board").selected.length && card) {
      send({ type: "tap", where: model.get("board").selected[0] });
    }
  });

  // --- wiring ------------------------------------------------------------------------------------
  const redraw = () => { draw(); relabel(); };
  const onToggle = () => { draw(); relabel(); };
  const events = ["change:board", "change:strings", "change:show_free", "change:show_blocking",
    "change:winnable_only", "change:speed", "change:playing"];
  const handlers = events.map((name) => {
    const handler = name === "change:board" || name === "change:strings" ? redraw : onToggle;
    model.on(name, handler);
    return [name, handler];
  });
  const resize = new ResizeObserver(() => {
    if (root.clientWidth !== width) { width = root.clientWidth; layout(); }
  });
  resize.observe(root);
  redraw();

  return () => {
    for (const [name, handler] of handlers) model.off(name, handler);
    window.removeEventListener("pointermove", moveDrag);
    window.removeEventListener("pointerup", endDrag);
    resize.disconnect();
  };
}

export default { render };
