// The dun client: the lobby and the game screen. Plain JavaScript modules,
// no build step. The protocol is docs/protocol.md.

import { t, tx, getLang, setLang, dirName, conditionName, eventSentence, rollLines, setNamers, promptName } from "./i18n.js";
import { drawBoard } from "./board.js";

const main = document.getElementById("main");
const $ = (sel, root = document) => root.querySelector(sel);

function h(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k instanceof Node ? k : String(k));
  return e;
}

async function api(path, body) {
  const r = await fetch(path, body ? { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) } : {});
  const data = await r.json();
  if (!r.ok) throw new Error(tx(data.reason) || r.statusText);
  return data;
}

// The seats this browser holds: game ID -> {seatID: token}.
function heldSeats(game) {
  const all = JSON.parse(localStorage.getItem("dun.seats") || "{}");
  return game ? (all[game] || {}) : all;
}
function holdSeat(game, seat, token) {
  const all = heldSeats();
  all[game] = { ...(all[game] || {}), [seat]: token };
  localStorage.setItem("dun.seats", JSON.stringify(all));
}

function hashParams() { return new URLSearchParams(location.hash.slice(1)); }

// ---------- lobby ----------

async function lobby() {
  $("#title").textContent = "";
  $("#status").textContent = "";
  main.replaceChildren(h("p", { class: "muted" }, "…"));
  let quests, heroes, games, objects;
  try {
    [quests, heroes, games, objects] = await Promise.all([api("/api/quests"), api("/api/heroes"), api("/api/games"), api("/api/leader-objects")]);
  } catch (e) {
    main.replaceChildren(h("p", { class: "error" }, e.message));
    return;
  }
  const questSel = h("select", { id: "quest" }, quests.map((q) =>
    h("option", { value: q.id, disabled: !!q.unplayable }, `${tx(q.title)}${q.unplayable ? " — " + t("unplayable") : ""}`)));
  const heroBox = h("div", { id: "heroes" }, heroes.map((hr) =>
    h("label", { style: "display:inline-block;margin-right:1em" }, h("input", { type: "checkbox", value: hr.id, name: "hero" }), " ", tx(hr.name), h("span", { class: "muted" }, ` (${tx(hr.race)}, ${tx(hr.class)})`))));
  // Heroes the players created (pages 76-79): a hero file pasted here is
  // checked by the server, its sheet shown, and the hero joins the party's
  // choices; the file's text goes with the new game.
  const createdTexts = new Map();
  const createdText = h("textarea", { id: "created-hero-text", rows: 8, cols: 60, spellcheck: false, placeholder: "name: Ysolde\nrace: human\nclass: ranger\n…" });
  const createdOut = h("div", { id: "created-hero-out" });
  const checkCreated = async () => {
    try {
      const c = await api("/api/heroes/check", { text: createdText.value });
      const box = h("input", { type: "checkbox", value: c.id, name: "hero", checked: true, "data-created": "1" });
      heroBox.querySelector(`input[value="${CSS.escape(c.id)}"]`)?.closest("label")?.remove();
      heroBox.append(h("label", { style: "display:inline-block;margin-right:1em" }, box, " ", tx(c.name),
        h("span", { class: "muted" }, ` (${tx(c.race)}, ${tx(c.class)}, ${t("createdTag")})`)));
      createdTexts.set(c.id, createdText.value);
      // RPG mode's secondary skills may go to him too (rows added from now).
      if (!heroes.some((x) => x.id === c.id)) heroes.push({ id: c.id, name: c.name, race: c.race, class: c.class });
      createdOut.replaceChildren(h("p", {}, t("createdAdded", { name: tx(c.name) })), h("pre", { id: "created-hero-sheet" }, tx(c.sheet)));
    } catch (e) {
      createdOut.replaceChildren(h("pre", { class: "error", id: "created-hero-error" }, e.message));
    }
  };
  const createdBox = h("details", { class: "options", id: "created-heroes" }, h("summary", {}, t("createdHeroes")),
    h("p", { class: "muted" }, t("createdHint")), createdText,
    h("p", {}, h("button", { type: "button", id: "created-hero-check", onclick: checkCreated }, t("createdCheck"))), createdOut);
  const seatMode = h("select", { id: "seat-mode" }, h("option", { value: "one" }, t("seatsOne")), h("option", { value: "each" }, t("seatsEach")));
  const msg = h("div", { id: "created" });
  const specBox = h("input", { type: "checkbox", id: "spectators" });
  const darkMode = h("select", { id: "dark-mode" }, h("option", { value: "person" }, t("darkPerson")), h("option", { value: "bot" }, t("darkBot")), h("option", { value: "bot1" }, t("darkBot1")));
  // How a person plays the Dark Player's cards; a bot plays its own decks.
  const darkCards = h("select", { id: "dark-cards" }, ["human", "classic", "rpg"].map((m) => h("option", { value: m }, t("mode." + m))));
  // Increase the challenge! (page 46): a person chooses one improvement
  // for every 25 VP of the party over 100; the server refuses more.
  const challengeBoxes = ["elite", "leader", "traps", "grunts"].map((id) => h("input", { type: "checkbox", value: id, name: "challenge" }));
  // A magic object for the Quest Leader, paid from the reserve (page 46,
  // step 5): offered only when the quest has a Leader.
  const leaderObject = h("select", { id: "leader-object" }, h("option", { value: "" }, t("leaderObjectNone")),
    (objects || []).map((o) => h("option", { value: o.id, title: tx(o.text) }, `${tx(o.name)} (${o.vp} ${t("vp")})`)));
  const leaderObjectLabel = h("label", {}, t("leaderObject"), " ", leaderObject);
  const darkCardsLabel = h("span", {}, h("label", {}, t("darkCardsMode"), " ", darkCards), " ", t("challenge"), " ",
    challengeBoxes.map((b) => h("label", {}, b, " ", t("challengeOpt." + b.value), " ")), leaderObjectLabel);
  // RPG mode's secondary skills (page 100): rows of hero, skill and bonus
  // from the heroes' character files, sent only with a person in RPG mode.
  const secondaryRows = h("div", { id: "secondary-rows" });
  const secondaryRow = () => {
    const hero = h("select", { name: "secondary-hero" }, heroes.map((hr) => h("option", { value: hr.id }, tx(hr.name))));
    const skill = h("select", { name: "secondary-skill" }, Object.entries(names.secondary || {}).map(([id, k]) =>
      h("option", { value: id, title: tx(k.text) }, tx(k.name))));
    const bonus = h("input", { type: "number", name: "secondary-bonus", min: 1, max: 5, value: 1, style: "width:3em" });
    const row = h("p", { class: "secondary-row" }, hero, " ", skill, " +", bonus, " ");
    row.append(h("button", { type: "button", onclick: () => row.remove() }, "×"));
    secondaryRows.append(row);
  };
  const secondaryBox = h("fieldset", { class: "options", id: "secondary" }, h("legend", {}, t("secondary")),
    h("p", { class: "muted" }, t("secondaryHint")), secondaryRows,
    h("button", { type: "button", id: "secondary-add", onclick: secondaryRow }, t("secondaryAdd")));
  const syncSecondary = () => { secondaryBox.hidden = darkMode.value !== "person" || darkCards.value !== "rpg"; };
  darkCards.addEventListener("change", syncSecondary);
  syncSecondary();
  darkMode.addEventListener("change", () => { darkCardsLabel.hidden = darkMode.value !== "person"; syncSecondary(); });
  const heroBots = h("input", { type: "checkbox", id: "hero-bots" });
  const diceMode = h("select", { id: "dice-mode" }, h("option", { value: "digital" }, t("diceDigital")), h("option", { value: "physical" }, t("dicePhysical")));
  const timeBox = h("input", { type: "checkbox", id: "time-limits" });
  const compBox = h("input", { type: "checkbox", id: "competitive" });
  const partyLabel = h("h2", {}, t("party", { n: "?" }));
  const syncMax = () => {
    const q = quests.find((q) => q.id === questSel.value);
    partyLabel.textContent = t("party", { n: q ? q.max_heroes : "?" });
    leaderObjectLabel.hidden = !q?.leader;
  };
  questSel.addEventListener("change", syncMax);
  const firstPlayable = quests.find((q) => !q.unplayable);
  if (firstPlayable) questSel.value = firstPlayable.id;
  syncMax();
  const create = async () => {
    const chosen = [...heroBox.querySelectorAll("input:checked")].map((i) => i.value);
    const req = { quest: questSel.value, heroes: chosen };
    const created = chosen.filter((id) => createdTexts.has(id)).map((id) => createdTexts.get(id));
    if (created.length) req.created = created;
    if (seatMode.value === "each") req.hero_seats = chosen.map((id) => [id]);
    if (specBox.checked) req.spectators = 1;
    req.bots = [];
    req.options = {};
    if (darkMode.value !== "person") req.bots.push("dark");
    if (darkMode.value === "bot1") req.options.dark_bot = "adp1";
    if (darkMode.value === "person" && darkCards.value !== "human") req.options.dark_mode = darkCards.value;
    const challenges = challengeBoxes.filter((b) => b.checked).map((b) => b.value);
    if (darkMode.value === "person" && challenges.length) req.options.challenges = challenges;
    if (!secondaryBox.hidden) {
      const secondary = [...secondaryRows.querySelectorAll(".secondary-row")].map((r) => ({
        hero: r.querySelector("[name=secondary-hero]").value, skill: r.querySelector("[name=secondary-skill]").value,
        bonus: Number(r.querySelector("[name=secondary-bonus]").value) }));
      if (secondary.length) req.options.secondary = secondary;
    }
    if (darkMode.value === "person" && !leaderObjectLabel.hidden && leaderObject.value) req.options.leader_object = leaderObject.value;
    if (diceMode.value === "physical") req.options.dice = "physical";
    if (timeBox.checked) req.options.time_limits = true;
    if (compBox.checked) req.options.competitive = true;
    if (heroBots.checked) for (let k = 0; k < (req.hero_seats || [chosen]).length; k++) req.bots.push(`heroes-${k + 1}`);
    try {
      const c = await api("/api/games", req);
      // The seats the server plays are not held here: a person at this
      // screen must not see the Dark Player's view of a bot's game.
      for (const s of c.seats) if (!s.bot) holdSeat(c.game.id, s.id, s.token);
      msg.replaceChildren(
        h("p", {}, t("created")),
        h("div", { class: "links" }, c.seats.map((s) => h("p", {}, h("b", {}, seatName(s)), " ",
          s.bot ? h("span", { class: "muted" }, t("playedByServer")) : h("input", { readonly: true, value: location.origin + s.link, "data-seat": s.id })))),
        h("button", { class: "primary", id: "play-here", onclick: () => { location.hash = `game=${c.game.id}`; } }, t("playHere")));
    } catch (e) {
      msg.replaceChildren(h("p", { class: "error" }, e.message));
    }
  };
  const gameRows = games.slice().reverse().map((g) => {
    const held = Object.keys(heldSeats(g.id)).length;
    return h("li", {}, `${tx(g.title)} · ${t("turn", { n: g.turn })} · #${g.n} `,
      held ? h("button", { onclick: () => { location.hash = `game=${g.id}`; } }, t("resume")) : h("span", { class: "muted" }, t("noSeatsHere")));
  });
  main.replaceChildren(
    h("section", { class: "card" }, h("h2", {}, t("newGame")),
      h("p", {}, h("label", {}, t("quest"), " ", questSel)),
      partyLabel, heroBox, createdBox,
      h("p", {}, h("label", {}, t("darkPlayer"), " ", darkMode), " ", darkCardsLabel, " ", h("label", {}, heroBots, " ", t("heroBots"))),
      secondaryBox,
      h("fieldset", { class: "options" }, h("legend", {}, t("options")),
        h("label", {}, diceMode), " ",
        h("label", {}, timeBox, " ", t("timeLimits")), " ",
        h("label", {}, compBox, " ", t("competitive"))),
      h("p", {}, seatMode, " ", h("label", {}, specBox, " ", t("spectatorLink")), " ", h("button", { class: "primary", id: "create", onclick: create }, t("create"))), msg),
    h("section", { class: "card" }, h("h2", {}, t("games")), gameRows.length ? h("ul", { id: "games" }, gameRows) : h("p", { class: "muted" }, "—")));
}

function seatName(s) {
  if (s.spectator) return t("spectator");
  if (s.bot) return `${s.side === "dark" ? t("seatDark") : t("seatHeroes", { figs: (s.figures || []).join(", ") })} (${t("server")})`;
  return s.side === "dark" ? t("seatDark") : t("seatHeroes", { figs: (s.figures || []).join(", ") });
}

// ---------- game ----------

// A Seat is one WebSocket connection playing one seat of the game.
class SeatConn {
  constructor(game, seatID, token, onChange) {
    this.game = game; this.seatID = seatID; this.token = token; this.onChange = onChange;
    this.seq = Number(sessionStorage.getItem(`dun.seq.${game}.${seatID}`) || 0);
    this.lastN = 0; this.log = []; this.update = null; this.info = null; this.status = "connecting"; this.error = null;
    this.pending = null; this.closed = false;
    this.connect();
  }
  connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    this.ws = new WebSocket(`${proto}//${location.host}/ws`);
    this.status = "connecting";
    this.ws.onopen = () => {
      this.ws.send(JSON.stringify({ v: 1, type: "hello", game: this.game, token: this.token, since: this.lastN, deltas: true, figure_deltas: true, ack_in_update: true }));
      // A command sent but not acknowledged goes again with its seq: the
      // server applies it once.
      if (this.pending) this.ws.send(JSON.stringify({ v: 1, type: "command", seq: this.pending.seq, command: this.pending.command }));
    };
    this.ws.onmessage = (ev) => this.receive(JSON.parse(ev.data));
    this.ws.onclose = () => {
      if (this.closed) return;
      this.status = "disconnected"; this.onChange(this);
      setTimeout(() => this.connect(), 1000);
    };
  }
  receive(m) {
    switch (m.type) {
      case "welcome": this.info = m.seat; this.seats = m.seats; this.gameInfo = m.game; this.status = "connected"; break;
      case "update":
        if (m.view_delta) {
          // Only the view's fields that changed since the view we hold.
          const old = this.update;
          if (!old || old.view_id !== m.view_delta.base) { this.ws.close(); return; } // cannot happen: start over
          m.view = Object.assign({}, old.view, m.view_delta.set);
          for (const k of m.view_delta.unset || []) delete m.view[k];
          const fd = m.view_delta.figures;
          if (fd) {
            // The figures that changed; the others as we hold them.
            const held = new Map((old.view.figures || []).map((f) => [f.id, f]));
            const figs = fd.ids.map((id) => (fd.set && fd.set[id]) || held.get(id));
            if (figs.some((f) => !f)) { this.ws.close(); return; } // cannot happen: start over
            m.view.figures = figs;
          }
          delete m.view_delta;
        }
        // Our command's acknowledgement, carried by the update after it.
        if (m.ack && this.pending && this.pending.seq === m.ack.seq) { this.pending = null; this.error = null; }
        if (m.n < this.lastN) { this.log = []; this.lastN = 0; } // the server is behind us: start over
        this.update = m;
        if (m.last_seq > this.seq) this.seq = m.last_seq; // another tab of this seat played
        for (const e of m.log) if (e.n > this.lastN) { this.log.push(e); this.lastN = e.n; }
        this.lastN = Math.max(this.lastN, m.n);
        break;
      case "replay": this.replay = m; break;
      case "ack": if (this.pending && this.pending.seq === m.seq) this.pending = null; this.error = null; break;
      case "error":
        this.error = tx(m.reason);
        if (m.code === "bad_token") { this.closed = true; this.ws.close(); }
        if (this.pending && this.pending.seq === m.seq) this.pending = null;
        break;
    }
    this.onChange(this);
  }
  // send sends an option's command; a retry after a reconnect reuses its seq.
  send(option) {
    this.seq += 1;
    sessionStorage.setItem(`dun.seq.${this.game}.${this.seatID}`, String(this.seq));
    this.pending = { seq: this.seq, command: option.command };
    this.ws.send(JSON.stringify({ v: 1, type: "command", seq: this.seq, command: option.command }));
  }
  close() { this.closed = true; this.ws.close(); }
  // undo takes back command n, the game's last, this seat's own.
  undo(n) { this.ws.send(JSON.stringify({ v: 1, type: "undo", n })); }
  // enterDice types the physical dice the server asked this seat for.
  enterDice(roll, die, values) { this.ws.send(JSON.stringify({ v: 1, type: "dice", roll, die, values })); }
  // pause stops (stop true) or restarts the clock of a time limit.
  pause(stop) { this.ws.send(JSON.stringify({ v: 1, type: stop ? "pause" : "resume" })); }
  // askReplay asks for this seat's view of the game after command n.
  askReplay(n) { this.ws.send(JSON.stringify({ v: 1, type: "replay", n })); }
}

let current = null; // the game screen's state

// names are the skills' names in both languages, fetched once.
let names = { skills: {} };
api("/api/names").then((n) => { names = n; if (current) render(); }).catch(() => {});
// The log names the Dark Player's cards (and the traps they lay) and
// skills by the pack's names, in the language shown.
setNamers({
  card: (id) => tx(names.cards?.[id]?.name) || String(id || "").replaceAll("_", " "),
  skill: (id) => tx(names.skills?.[id]) || String(id || "").replaceAll("_", " "),
  creature: (kind) => tx(names.creatures?.[kind]) || String(kind || "").replaceAll("_", " "),
});

function openGame(gameID) {
  if (current) for (const c of current.conns) c.close();
  const held = heldSeats(gameID);
  const ids = Object.keys(held);
  if (!ids.length) { main.replaceChildren(h("p", { class: "error" }, t("noSeatsHere"))); return; }
  current = { game: gameID, conns: [], shown: null, selected: null };
  const changed = (c) => {
    if (c.seatID === "?" && c.info) { // an invite link's seat has a name now
      const all = heldSeats();
      delete all[gameID]["?"];
      localStorage.setItem("dun.seats", JSON.stringify(all));
      const dup = current.conns.find((x) => x !== c && x.seatID === c.info.id);
      holdSeat(gameID, c.info.id, c.token); c.seatID = c.info.id;
      if (dup) { c.close(); current.conns = current.conns.filter((x) => x !== c); }
    }
    // A seat chosen by hand stays shown until play moves on.
    if (c.update && c.update.n !== current.lastN) { current.pinned = false; current.lastN = c.update.n; }
    render();
  };
  for (const id of ids) {
    current.conns.push(new SeatConn(gameID, id, held[id], changed));
  }
  render();
}

// The clock of a time limit counts down on screen between updates.
setInterval(() => {
  const el = document.getElementById("clock");
  if (el && el.dataset.deadline) el.textContent = clockText(JSON.parse(el.dataset.clock));
}, 1000);

function clockText(ck) {
  const who = ck.name || ck.figure || t("seatDark");
  // A stopped clock says who stopped it and the time it kept.
  if (ck.paused_by) return t("clockPaused", { who, by: ck.byName || ck.paused_by, s: Math.ceil((ck.left_ms || 0) / 1000) });
  const left = Math.max(0, Math.ceil((ck.deadline - Date.now()) / 1000));
  return ck.over || left === 0 ? t("clockOver", { who }) : t("clockLeft", { who, s: left });
}

// pickSeat keeps the shown seat, unless another seat must act and it need not.
function pickSeat() {
  const cs = current.conns.filter((c) => c.update);
  if (!cs.length) return null;
  let shown = cs.find((c) => c === current.shown);
  // The seat that must type physical dice comes first, then one with options.
  const acting = cs.find((c) => c.update.dice && c.update.dice.seat === c.seatID) || cs.find((c) => c.update.options.length);
  const busy = (c) => c.update.options.length || (c.update.dice && c.update.dice.seat === c.seatID);
  if (!shown || (!busy(shown) && acting && !current.pinned) || (acting && acting !== shown && acting.update.dice?.seat === acting.seatID && !current.pinned)) shown = acting || cs[0];
  current.shown = shown;
  return shown;
}

function render() {
  if (!current) return;
  const c = pickSeat();
  const statusConn = current.conns.find((x) => x.status !== "connected") || current.conns[0];
  $("#status").textContent = statusConn ? t(statusConn.status) : "";
  if (!c) { main.replaceChildren(h("p", { class: "muted" }, t("connecting"), " ", current.conns.map((x) => x.error || "").join(" "))); return; }
  const u = c.update;
  const replaying = current.replaying && c.replay;
  const v = replaying ? c.replay.view : u.view;
  const limit = c.gameInfo?.turn_limit ? ` / ${c.gameInfo.turn_limit}` : "";
  const ach = v.achievements ? ` · ${t("achievements", { h: v.achievements.heroes || 0, d: v.achievements.dark || 0 })}` : "";
  $("#title").textContent = `${tx(c.gameInfo?.title)}${ach} · ${t("turn", { n: v.turn })}${limit} · ${t("toPlay", { side: v.side === "dark" ? t("darkSide") : t("heroesSide") })}`;
  // Two figures of one name (two War Hounds) are told apart by square.
  const names = (id) => {
    const f = v.figures.find((x) => x.id === id);
    if (!f) return id;
    return v.figures.some((x) => x !== f && x.name === f.name) ? `${f.name} (${f.at[0]},${f.at[1]})` : f.name;
  };

  // Seats held here.
  const seatTabs = h("div", { class: "seats" }, current.conns.filter((x) => x.info).map((x) =>
    h("button", { class: `${x === c ? "current" : ""} ${x.update && x.update.options.length ? "waiting" : ""}`, "data-seat": x.seatID,
      onclick: () => { current.shown = x; current.pinned = true; render(); } }, seatName(x.info))));

  // Options: moves on the board, facings as a compass, the rest as buttons.
  const moves = new Map(), targets = new Map();
  const faces = [], buttons = [];
  const darkSeat = c.info?.side === "dark" && !!v.dark;
  for (const o of replaying ? [] : u.options) {
    const cmd = o.command;
    if ((cmd.type === "attack" || cmd.type === "shoot") && !targets.has(cmd.target)) targets.set(cmd.target, o);
    if (cmd.type === "move") moves.set(`${cmd.to[0]},${cmd.to[1]}`, o);
    else if (cmd.type === "face") faces.push(o);
    else if (darkSeat && cardOption(o)) continue; // shown with the card in the hand
    else buttons.push(o);
  }
  // While the Dark Player places creatures or his Leader, the board's
  // squares choose where.
  const placing = darkSeat && !replaying ? settlePlacing(c, v, u) : null;
  let shownView = v;
  if (placing) {
    moves.clear();
    targets.clear();
    for (const key of placeSquares(v, placing)) moves.set(key, { place: key.split(",").map(Number) });
    shownView = withPlacing(v, placing);
  }
  const send = (o) => {
    if (o.place) { placeAt(v, o.place); render(); return; }
    c.send(o);
  };
  const svg = drawBoard(shownView, moves, targets, send, (f) => { current.selected = f.id; render(); }, (k) => cardName(v, k),
    elementName);
  const optionBox = h("section", { class: "card", id: "options" }, h("h2", {}, t("yourOptions")),
    c.error && !placing ? h("p", { class: "error", id: "refusal", role: "alert" }, t("refused", { reason: c.error })) : null,
    u.options.length ? null : h("p", { class: "muted" }, u.waiting ? t("waitingFor", { seat: seatLabel(c, u.waiting) }) : t("noOptions")),
    moves.size && !placing ? h("p", { class: "muted" }, t("moveHint", { n: v.active ? v.active.allowance - (v.active.spent || 0) : 0 })) : null,
    v.prompt ? promptLine(c, v, names) : null,
    // The card commands are shown with the cards: say where they are.
    darkSeat && !replaying && !placing && u.options.some(cardOption)
      ? h("p", { class: "muted", id: "cards-hint" }, t(u.options.some((o) => o.command.type === "draw_card") ? "cardsHintDraw" : "cardsHint")) : null,
    placing ? placingCard(c, v) : null,
    c.pending && !c.error ? h("p", { class: "muted", id: "sending", role: "status" }, t("sending")) : null,
    h("div", {}, buttons.map((o) => h("button", { "data-option": o.id, onclick: () => send(o) }, optionLabel(o, names))),
      u.undo && !replaying ? h("button", { id: "undo", onclick: () => c.undo(u.n) }, t("undo")) : null),
    faces.length ? h("div", { class: "face" }, t("face"), ": ", faces.map((o) => h("button", { "data-option": o.id, onclick: () => send(o) }, dirName(o.command.facing === undefined ? 0 : dirIndex(o.command.facing))))) : null);

  // The replay view: the seat's view after any command of the log.
  const replayBox = replaying
    ? h("section", { class: "card", id: "replay" }, h("h2", {}, t("replay")),
      h("p", {}, t("replayAt", { n: c.replay.n, total: c.replay.total })),
      h("input", { type: "range", min: 0, max: c.replay.total, value: c.replay.n, id: "replay-n", "aria-label": t("replay"),
        onchange: (ev) => c.askReplay(Number(ev.target.value)) }),
      h("div", {},
        h("button", { onclick: () => c.askReplay(Math.max(c.replay.n - 1, 0)) }, "◀"),
        h("button", { onclick: () => c.askReplay(Math.min(c.replay.n + 1, c.replay.total)) }, "▶"),
        h("button", { id: "replay-close", onclick: () => { current.replaying = false; render(); } }, t("backToGame"))))
    : h("p", {}, h("button", { id: "replay-open", onclick: () => { current.replaying = true; c.askReplay(u.n); } }, t("replay")));
  const logBox = h("section", { class: "card" }, h("h2", {}, t("log")), h("div", { id: "log", role: "log", "aria-live": "polite" },
    c.log.slice().reverse().map((e) => h("div", { "data-n": e.n },
      e.why ? h("div", { class: "why" }, "— ", tx(e.why)) : null,
      (e.events || []).map((ev) => {
      const said = eventSentence(ev, names);
      if (said === null) return null; // told by the next event
      // A roll record is an object; some events name a roll by its number.
      const rolls = typeof ev.roll === "object" ? rollLines(ev.roll) : ev.opposed ? [...rollLines(ev.opposed.first), ...rollLines(ev.opposed.second)] : [];
      const line = [h("span", { class: "n" }, `#${e.n}`), said];
      return rolls.length ? h("details", {}, h("summary", {}, ...line), h("div", { class: "muted" }, rolls.map((l) => h("div", {}, l)))) : h("div", {}, ...line);
    })))));

  const diceBox = !replaying && u.dice ? diceCard(c, u.dice) : null;
  const ck = u.clock ? { ...u.clock, name: u.clock.figure ? names(u.clock.figure) : "", byName: u.clock.paused_by ? seatLabel(c, u.clock.paused_by) : "" } : null;
  // Any seat that plays may stop the clock while the table reads the
  // rules, and start it again; a spectator only watches it.
  const mayPause = ck && !ck.over && c.info && !c.info.spectator && !c.info.bot;
  const clockBox = !replaying && ck ? h("div", { id: "clock-box" },
    h("p", { id: "clock", role: "timer", "aria-live": "off", class: ck.over ? "error" : ck.paused_by ? "muted" : "",
      "data-deadline": ck.deadline, "data-clock": JSON.stringify(ck) }, clockText(ck)),
    mayPause ? h("button", { id: "clock-pause", onclick: () => c.pause(!ck.paused_by) }, t(ck.paused_by ? "clockResume" : "clockPause")) : null) : null;
  const ended = v.end ? h("section", { class: "card", id: "quest-end" }, h("h2", {}, v.end.victory ? t("victory") : t("defeat")),
    h("p", {}, t("endReason", { reason: t("end." + v.end.reason), turn: v.end.turn })),
    h("p", {}, t("achievements", { h: v.achievements?.heroes || 0, d: u.scores ? u.scores.dark : (v.achievements?.dark || 0) })),
    u.scores?.best?.length ? h("p", {}, t("best", { names: u.scores.best.map(names).join(", ") })) : null,
    u.scores?.worst?.length ? h("p", {}, t("worst", { names: u.scores.worst.map(names).join(", ") })) : null,
    h("ul", {}, v.figures.filter((f) => f.hero).map((f) => h("li", {}, h("b", {}, f.name), ": ",
      (f.conditions || []).includes("knocked_out") ? conditionName("knocked_out") : `${t("wounds")} ${f.wounds || 0}/${f.attrs?.vitality || 0}`,
      ` · ${t("coins")} ${f.coins || 0}`,
      (f.injuries || []).length ? ` · ${t("injuries")}: ${f.injuries.map((i) => injuryName(i.kind)).join(" ")}` : "",
      ` · ${(f.items || []).map((it) => tx(it.name)).join(", ")}`))),
    afterQuestBox(u.after_quest)) : null;
  main.replaceChildren(...[h("div", {}, seatTabs), ended, h("div", { class: "game" },
    h("div", {}, h("div", { id: "board" }, svg)),
    h("div", {}, clockBox, diceBox, replaying ? null : optionBox, scoresCard(u, v), replayBox, darkCardsCard(c, v, u, replaying, names), sheets(c, v), sheet(c, v), logBox))].filter(Boolean));
}

// afterQuestBox is what becomes of each hero after the quest (page 44's
// fates and injuries, the share-out, experience), with its rolls to open.
function afterQuestBox(aq) {
  if (!aq) return null;
  return h("div", { id: "after-quest" }, h("h3", {}, t("afterQuest")),
    h("ul", {}, (aq.heroes || []).map((x) => h("li", { "data-after": x.figure }, h("b", {}, x.name || x.figure), ": ",
      t("fate." + x.fate), " · ", t("afterHero", { xp: x.experience || 0, coins: x.coins || 0 }),
      x.recovered ? ` · ${t("afterRecovered")}` : "",
      x.injury ? ` · ${tx(x.injury)}${x.incurable ? ` (${t("afterIncurable")})` : ""}` : "",
      x.lost_objects ? ` · ${t("afterLost", { n: x.lost_objects })}` : "",
      x.ransom ? ` · ${t("afterRansom", { n: x.ransom })}` : "",
      (x.objects || []).length ? ` · ${t("afterObjects", { list: x.objects.map(tx).join(", ") })}` : ""))),
    h("p", { class: "muted" }, t("afterPool", { n: aq.pool || 0 })),
    (aq.rolls || []).length ? h("details", {}, h("summary", {}, t("afterQuest")), (aq.rolls || []).flatMap(rollLines).map((l) => h("div", { class: "muted" }, l))) : null);
}

// diceCard asks the seat that rolls for a physical die; the others wait.
function diceCard(c, d) {
  const mine = d.seat === c.seatID;
  return h("section", { class: "card", id: "dice", "aria-live": "assertive" }, h("h2", {}, t("diceWanted")),
    h("p", {}, t("diceFor", { kind: d.kind, purpose: d.purpose, die: d.die, of: d.of })),
    mine
      ? h("div", {}, h("p", {}, t("diceYours")), [1, 2, 3, 4, 5, 6].map((v) =>
        h("button", { class: "die", "data-die": v, "aria-label": String(v), onclick: () => c.enterDice(d.roll, d.die, [v]) }, "⚀⚁⚂⚃⚄⚅"[v - 1], " ", v)))
      : h("p", { class: "muted" }, t("diceTheirs", { seat: seatLabel(c, d.seat) })));
}

// scoresCard shows the game's own scores: time overruns and each hero's points.
function scoresCard(u, v) {
  const sc = u.scores;
  if (!sc) return null;
  const fig = (id) => v.figures.find((f) => f.id === id)?.name || id;
  return h("section", { class: "card", id: "scores" }, h("h2", {}, t("scores")),
    h("p", {}, t("darkScore", { n: sc.dark }), sc.penalties?.length ? [" · ", t("penalties", { n: sc.penalties.length })] : null),
    sc.heroes ? h("ul", {}, Object.entries(sc.heroes).map(([id, n]) => h("li", {}, `${fig(id)}: ${n}`))) : null,
    sc.best?.length ? h("p", {}, t("best", { names: sc.best.map(fig).join(", ") })) : null,
    sc.worst?.length ? h("p", {}, t("worst", { names: sc.worst.map(fig).join(", ") })) : null);
}

// cardOption reports whether option o is one of the Dark Player's card
// commands, which the hand shows beside the cards.
function cardOption(o) {
  const c = o.command;
  return c.type === "draw_card" || c.type === "discard_card" || c.type === "play_card" ||
    (c.type === "answer" && String(c.option).startsWith("play:"));
}

// cardName names card id: from the view's cards, else the pack's names.
function cardName(v, id) {
  const d = v.dark || {};
  const c = [...(d.hand || []), ...(d.discards || []), ...(d.recurrent || [])].find((x) => x.id === id);
  return tx(c?.name) || tx(names.cards?.[id]?.name) || String(id).replaceAll("_", " ");
}

// injuryName says a kind of lasting injury in the language shown.
function injuryName(kind) {
  return tx(names.injuries?.[kind]) || String(kind || "").replaceAll("_", " ");
}

// elementName names a kind of furniture or special element: the pack's
// name in the language shown, else the kind a quest sheet gave.
function elementName(kind) {
  return tx(names.elements?.[kind]) || String(kind).replaceAll("_", " ").replaceAll("-", " ");
}

function creatureName(v, kind) {
  const c = (v.dark?.creatures || []).find((x) => x.kind === kind);
  return tx(names.creatures?.[kind]) || c?.name || String(kind).replaceAll("_", " ");
}

// darkCardsCard shows the Dark Player's cards: to him his hand with what
// he may do with each card, his reserve, limit, decks, pile and Leader;
// to everyone else what the heroes' view holds (the hand's size, the
// decks' sizes, the face-up pile, that he is deciding).
function darkCardsCard(c, v, u, replaying, figName) {
  const d = v.dark;
  if (!d) return null;
  const mine = c.info?.side === "dark" && !replaying;
  const opts = mine ? u.options.filter(cardOption) : [];
  const deciding = v.prompt && String(v.prompt.kind).startsWith("dark_") && !mine;
  const decks = h("ul", { class: "decks" }, (d.decks || []).map((k) => {
    const o = opts.find((x) => x.command.type === "draw_card" && x.command.deck === k.id);
    return h("li", { "data-deck": k.id }, t("deckSize", { deck: t("deck." + k.id), n: k.size }), " ",
      o ? h("button", { "data-option": o.id, onclick: () => c.send(o) }, t("drawCard", { deck: t("deck." + k.id) })) : null);
  }));
  const pile = h("p", { id: "dark-discards" }, h("b", {}, t("discardPile"), ": "),
    (d.discards || []).length ? d.discards.map((x) => tx(x.name) || x.id).join(", ") : h("span", { class: "muted" }, t("noCards")));
  const head = [
    h("p", {}, t("mode." + d.mode), " · ", h("span", { id: "dark-hand-size" }, t("handSize", { n: d.hand_size || 0 })),
      mine && d.hand_limit && d.hand_limit < 100 ? [" · ", t("handLimit", { n: d.hand_limit })] : mine && d.hand_limit ? [" · ", t("noHandLimit")] : null),
    mine && d.available !== undefined ? h("p", { id: "dark-reserve" }, h("b", {}, t("reserveLeft", { n: d.available }))) : null,
    deciding ? h("p", { id: "dark-deciding", role: "status" }, t("darkDeciding")) : null,
    (d.window || []).length ? h("p", { class: "muted" }, t("windowOpen")) : null,
  ];
  if (!mine) return h("section", { class: "card", id: "dark-cards" }, h("h2", {}, t("darkCards")), head, decks, pile);
  const when = placeTime(v, u);
  const seen = new Set();
  const cardItem = (card) => {
    const n = d.hand.filter((x) => x.id === card.id).length;
    // A long pit's answers name its second square: "play:pit:x,y" (R1042).
    const mineOpts = opts.filter((o) => o.command.card === card.id || o.command.option === "play:" + card.id || String(o.command.option || "").startsWith("play:" + card.id + ":"));
    // Thief! (R536) is placed on his turn, with the hero it goes for.
    const thief = card.effect === "card_spawn_thief";
    const canPlace = mayPlace(card, when, d);
    return h("li", { "data-card": card.id, class: mineOpts.some((o) => o.command.type !== "discard_card") || canPlace ? "playable" : "" },
      h("b", { class: "card-name" }, tx(card.name) || card.id), n > 1 ? ` ×${n}` : "",
      h("span", { class: "muted" }, ` · ${t("cardType." + card.type)} · `,
        card.any_creature ? t("cardCostX") : t("cardCost", { n: card.cost || 0 }),
        card.discard ? ` · ${t("cardDiscard", { n: card.discard })}` : "",
        card.trap ? ` · ${t("trapNumbers", { d: card.detect || "-", a: card.disarm || "-" })}` : ""),
      names.cards?.[card.id] ? h("div", { class: "card-text" }, tx(names.cards[card.id].text)) : null,
      // Playing first, discarding last.
      h("div", {}, powerPicker(c, card, mineOpts.filter(powerOption), figName),
        canPlace ? h("button", { "data-place": card.id, onclick: () => { current.placing = { card: card.id, spawns: [], kind: "", facing: "N", thief, target: "" }; render(); } },
          t("placeEncounter", { card: tx(card.name) })) : null,
        mineOpts.filter((o) => !powerOption(o)).sort((a, b) => (a.command.type === "discard_card") - (b.command.type === "discard_card"))
          .map((o) => h("button", { "data-option": o.id, onclick: () => c.send(o) }, cardOptionLabel(v, o, figName)))));
  };
  // The cards he may play now come first; in a large hand (classic and
  // RPG modes hold every card) the rest fold away, so that what he may
  // do is in sight.
  const cards = (d.hand || []).filter((card) => !seen.has(card.id) && seen.add(card.id)).map((card) => [card, cardItem(card)]);
  const now = cards.filter(([, li]) => li.classList.contains("playable"));
  const rest = cards.filter(([, li]) => !li.classList.contains("playable"));
  const fold = cards.length > 8;
  const hand = h("div", { id: "dark-hand" },
    h("ul", { class: "hand" }, (fold ? now : [...now, ...rest]).map(([, li]) => li)),
    fold && rest.length ? h("details", { id: "dark-hand-more" }, h("summary", {}, t("moreCards", { n: rest.length })),
      h("ul", { class: "hand" }, rest.map(([, li]) => li))) : null);
  const leader = d.leader ? h("div", { id: "dark-leader" }, h("p", {}, t("leaderWaiting", { name: d.leader.name || d.leader.id })),
    (d.upgrades || []).length ? h("p", { class: "muted" }, t("leaderUpgrades"), ": ", d.upgrades.map((x) => `${upgradeName(x)} (${x.vp} VP)`).join(", ")) : null,
    when ? h("button", { id: "leader-place", onclick: () => { current.placing = { leader: true, at: null, facing: "N", upgrades: [] }; render(); } }, t("placeLeader")) : null) : null;
  // A draw waiting: the decks come before the hand.
  const drawing = opts.some((o) => o.command.type === "draw_card");
  return h("section", { class: "card", id: "dark-cards" }, h("h2", {}, t("darkHand")), head,
    leader, drawing ? decks : null, hand, drawing ? null : decks,
    (d.recurrent || []).length ? h("p", { class: "muted", id: "dark-recurrent" }, t("recurrent"), ": ", d.recurrent.map((x) => tx(x.name)).join(", ")) : null, pile);
}

// placeTime is when the Dark Player may place creatures or his Leader
// now (page 49): "window" while a section just revealed waits for him,
// "turn" on his own turn between activations, else null.
function placeTime(v, u) {
  if (!u.options.length || !v.dark) return null;
  let when = null;
  if ((v.dark.window || []).length && v.prompt?.kind === "dark_reveal") when = "window";
  else if (v.side === "dark" && !v.active && !v.prompt) when = "turn";
  // Nowhere to place (only the heroes' starting section is explored):
  // no button that could only be refused.
  return when && placeSquares(v, { spawns: [] }).length ? when : null;
}

// mayPlace reports whether encounter card may place creatures at time
// when: one for a section being revealed in the window (any encounter
// after an Alarm), one for an explored section on his turn; Thief! on his
// turn.
function mayPlace(card, when, d) {
  if (card.type === "encounter" && card.effect === "card_spawn_thief") return when === "turn";
  if (card.type !== "encounter" || card.effect !== "spawn_encounter" || !when) return false;
  const place = card.place || [];
  if (when === "window") return !!d.alarm || place.includes("revealed_section");
  return place.includes("explored_section");
}

// powerOption: a power played on one of the figures it may target.
function powerOption(o) { return o.command.type === "play_card" && !!o.command.target; }

// powerPicker is a power card's targets as one list and a button that
// plays it on the one chosen, rather than a button for each target.
function powerPicker(c, card, opts, figName) {
  if (!opts.length) return null;
  if (opts.length === 1) return h("button", { "data-option": opts[0].id, onclick: () => c.send(opts[0]) }, t("playPower", { card: tx(card.name), target: figName(opts[0].command.target) }));
  const sel = h("select", { "data-targets": card.id, "aria-label": t("powerTarget") },
    opts.map((o) => h("option", { value: o.id }, figName(o.command.target))));
  return h("div", { class: "power" }, h("label", {}, t("powerTarget"), " ", sel), " ",
    h("button", { "data-play": card.id, onclick: () => c.send(opts.find((o) => o.id === sel.value)) }, t("playCard", { card: tx(card.name) })));
}

function upgradeName(x) {
  return x.item ? tx(x.item.name) : (tx(names.skills?.[x.skill]) || String(x.skill || x.id).replaceAll("_", " "));
}

function cardOptionLabel(v, o, figName) {
  const c = o.command;
  switch (c.type) {
    case "draw_card": return t("drawCard", { deck: t("deck." + c.deck) });
    case "discard_card": return t("discardCard", { card: cardName(v, c.card), n: (v.dark?.hand || []).find((x) => x.id === c.card)?.discard || 0 });
    case "play_card": return t("playPower", { card: cardName(v, c.card), target: figName(c.target) });
    case "answer": return t("playTrap", { card: cardName(v, String(c.option).slice(5)) });
  }
  return o.id;
}

// settlePlacing is the placement under way, dropped once the card it
// sent was taken; kept (to be mended) when the rules refused it.
function settlePlacing(c, v, u) {
  const p = current.placing;
  if (!p) return null;
  if (p.sent && !c.pending) {
    if (c.error) p.sent = false;
    else { current.placing = null; return null; }
  }
  // The moment passed (the section's window closed, his turn ended):
  // nothing is left to place.
  if (!p.sent && !placeTime(v, u)) { current.placing = null; return null; }
  return p;
}

// withPlacing is view v with the creatures (or the Leader) of placement
// p drawn faint where they will go, before the card is sent.
function withPlacing(v, p) {
  const d = v.dark || {};
  const ghost = (id, name, at, facing, size) => ({ id, name, at, facing: dirIndex(facing), size: size || 2, side: "dark", attrs: {}, placing: true });
  const ghosts = p.leader
    ? (p.at && d.leader ? [ghost("placing-leader", d.leader.name || d.leader.id, p.at, p.facing, d.leader.size)] : [])
    : p.spawns.map((s, k) => ghost(`placing-${k}`, creatureName(v, s.kind), s.at, s.facing, (d.creatures || []).find((x) => x.kind === s.kind)?.size));
  return { ...v, hidden: [...(v.hidden || []), ...ghosts] };
}

// promptLine says what a question is about. The Dark Player's questions
// name the hero and what he is doing; the heroes see that he decides.
function promptLine(c, v, figName) {
  const p = v.prompt;
  if (!String(p.kind).startsWith("dark_")) return h("p", {}, h("b", {}, promptName(p.kind)), " ", rollLines(p.roll).join(" · "));
  const who = figName(p.figure);
  if (c.info?.side !== "dark") return h("p", { id: "prompt-line", class: "muted" }, t(p.kind === "dark_reveal" ? "prompt.heroesWaitReveal" : "prompt.heroesWait", { name: who }));
  const task = v.active?.task;
  const key = p.kind === "dark_trap" ? "prompt." + (task?.rule || "dark_react_reveal") : "prompt.dark_reveal";
  const at = task?.at || [0, 0];
  return h("p", { id: "prompt-line" }, h("b", {}, t(key, { name: who, x: at[0], y: at[1] })),
    p.kind === "dark_trap" ? [" ", t("prompt.trapHint")] : null);
}

// placeSquares are the squares offered for a creature or the Leader: the
// section being revealed, or (an encounter on his turn) any revealed one
// but where the heroes began, free of figures. The rules judge the rest
// (page 49).
function placeSquares(v, p) {
  const b = v.board, win = v.dark?.window || [];
  // Thief! may appear in the heroes' starting section (R536).
  const unrevealed = new Set([...(v.unrevealed || []), ...(p.thief ? [] : v.dark?.start || [])]);
  const taken = new Set((v.figures || []).map((f) => `${f.at[0]},${f.at[1]}`));
  for (const s of p.spawns || []) taken.add(`${s.at[0]},${s.at[1]}`);
  const out = [];
  b.squares.forEach((sq, i) => {
    if (!sq.seen || !sq.section || unrevealed.has(sq.section)) return;
    if (win.length && !win.includes(sq.section)) return;
    const key = `${i % b.w},${Math.floor(i / b.w)}`;
    if (!taken.has(key)) out.push(key);
  });
  return out;
}

// placeAt takes a clicked square for the placement under way.
function placeAt(v, at) {
  const p = current.placing;
  if (!p) return;
  if (p.leader) { p.at = at; return; }
  const cr = (v.dark?.creatures || []).find((x) => x.kind === p.kind) || (v.dark?.creatures || [])[0];
  if (!cr) return;
  p.spawns.push({ kind: cr.kind, level: cr.level, at, facing: p.facing });
}

// placingCard is the placement under way: the creature and facing for
// the next click, the creatures placed so far, the rules' refusal if
// any, and the button that sends the card.
function placingCard(c, v) {
  const p = current.placing;
  if (!p) return null;
  const facing = h("select", { id: "place-facing", "aria-label": t("spawnFacing"), onchange: (ev) => { p.facing = ev.target.value; if (p.leader) render(); } },
    ["N", "NE", "E", "SE", "S", "SW", "W", "NW"].map((f, k) => h("option", { value: f, selected: p.facing === f }, dirName(k))));
  const refusal = c.error ? h("p", { class: "error", id: "place-refusal", role: "alert" }, t("refused", { reason: c.error })) : null;
  const cancel = h("button", { id: "place-cancel", onclick: () => { current.placing = null; render(); } }, t("cancel"));
  if (p.leader) {
    const ups = (v.dark?.upgrades || []).map((x) => h("label", { class: "upgrade" }, h("input", { type: "checkbox", value: x.id, checked: p.upgrades.includes(x.id),
      onchange: (ev) => { p.upgrades = ev.target.checked ? [...p.upgrades, x.id] : p.upgrades.filter((y) => y !== x.id); } }), " ", `${upgradeName(x)} (${x.vp} VP)`));
    const sendLeader = () => {
      p.sent = true;
      c.send({ command: { type: "place_leader", seat: "dark", at: v.version, to: p.at, facing: p.facing, upgrades: p.upgrades } });
    };
    return h("div", { class: "placing", id: "placing" }, h("p", {}, t("leaderHint")),
      p.at ? h("p", {}, t("leaderAt", { x: p.at[0], y: p.at[1] })) : null,
      h("p", {}, h("label", {}, t("spawnFacing"), " ", facing)), ups.length ? h("p", {}, t("leaderUpgrades"), ": ", ups) : null, refusal,
      h("button", { class: "primary", id: "place-send", disabled: !p.at, onclick: sendLeader }, t("placeLeader")), cancel);
  }
  const crs = (v.dark?.creatures || []).slice().sort((a, b) => a.vp - b.vp || a.kind.localeCompare(b.kind));
  if (!p.kind && crs.length) p.kind = crs[0].kind;
  const kind = h("select", { id: "place-kind", "aria-label": t("spawnCreature"), onchange: (ev) => { p.kind = ev.target.value; } },
    crs.map((x) => h("option", { value: x.kind, selected: p.kind === x.kind }, `${creatureName(v, x.kind)} · ${t("level." + x.level)} · ${x.vp} VP`)));
  const vp = p.spawns.reduce((n, s) => n + (crs.find((x) => x.kind === s.kind)?.vp || 0), 0);
  const heroes = (v.figures || []).filter((f) => f.hero && f.side === "heroes");
  if (p.thief && !p.target && heroes.length) p.target = heroes[0].id;
  const target = p.thief ? h("label", {}, t("thiefTarget"), " ", h("select", { id: "place-target", onchange: (ev) => { p.target = ev.target.value; } },
    heroes.map((f) => h("option", { value: f.id, selected: p.target === f.id }, f.name || f.id)))) : null;
  const sendCard = () => {
    p.sent = true;
    const command = { type: "play_card", seat: "dark", at: v.version, card: p.card, spawns: p.spawns };
    if (p.thief) command.target = p.target;
    c.send({ command });
  };
  return h("div", { class: "placing", id: "placing" }, h("h3", {}, t("placeEncounter", { card: cardName(v, p.card) })),
    h("p", { class: "muted" }, t("spawnHint")),
    h("p", {}, h("label", {}, t("spawnCreature"), " ", kind), " ", h("label", {}, t("spawnFacing"), " ", facing), target ? " " : null, target),
    h("p", {}, t("spawnList", { vp }), " ", h("span", { class: "muted" }, cardAllows(v, p.card))),
    h("ul", { id: "spawns" }, p.spawns.map((s, k) => h("li", { "data-spawn": k },
      `${creatureName(v, s.kind)} (${t("level." + s.level)}) · (${s.at[0]},${s.at[1]}) · ${dirName(dirIndex(s.facing))} `,
      h("button", { onclick: () => { p.spawns.splice(k, 1); render(); } }, t("spawnRemove"))))),
    refusal,
    h("button", { class: "primary", id: "place-send", disabled: !p.spawns.length, onclick: sendCard }, t("spawnSend")), cancel);
}

// cardAllows says what card id lets the Dark Player spend on creatures.
function cardAllows(v, id) {
  const card = (v.dark?.hand || []).find((x) => x.id === id);
  if (!card) return "";
  return card.any_creature ? t("cardCostX") : t("spawnAllows", { n: card.cost || 0, r: v.dark.available ?? "?" });
}

// sheets shows the full sheet of every hero this seat plays (a hero seat),
// or of every hero (the Dark Player, a spectator), with their companions:
// what the view holds, which is what the seat may see.
function shownSheets(c, v) {
  const mine = c.info?.side === "heroes" && !c.info.spectator && c.info.figures?.length ? c.info.figures : null;
  const heroes = v.figures.filter((f) => f.hero && (!mine || mine.includes(f.id)));
  return [...heroes, ...v.figures.filter((f) => f.owner && heroes.some((x) => x.id === f.owner))].map((f) => f.id);
}

function sheets(c, v) {
  const mine = c.info?.side === "heroes" && !c.info.spectator && c.info.figures?.length ? c.info.figures : null;
  const heroes = v.figures.filter((f) => f.hero && (!mine || mine.includes(f.id)));
  if (!heroes.length) return null;
  return h("section", { class: "card", id: "sheets" }, h("h2", {}, t("sheets")),
    heroes.map((f) => heroSheet(f, v)),
    v.figures.filter((f) => f.owner && heroes.some((x) => x.id === f.owner)).map((f) => heroSheet(f, v)));
}

function heroSheet(f, v) {
  const a = f.attrs || {};
  const attrs = ["movement", "combat_skill", "strength", "shooting_skill", "armour", "agility", "intelligence", "courage", "dexterity", "perception"];
  const items = (place) => (f.items || []).filter((it) => (it.place || "pack") === place);
  // A magic object's uses left this quest (its card's uses, rules' Item.Used).
  const usesLeft = (it) => {
    const u = (it.traits || []).find((x) => x.name === "uses");
    return u ? ` [${Math.max(u.value - (it.used || 0), 0)}/${u.value}]` : "";
  };
  const itemText = (it) => tx(it.name) + (it.dice ? ` (${it.dice}D6${it.plus_strength ? "+F" : ""})` : "") + (wornNote(it) || usesLeft(it));
  const group = (place, key) => h("div", { class: `items ${place}` }, h("b", {}, t(key), ": "),
    items(place).length ? items(place).map(itemText).join(", ") : h("span", { class: "muted" }, t("nothing")));
  const left = (max, used) => `${Math.max((max || 0) - (used || 0), 0)} / ${max || 0}`;
  const owner = f.owner ? v.figures.find((x) => x.id === f.owner)?.name || f.owner : null;
  return h("article", { class: "hero-sheet", "data-figure": f.id, "aria-label": f.name },
    h("h3", {}, f.name, owner ? h("span", { class: "muted" }, " · ", t("companion", { hero: owner })) : null),
    h("dl", { class: "attrs" }, attrs.map((k) => h("div", {}, h("dt", {}, t("attrs." + k)), h("dd", { "data-attr": k }, a[k] ?? 0)))),
    h("p", { class: "pools" },
      h("span", { "data-pool": "wounds" }, `${t("wounds")} ${f.wounds || 0} / ${a.vitality || 0}`), " · ",
      h("span", { "data-pool": "fortune" }, `${t("fortune")} ${left((a.fortune || 0) + (f.quest_fortune || 0), f.fortune_used)}`), " · ",
      h("span", { "data-pool": "mana" }, `${t("mana")} ${left(a.mana, f.mana_used)}`), " · ",
      h("span", { "data-pool": "coins" }, `${t("coins")} ${f.coins || 0}`)),
    (f.conditions || []).length || f.flying || invisibleNow(f) ? h("p", { "data-pool": "conditions" }, h("b", {}, t("conditions"), ": "),
      [...(f.flying ? [t("flying")] : []), ...(invisibleNow(f) ? [t("invisible")] : []), ...(f.conditions || []).map(conditionName)].join(", ")) : null,
    group("hand", "inHand"), group("worn", "worn"), group("pack", "pack"),
    items("ground").length ? group("ground", "ground") : null,
    (f.skills || []).length ? h("p", { class: "skills" }, h("b", {}, t("skills"), ": "), f.skills.map((id) => tx(names.skills?.[id]) || id.replaceAll("_", " ")).join(", ")) : null,
    (f.spells || []).length ? h("p", { class: "spells" }, h("b", {}, t("spells"), ": "), f.spells.map((sp) =>
      `${tx(sp.name)} (${t("manaCost", { n: sp.mana })}${sp.casts ? ", " + t("casts", { n: sp.casts }) : ""})`).join(", ")) : null,
    (f.injuries || []).length ? h("p", {}, h("b", {}, t("injuries"), ": "), f.injuries.map((i) => injuryName(i.kind)).join(" ")) : null,
    // Secondary skills come in the view only in RPG mode (page 100).
    (f.secondary || []).length ? h("p", { class: "secondary" }, h("b", {}, t("secondary"), ": "), f.secondary.map((k, i) =>
      h("span", { title: tx(names.secondary?.[k.id]?.text) || "", "data-secondary": k.id }, (i ? ", " : "") +
        `${tx(k.name)} +${k.bonus}${k.failed ? " (" + t("secondaryFailed") + ")" : ""}`))) : null);
}

// wornNote says where a worn magic item goes on the body (its `worn`
// trait) and the uses its power has left this quest (`uses` less `used`).
function wornNote(it) {
  const trait = (name) => (it.traits || []).find((x) => x.name === name);
  const place = trait("worn")?.word;
  if (!place) return "";
  const uses = trait("uses")?.value;
  return ` (${t("wornPlace." + place)}${uses ? ", " + t("usesLeft", { n: Math.max(uses - (it.used || 0), 0) }) : ""})`;
}

// invisibleNow reports whether figure f is invisible (an Invisibility
// Ring's mark, until its next activation).
function invisibleNow(f) { return (f.marks || []).includes("invisible"); }

function seatLabel(c, seatID) {
  const s = (c.seats || []).find((x) => x.id === seatID);
  return s ? seatName(s) : seatID;
}

const dirNames = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];
function dirIndex(d) { return typeof d === "number" ? d : Math.max(dirNames.indexOf(String(d).toUpperCase()), 0); }

// itemName names item k of figure id in the shown view.
function itemName(id, k) {
  const f = current?.shown?.update?.view?.figures?.find((x) => x.id === id);
  const it = f?.items?.[k || 0];
  return it ? tx(it.name) : "";
}

// itemEffect is the content effect of item k of figure id in the shown view.
// skillsNote names the active skills an option declares, "" for none.
function skillsNote(ids) {
  if (!ids || !ids.length) return "";
  return ` (${t("skills")}: ${ids.map((id) => tx(names.skills?.[id]) || id.replaceAll("_", " ")).join(", ")})`;
}

function itemEffect(id, k) {
  const f = current?.shown?.update?.view?.figures?.find((x) => x.id === id);
  return f?.items?.[k || 0]?.effect || "";
}

// itemPlace is where item k of figure id is in the shown view.
function itemPlace(id, k) {
  const f = current?.shown?.update?.view?.figures?.find((x) => x.id === id);
  return f?.items?.[k || 0]?.place || "pack";
}

// spellName names spell id of figure fid in the shown view.
function spellName(fid, id) {
  const f = current?.shown?.update?.view?.figures?.find((x) => x.id === fid);
  const sp = (f?.spells || []).find((x) => x.id === id);
  return sp ? tx(sp.name) : String(id || "").replaceAll("_", " ");
}

function optionLabel(o, names) {
  const c = o.command;
  const kind = String(current?.shown?.update?.view?.prompt?.kind || "");
  if (c.type === "answer" && c.option === "pass" && kind === "dark_reveal") return t("darkRevealDone");
  if (c.type === "answer" && c.option === "pass" && kind.startsWith("dark_")) return t("darkPass");
  if (o.label) return tx(o.label);
  switch (c.type) {
    case "activate": return t("activate", { name: names(c.figure) });
    case "run": return t("run");
    case "swim": return t("swim");
    case "end_activation": return t("endActivation");
    case "end_turn": return t("endTurn");
    case "reveal": return t("reveal", { x: c.square[0], y: c.square[1] });
    case "open_door": return t("openDoor", { x: c.square[0], y: c.square[1] });
    case "jump": return t("jump", { x: c.to[0], y: c.to[1] });
    case "flying_jump": return t("flyingJump", { target: names(c.target), x: c.to[0], y: c.to[1] });
    case "climb": return t("climb", { x: c.to[0], y: c.to[1] });
    case "attack": return t("attack", { target: names(c.target), item: itemName(c.figure, c.item) });
    case "shoot": return t("shoot", { target: names(c.target), item: itemName(c.figure, c.item) });
    case "disengage": return t("disengage");
    case "wield": return t("wield", { item: itemName(c.figure, c.item) });
    case "pick_up": return t("pickUp", { item: itemName(c.owner, c.item), owner: names(c.owner) });
    case "reload": return t("reload", { item: itemName(c.figure, c.item) });
    case "leave": return t("leave", { name: names(c.figure) });
    case "withdraw": return t("withdraw");
    case "search_room": return t("searchRoom");
    case "search_secret_doors": return t("searchSecret");
    case "search_corpses": return t("searchCorpses");
    case "take_weapon": return t("takeWeapon", { item: itemName(current?.shown?.update?.view?.figures?.find((f) => f.id === c.figure)?.last_kill, c.item) });
    case "search_hero": return t("searchHero", { name: names(c.target) });
    case "search_element": return t("searchElement", { x: c.square[0], y: c.square[1] });
    case "open_chest": return t("openChest", { x: c.square[0], y: c.square[1] });
    case "pick_lock": return t("pickLock", { x: c.square[0], y: c.square[1] });
    case "disarm_trap": return t("disarmTrap", { x: c.square[0], y: c.square[1] });
    case "close_door": return t("closeDoor", { x: c.square[0], y: c.square[1] });
    case "solve_riddle": return t("solveRiddle", { x: c.square[0], y: c.square[1] });
    case "break_seal": return t("breakSeal", { x: c.square[0], y: c.square[1] });
    case "escape_net": return t("escapeNet");
    case "steal": return t("steal", { target: names(c.target) });
    case "reappear": return t("reappear", { name: names(c.figure), x: c.to[0], y: c.to[1] });
    case "move_furniture": return t("moveFurniture", { x: c.square[0], y: c.square[1] });
    case "break": return t("break", { x: c.square[0], y: c.square[1] });
    case "cast": return t("cast", { spell: spellName(c.figure, c.spell), target: c.target ? names(c.target) : "" });
    case "end_spell": return t("endSpell", { spell: spellName(c.figure, c.spell) });
    case "drink": return t("drink", { item: itemName(c.figure, c.item) });
    case "coat_weapon": return t("coatWeapon", { item: itemName(c.figure, c.item) });
    case "use_item":
      // Healing herbs (item_heal) tend the user or an ally: no power.
      if (itemEffect(c.figure, c.item) === "item_heal") return t("tendWith", { item: itemName(c.figure, c.item), target: c.target ? names(c.target) : names(c.figure) });
      // A thrown flask (item_thrown_damage) is a ranged attack at the target.
      if (itemEffect(c.figure, c.item) === "item_thrown_damage") return t("throwFlask", { item: itemName(c.figure, c.item), target: names(c.target) }) + skillsNote(c.skills);
      return c.target ? t("useItemAt", { item: itemName(c.figure, c.item), target: names(c.target) }) : t("useItem", { item: itemName(c.figure, c.item) });
    case "armour": return t("armour", { item: itemName(c.figure, c.item) });
    case "wear": return t(itemPlace(c.figure, c.item) === "worn" ? "wearOff" : "wearOn", { item: itemName(c.figure, c.item) });
    case "turn_invisible": return t("turnInvisible", { item: itemName(c.figure, c.item) });
    case "give": return t("give", { item: itemName(c.figure, c.item), target: names(c.target) });
    case "mount": return t("mountOn", { target: names(c.target) });
    case "dismount": return t("dismount", { x: c.to[0], y: c.to[1] });
    case "reins": return t("reins", { target: names(c.target) });
    case "unload": return t("unload", { item: itemName(c.target, c.item), target: names(c.target) });
  }
  return o.id;
}

// sheet shows the figure clicked on the board, when the hero sheets do
// not show it already: a creature, or a hero of another seat.
function sheet(c, v) {
  const f = v.figures.find((x) => x.id === current.selected);
  if (!f) return h("p", { class: "muted" }, t("clickFigure"));
  if (shownSheets(c, v).includes(f.id)) return null;
  return h("section", { class: "card sheet", id: "sheet" }, heroSheet(f, v));
}

// ---------- routing ----------

function route() {
  const p = hashParams();
  const game = p.get("game");
  if (game) {
    if (p.get("token")) {
      // Remember the invite's token under a placeholder seat until the
      // welcome names it.
      const held = heldSeats(game);
      if (!Object.values(held).includes(p.get("token"))) holdSeat(game, "?", p.get("token"));
      history.replaceState(null, "", `#game=${game}`);
    }
    if (!current || current.game !== game) openGame(game);
    else render();
    return;
  }
  if (current) { for (const c of current.conns) c.close(); current = null; }
  lobby();
}

function applyLang() {
  setLang($("#lang").value);
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  route();
}

$("#lang").value = getLang();
$("#lang").addEventListener("change", applyLang);
window.addEventListener("hashchange", route);
setLang(getLang());
for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
route();
