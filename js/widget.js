// Pyramid Solitaire front-end: draws the board Python sends (trait "board") and sends taps,
// drags and button presses back as messages. It never decides whether a move is legal.
//
// render() builds a fixed shell once; every change of a trait runs update(), which brings each
// part of the shell in line with the view-model. Card nodes are keyed by their place (data-pos),
// so a node is added, changed or removed as its place comes, changes or goes.

const SVG_NS = "http://www.w3.org/2000/svg";
const LEAVE_MS = 260; // a removed card's leaving animation, as in widget.css
const SLIDE_MS = 300; // a card sliding to a new place (its left and top transition in widget.css), and a little more

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

function setData(node, key, value) {
  if (value === undefined || value === null) delete node.dataset[key];
  else node.dataset[key] = value;
}

// Restarts a CSS animation that a class runs.
function replay(node, className) {
  node.classList.remove(className);
  void node.offsetWidth;
  node.classList.add(className);
}

function translator(strings) {
  return (key, values = {}) =>
    ((strings || {})[key] || key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

// --- keyed children ------------------------------------------------------------------------------

// Makes the keyed children of `container` follow `items` in order, after `cursor` (or from the
// start): a key that stays keeps its node, updated in place; a new key gets a new node; the node of
// a key that went is handed to `drop`. Nodes move only when out of order, so focus survives.
function keyed(container, nodes, items, { key, create, update, drop }, cursor = null) {
  const wanted = new Set();
  for (const item of items) {
    const name = key(item);
    wanted.add(name);
    let node = nodes.get(name);
    if (!node) {
      node = create(item);
      nodes.set(name, node);
    }
    update(node, item);
    const inPlace = node.parentNode === container
      && (!cursor || cursor.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (!inPlace) {
      if (cursor) cursor.after(node);
      else container.prepend(node);
    }
    cursor = node;
  }
  for (const [name, node] of nodes) {
    if (!wanted.has(name)) {
      nodes.delete(name);
      drop(node);
    }
  }
}

// --- cards -----------------------------------------------------------------------------------------

const shownFaces = new WeakMap(); // card node -> what its face shows, so an unchanged face is kept

function cardNode(kind) {
  return h("div", { class: kind ? `pyr-card pyr-${kind}` : "pyr-card", role: kind === "removed" ? "img" : "button" });
}

// A face-up card (rank and suit in two corners, a big suit in the middle), a back or an empty
// slot. Returns whether what the card shows changed.
function faceView(node, face, empty) {
  const shown = face ? face.code : empty;
  if (shownFaces.get(node) === shown) return false;
  shownFaces.set(node, shown);
  const corner = (place) => h("span", { class: `pyr-corner ${place}` }, h("b", { text: face.rank }), h("i", { text: face.suit }));
  if (face) node.replaceChildren(corner("pyr-tl"), h("span", { class: "pyr-pip", text: face.suit }), corner("pyr-br"));
  else if (empty === "back") node.replaceChildren(h("span", { class: "pyr-back-mark" }));
  else node.replaceChildren(h("span", { class: "pyr-empty-mark", text: empty === "refill" ? "↻" : "" }));
  node.classList.toggle("pyr-red", !!(face && face.red));
  node.classList.toggle("pyr-back", !face && empty === "back");
  node.classList.toggle("pyr-slot", !face && empty !== "back");
  return true;
}

// One card node from its spec: what it shows, its data-* hooks, label, focus and highlights.
function cardView(node, { pos, face, empty = "slot", card, free, label, focusable, selected, hinted }) {
  const changed = faceView(node, face, empty);
  setData(node, "pos", pos);
  setData(node, "card", card);
  setData(node, "free", free === undefined ? undefined : String(free));
  if (label) node.setAttribute("aria-label", label);
  else node.removeAttribute("aria-label");
  node.tabIndex = focusable ? 0 : -1;
  // a card that can be picked says whether it is picked (a toggle button, to a screen reader)
  if ((focusable && card) || selected) node.setAttribute("aria-pressed", selected ? "true" : "false");
  else node.removeAttribute("aria-pressed");
  node.classList.toggle("is-selected", !!selected);
  node.classList.toggle("is-hint", !!hinted);
  node.classList.remove("is-pending");
  return changed;
}

// A pyramid card whose place emptied loses its hooks at once and its node after the animation.
function leave(node, animate) {
  for (const key of ["pos", "card", "free"]) delete node.dataset[key];
  node.removeAttribute("aria-label");
  node.removeAttribute("aria-pressed");
  node.setAttribute("aria-hidden", "true");
  node.tabIndex = -1;
  node.classList.remove("is-selected", "is-hint", "is-pending");
  if (!animate) {
    node.remove();
    return;
  }
  node.classList.add("is-leaving");
  setTimeout(() => node.remove(), LEAVE_MS);
}

function pyramidView(view, board) {
  const selected = new Set(board.selected);
  const hinted = new Set(board.hint);
  const places = new Set(board.pyramid.map((entry) => entry.pos));
  const animate = view.version >= 0;
  keyed(view.pyramid, view.cards, board.pyramid.filter((entry) => entry.code), {
    key: (entry) => entry.pos,
    create: () => cardNode(),
    update: (node, entry) => {
      const fresh = cardView(node, {
        pos: entry.pos, face: entry, card: entry.code, free: entry.free, label: entry.label,
        focusable: entry.free, selected: selected.has(entry.pos), hinted: hinted.has(entry.pos),
      });
      if (fresh && animate) replay(node, "is-arriving");
    },
    // a card played from its place flies off; a place the new board lacks just goes
    drop: (node) => leave(node, animate && places.has(node.dataset.pos)),
  }, view.lines);
}

// --- stock, waste piles, removed -----------------------------------------------------------------

const pileTops = new WeakMap(); // pile card node -> its top card and count last drawn

function pileItems(board) {
  const { stock, removed } = board;
  return [
    {
      key: "S", kind: "stock", top: stock.top, count: stock.count,
      label: stock.top ? `${stock.top.label}. ${stock.label}` : stock.label,
      caption: stock.caption, refill: stock.can_recycle ?? true, drawn: stock.drawn,
    },
    ...board.waste.map((pile, i) => ({
      key: pile.pos, kind: "waste", top: pile.top, count: pile.count, number: i + 1,
      label: pile.label, caption: pile.caption,
    })),
    {
      key: "R", kind: "removed", top: removed.top, count: removed.count, label: removed.label,
      caption: removed.caption,
    },
  ];
}

function pileNode(item) {
  const wrap = h("div", { class: item.kind === "removed" ? "pyr-pile pyr-removed-pile" : "pyr-pile" },
    cardNode(item.kind),
    h("span", { class: "pyr-count", "data-count": item.kind === "stock" ? "stock" : null }));
  if (item.kind === "waste") {
    wrap.append(h("button", { class: "pyr-btn pyr-pile-btn", type: "button", "data-action": "pile",
      "data-pile": String(item.number), hidden: true }));
  }
  if (item.kind === "stock") {
    // the face-down rest of the stock, peeking out beside a face-up top: tapping it draws. A pointer's
    // shortcut only: keyboards and screen readers have the Draw button, so assistive tech skips it.
    wrap.classList.add("pyr-stock-pile");
    wrap.append(h("div", { class: "pyr-stock-edge", "aria-hidden": "true", "data-action": "draw", "data-edge": "stock", hidden: true }));
  }
  return wrap;
}

// The stock's face-down edge: shown while its top card lies face up, since a tap on that card selects it.
function stockEdgeView(edge, item, board, str) {
  edge.hidden = !(item.top && item.count > 0);
  edge.title = str("draw");
  edge.classList.toggle("is-hint", board.hint.includes("draw"));
  edge.classList.toggle("is-selected", board.selected.includes("draw"));
  edge.classList.toggle("pyr-stacked", item.count > 1);
}

function pileView(wrap, item, board, str) {
  const [card, count, extra] = wrap.children;
  const { kind, top } = item;
  const choose = kind === "waste" ? extra : null;
  // the removed pile is a picture of the last removed card, not a place to tap
  const place = kind === "removed" ? undefined : item.key;
  // an empty stock shows ↻ only while the waste can still be turned over; a face-down stock shows
  // the card being drawn while the player picks its waste pile
  const empty = item.count ? "back" : kind === "stock" && item.refill ? "refill" : "slot";
  cardView(card, {
    pos: place, face: top ?? item.drawn ?? null, empty,
    card: place && top ? top.code : undefined, free: place ? !!(top && top.free) : undefined,
    label: item.label, focusable: !!place,
    // a draw or a recycle the review marks as the move played selects the stock
    selected: board.selected.includes(place) || (kind === "stock" && board.selected.includes("draw")),
    hinted: board.hint.includes(place),
  });
  setData(card, "lastRemoved", kind === "removed" && top ? top.code : undefined);
  setData(card, "drawn", item.drawn ? item.drawn.code : undefined);
  card.classList.toggle("is-drawn", !!item.drawn);
  if (kind === "stock") stockEdgeView(extra, item, board, str);
  card.classList.toggle("pyr-stacked", item.count > 1);
  // a card that just landed on a waste or removed pile slides in
  const shown = top ? `${top.code}/${item.count}` : "";
  const before = pileTops.get(card);
  pileTops.set(card, shown);
  if (kind !== "stock" && top && before !== undefined && before !== shown) replay(card, "is-landing");
  const choosing = kind === "waste" && !!board.choosing_pile;
  card.classList.toggle("is-choice", choosing);
  count.textContent = item.caption;
  count.hidden = choosing;
  if (choose) {
    choose.hidden = !choosing;
    choose.textContent = str("pile_n", { n: item.number });
  }
}

function pilesView(view, board, str) {
  keyed(view.piles, view.pileNodes, pileItems(board), {
    key: (item) => item.key,
    create: pileNode,
    update: (wrap, item) => pileView(wrap, item, board, str),
    drop: (wrap) => wrap.remove(),
  });
}

// --- layout and blocking lines -------------------------------------------------------------------

const MIN_CARD = 18; // px: the smallest card; even 10-row pharaoh fits an output 220 px wide

// Card width for a pyramid of `rows` rows (cards 0.1 of a card apart) that fills `width` pixels.
const cardWidth = (width, rows) => Math.max(MIN_CARD, Math.min(76, Math.floor((width / (rows + (rows - 1) * 0.1)) * 10) / 10));

function layoutView(view, board, showBlocking) {
  const { root, pyramid, cards } = view;
  const rows = board.rules.rows;
  const table = pyramid.parentNode;
  const style = getComputedStyle(table);
  const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) || 24;
  const cw = cardWidth((table.clientWidth || root.clientWidth || 640) - padding, rows);
  root.style.setProperty("--cw", `${cw.toFixed(1)}px`);
  const gap = cw * 0.1;
  const ch = cw * 1.4;
  const step = ch * 0.5;
  pyramid.style.width = `${rows * cw + (rows - 1) * gap}px`;
  pyramid.style.height = `${(rows - 1) * step + ch}px`;
  for (const entry of board.pyramid) {
    const node = cards.get(entry.pos);
    if (!node) continue;
    node.style.left = `${(entry.col + (rows - 1 - entry.row) / 2) * (cw + gap)}px`;
    node.style.top = `${entry.row * step}px`;
    node.style.zIndex = String(entry.row + 1);
  }
  linesView(view, board, showBlocking);
}

// Distinct colours for blocking pairs, readable on the cards and on the felt (each line has a white halo).
const PAIR_COLOURS = ["#d7263d", "#1b4fd8", "#f08c00", "#8e24aa", "#111111", "#00838f", "#c2185b", "#6d4c41"];

function svg(tag, attrs) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

function linesView({ lines, pyramid, cards }, board, show) {
  lines.replaceChildren();
  if (!show) return;
  lines.setAttribute("width", pyramid.style.width);
  lines.setAttribute("height", pyramid.style.height);
  // the middle of a card's visible upper half: the lower half may lie under the next row
  // (where layoutView puts the card, not where its slide to there has it now: left and top transition)
  const centre = (pos) => {
    const node = cards.get(pos);
    if (!node) return undefined;
    const [left, top] = [parseFloat(node.style.left), parseFloat(node.style.top)];
    return [(Number.isNaN(left) ? node.offsetLeft : left) + node.offsetWidth / 2,
      (Number.isNaN(top) ? node.offsetTop : top) + node.offsetHeight * 0.27];
  };
  const radius = Math.max(3, (cards.values().next().value?.offsetWidth || 40) * 0.09);
  board.blocking.forEach((pair, index) => {
    const a = centre(pair.lower);
    const b = centre(pair.upper);
    if (!a || !b) return;
    const colour = PAIR_COLOURS[index % PAIR_COLOURS.length];
    const ends = { x1: a[0], y1: a[1], x2: b[0], y2: b[1] };
    const group = svg("g", { class: "pyr-pair", "data-pair": index, style: `--pair: ${colour}` });
    group.append(svg("line", { ...ends, class: "pyr-block-halo" }));
    const line = svg("line", { ...ends, class: pair.direct ? "pyr-block direct" : "pyr-block", stroke: colour });
    line.dataset.lower = pair.lower;
    line.dataset.upper = pair.upper;
    group.append(line);
    // an end marker on each of the two cards, in the pair's colour, a little along its own line so
    // that the markers of two pairs on one card stay apart
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const along = Math.min(radius * 1.6, length / 4);
    const [ux, uy] = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
    for (const [[x, y], pos, sign] of [[a, pair.lower, 1], [b, pair.upper, -1]]) {
      group.append(svg("circle", {
        cx: x + sign * ux * along, cy: y + sign * uy * along, r: radius, class: "pyr-block-end", fill: colour, "data-end": pos,
      }));
    }
    lines.append(group);
  });
}

// A card pointed at or focused brings its own blocking pairs forward and dims the others (on a big
// pyramid the lines are many); a card with no pair, or none pointed at, shows them all alike.
function pairsFocus({ lines }, pos) {
  const groups = [...lines.querySelectorAll(".pyr-pair")];
  const own = (group) => [...group.querySelectorAll("[data-end]")].some((end) => end.dataset.end === pos);
  const any = !!pos && groups.some(own);
  for (const group of groups) group.classList.toggle("is-dim", any && !own(group));
}

// What a blocking line means, and what dashed means, in the player's language.
function legendView(legend, board, show, str) {
  legend.hidden = !show;
  if (!show) return;
  const sample = (dashed) => {
    const picture = svg("svg", { width: 34, height: 10, "aria-hidden": "true", class: "pyr-legend-sample" });
    picture.append(svg("line", { x1: 2, y1: 5, x2: 32, y2: 5, class: "pyr-block-halo" }),
      svg("line", { x1: 2, y1: 5, x2: 32, y2: 5, class: dashed ? "pyr-sample" : "pyr-sample direct", stroke: PAIR_COLOURS[1] }),
      svg("circle", { cx: 3, cy: 5, r: 3, fill: PAIR_COLOURS[1] }), svg("circle", { cx: 31, cy: 5, r: 3, fill: PAIR_COLOURS[1] }));
    return picture;
  };
  const shown = JSON.stringify([str("legend_line", { sum: board.rules.pair_sum }), str("legend_solid"), str("legend_dashed")]);
  if (legend.dataset.shown === shown) return;
  legend.dataset.shown = shown;
  legend.replaceChildren(
    h("p", { class: "pyr-legend-line", text: str("legend_line", { sum: board.rules.pair_sum }) }),
    h("span", { class: "pyr-legend-key", "data-legend": "solid" }, sample(false), h("span", { text: str("legend_solid") })),
    h("span", { class: "pyr-legend-key", "data-legend": "dashed" }, sample(true), h("span", { text: str("legend_dashed") })),
  );
}

// --- bar, message, banner, controls --------------------------------------------------------------

function barView(chips, board, str) {
  chips.title.textContent = str("title");
  chips.rules.textContent = board.rules.label ?? board.rules.name;
  chips.deal.textContent = board.deal;
  chips.pass.textContent = board.pass;
  chips.points.textContent = board.score.text;
}

const MESSAGE_MS = 6000; // a message fades after this long, or at the player's next action
const CAUSE_MS = 1800; // the cards that cause a refusal stay marked this long

// The message as a toast over the table, next to the card it is about (board.pointing.at) or at the
// top of the table. A new message shows; an old one is not brought back by a redraw of something else.
function messageView(view, board, fresh) {
  const { message: node } = view;
  const { message } = board;
  const at = (board.pointing && board.pointing.at) || undefined;
  node.textContent = message.text;
  node.dataset.kind = message.kind;
  setData(node, "at", message.text ? at : undefined);
  if (fresh || !message.text) {
    clearTimeout(view.messageTimer);
    node.classList.toggle("is-visible", !!message.text);
    if (message.text && !board.choosing_pile) {
      view.messageTimer = setTimeout(() => node.classList.remove("is-visible"), MESSAGE_MS);
    }
    if (message.kind === "error" && fresh) replay(node, "is-shake");
  }
  placeMessage(view, at);
}

function hideMessage(view) {
  clearTimeout(view.messageTimer);
  view.message.classList.remove("is-visible");
}

// Puts the toast under the card at `at` (above it when there is no room below), inside the table; a
// message about no card goes to the foot of the table, clear of the pyramid.
function placeMessage(view, at) {
  const { message: node } = view;
  const table = node.parentNode;
  const card = at && view.root.querySelector(`.pyr-card[data-pos="${at}"]`);
  const width = table.clientWidth;
  if (!card || !width) {
    // About no card: the top left corner, felt the pyramid leaves empty, when the message fits beside
    // the apex (the foot of the table holds the piles and the pile buttons a drawn card waits for);
    // on a narrow board, where the piles wrap and leave room below, the foot.
    const apex = view.root.querySelector('.pyr-card[data-pos="P0"]');
    const room = apex ? apex.getBoundingClientRect().left - table.getBoundingClientRect().left : 0;
    if (node.offsetWidth + 16 <= room) {
      node.style.left = `${node.offsetWidth / 2 + 8}px`;
      node.style.top = "8px";
    } else {
      node.style.left = `${width / 2}px`;
      node.style.top = `${Math.max(4, table.clientHeight - node.offsetHeight - 6)}px`;
    }
    return;
  }
  const box = table.getBoundingClientRect();
  const rect = card.getBoundingClientRect();
  const half = node.offsetWidth / 2;
  const x = Math.min(Math.max(rect.left + rect.width / 2 - box.left, half + 4), width - half - 4);
  let y = rect.bottom - box.top + 6;
  if (y + node.offsetHeight > table.clientHeight - 4) y = Math.max(4, rect.top - box.top - node.offsetHeight - 6);
  node.style.left = `${x}px`;
  node.style.top = `${y}px`;
}

// Briefly marks the cards that cause a new refusal: the cards covering the one tapped, the two that do not sum.
function clearCauses(root) {
  for (const node of root.querySelectorAll(".pyr-card.is-cause")) node.classList.remove("is-cause");
}

function causesView(view, board, fresh) {
  if (!fresh) return;
  clearTimeout(view.causeTimer);
  clearCauses(view.root);
  const causes = (board.pointing && board.pointing.causes) || [];
  for (const pos of causes) {
    const node = view.root.querySelector(`.pyr-card[data-pos="${pos}"]`);
    if (node) node.classList.add("is-cause");
  }
  if (causes.length) {
    view.causeTimer = setTimeout(() => clearCauses(view.root), CAUSE_MS);
  }
}

const CELEBRATION_MS = 1600;
const reducedMotion = () => !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);

// A short celebration of a win: cards fly out of the middle of the table and fade (none with reduced motion).
function celebrate(view, board) {
  if (reducedMotion()) return;
  const table = view.pyramid.parentNode;
  const layer = h("div", { class: "pyr-celebration", "aria-hidden": "true" });
  const faces = [...board.pyramid.map((entry) => entry.code && entry), board.removed.top].filter(Boolean);
  const suits = ["♠", "♥", "♦", "♣"];
  for (let i = 0; i < 16; i += 1) {
    const suit = suits[i % 4];
    const face = faces[i] || { rank: ["A", "K", "Q", "J"][Math.floor(i / 4) % 4], suit, red: suit === "♥" || suit === "♦" };
    const card = h("div", { class: `pyr-card pyr-fly${face.red ? " pyr-red" : ""}` },
      h("span", { class: "pyr-corner pyr-tl" }, h("b", { text: face.rank }), h("i", { text: face.suit })),
      h("span", { class: "pyr-pip", text: face.suit }));
    const angle = (i / 16) * 2 * Math.PI;
    card.style.setProperty("--dx", `${Math.cos(angle) * 55}vmin`);
    card.style.setProperty("--dy", `${Math.sin(angle) * 40 - 10}vmin`);
    card.style.setProperty("--rot", `${(i % 2 ? 1 : -1) * (90 + i * 20)}deg`);
    card.style.animationDelay = `${(i % 8) * 40}ms`;
    layer.append(card);
  }
  table.append(layer);
  view.root.dataset.celebrating = "true";
  setTimeout(() => {
    layer.remove();
    delete view.root.dataset.celebrating;
  }, CELEBRATION_MS);
}

const shownBanners = new WeakMap();

// Returns whether a won banner just appeared; `ending`: the game has just ended, so the banner is announced.
function bannerView(banner, outcome, str, ending) {
  const shown = outcome ? JSON.stringify([outcome, str("new")]) : "";
  banner.hidden = !outcome || banner.dataset.closed === "true"; // closed: the board underneath stays in view
  const before = shownBanners.get(banner);
  if (before === shown) return false;
  shownBanners.set(banner, shown);
  banner.replaceChildren();
  if (!outcome) return false;
  // the title says won or lost; the line under it says how, without saying it again
  // role=alert: a screen reader says the outcome as it appears (the last move leaves no message of its own)
  banner.append(h("div", { class: `pyr-banner-box ${outcome.won ? "won" : "lost"}`, role: ending ? "alert" : null },
    h("strong", { text: outcome.title }), h("p", { text: outcome.detail ?? outcome.text }),
    h("p", { class: "pyr-banner-score", text: outcome.score }),
    h("button", { class: "pyr-btn", type: "button", "data-action": "new", text: str("new") }),
    h("button", { class: "pyr-banner-close", type: "button", "data-view": "banner-close", text: "×",
      "aria-label": str("study_close"), title: str("study_close") })));
  return !!outcome.won && !before;
}

function controlsShell() {
  const buttons = Object.fromEntries(["draw", "undo", "redo", "hint", "step", "play", "cancel", "new"].map((action) =>
    [action, h("button", { class: "pyr-btn", type: "button", "data-action": action })]));
  const toggles = Object.fromEntries(["winnable_only", "show_free", "show_blocking"].map((name) =>
    [name, h("input", { type: "checkbox", "data-toggle": name })]));
  // text, not type=number: the browser would hand bad input over as "" (a random deal); Python refuses it
  const number = h("input", { class: "pyr-number", type: "text", inputmode: "numeric", autocomplete: "off", placeholder: "#" });
  const rules = h("select", { class: "pyr-rules", "data-control": "rules" });
  const passes = h("select", { class: "pyr-rules", "data-control": "passes" });
  const speed = h("input", { type: "range", min: "0.1", max: "2", step: "0.1", dir: "rtl", "data-control": "speed" });
  const caption = (key) => h("span", { "data-text": key });
  const check = (name) => h("label", { class: "pyr-check" }, toggles[name], caption(name));
  const group = (...children) => h("div", { class: "pyr-group" }, ...children);
  const node = h("div", { class: "pyr-controls" },
    group(buttons.draw, buttons.undo, buttons.redo, buttons.hint),
    group(buttons.step, buttons.play, buttons.cancel, h("label", { class: "pyr-speed" }, caption("speed"), speed)),
    group(h("label", { class: "pyr-numlabel" }, caption("number"), number), buttons.new, check("winnable_only"),
      h("label", { class: "pyr-ruleslabel" }, caption("rules"), rules),
      h("label", { class: "pyr-ruleslabel" }, caption("passes"), passes)),
    group(check("show_free"), check("show_blocking")),
  );
  return { node, buttons, toggles, number, rules, passes, speed };
}

function controlsView(controls, model, board, str) {
  const { buttons, toggles, rules } = controls;
  const playing = !!model.get("playing");
  for (const [action, node] of Object.entries(buttons)) {
    node.textContent = str(action === "play" && playing ? "pause" : action);
    const keys = BUTTON_KEYS[action];
    if (keys) {
      node.title = `${node.textContent} (${keys[0]})`;
      node.setAttribute("aria-keyshortcuts", keys[1]);
    }
  }
  buttons.draw.classList.toggle("is-hint", board.hint.includes("draw")); // a hint to draw or turn the waste over
  for (const span of controls.node.querySelectorAll("[data-text]")) span.textContent = str(span.dataset.text);
  const presets = board.presets || [];
  const own = board.rules.name;
  // rules of no preset (made in Python) are shown as they are named, an entry that cannot be picked
  const names = presets.includes(own) ? presets : [...presets, own];
  const label = (name) => board.preset_labels?.[name] ?? (name === own ? board.rules.label : undefined) ?? name;
  const shown = [...rules.options].map((option) => `${option.value}=${option.textContent}`).join();
  if (shown !== names.map((name) => `${name}=${label(name)}`).join()) {
    rules.replaceChildren(...names.map((name) => h("option", { value: name, text: label(name), disabled: !presets.includes(name) })));
  }
  rules.value = own;
  // the counts of passes offered, and the rules' own when it is another (9 passes, say)
  const ownPasses = board.rules.pass_choice;
  const offered = board.pass_choices || [];
  const choices = ownPasses && !offered.some((choice) => choice.value === ownPasses.value) ? [...offered, ownPasses] : offered;
  const shownPasses = [...controls.passes.options].map((option) => `${option.value}=${option.textContent}`).join();
  if (shownPasses !== choices.map((choice) => `${choice.value}=${choice.label}`).join()) {
    controls.passes.replaceChildren(...choices.map((choice) => h("option", { value: choice.value, text: choice.label })));
  }
  if (ownPasses) controls.passes.value = ownPasses.value;
  for (const [name, toggle] of Object.entries(toggles)) toggle.checked = !!model.get(name);
  if (!controls.speed.matches(":active")) controls.speed.value = String(model.get("speed")); // not under the player's hand
  buttons.play.classList.toggle("is-on", playing);
  buttons.undo.disabled = !board.can_undo;
  buttons.redo.disabled = !board.can_redo;
  buttons.draw.disabled = board.can_draw === false; // the game is over, or the stock is empty with no pass left
}

// While the solver searches for the board (trait "busy"): the board and the solver's buttons carry
// data-busy (the kind of search; "running" on the button that asked), Cancel shows, and the number
// of taps Python ignored meanwhile is on data-busy-ignored.
function busyView({ root, controls, study }, busy) {
  const kind = busy && busy.kind ? busy.kind : undefined;
  setData(root, "busy", kind);
  setData(root, "busyIgnored", kind ? String(busy.ignored || 0) : undefined);
  if (root.getAttribute("aria-busy") !== String(!!kind)) root.setAttribute("aria-busy", String(!!kind));
  const searching = { hint: controls.buttons.hint, step: controls.buttons.step, play: controls.buttons.play,
    new: controls.buttons.new, review: study.review, why: study.why }; // each button whose press may search
  for (const [action, button] of Object.entries(searching)) {
    setData(button, "busy", kind ? (action === kind ? "running" : "waiting") : undefined);
  }
  if (controls.buttons.cancel.hidden !== !kind) controls.buttons.cancel.hidden = !kind;
}

// The session's tally in the header (trait "tally"): one short line, its numbers on data-* hooks;
// nothing is written when nothing changed (a redraw follows every tap).
function sessionView(chip, tally) {
  if (!tally || tally.text === undefined || chip.textContent === tally.text) return;
  chip.textContent = tally.text;
  chip.title = tally.title || "";
  for (const key of ["played", "won", "best", "streak"]) setData(chip, key, String(tally[key]));
  setData(chip, "cards", String(tally.cards_removed));
}

// --- the game review and explanations ----------------------------------------------------------------
// Trait "study": a Review button and a Why? button; after a review, a strip under the board with one
// mark per move (data-mark: kept, threw_away, lost or unknown; the losing move data-losing), a mark
// clicked shows the position before that move read-only (data-shown on the strip and the board);
// Why? shows the explanation, and the cards it names carry is-named.

function studyShell() {
  const review = h("button", { class: "pyr-btn", type: "button", "data-action": "review" });
  const why = h("button", { class: "pyr-btn", type: "button", "data-action": "why" });
  const leave = h("button", { class: "pyr-btn", type: "button", "data-action": "review-leave", hidden: true });
  const summary = h("p", { class: "pyr-review-summary", hidden: true });
  const strip = h("div", { class: "pyr-strip", role: "group", hidden: true });
  const explanation = h("p", { class: "pyr-why", "aria-live": "polite", hidden: true });
  const line = h("button", { class: "pyr-btn", type: "button", "data-action": "why-line", "data-step": "0", hidden: true });
  const back = h("button", { class: "pyr-btn", type: "button", "data-action": "why-line", "data-dir": "back", text: "◀", hidden: true });
  const next = h("button", { class: "pyr-btn", type: "button", "data-action": "why-line", "data-dir": "next", text: "▶", hidden: true });
  const steps = h("div", { class: "pyr-group pyr-line" }, line, back, next);
  const node = h("div", { class: "pyr-study" }, h("div", { class: "pyr-group" }, review, why, leave), summary, strip,
    explanation, steps);
  return { node, review, why, leave, summary, strip, explanation, line, back, next };
}

function studyView(view, study, live, str) {
  const { review, why, leave, summary, strip, explanation } = view.study;
  review.textContent = str("review");
  why.textContent = str("why");
  // on a position of the review or of a line the button goes back to the game; on the game it closes the study
  leave.textContent = str(study.shown || study.line ? "review_leave" : "study_close");
  why.classList.toggle("is-hint", !!live?.outcome && !live.outcome.won); // a lost game asks "why?"
  const marks = study.marks || [];
  leave.hidden = !marks.length && !study.why;
  summary.hidden = !marks.length;
  summary.textContent = study.summary || "";
  strip.hidden = !marks.length;
  setData(strip, "shown", study.shown ? String(study.shown) : undefined);
  setData(view.root, "reviewShown", study.shown ? String(study.shown) : undefined);
  const key = JSON.stringify([marks, study.losing, study.shown]);
  if (strip.dataset.key !== key) {
    strip.dataset.key = key;
    strip.replaceChildren(...marks.map((mark) => h("button", {
      class: `pyr-mark${mark.n === study.shown ? " is-shown" : ""}`, type: "button", "data-action": "review-show",
      "data-move": mark.n, "data-mark": mark.mark, "data-losing": mark.n === study.losing ? "true" : null,
      title: mark.label, "aria-label": mark.label, "aria-pressed": mark.n === study.shown ? "true" : "false",
    })));
  }
  explanation.hidden = !study.why;
  explanation.textContent = study.why ? study.why.text : "";
  setData(explanation, "kind", study.why ? study.why.kind : undefined);
  // a search proof: its best line, step by step (data-line-step on the board)
  const { line, back, next } = view.study;
  const steps = study.line;
  line.textContent = str("why_line");
  for (const [node, key] of [[back, "line_back"], [next, "line_next"]]) {
    if (node.getAttribute("aria-label") !== str(key)) {
      node.setAttribute("aria-label", str(key)); // the arrows said in the player's language
      node.title = str(key);
    }
  }
  line.hidden = !study.why || !study.why.line_moves || !!steps;
  back.hidden = next.hidden = !steps;
  setData(view.root, "lineStep", steps ? String(steps.step) : undefined);
  if (steps) {
    back.dataset.step = String(Math.max(0, steps.step - 1));
    next.dataset.step = String(Math.min(steps.length, steps.step + 1));
    back.disabled = steps.step === 0;
    next.disabled = steps.step === steps.length;
  }
  leave.hidden = leave.hidden && !steps;
  const named = new Set(study.why && !study.shown && !steps ? study.why.places : []);
  for (const [pos, node] of view.cards) node.classList.toggle("is-named", named.has(pos));
}

// --- the whole board -------------------------------------------------------------------------------

function shellView() {
  const chip = (info, extra = "") => h("span", { class: `pyr-chip${extra}`, "data-info": info });
  const chips = {
    title: h("span", { class: "pyr-title" }), rules: chip("rules"), deal: chip("deal"), pass: chip("pass"),
    points: chip("points", " pyr-score"),
    session: h("span", { class: "pyr-chip pyr-session", "data-session": "" }),
  };
  const lines = document.createElementNS(SVG_NS, "svg");
  lines.setAttribute("class", "pyr-lines");
  lines.setAttribute("aria-hidden", "true");
  const pyramid = h("div", { class: "pyr-pyramid" }, lines);
  const piles = h("div", { class: "pyr-piles" });
  const banner = h("div", { class: "pyr-banner", hidden: true });
  const message = h("div", { class: "pyr-message", role: "status", "aria-live": "polite" });
  const legend = h("div", { class: "pyr-legend", "data-legend": "blocking", hidden: true });
  const controls = controlsShell();
  // Keys pressed inside the board belong to the game, not to JupyterLab's shortcuts (D D deletes a cell).
  const root = h("div", { class: "pyr", role: "application", tabindex: "-1", "data-lm-suppress-shortcuts": "true" },
    h("div", { class: "pyr-bar" }, ...Object.values(chips)),
    h("div", { class: "pyr-table" }, pyramid, piles, legend, banner, message),
    controls.node);
  const study = studyShell();
  root.append(study.node);
  return {
    root, chips, pyramid, lines, piles, banner, message, legend, controls, study, cards: new Map(), pileNodes: new Map(), version: -1,
  };
}

function update(view, model) {
  const board = model.get("study")?.board || model.get("board"); // a position the review shows, read-only
  if (!board || !board.rules) return;
  const str = translator(model.get("strings"));
  const { root } = view;
  root.classList.toggle("show-free", !!model.get("show_free"));
  root.classList.toggle("show-blocking", !!model.get("show_blocking"));
  root.dataset.rules = board.rules.name;
  barView(view.chips, board, str);
  pyramidView(view, board);
  pilesView(view, board, str);
  legendView(view.legend, board, !!model.get("show_blocking"), str);
  layoutView(view, board, !!model.get("show_blocking"));
  // a new message shows (and an error shakes); one said before, in another language now, does not
  const fresh = board.version !== view.version && !board.message.said_before;
  messageView(view, board, fresh);
  causesView(view, board, fresh);
  // a closed game-over banner stays closed, and the end is announced and a win celebrated once, until
  // the game itself goes on (a review's board has no outcome); not for a game over before the view opened
  if (!model.get("board")?.outcome) {
    delete view.banner.dataset.closed;
    view.ended = false;
  }
  const ending = view.version >= 0 && !view.ended;
  if (bannerView(view.banner, board.outcome, str, ending) && ending) celebrate(view, board);
  if (board.outcome) view.ended = true;
  controlsView(view.controls, model, board, str);
  busyView(view, model.get("busy"));
  sessionView(view.chips.session, model.get("tally"));
  studyView(view, model.get("study") || {}, model.get("board"), str);
  root.dataset.version = String(board.version);
  view.version = board.version;
}

// --- focus -------------------------------------------------------------------------------------------

function focusKey(node) {
  for (const name of ["pos", "edge", "action", "toggle", "control"]) {
    if (node.dataset && node.dataset[name]) {
      // a pile's draw button, a review mark, one of the line's arrows: one of several with one action
      const which = ["pile", "move", "dir"].filter((key) => node.dataset[key]).map((key) => `[data-${key}="${node.dataset[key]}"]`);
      return `[data-${name}="${node.dataset[name]}"]${which.join("")}`;
    }
  }
  return null;
}

const isShown = (node) => node.isConnected && !node.closest("[hidden]");

// The document or the shadow root the board lives in: its focus and hit tests see into the board.
const scopeOf = (root) => {
  const scope = root.getRootNode();
  return typeof ShadowRoot !== "undefined" && scope instanceof ShadowRoot ? scope : document;
};

const centre = (node) => {
  const box = node.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, height: box.height };
};

const focusableCards = (root) => [...root.querySelectorAll(".pyr-card[data-pos]")].filter((n) => n.tabIndex === 0);

// The focusable card nearest to a point, or the board itself when there is none.
function nearestCard(root, at) {
  let best = root;
  let bestDistance = Infinity;
  for (const node of focusableCards(root)) {
    const c = centre(node);
    const distance = Math.hypot(c.x - at.x, c.y - at.y);
    if (distance < bestDistance) [best, bestDistance] = [node, distance];
  }
  return best;
}

// Runs `redraw` and keeps keyboard focus on the element that had it or, when that element lost its
// key or its place, on the element that now carries the key; a card that went hands focus to the
// nearest card still in play; failing that, focus stays on the board itself.
function keepingFocus(root, redraw) {
  const scope = scopeOf(root);
  const active = scope.activeElement;
  const key = active && active !== root && root.contains(active) ? focusKey(active) : null;
  const wasCard = !!(key && active.classList.contains("pyr-card"));
  const at = wasCard ? centre(active) : null;
  redraw();
  if (!key) return;
  if (scope.activeElement === active && focusKey(active) === key && canFocus(active)) return;
  const next = root.querySelector(key);
  const target = next && canFocus(next) ? next : wasCard ? nearestCard(root, at) : root;
  target.focus({ preventScroll: true });
}

// Whether focus can rest on `node`: shown, in the tab order, and not a disabled button (a button the
// press just disabled, Undo with no move left, would drop focus to the page and the keys with it).
function canFocus(node) {
  return isShown(node) && node.tabIndex >= 0 && !node.disabled;
}

// The focusable card next to `from` in the arrow's direction: the same row for left and right,
// the nearest row for up and down (the piles lie below the pyramid), or null at the edge.
function cardToward(root, from, key) {
  const here = centre(from);
  const [dx, dy] = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  let best = null;
  let bestScore = Infinity;
  for (const node of focusableCards(root)) {
    if (node === from) continue;
    const c = centre(node);
    const along = (c.x - here.x) * dx + (c.y - here.y) * dy;
    const across = dx ? Math.abs(c.y - here.y) : Math.abs(c.x - here.x);
    if (along <= 1 || (dx && across > here.height / 2)) continue;
    const score = along + 2 * across;
    if (score < bestScore) [best, bestScore] = [node, score];
  }
  return best;
}

// --- input: one delegated handler per kind of event ----------------------------------------------------

function actionMessage(action, node, view, model) {
  if (action === "new") {
    const number = view.controls.number.value.trim();
    view.controls.number.value = "";
    return number ? { type: "new", number } : { type: "new" };
  }
  if (action === "play") return { type: model.get("playing") ? "pause" : "play" };
  if (action === "pile") return { type: "draw", pile: Number(node.dataset.pile) };
  if (action === "review-show") return { type: "review_show", move: Number(node.dataset.move) };
  if (action === "review-leave") return { type: "review_leave" };
  if (action === "why-line") return { type: "why_line", step: Number(node.dataset.step) };
  return { type: action };
}

function tap(node, send) {
  node.classList.add("is-pending");
  send({ type: "tap", where: node.dataset.pos });
}

const KEY_MESSAGES = new Map([["d", "draw"], ["u", "undo"], ["r", "redo"], ["h", "hint"]]);
// The keys of the buttons, shown in their titles ("Draw (D)") and told to screen readers: the letter
// of KEY_MESSAGES, and the editors' keys onKey reads for undo and redo.
const KEY_COMBOS = { undo: " Control+Z", redo: " Control+Shift+Z Control+Y" };
const BUTTON_KEYS = Object.fromEntries([...KEY_MESSAGES].map(([letter, action]) => {
  const shown = letter.toUpperCase();
  return [action, [shown, shown + (KEY_COMBOS[action] ?? "")]];
}));

function onKey(event, view, model, send) {
  const { target, key } = event;
  if (target === view.controls.number) {
    event.stopPropagation();
    if (key === "Enter") send(actionMessage("new", target, view, model));
    return;
  }
  if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && !["checkbox", "range"].includes(target.type))) return;
  if (target.type === "range" && /^(Arrow|Home$|End$|Page)/.test(key)) return; // the slider's own keys
  const card = target.closest(".pyr-card[data-pos]");
  if ((key === "Enter" || key === " ") && card) {
    event.preventDefault();
    tap(card, send);
  } else if (key.startsWith("Arrow")) {
    const list = focusableCards(view.root);
    if (!list.length) return;
    event.preventDefault();
    (card ? cardToward(view.root, card, key) ?? card : list[0]).focus();
  } else if ((key === "z" || key === "Z" || key === "y" || key === "Y") && (event.ctrlKey || event.metaKey)) {
    event.preventDefault(); // Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo, as editors do
    send({ type: key.toLowerCase() === "y" || event.shiftKey ? "redo" : "undo" });
  } else if (event.ctrlKey || event.metaKey || event.altKey) {
    return;
  } else if (KEY_MESSAGES.has(key.toLowerCase())) {
    event.preventDefault();
    send({ type: KEY_MESSAGES.get(key.toLowerCase()) });
  } else if (key === "Escape" && model.get("busy")?.kind) {
    event.preventDefault();
    send({ type: "cancel" }); // Escape stops the solver's search, as the Cancel button does
  } else if (key === "Escape" && card && model.get("board").selected.length) {
    send({ type: "tap", where: model.get("board").selected[0] });
  }
}

function onChange(event, model, send) {
  const { dataset } = event.target;
  if (dataset.toggle) {
    model.set(dataset.toggle, event.target.checked);
    model.save_changes();
  } else if (dataset.control === "speed") {
    model.set("speed", Number(event.target.value));
    model.save_changes();
  } else if (dataset.control === "rules") {
    send({ type: "rules", name: event.target.value });
  } else if (dataset.control === "passes") {
    send({ type: "passes", value: event.target.value });
  }
}

// Dragging a face-up card onto another sends one move, and Python says whether it stands (a covered
// card may still pair with the one card on it under overlapping pairs); the click that ends a drag
// is no tap.
class CardDrag {
  constructor(root, send) {
    this.root = root;
    this.send = send;
    this.drag = null;
    this.justDropped = false;
  }

  start(event) {
    const node = event.target.closest(".pyr-card[data-pos][data-card]");
    if (event.button !== 0 || !event.isPrimary || !node) return;
    this.cancel();
    this.drag = { node, card: node.dataset.card, pointer: event.pointerId, x: event.clientX, y: event.clientY, moved: false, over: null };
  }

  // The drag of `event`'s pointer, if one is under way (a second finger drags nothing).
  of(event) {
    return this.drag && this.drag.pointer === event.pointerId ? this.drag : null;
  }

  // The card goes back to its place and nothing is sent (the browser took the pointer, or a new drag began).
  cancel(event) {
    const drag = event ? this.of(event) : this.drag;
    if (!drag) return;
    this.drag = null;
    if (drag.over) drag.over.classList.remove("is-drop");
    drag.node.classList.remove("is-dragging");
    drag.node.style.translate = "";
  }

  move(event) {
    const drag = this.of(event);
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 6) return;
    drag.moved = true;
    drag.node.classList.add("is-dragging");
    drag.node.style.translate = `${dx}px ${dy}px`;
    const target = this.target(event, drag.node);
    if (target !== drag.over) {
      if (drag.over) drag.over.classList.remove("is-drop");
      if (target) target.classList.add("is-drop");
      drag.over = target;
    }
  }

  end(event) {
    const drag = this.of(event);
    if (!drag) return;
    const { node, card, moved } = drag;
    this.cancel(event);
    if (!moved) return;
    this.justDropped = true;
    setTimeout(() => { this.justDropped = false; }, 0);
    // the card left while it was dragged (removed, covered on the waste, another deal dealt): nodes are
    // kept by place, so the place may now hold another card
    if (!node.isConnected || !node.dataset.pos || node.dataset.card !== card) return;
    const target = this.target(event, node);
    if (target) {
      target.classList.add("is-pending");
      this.send({ type: "move", where: [node.dataset.pos, target.dataset.pos] });
    } else if (node.dataset.free === "false") {
      this.send({ type: "tap", where: node.dataset.pos }); // a covered card dropped on nothing: Python says why
    }
  }

  target(event, node) {
    const scope = scopeOf(this.root);
    return (scope.elementsFromPoint ? scope : document).elementsFromPoint(event.clientX, event.clientY)
      .map((n) => n.closest && n.closest("[data-pos][data-card]"))
      .find((n) => n && n !== node && this.root.contains(n)) || null;
  }

  takesClick() {
    const taken = this.justDropped;
    this.justDropped = false;
    return taken;
  }
}

// --- wiring ------------------------------------------------------------------------------------------

const TRAITS = ["board", "strings", "show_free", "show_blocking", "winnable_only", "speed", "playing", "busy", "tally", "study"];

function render({ model, el }) {
  const view = shellView();
  const { root } = view;
  const send = (message) => model.send(message);
  const drag = new CardDrag(root, send);
  el.append(root);

  root.addEventListener("click", (event) => {
    if (drag.takesClick()) return;
    const closing = event.target.closest("[data-view='banner-close']");
    if (closing) { // the game-over banner closed, for the board under it: nothing to ask Python
      view.banner.dataset.closed = "true"; // until the game goes on (see update)
      view.banner.hidden = true;
      root.focus({ preventScroll: true }); // the keys stay the game's
      return;
    }
    const target = event.target.closest("[data-action], .pyr-card[data-pos]");
    if (!target || !root.contains(target)) return;
    if (target.dataset.action) send(actionMessage(target.dataset.action, target, view, model));
    else tap(target, send);
  });
  root.addEventListener("keydown", (event) => {
    if (!["Shift", "Control", "Alt", "Meta"].includes(event.key)) hideMessage(view);
    onKey(event, view, model, send);
  });
  root.addEventListener("change", (event) => onChange(event, model, send));
  root.addEventListener("pointerdown", (event) => {
    hideMessage(view); // the player's next action clears the last message
    drag.start(event);
  });
  for (const kind of ["pointerover", "focusin"]) {
    root.addEventListener(kind, (event) => pairsFocus(view, event.target.closest?.(".pyr-pyramid .pyr-card[data-pos]")?.dataset.pos));
  }
  view.pyramid.addEventListener("pointerleave", () => pairsFocus(view, undefined));
  const onPointerMove = (event) => drag.move(event);
  const onPointerUp = (event) => drag.end(event);
  const onPointerCancel = (event) => drag.cancel(event);
  window.addEventListener("pointermove", onPointerMove);
  window.addEventListener("pointerup", onPointerUp);
  window.addEventListener("pointercancel", onPointerCancel);

  const redraw = () => keepingFocus(root, () => update(view, model));
  for (const name of TRAITS) model.on(`change:${name}`, redraw);
  let width = 0;
  const resize = new ResizeObserver(() => {
    const board = model.get("study")?.board || model.get("board");
    if (root.clientWidth === width || !board || !board.rules) return;
    width = root.clientWidth;
    layoutView(view, board, !!model.get("show_blocking"));
    // the message shown goes with the cards, once they have slid to their new places (widget.css: .25 s)
    clearTimeout(view.placeTimer);
    view.placeTimer = setTimeout(() => placeMessage(view, view.message.dataset.at), SLIDE_MS);
  });
  resize.observe(root);
  redraw();

  return () => {
    for (const name of TRAITS) model.off(`change:${name}`, redraw);
    window.removeEventListener("pointermove", onPointerMove);
    window.removeEventListener("pointerup", onPointerUp);
    window.removeEventListener("pointercancel", onPointerCancel);
    resize.disconnect();
    clearTimeout(view.placeTimer);
  };
}

export default { render };
