// The board in SVG, drawn from a seat's view: only the squares the view
// says are seen, walls, doors and openings, furniture, exploration arrows,
// figures with their facing, size, wounds and conditions, and the squares
// the active figure may move to (from the offered move options).

import { dirName, conditionName, t, getLang } from "./i18n.js";

const C = 40; // pixels per square
const NS = "http://www.w3.org/2000/svg";
const terrainFill = ["#e9dfc8", "#c8b48c", "#6fa2d0", "#2a2622", "#7b746a"];
const dirVec = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]];

function el(name, attrs = {}, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// drawLadder draws a vertical ladder (page 19) on the square at x, y: two
// rails along the way it climbs (dir: 0 north, 2 east, 4 south, 6 west),
// rungs across them, and a small arrow toward the higher floor.
function drawLadder(parent, x, y, dir) {
  const g = el("g", { transform: `rotate(${dir * 45} ${x + C / 2} ${y + C / 2})`, stroke: "#7a5a30", "stroke-width": 1.5, "pointer-events": "none", "data-ladder": `${x / C},${y / C}` }, parent);
  const l = x + C * 0.32, r = x + C * 0.68;
  el("line", { x1: l, y1: y + 3, x2: l, y2: y + C - 3 }, g);
  el("line", { x1: r, y1: y + 3, x2: r, y2: y + C - 3 }, g);
  for (let k = 1; k <= 4; k++) { const ry = y + (C * k) / 5; el("line", { x1: l, y1: ry, x2: r, y2: ry }, g); }
  el("path", { d: `M ${x + C / 2 - 4} ${y + 6} L ${x + C / 2} ${y + 1} L ${x + C / 2 + 4} ${y + 6}`, fill: "none" }, g);
  el("title", {}, g).textContent = t("ladder");
}

// drawBoard returns an SVG element. moves maps "x,y" to a move option and
// targets a figure ID to an attack or shot at it; onMove(option) is called
// on a click on either, onFigure(figure) on a click on another figure;
// trapName(kind) names a trap (a Dark Player's card) for its tooltip,
// elementName(kind) a kind of furniture or special element in the
// language shown.
export function drawBoard(view, moves, targets, onMove, onFigure, trapName = (k) => k, elementName = (k) => k.replaceAll("_", " ")) {
  const b = view.board;
  const svg = el("svg", { viewBox: `-4 -4 ${b.w * C + 8} ${b.h * C + 8}`, width: b.w * C + 8, height: b.h * C + 8, role: "img" });
  const floor = el("g", {}, svg);
  b.squares.forEach((sq, i) => {
    if (!sq.seen) return;
    const x = (i % b.w) * C, y = Math.floor(i / b.w) * C;
    const fill = sq.section ? (terrainFill[sq.terrain || 0] || "#e9dfc8") : "#3a3430"; // section 0 is rock
    el("rect", { x, y, width: C, height: C, fill, stroke: "#cbbd9f", "stroke-width": 0.5, "data-square": `${i % b.w},${Math.floor(i / b.w)}` }, floor);
    if (sq.level) { const t = el("text", { x: x + 3, y: y + 11, "font-size": 9, fill: "#6b5b40" }, floor); t.textContent = "▲" + sq.level; }
    if (sq.stairs_up) { const t = el("text", { x: x + C - 12, y: y + C - 4, "font-size": 12, fill: "#6b5b40" }, floor); t.textContent = "≡"; }
    if (sq.ladder_up) drawLadder(floor, x, y, sq.ladder_up - 1);
  });
  // The Dark Player sees the sections still unrevealed: shaded.
  const unrevealed = new Set(view.unrevealed || []);
  if (unrevealed.size) {
    b.squares.forEach((sq, i) => {
      if (sq.seen && unrevealed.has(sq.section)) el("rect", { x: (i % b.w) * C, y: Math.floor(i / b.w) * C, width: C, height: C, fill: "#000", opacity: 0.35, "pointer-events": "none" }, floor);
    });
  }
  // Spells in play whose squares hurt whoever enters them (a wall of
  // flames, a hedge of thorns): shaded, with the spell's name.
  for (const m of view.magic || []) {
    if (!(m.harm || []).length) continue;
    for (const p of m.area || []) {
      const r = el("rect", { x: p[0] * C + 1, y: p[1] * C + 1, width: C - 2, height: C - 2, fill: m.flaming ? "#ff7a1a" : "#4f8a3a", opacity: 0.35, "pointer-events": "none", "data-harm": `${p[0]},${p[1]}` }, floor);
      el("title", {}, r).textContent = m.name ? (m.name[getLang()] || m.name.en) : m.spell;
    }
  }
  const things = el("g", {}, svg);
  for (const e of b.elements || []) {
    const xs = e.squares.map((p) => p[0]), ys = e.squares.map((p) => p[1]);
    const x0 = Math.min(...xs), y0 = Math.min(...ys), x1 = Math.max(...xs) + 1, y1 = Math.max(...ys) + 1;
    const name = elementName(e.kind);
    const g = el("g", { "data-element": e.kind }, things);
    el("rect", { x: x0 * C + 4, y: y0 * C + 4, width: (x1 - x0) * C - 8, height: (y1 - y0) * C - 8, rx: 4, fill: e.special ? "#b9a0d0" : "#a07850", opacity: 0.85 }, g);
    // The name, cut to what the element's width holds; whole in the tooltip.
    const fits = Math.max(4, Math.floor(((x1 - x0) * C - 10) / 5));
    const t = el("text", { x: x0 * C + 7, y: y0 * C + 24, "font-size": 9, fill: "#fff" }, g);
    t.textContent = name.length > fits ? name.slice(0, fits - 1) + "…" : name;
    el("title", {}, g).textContent = name;
  }
  for (const a of view.arrows || []) {
    const [dx, dy] = dirVec[a.facing & 7];
    const cx = a.at[0] * C + C / 2, cy = a.at[1] * C + C / 2;
    el("path", { d: `M ${cx + dx * 14} ${cy + dy * 14} L ${cx - dy * 9 - dx * 6} ${cy + dx * 9 - dy * 6} L ${cx + dy * 9 - dx * 6} ${cy - dx * 9 - dy * 6} Z`, fill: "#e0862a", opacity: 0.9, "data-arrow": `${a.at[0]},${a.at[1]}` }, things);
  }
  // Traps the seat knows of: detected ones (the Dark Player sees all, the
  // undetected faint).
  for (const tr of view.traps || []) {
    const t = el("text", { x: tr.at[0] * C + C / 2, y: tr.at[1] * C + C / 2 + 7, "text-anchor": "middle", "font-size": 20, fill: "#c0281e", opacity: tr.dormant ? 1 : 0.5, "data-trap": `${tr.at[0]},${tr.at[1]}` }, things);
    t.textContent = "⚠";
    const title = el("title", {}, t);
    title.textContent = trapName(tr.kind);
  }
  const walls = el("g", { "stroke-linecap": "square" }, svg);
  for (const e of b.edges || []) {
    const [x, y] = e.at;
    const [x1, y1, x2, y2] = e.side === "e" ? [(x + 1) * C, y * C, (x + 1) * C, (y + 1) * C] : [x * C, (y + 1) * C, (x + 1) * C, (y + 1) * C];
    if (e.kind === "wall") el("line", { x1, y1, x2, y2, stroke: "#3a2c20", "stroke-width": 5 }, walls);
    else if (e.kind === "opening") el("line", { x1, y1, x2, y2, stroke: "#3a2c20", "stroke-width": 2, "stroke-dasharray": "4 6" }, walls);
    else if (e.kind === "door") {
      const closed = e.state === "closed";
      el("line", { x1, y1, x2, y2, stroke: closed ? "#8b4a1c" : "#d9b27c", "stroke-width": closed ? 8 : 3, "data-door": `${x},${y},${e.side}` }, walls);
    }
  }
  const hl = el("g", {}, svg);
  for (const [key, opt] of moves) {
    const [x, y] = key.split(",").map(Number);
    const r = el("rect", { x: x * C + 2, y: y * C + 2, width: C - 4, height: C - 4, rx: 5, class: "sq-move", "data-move": key, tabindex: 0, role: "button", "aria-label": `(${key})` }, hl);
    r.addEventListener("click", () => onMove(opt));
    r.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); onMove(opt); } });
    const t = el("text", { x: x * C + C - 11, y: y * C + 13, "font-size": 10, fill: "#0c4020", "pointer-events": "none" }, hl);
    t.textContent = opt.cost ?? "";
  }
  const figs = el("g", {}, svg);
  const all = [...(view.figures || []), ...(view.hidden || []).map((f) => ({ ...f, hidden: true }))];
  // A rider shares his mount's square (page 101), or its whole 2x2 base
  // (saddle 2, R1107): the mount is drawn first, full size, with a saddle
  // badge; the rider smaller on its back, so both stay visible and
  // clickable.
  all.sort((a, b) => (a.riding ? 1 : 0) - (b.riding ? 1 : 0));
  for (const f of all) {
    const own = f.size >= 3 ? 2 : 1;
    const span = f.saddle > 1 ? f.saddle : own;
    let cx = f.at[0] * C + (span * C) / 2, cy = f.at[1] * C + (span * C) / 2;
    let rad = own * C * 0.38 * (f.size === 1 ? 0.75 : 1);
    if (f.riding) {
      rad *= 0.6;
      cx -= rad * 0.55;
      cy -= rad * 0.55;
    }
    const g = el("g", { class: "figure", "data-figure": f.id, "data-hidden": f.hidden ? "true" : "false", "data-flying": f.flying ? "true" : "false", transform: `translate(${cx} ${cy})` }, figs);
    // A flying figure hovers: its shadow on the floor below it, and a
    // sky-blue ring.
    if (f.flying) el("ellipse", { cx: 0, cy: rad * 0.55, rx: rad * 0.95, ry: rad * 0.4, fill: "#000", opacity: 0.25, "data-shadow": "true" }, g);
    const out = (f.conditions || []).includes("knocked_out");
    const active = view.active && view.active.figure === f.id;
    const states = [...(f.flying ? [t("flying")] : []), ...(f.conditions || []).map(conditionName)];
    // A creature still hidden in an unrevealed section (the Dark Player's
    // view only) is drawn faint, with a dashed edge.
    el("circle", { r: rad, fill: f.side === "dark" ? "#a3322b" : "#2f6fb3", stroke: active ? "#ffd34d" : "#fff", "stroke-width": active ? 4 : 2, opacity: out || f.hidden ? 0.45 : 1, "stroke-dasharray": f.hidden ? "4 3" : "none" }, g);
    const [dx, dy] = dirVec[f.facing & 7];
    const n = Math.hypot(dx, dy);
    el("path", { d: `M ${(dx / n) * (rad + 7)} ${(dy / n) * (rad + 7)} L ${(-dy / n) * 7 + (dx / n) * rad} ${(dx / n) * 7 + (dy / n) * rad} L ${(dy / n) * 7 + (dx / n) * rad} ${(-dx / n) * 7 + (dy / n) * rad} Z`, fill: "#ffd34d", stroke: "#3a2c20", "stroke-width": 1 }, g);
    const label = el("text", { "text-anchor": "middle", y: 4, "font-size": 11, "font-weight": "bold", fill: "#fff" }, g);
    label.textContent = (f.name || f.id).slice(0, 3);
    if (f.wounds) {
      const w = el("text", { "text-anchor": "middle", y: rad + 11, "font-size": 10, fill: "#ff7a6a", "font-weight": "bold" }, g);
      w.textContent = `♥${Math.max(f.attrs.vitality - f.wounds, 0)}/${f.attrs.vitality}`;
    }
    if (f.flying) el("circle", { r: rad + 3, fill: "none", stroke: "#8fd3ff", "stroke-width": 2, "stroke-dasharray": "2 3" }, g);
    if (states.length) {
      const c = el("text", { "text-anchor": "middle", y: -rad - 3, "font-size": 9, fill: "#ffd34d", "data-states": "true" }, g);
      c.textContent = states.join(", ");
    }
    if (f.rider) {
      const s = el("text", { "text-anchor": "middle", x: rad * 0.55, y: rad * 0.95, "font-size": 12, "data-saddle": f.rider }, g);
      s.textContent = "🐎";
    }
    const title = el("title", {}, g);
    title.textContent = `${f.name} (${[dirName(f.facing), ...states].join(", ")})` + (f.riding ? ` — ${t("riding")} ${f.riding}` : "") + (f.rider ? ` — ${t("ridden_by")} ${f.rider}` : "");
    const target = targets.get(f.id);
    if (target) {
      // An enemy the active figure may attack or shoot: a red ring; a
      // click (or Enter) strikes with the first weapon offered.
      el("circle", { r: rad + 5, fill: "none", stroke: "#ff3b30", "stroke-width": 3, "stroke-dasharray": "6 3" }, g);
      g.setAttribute("tabindex", 0);
      g.setAttribute("data-target", f.id);
      g.addEventListener("click", () => onMove(target));
      g.addEventListener("keydown", (ev) => { if (ev.key === "Enter") onMove(target); });
    } else {
      // A square the active figure may move to under a figure that does
      // not bar it (a knocked-out hero lying there): the click would land
      // on the figure, so the figure's click moves there too.
      const under = moves.get(`${f.at[0]},${f.at[1]}`);
      g.addEventListener("click", () => (under ? onMove(under) : onFigure(f)));
    }
  }
  // Hidden creatures a revealing spell sensed: where they stand and their
  // size, nothing more (the view gives no more).
  for (const h of view.sensed || []) {
    const span = h.size >= 3 ? 2 : 1;
    const g = el("g", { "data-sensed": `${h.at[0]},${h.at[1]}`, transform: `translate(${h.at[0] * C + (span * C) / 2} ${h.at[1] * C + (span * C) / 2})` }, figs);
    el("circle", { r: span * C * 0.38, fill: "none", stroke: "#a3322b", "stroke-width": 2, "stroke-dasharray": "3 3" }, g);
    const q = el("text", { "text-anchor": "middle", y: 5, "font-size": 14, "font-weight": "bold", fill: "#a3322b" }, g);
    q.textContent = "?";
    el("title", {}, g).textContent = t("sensed");
  }
  return svg;
}
