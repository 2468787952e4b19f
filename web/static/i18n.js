// Every player-facing string of the client, in English and Spanish.

const strings = {
  en: {
    language: "Language",
    quests: "Quests", heroes: "Heroes", games: "Games",
    newGame: "New game", quest: "Quest", party: "Party (choose up to {n})",
    seatsOne: "One hero seat for the whole party", seatsEach: "One hero seat per hero",
    create: "Create game", created: "Game created. Invite links (each one is a secret seat):",
    playHere: "Play every seat here (hot-seat)", open: "Open", resume: "Resume",
    noSeatsHere: "this browser holds no seat of this game",
    unplayable: "not playable yet", turn: "Turn {n}", toPlay: "{side} to play",
    heroesSide: "the heroes", darkSide: "the Dark Player",
    seat: "Seat", seatHeroes: "Heroes: {figs}", seatDark: "Dark Player",
    waitingFor: "Waiting for {seat}.", yourOptions: "Your options", noOptions: "Nothing to do now.",
    log: "Game log", sheet: "Hero sheet", clickFigure: "Click a figure to see its sheet.",
    connected: "connected", connecting: "connecting…", disconnected: "disconnected, retrying…",
    ladder: "Vertical ladder: no running; difficult terrain with something in a hand",
    activate: "Activate {name}", run: "Run", swim: "Swim", endActivation: "End activation",
    endTurn: "End turn", reveal: "Reveal the section ({x},{y})", openDoor: "Open the door ({x},{y})",
    jump: "Jump to ({x},{y})", flyingJump: "Flying Jump over {target} to ({x},{y})", climb: "Climb out to ({x},{y})", face: "Face",
    moveHint: "Click a green square to move there ({n} Movement points left).",
    wounds: "Wounds", fortune: "Fortune", mana: "Mana", conditions: "Conditions", equipment: "Equipment",
    attrs: { movement: "Movement", combat_skill: "Combat", strength: "Strength", shooting_skill: "Shooting",
      armour: "Armour", agility: "Agility", intelligence: "Intelligence", courage: "Courage",
      vitality: "Vitality", dexterity: "Dexterity", perception: "Perception" },
    refused: "Refused: {reason}", copy: "Copy", link: "Link",
    spectator: "Spectator", spectatorLink: "and a spectator link",
    undo: "Take it back", replay: "Replay",
    achievements: "achievements {h}–{d}", victory: "Victory!", defeat: "The quest is lost", endReason: "{reason}, turn {turn}.",
    end: { knocked_out: "Every hero is knocked out", left: "The heroes have left", withdrew: "The heroes withdrew, their mission accomplished", turn_limit: "The last turn is over" },
    afterQuest: "After the quest", afterPool: "Coins shared out: {n}",
    afterHero: "{xp} experience · {coins} coins", afterRecovered: "his body carried out", afterLost: "loses {n} objects", afterRansom: "ransom {n} coins", afterIncurable: "incurable", afterObjects: "finds: {list}",
    fate: { unharmed: "unharmed", dead: "dead", injured: "injured", revenge: "dead, and his shade seeks revenge", prisoner: "taken prisoner", serious_injuries: "serious injuries", escaped: "escaped" }, replayAt: "After command {n} of {total}", backToGame: "Back to the game",
    darkPlayer: "Dark Player:", darkPerson: "a person", darkBot: "the Artificial Dark Player (played by the server)", darkBot1: "the Artificial Dark Player, earlier edition (played by the server)",
    heroBots: "the server plays the heroes (autoplay)", playedByServer: "played by the server", server: "server",
    attack: "Attack {target} ({item})", shoot: "Shoot {target} ({item})", disengage: "Disengage",
    wield: "Take {item} in hand", pickUp: "Pick up {item} from {owner}", reload: "Reload {item}",
    mountOn: "Mount {target}", dismount: "Dismount to ({x}, {y})", reins: "Take or let go the reins of {target}", unload: "Take {item} from {target}",
    roll: "roll", modifiers: "modifiers", target: "target", passed: "passed", failed: "failed",
    options: "Options:", diceDigital: "the server rolls the dice", dicePhysical: "we roll real dice and type them",
    timeLimits: "time limits (a minute per hero activation, two for the Dark Player's combat turns in a large room or the Main Room)",
    competitive: "competitive scoring (each hero's own achievement points)",
    sheets: "Hero sheets", inHand: "In hand", worn: "Worn", pack: "Backpack", ground: "On the ground",
    skills: "Skills", spells: "Spells", coins: "Coins", injuries: "Injuries", companion: "companion of {hero}",
    nothing: "nothing", casts: "cast {n}×", manaCost: "{n} mana",
    diceWanted: "Roll the dice", diceFor: "{kind} for {purpose}: die {die} of {of}.",
    diceYours: "Roll it and press the face you rolled:", diceTheirs: "Waiting for {seat} to type the dice.",
    clockLeft: "{who}: {s} s left", clockOver: "{who}: time is up (the Dark Player scores a point)",
    clockPaused: "{who}: clock stopped by {by} ({s} s left)", clockPause: "Stop the clock (reading the rules)", clockResume: "Restart the clock",
    scores: "Scores", penalties: "Time overruns: {n}", darkScore: "Dark Player: {n}",
    best: "One more experience point: {names}", worst: "One less experience point: {names}",
    darkHand: "Dark Player's hand",
    darkCards: "The Dark Player's cards", darkCardsMode: "Dark Player's cards:",
    challenge: "Increase the challenge! (one per 25 VP over 100):",
    challengeOpt: { elite: "elites and champions", leader: "the Leader", traps: "traps", grunts: "grunts" },
    mode: { human: "standard (pages 46-49)", classic: "classic game director (page 99)", rpg: "RPG mode (page 100)", adp: "Artificial Dark Player" },
    cardType: { obstacle: "Obstacle", encounter: "Encounter", power: "Power" },
    deck: { obstacles_powers: "Obstacles and Powers", encounters: "Encounters", obstacles: "Obstacles", powers: "Powers" },
    handSize: "Cards in hand: {n}", handLimit: "hand limit {n}", reserveLeft: "Reserve points to spend: {n}",
    deckSize: "{deck}: {n} cards", discardPile: "Discard pile", noCards: "no cards",
    cardCost: "cost {n}", cardCostX: "cost X (one creature, its VP)", cardDiscard: "discard for {n}", trapNumbers: "detect {d}, disarm {a}", sensed: "an enemy sensed by a spell, still hidden", flying: "flying", riding: "riding", ridden_by: "ridden by",
    darkDeciding: "The Dark Player is deciding…", windowOpen: "A section was just revealed: the Dark Player may place creatures there.",
    drawCard: "Draw from {deck}", discardCard: "Discard {card} (+{n})", playPower: "Play {card} on {target}",
    playTrap: "Play {card} here", darkPass: "Pass (play nothing)",
    placeEncounter: "Place creatures with {card}", thiefTarget: "The hero it goes for", spawnCreature: "Creature", spawnFacing: "Facing",
    spawnHint: "Click a square on the board to put a creature there (a large one takes it as its top-left square).",
    spawnList: "Creatures to place ({vp} VP):", spawnRemove: "Remove", spawnSend: "Play the card", cancel: "Cancel",
    leaderWaiting: "The Leader waits to be placed: {name}", leaderUpgrades: "Upgrades", placeLeader: "Place the Leader",
    leaderHint: "Click the square for the Leader, choose his facing and upgrades, then place him.",
    leaderAt: "Square: {x},{y}",
    promptKind: { damage_reroll: "damage reroll", dark_reroll: "Dark Blessing reroll", defensive_shot: "defensive shot", trapper: "Trapper's trap", dispel: "dispel",
      fatal_blow: "fatal blow", initiative_fortune: "Fortune on the Initiative", persuasion_fortune: "Fortune on the persuasion",
      fortune_reroll: "Fortune reroll", push: "push", follow: "follow", block: "block", guard: "guard", reaction: "reaction",
      martial_arts: "martial arts", skill_reroll: "skill reroll", aim: "aim", shot_reroll: "shot reroll", ambush: "ambush",
      skill_fortune: "Fortune on a skill", spell_shield: "spell shield", line: "line", teleport: "teleport",
      strike_fortune: "Fortune on the strike", surprise_square: "caught by surprise: square", surprise_facing: "caught by surprise: facing",
      trap_step: "trap: step aside", landing_push: "landing: push aside" },
    recurrent: "Obstacles the quest repeats (page 48, paid when they go off)",
    cardsHint: "Your cards are below, in the Dark Player's hand: play or discard them there.",
    cardsHintDraw: "You may draw a card: the decks are below, with your hand.",
    moreCards: "The other cards of the hand ({n})", powerTarget: "On", playCard: "Play {card}",
    spawnAllows: "(the card allows {n} VP; reserve {r})", noHandLimit: "no hand limit", sending: "Sent, waiting for the server…",
    darkRevealDone: "Done: the creatures meet the heroes",
    prompt: {
      dark_react_reveal: "{name} is about to reveal a section from the arrow at ({x},{y}).",
      dark_react_door: "{name} is about to open the door at ({x},{y}).",
      dark_react_chest: "{name} is about to open the chest at ({x},{y}).",
      dark_react_step: "{name} steps out of the Safety Zones onto ({x},{y}).",
      dark_react_furniture: "{name} blundered searching the furniture at ({x},{y}).",
      trapHint: "Play an obstacle from your hand for it (the cards marked below), or let it happen.",
      dark_reveal: "{name} revealed a section: place encounters or your Leader in it (the buttons in your hand), then say you are done.",
      heroesWait: "The Dark Player is deciding whether to answer {name}…",
      heroesWaitReveal: "The Dark Player may place creatures in the section {name} revealed…",
    },
    level: { grunt: "grunt", elite: "elite", champion: "champion" },
    leave: "{name} leaves the dungeon", withdraw: "Withdraw (mission accomplished)", searchRoom: "Search the room",
    searchSecret: "Search for secret doors", searchCorpses: "Search the bodies", takeWeapon: "Take the fallen enemy's {item}", searchHero: "Take the belongings of {name}", searchElement: "Search ({x},{y})",
    openChest: "Open the chest ({x},{y})", pickLock: "Pick the lock ({x},{y})", disarmTrap: "Disarm the trap ({x},{y})",
    closeDoor: "Close the door ({x},{y})", solveRiddle: "Solve the riddle ({x},{y})", breakSeal: "Break the runes ({x},{y})", escapeNet: "Get out of the net", reappear: "{name} comes back on ({x},{y})", steal: "Snatch from {target}'s backpack", moveFurniture: "Move the furniture ({x},{y})",
    break: "Break ({x},{y})", cast: "Cast {spell} {target}", endSpell: "End {spell}", drink: "Drink {item}",
    useItem: "Use the power of {item}", useItemAt: "Use the power of {item} on {target}",
    armour: "Put on or take off {item}", give: "Give {item} to {target}",
  },
  es: {
    language: "Idioma",
    quests: "Misiones", heroes: "Héroes", games: "Partidas",
    newGame: "Nueva partida", quest: "Misión", party: "Grupo (elige hasta {n})",
    seatsOne: "Un asiento de héroes para todo el grupo", seatsEach: "Un asiento por héroe",
    create: "Crear partida", created: "Partida creada. Enlaces de invitación (cada uno es un asiento secreto):",
    playHere: "Jugar todos los asientos aquí (mismo equipo)", open: "Abrir", resume: "Continuar",
    noSeatsHere: "este navegador no tiene asientos de esta partida",
    unplayable: "aún no se puede jugar", turn: "Turno {n}", toPlay: "juegan {side}",
    heroesSide: "los héroes", darkSide: "el Jugador Oscuro",
    seat: "Asiento", seatHeroes: "Héroes: {figs}", seatDark: "Jugador Oscuro",
    waitingFor: "Esperando a {seat}.", yourOptions: "Tus opciones", noOptions: "Nada que hacer ahora.",
    log: "Registro de la partida", sheet: "Hoja de héroe", clickFigure: "Pulsa una figura para ver su hoja.",
    connected: "conectado", connecting: "conectando…", disconnected: "desconectado, reintentando…",
    ladder: "Escalera de mano: no se corre; terreno difícil con algo en una mano",
    activate: "Activar a {name}", run: "Correr", swim: "Nadar", endActivation: "Terminar activación",
    endTurn: "Terminar turno", reveal: "Revelar la sección ({x},{y})", openDoor: "Abrir la puerta ({x},{y})",
    jump: "Saltar a ({x},{y})", flyingJump: "Salto volador sobre {target} hasta ({x},{y})", climb: "Trepar a ({x},{y})", face: "Encarar",
    moveHint: "Pulsa una casilla verde para moverte allí (quedan {n} puntos de Movimiento).",
    wounds: "Heridas", fortune: "Fortuna", mana: "Maná", conditions: "Estados", equipment: "Equipo",
    attrs: { movement: "Movimiento", combat_skill: "Combate", strength: "Fuerza", shooting_skill: "Disparo",
      armour: "Armadura", agility: "Agilidad", intelligence: "Inteligencia", courage: "Coraje",
      vitality: "Vitalidad", dexterity: "Destreza", perception: "Percepción" },
    refused: "Rechazada: {reason}", copy: "Copiar", link: "Enlace",
    spectator: "Espectador", spectatorLink: "y un enlace de espectador",
    undo: "Deshacer", replay: "Repetición",
    achievements: "logros {h}–{d}", victory: "¡Victoria!", defeat: "La misión ha fracasado", endReason: "{reason}, turno {turn}.",
    end: { knocked_out: "Todos los héroes están fuera de combate", left: "Los héroes se han marchado", withdrew: "Los héroes se retiraron con la misión cumplida", turn_limit: "Ha terminado el último turno" },
    afterQuest: "Tras la misión", afterPool: "Monedas repartidas: {n}",
    afterHero: "{xp} de experiencia · {coins} monedas", afterRecovered: "sacaron su cuerpo", afterLost: "pierde {n} objetos", afterRansom: "rescate de {n} monedas", afterIncurable: "incurable", afterObjects: "se lleva: {list}",
    fate: { unharmed: "ileso", dead: "muerto", injured: "herido", revenge: "muerto, y su espíritu busca venganza", prisoner: "hecho prisionero", serious_injuries: "heridas graves", escaped: "escapó" }, replayAt: "Tras la orden {n} de {total}", backToGame: "Volver a la partida",
    darkPlayer: "Jugador Oscuro:", darkPerson: "una persona", darkBot: "el Jugador Oscuro Artificial (lo juega el servidor)", darkBot1: "el Jugador Oscuro Artificial de la edición anterior (lo juega el servidor)",
    heroBots: "el servidor juega los héroes (automático)", playedByServer: "lo juega el servidor", server: "servidor",
    attack: "Atacar a {target} ({item})", shoot: "Disparar a {target} ({item})", disengage: "Destrabarse",
    wield: "Empuñar {item}", pickUp: "Recoger {item} de {owner}", reload: "Recargar {item}",
    mountOn: "Montar a {target}", dismount: "Desmontar a ({x}, {y})", reins: "Tomar o soltar las riendas de {target}", unload: "Coger {item} de {target}",
    roll: "tirada", modifiers: "modificadores", target: "objetivo", passed: "superada", failed: "fallada",
    options: "Opciones:", diceDigital: "el servidor tira los dados", dicePhysical: "tiramos dados de verdad y los escribimos",
    timeLimits: "tiempo limitado (un minuto por activación de héroe, dos por turno de combate del Jugador Oscuro en una sala grande o la Sala Principal)",
    competitive: "puntuación competitiva (los puntos de logro de cada héroe)",
    sheets: "Hojas de héroe", inHand: "En la mano", worn: "Puesto", pack: "Mochila", ground: "En el suelo",
    skills: "Habilidades", spells: "Hechizos", coins: "Monedas", injuries: "Heridas permanentes", companion: "acompaña a {hero}",
    nothing: "nada", casts: "lanzado {n}×", manaCost: "{n} de maná",
    diceWanted: "Tira los dados", diceFor: "{kind} para {purpose}: dado {die} de {of}.",
    diceYours: "Tíralo y pulsa la cara que ha salido:", diceTheirs: "Esperando a que {seat} escriba los dados.",
    clockLeft: "{who}: quedan {s} s", clockOver: "{who}: se acabó el tiempo (el Jugador Oscuro gana un punto)",
    clockPaused: "{who}: reloj parado por {by} (quedan {s} s)", clockPause: "Parar el reloj (consultar las reglas)", clockResume: "Reanudar el reloj",
    scores: "Puntuación", penalties: "Tiempos excedidos: {n}", darkScore: "Jugador Oscuro: {n}",
    best: "Un punto de experiencia más: {names}", worst: "Un punto de experiencia menos: {names}",
    darkHand: "Mano del Jugador Oscuro",
    darkCards: "Las cartas del Jugador Oscuro", darkCardsMode: "Cartas del Jugador Oscuro:",
    challenge: "¡Aumenta el reto! (una por cada 25 PV por encima de 100):",
    challengeOpt: { elite: "élites y campeones", leader: "el Líder", traps: "trampas", grunts: "tropa" },
    mode: { human: "estándar (páginas 46-49)", classic: "director de juego clásico (página 99)", rpg: "modo rol (página 100)", adp: "Jugador Oscuro Artificial" },
    cardType: { obstacle: "Obstáculo", encounter: "Encuentro", power: "Poder" },
    deck: { obstacles_powers: "Obstáculos y Poderes", encounters: "Encuentros", obstacles: "Obstáculos", powers: "Poderes" },
    handSize: "Cartas en la mano: {n}", handLimit: "límite de mano {n}", reserveLeft: "Puntos de reserva para gastar: {n}",
    deckSize: "{deck}: {n} cartas", discardPile: "Pila de descartes", noCards: "ninguna carta",
    cardCost: "coste {n}", cardCostX: "coste X (una criatura, sus PV)", cardDiscard: "descartar por {n}", trapNumbers: "detectar {d}, desactivar {a}", sensed: "un enemigo percibido por un hechizo, aún oculto", flying: "volando", riding: "montando", ridden_by: "montada por",
    darkDeciding: "El Jugador Oscuro está decidiendo…", windowOpen: "Se acaba de revelar una sección: el Jugador Oscuro puede colocar criaturas en ella.",
    drawCard: "Robar de {deck}", discardCard: "Descartar {card} (+{n})", playPower: "Jugar {card} sobre {target}",
    playTrap: "Jugar aquí {card}", darkPass: "Pasar (no jugar nada)",
    placeEncounter: "Colocar criaturas con {card}", thiefTarget: "El héroe al que va", spawnCreature: "Criatura", spawnFacing: "Encarada hacia",
    spawnHint: "Pulsa una casilla del tablero para poner allí una criatura (una grande la ocupa como su casilla superior izquierda).",
    spawnList: "Criaturas que colocar ({vp} PV):", spawnRemove: "Quitar", spawnSend: "Jugar la carta", cancel: "Cancelar",
    leaderWaiting: "El Líder espera a ser colocado: {name}", leaderUpgrades: "Mejoras", placeLeader: "Colocar al Líder",
    leaderHint: "Pulsa la casilla del Líder, elige hacia dónde mira y sus mejoras, y colócalo.",
    leaderAt: "Casilla: {x},{y}",
    promptKind: { damage_reroll: "repetir el daño", dark_reroll: "repetición de Bendición oscura", defensive_shot: "disparo defensivo", trapper: "trampa del Trampero", dispel: "disipar",
      fatal_blow: "golpe mortal", initiative_fortune: "Fortuna en la Iniciativa", persuasion_fortune: "Fortuna en la persuasión",
      fortune_reroll: "repetir con Fortuna", push: "empujar", follow: "seguir", block: "bloquear", guard: "guardia", reaction: "reacción",
      martial_arts: "artes marciales", skill_reroll: "repetir con una habilidad", aim: "apuntar", shot_reroll: "repetir el disparo", ambush: "emboscada",
      skill_fortune: "Fortuna en una habilidad", spell_shield: "escudo contra el hechizo", line: "línea", teleport: "teletransporte",
      strike_fortune: "Fortuna en el ataque", surprise_square: "sorprendidos: casilla", surprise_facing: "sorprendidos: encaramiento",
      trap_step: "trampa: apartarse", landing_push: "aterrizaje: empujar" },
    recurrent: "Obstáculos que repite la misión (página 48, se pagan al activarse)",
    cardsHint: "Tus cartas están abajo, en la mano del Jugador Oscuro: juégalas o descártalas allí.",
    cardsHintDraw: "Puedes robar una carta: los mazos están abajo, con tu mano.",
    moreCards: "Las demás cartas de la mano ({n})", powerTarget: "Sobre", playCard: "Jugar {card}",
    spawnAllows: "(la carta permite {n} PV; reserva {r})", noHandLimit: "sin límite de mano", sending: "Enviado, esperando al servidor…",
    darkRevealDone: "Hecho: las criaturas se encuentran con los héroes",
    prompt: {
      dark_react_reveal: "{name} va a revelar una sección desde la flecha de ({x},{y}).",
      dark_react_door: "{name} va a abrir la puerta de ({x},{y}).",
      dark_react_chest: "{name} va a abrir el cofre de ({x},{y}).",
      dark_react_step: "{name} sale de las Zonas de Seguridad a ({x},{y}).",
      dark_react_furniture: "{name} ha pifiado al registrar el mueble de ({x},{y}).",
      trapHint: "Juega un obstáculo de tu mano (las cartas marcadas abajo) o déjalo pasar.",
      dark_reveal: "{name} ha revelado una sección: coloca en ella encuentros o a tu Líder (los botones de tu mano) y di que has terminado.",
      heroesWait: "El Jugador Oscuro decide si responde a {name}…",
      heroesWaitReveal: "El Jugador Oscuro puede colocar criaturas en la sección que ha revelado {name}…",
    },
    level: { grunt: "soldado", elite: "élite", champion: "campeón" },
    leave: "{name} sale de la mazmorra", withdraw: "Retirarse (misión cumplida)", searchRoom: "Registrar la sala",
    searchSecret: "Buscar puertas secretas", searchCorpses: "Registrar los cuerpos", takeWeapon: "Tomar {item} del enemigo caído", searchHero: "Tomar las pertenencias de {name}", searchElement: "Registrar ({x},{y})",
    openChest: "Abrir el cofre ({x},{y})", pickLock: "Forzar la cerradura ({x},{y})", disarmTrap: "Desactivar la trampa ({x},{y})",
    closeDoor: "Cerrar la puerta ({x},{y})", solveRiddle: "Resolver el enigma ({x},{y})", breakSeal: "Romper las runas ({x},{y})", escapeNet: "Librarse de la red", reappear: "{name} vuelve en ({x},{y})", steal: "Robar de la mochila de {target}", moveFurniture: "Mover el mueble ({x},{y})",
    break: "Romper ({x},{y})", cast: "Lanzar {spell} {target}", endSpell: "Terminar {spell}", drink: "Beber {item}",
    useItem: "Usar el poder de {item}", useItemAt: "Usar el poder de {item} contra {target}",
    armour: "Ponerse o quitarse {item}", give: "Dar {item} a {target}",
  },
};

let lang = localStorage.getItem("dun.lang") || (navigator.language || "en").slice(0, 2);
if (!strings[lang]) lang = "en";

export function getLang() { return lang; }
export function setLang(l) { lang = strings[l] ? l : "en"; localStorage.setItem("dun.lang", lang); document.documentElement.lang = lang; }

// t returns the string key in the current language with {name}s filled in.
export function t(key, args = {}) {
  let s = key.split(".").reduce((o, k) => (o ? o[k] : undefined), strings[lang]);
  if (s === undefined) s = key.split(".").reduce((o, k) => (o ? o[k] : undefined), strings.en) ?? key;
  return String(s).replace(/\{(\w+)\}/g, (_, k) => (args[k] ?? ""));
}

// promptName names a question's kind; a kind without a name is shown
// as it is spelled.
export function promptName(kind) {
  const k = "promptKind." + kind;
  const s = t(k);
  return s === k ? String(kind).replaceAll("_", " ") : s;
}

// tx picks the current language of a {en, es} text.
export function tx(text) {
  if (!text) return "";
  if (typeof text === "string") return text;
  return (lang === "es" && text.es) ? text.es : (text.en || "");
}

const dirs = { en: ["N", "NE", "E", "SE", "S", "SW", "W", "NW"], es: ["N", "NE", "E", "SE", "S", "SO", "O", "NO"] };
export function dirName(d) { return dirs[lang][d & 7]; }

const conditionNames = {
  en: { knocked_down: "knocked down", stunned: "stunned", knocked_out: "knocked out", bleeding: "bleeding", poisoned: "poisoned", immobilized: "immobilised", disarmed: "disarmed", burning: "burning", terrified: "terrified", frozen: "frozen" },
  es: { knocked_down: "derribado", stunned: "aturdido", knocked_out: "fuera de combate", bleeding: "sangrando", poisoned: "envenenado", immobilized: "inmovilizado", disarmed: "desarmado", burning: "ardiendo", terrified: "aterrado", frozen: "congelado" },
};
export function conditionName(c) { return conditionNames[lang][c] || c.replaceAll("_", " "); }

// cardName names a card of the Dark Player's by its ID, skillName a
// skill (a Leader's upgrade): the client sets them from the server's names.
const plain = (id) => String(id || "").replaceAll("_", " ");
let cardName = plain, skillName = plain;
export function setNamers(n) { cardName = n.card || plain; skillName = n.skill || plain; }

// The events of the log, one sentence each. names maps figure IDs to names.
const eventText = {
  en: {
    turn_began: (e) => `Turn ${e.turn}: ${side(e.side)} begin${e.side === "heroes" ? "" : "s"}${e.combat ? " (combat turn)" : ""}.`,
    turn_ended: (e) => `${cap(side(e.side))} end${e.side === "heroes" ? "" : "s"} turn ${e.turn}.`,
    activation_started: (e, n) => `${n(e.figure)} activates (${e.allowance} Movement).`,
    activation_ended: (e, n) => `${n(e.figure)} ends the activation.`,
    hero_left: (e, n) => e.why === "withdrew" ? `${n(e.figure)} withdraws with the group.` : `${n(e.figure)} leaves the quest at (${e.at}).`,
    objective_met: (e) => `Objective met: ${tx(e.text)}`,
    quest_ended: (e) => `The quest is over: ${e.end?.victory ? "victory" : "defeat"} (${t("end." + e.end?.reason)}).`,
    moved: (e, n) => `${n(e.figure)} moves to (${e.to}) for ${e.cost} (${e.spent}/${e.allowance} spent)${e.running ? ", running" : ""}.`,
    faced: (e, n) => `${n(e.figure)} turns to face ${dirName(e.facing ?? e.to ?? 0)}.`,
    run_declared: (e, n) => `${n(e.figure)} runs.`,
    run_allowance: (e, n) => `${n(e.figure)} may run ${e.allowance} squares.`,
    swim_declared: (e, n) => `${n(e.figure)} swims.`,
    section_revealed: (e) => `A new section is revealed.`,
    figure_placed: (e, n) => `${n(e.figure)} appears at (${e.at}).`,
    door_opened: (e, n) => `${n(e.figure)} opens a door.`,
    engaged: (e, n) => `${n(e.figure)} is engaged.`,
    condition_gained: (e, n) => `${n(e.figure)} is ${conditionName(e.condition)}.`,
    condition_lost: (e, n) => `${n(e.figure)} is no longer ${conditionName(e.condition)}.`,
    wounds_taken: (e, n) => `${n(e.figure)} takes ${e.wounds} wound(s).`,
    fortune_spent: (e, n) => `${n(e.figure)} spends a Fortune point (${e.left} left).`,
    initiative_won: (e) => `${cap(side(e.side ?? e.winner))} win the Initiative.`,
    rolled: (e) => `${rollName(e.roll)}: ${e.roll.total}${e.roll.outcome ? " (" + t(e.roll.outcome) + ")" : ""}.`,
    opposed_rolled: (e, n) => `Opposed roll: ${n(e.opposed.winner)} wins.`,
    prompt_opened: (e, n) => e.prompt.kind === "dark_trap" ? `The Dark Player may answer what ${n(e.prompt.figure)} does.`
      : e.prompt.kind === "dark_reveal" ? `The Dark Player may place creatures in the section ${n(e.prompt.figure)} revealed.`
      : `${n(e.prompt.figure)} must decide: ${promptName(e.prompt.kind)}.`,
    prompt_answered: (e, n) => e.kind === "dark_trap" ? (e.option === "pass" ? "The Dark Player lets it happen." : null)
      : e.kind === "dark_reveal" ? "The Dark Player is done placing creatures."
      : `${n(e.figure)} chooses ${e.option.replaceAll("_", " ")}.`,
    card_drawn: (e) => `The Dark Player draws a card (${t("deck." + e.deck)})${e.card ? ": " + cardName(e.card) : ""}.`,
    card_discarded: (e) => `The Dark Player discards ${cardName(e.card)}${e.points ? ` for ${e.points} reserve point(s)` : ""}.`,
    card_played: (e, n) => `The Dark Player plays ${cardName(e.card)} (cost ${e.cost})${e.target ? " on " + n(e.target) : ""}.`,
    upgrade_bought: (e, n) => `${n(e.figure)} gets the upgrade ${skillName(e.upgrade)} (${e.vp} VP).`,
    creature_fled: (e, n) => `${n(e.figure)} flees, its Leader fallen.`,
    door_shut: (e) => `${cardName(e.card)} shuts the door at (${e.at}).`,
    chest_shut: (e) => `${cardName(e.card)} shuts the chest at (${e.at}).`,
    reserve_gained: (e) => `The Dark Player gains ${e.points} reserve point(s).`,
    trap_triggered: (e, n) => `${n(e.figure)} sets off ${cardName(e.kind)} at (${e.at}).`,
    trap_sprung: (e, n) => `${cardName(e.kind)} strikes ${n(e.figure)}${e.dice ? ` (${e.dice} damage dice)` : ""}.`,
    trap_detected: (e, n) => `${n(e.figure)} detects ${cardName(e.kind)} at (${e.at}).`,
    trap_disarmed: (e, n) => `${n(e.figure)} ${e.disarmed ? "disarms" : "fails to disarm"} the trap at (${e.at}).`,
    attribute_changed: (e, n) => `${n(e.figure)}: ${t("attrs." + e.attribute)} ${e.value}${e.why ? ` (${tx(e.why)})` : ""}.`,
    skill_granted: (e, n) => `${n(e.figure)} gains ${skillName(e.skill)}${e.why ? ` (${tx(e.why)})` : ""}.`,
    boon_ended: (e, n) => `${n(e.figure)}: ${tx(e.why) || skillName(e.skill || e.attribute)} ends.`,
    damage_rolled: (e, n) => `Damage to ${n(e.figure)}: ${e.roll} against ${e.armour}.`,
    removed_from_play: (e, n) => `${n(e.figure)} is removed from play.`,
    shape_changed: (e, n) => `${n(e.figure)} ${e.animal ? "takes its beast shape" : "is itself again"} (Vitality ${e.vitality - (e.wounds || 0)}/${e.vitality}).`,
    encounters_shown: (e, n) => `${n(e.figure)} tracks ${e.from_deck ? "the top of the Encounter deck" : "the Encounter cards in the Dark Player's hand"}: ${(e.names || []).map(tx).join(", ") || "none"}.`,
    healed: (e, n) => `${n(e.figure)} recovers ${e.restored} Vitality.`,
    blow_avoided: (e, n) => `${n(e.figure)} avoids the blow.`,
    displaced: (e, n) => `${n(e.figure)} is moved to (${e.to}).`,
    caught_by_surprise: (e, n) => `${e.figures.map(n).join(", ")} caught by surprise.`,
    watchman_called: (e, n) => `${n(e.watchman)} opened the door: ${e.figures.map(n).join(", ")} lose the Initiative and wait for the next turn.`,
    jumped: (e, n) => `${n(e.figure)} ${e.landed ? "jumps to" : "falls short of"} (${e.to}).`,
    fell: (e, n) => `${n(e.figure)} falls ${e.height} level(s) to (${e.to}).`,
    mounted: (e, n) => `${n(e.figure)} mounts ${n(e.mount)} (${e.allowance} Movement).`,
    dismounted: (e, n) => `${n(e.figure)} ${e.fell ? "falls from" : "gets off"} ${n(e.mount)} to (${e.to}).`,
    galloped: (e, n) => `${n(e.figure)} gallops on ${n(e.mount)}.`,
    mount_fled: (e, n) => `${n(e.figure)} runs away.`,
    reins: (e, n) => `${n(e.figure)} ${e.released ? "lets go of the reins of" : "takes the reins of"} ${n(e.mount)}.`,
    climbed_out: (e, n) => `${n(e.figure)} ${e.out ? "climbs out to" : "fails to climb out to"} (${e.to}).`,
    challenge_tried: (e, n) => `${n(e.figure)} ${e.passed ? "passes" : "fails"} the test: ${tx(e.text)}`,
    element_removed: (e) => `The ${e.kind} is taken off the board.`,
    points_changed: (e, n) => `${n(e.figure)} ${e.change > 0 ? "gains" : "loses"} ${Math.abs(e.change)} ${e.points === "fortune" ? "Fortune" : "Mana"} (${e.left} left).`,
    swim_allowance: (e, n) => `${n(e.figure)} may swim ${e.allowance} squares${e.heavy_armour ? " (heavy armour: -1)" : ""}.`,
    rose: (e, n) => `${n(e.figure)} stands up.`,
    condition_kept: (e, n) => `${n(e.figure)} is still ${conditionName(e.condition)}.`,
    arrows_removed: () => `Exploration arrows are removed.`,
    attack_declared: (e, n) => `${n(e.figure)} ${e.ranged ? "shoots at" : "attacks"} ${n(e.target)}${e.item_name ? " with " + tx(e.item_name) : ""}${e.behind ? " from behind" : ""}.`,
    struck_automatically: (e, n) => `${n(e.attacker)} strikes ${n(e.target)} automatically.`,
    round_won: (e, n) => `${n(e.winner)} wins the combat round${e.hit ? " and hits" : ""}.`,
    blunder: (e, n) => `${n(e.figure)} blunders.`,
    block_rolled: (e, n) => `${n(e.figure)} ${e.blocked ? "blocks" : "fails to block"} (${e.roll}, needs ${e.need}).`,
    breaking_rolled: (e, n) => `${cap(tx(e.item_name))} of ${n(e.figure)} ${e.broken ? "breaks" : "holds"}.`,
    item_dropped: (e, n) => `${n(e.figure)} drops ${tx(e.item_name)}.`,
    item_used: (e, n) => `${n(e.figure)} uses the power of ${tx(e.item_name)}${e.target ? ` on ${n(e.target)}` : ""} (${e.uses_left} left this quest).`,
    item_power_used: (e, n) => `${cap(tx(e.item_name))} of ${n(e.figure)}: ${tx(e.what)}.`,
    pushed: (e, n) => `${n(e.figure)} is pushed to (${e.to}).`,
    pushed_against_wall: (e, n) => `${n(e.figure)} is pushed against an obstacle.`,
    position_taken: (e, n) => `${n(e.figure)} takes the position at (${e.to}).`,
    strike_ended: (e, n) => `${n(e.attacker)}'s attack on ${n(e.target)} ends${e.hit ? " with a hit" : ""}.`,
    disengaged: (e, n) => `${n(e.figure)} disengages.`,
    wielded: (e, n) => `${n(e.figure)} takes ${tx(e.item_name)} in hand.`,
    picked_up: (e, n) => `${n(e.figure)} picks up ${tx(e.item_name)}.`,
    reloaded: (e, n) => `${n(e.figure)} reloads ${tx(e.item_name)}.`,
    noise_made: (e, n) => `${n(e.figure)} makes a noise.`,
    charge_halted: (e, n) => `${n(e.figure)}'s charge halts at (${e.at}).`,
    charge_stopped: (e, n) => `${n(e.figure)}'s charge is stopped.`,
    treasure_drawn: (e, n) => `${n(e.figure)} draws a Treasure card: ${(e.texts || []).map(tx).join(" ")}${e.pending ? " (Lucky: nothing handed over yet)" : ""}`,
    treasure_kept: (e, n) => `${n(e.figure)} keeps Treasure card ${e.card + 1}${e.returned >= 0 ? ", and card " + (e.returned + 1) + " goes back into the deck" : ""}.`,
    treasure_reshuffled: (e) => `The Treasure deck is formed again (${e.cards} cards).`,
    item_left: (e, n) => `${n(e.figure)} can carry no more and leaves ${tx(e.item_name)}.`,
    weapon_taken: (e, n) => `${n(e.figure)} takes ${tx(e.item_name)} from ${n(e.from)}.`,
    hero_searched: (e, n) => `${n(e.figure)} takes the belongings of ${n(e.body)}${e.coins ? " (" + e.coins + " coins)" : ""}.`,
    loot_found: (e, n) => `${n(e.figure)} finds: ${(e.texts || []).map(tx).join(" ")}`,
    rope_helped: (e, n) => `${n(e.helper)} throws a rope to ${n(e.figure)}${e.saved ? " and saves him" : ", in vain"}.`,
  },
  es: {
    turn_began: (e) => `Turno ${e.turn}: empiezan ${side(e.side)}${e.combat ? " (turno de combate)" : ""}.`,
    turn_ended: (e) => `${cap(side(e.side))} terminan el turno ${e.turn}.`,
    activation_started: (e, n) => `${n(e.figure)} se activa (${e.allowance} de Movimiento).`,
    activation_ended: (e, n) => `${n(e.figure)} termina su activación.`,
    hero_left: (e, n) => e.why === "withdrew" ? `${n(e.figure)} se retira con el grupo.` : `${n(e.figure)} abandona la misión en (${e.at}).`,
    objective_met: (e) => `Objetivo cumplido: ${tx(e.text)}`,
    quest_ended: (e) => `La misión ha terminado: ${e.end?.victory ? "victoria" : "derrota"} (${t("end." + e.end?.reason)}).`,
    moved: (e, n) => `${n(e.figure)} se mueve a (${e.to}) por ${e.cost} (${e.spent}/${e.allowance} gastados)${e.running ? ", corriendo" : ""}.`,
    faced: (e, n) => `${n(e.figure)} se gira hacia el ${dirName(e.facing ?? e.to ?? 0)}.`,
    run_declared: (e, n) => `${n(e.figure)} corre.`,
    run_allowance: (e, n) => `${n(e.figure)} puede correr ${e.allowance} casillas.`,
    swim_declared: (e, n) => `${n(e.figure)} nada.`,
    section_revealed: (e) => `Se revela una nueva sección.`,
    figure_placed: (e, n) => `${n(e.figure)} aparece en (${e.at}).`,
    door_opened: (e, n) => `${n(e.figure)} abre una puerta.`,
    engaged: (e, n) => `${n(e.figure)} queda trabado en combate.`,
    condition_gained: (e, n) => `${n(e.figure)} queda ${conditionName(e.condition)}.`,
    condition_lost: (e, n) => `${n(e.figure)} deja de estar ${conditionName(e.condition)}.`,
    wounds_taken: (e, n) => `${n(e.figure)} sufre ${e.wounds} herida(s).`,
    fortune_spent: (e, n) => `${n(e.figure)} gasta un punto de Fortuna (quedan ${e.left}).`,
    initiative_won: (e) => `${cap(side(e.side ?? e.winner))} ganan la Iniciativa.`,
    rolled: (e) => `${rollName(e.roll)}: ${e.roll.total}${e.roll.outcome ? " (" + t(e.roll.outcome) + ")" : ""}.`,
    opposed_rolled: (e, n) => `Tirada enfrentada: gana ${n(e.opposed.winner)}.`,
    prompt_opened: (e, n) => e.prompt.kind === "dark_trap" ? `El Jugador Oscuro puede responder a lo que hace ${n(e.prompt.figure)}.`
      : e.prompt.kind === "dark_reveal" ? `El Jugador Oscuro puede colocar criaturas en la sección que ha revelado ${n(e.prompt.figure)}.`
      : `${n(e.prompt.figure)} debe decidir: ${promptName(e.prompt.kind)}.`,
    prompt_answered: (e, n) => e.kind === "dark_trap" ? (e.option === "pass" ? "El Jugador Oscuro lo deja pasar." : null)
      : e.kind === "dark_reveal" ? "El Jugador Oscuro termina de colocar criaturas."
      : `${n(e.figure)} elige ${e.option.replaceAll("_", " ")}.`,
    card_drawn: (e) => `El Jugador Oscuro roba una carta (${t("deck." + e.deck)})${e.card ? ": " + cardName(e.card) : ""}.`,
    card_discarded: (e) => `El Jugador Oscuro descarta ${cardName(e.card)}${e.points ? ` por ${e.points} punto(s) de reserva` : ""}.`,
    card_played: (e, n) => `El Jugador Oscuro juega ${cardName(e.card)} (coste ${e.cost})${e.target ? " sobre " + n(e.target) : ""}.`,
    upgrade_bought: (e, n) => `${n(e.figure)} obtiene la mejora ${skillName(e.upgrade)} (${e.vp} PV).`,
    creature_fled: (e, n) => `${n(e.figure)} huye al caer su Líder.`,
    door_shut: (e) => `${cardName(e.card)} cierra la puerta de (${e.at}).`,
    chest_shut: (e) => `${cardName(e.card)} cierra el cofre de (${e.at}).`,
    reserve_gained: (e) => `El Jugador Oscuro gana ${e.points} punto(s) de reserva.`,
    trap_triggered: (e, n) => `${n(e.figure)} activa ${cardName(e.kind)} en (${e.at}).`,
    trap_sprung: (e, n) => `${cardName(e.kind)} golpea a ${n(e.figure)}${e.dice ? ` (${e.dice} dados de daño)` : ""}.`,
    trap_detected: (e, n) => `${n(e.figure)} detecta ${cardName(e.kind)} en (${e.at}).`,
    trap_disarmed: (e, n) => `${n(e.figure)} ${e.disarmed ? "desactiva" : "no logra desactivar"} la trampa de (${e.at}).`,
    attribute_changed: (e, n) => `${n(e.figure)}: ${t("attrs." + e.attribute)} ${e.value}${e.why ? ` (${tx(e.why)})` : ""}.`,
    skill_granted: (e, n) => `${n(e.figure)} obtiene ${skillName(e.skill)}${e.why ? ` (${tx(e.why)})` : ""}.`,
    boon_ended: (e, n) => `${n(e.figure)}: termina ${tx(e.why) || skillName(e.skill || e.attribute)}.`,
    damage_rolled: (e, n) => `Daño a ${n(e.figure)}: ${e.roll} contra ${e.armour}.`,
    removed_from_play: (e, n) => `${n(e.figure)} queda fuera de juego.`,
    shape_changed: (e, n) => `${n(e.figure)} ${e.animal ? "adopta su forma de bestia" : "vuelve a ser él mismo"} (Vitalidad ${e.vitality - (e.wounds || 0)}/${e.vitality}).`,
    encounters_shown: (e, n) => `${n(e.figure)} rastrea ${e.from_deck ? "la parte superior del mazo de Encuentros" : "las cartas de Encuentro en la mano del Jugador Oscuro"}: ${(e.names || []).map(tx).join(", ") || "ninguna"}.`,
    healed: (e, n) => `${n(e.figure)} recupera ${e.restored} de Vitalidad.`,
    blow_avoided: (e, n) => `${n(e.figure)} evita el golpe.`,
    displaced: (e, n) => `${n(e.figure)} pasa a (${e.to}).`,
    caught_by_surprise: (e, n) => `${e.figures.map(n).join(", ")}: ¡pillados por sorpresa!`,
    watchman_called: (e, n) => `${n(e.watchman)} abrió la puerta: ${e.figures.map(n).join(", ")} pierden la Iniciativa y esperan al turno siguiente.`,
    jumped: (e, n) => `${n(e.figure)} ${e.landed ? "salta a" : "no llega a"} (${e.to}).`,
    fell: (e, n) => `${n(e.figure)} cae ${e.height} nivel(es) hasta (${e.to}).`,
    mounted: (e, n) => `${n(e.figure)} monta a ${n(e.mount)} (Movimiento ${e.allowance}).`,
    dismounted: (e, n) => `${n(e.figure)} ${e.fell ? "cae de" : "baja de"} ${n(e.mount)} a (${e.to}).`,
    galloped: (e, n) => `${n(e.figure)} galopa a lomos de ${n(e.mount)}.`,
    mount_fled: (e, n) => `${n(e.figure)} huye desbocada.`,
    reins: (e, n) => `${n(e.figure)} ${e.released ? "suelta las riendas de" : "toma las riendas de"} ${n(e.mount)}.`,
    climbed_out: (e, n) => `${n(e.figure)} ${e.out ? "trepa hasta" : "no logra trepar hasta"} (${e.to}).`,
    challenge_tried: (e, n) => `${n(e.figure)} ${e.passed ? "supera" : "falla"} la prueba: ${tx(e.text)}`,
    element_removed: (e) => `Se retira del tablero: ${e.kind}.`,
    points_changed: (e, n) => `${n(e.figure)} ${e.change > 0 ? "gana" : "pierde"} ${Math.abs(e.change)} de ${e.points === "fortune" ? "Fortuna" : "Maná"} (le quedan ${e.left}).`,
    swim_allowance: (e, n) => `${n(e.figure)} puede nadar ${e.allowance} casillas${e.heavy_armour ? " (armadura pesada: -1)" : ""}.`,
    rose: (e, n) => `${n(e.figure)} se levanta.`,
    condition_kept: (e, n) => `${n(e.figure)} sigue ${conditionName(e.condition)}.`,
    arrows_removed: () => `Se retiran flechas de exploración.`,
    attack_declared: (e, n) => `${n(e.figure)} ${e.ranged ? "dispara a" : "ataca a"} ${n(e.target)}${e.item_name ? " con " + tx(e.item_name) : ""}${e.behind ? " por la espalda" : ""}.`,
    struck_automatically: (e, n) => `${n(e.attacker)} golpea a ${n(e.target)} automáticamente.`,
    round_won: (e, n) => `${n(e.winner)} gana el asalto${e.hit ? " e impacta" : ""}.`,
    blunder: (e, n) => `${n(e.figure)} comete una pifia.`,
    block_rolled: (e, n) => `${n(e.figure)} ${e.blocked ? "bloquea" : "no logra bloquear"} (${e.roll}, necesita ${e.need}).`,
    breaking_rolled: (e, n) => `${cap(tx(e.item_name))} de ${n(e.figure)} ${e.broken ? "se rompe" : "aguanta"}.`,
    item_dropped: (e, n) => `${n(e.figure)} suelta ${tx(e.item_name)}.`,
    item_used: (e, n) => `${n(e.figure)} usa el poder de ${tx(e.item_name)}${e.target ? ` contra ${n(e.target)}` : ""} (le quedan ${e.uses_left} en esta misión).`,
    item_power_used: (e, n) => `${cap(tx(e.item_name))} de ${n(e.figure)}: ${tx(e.what)}.`,
    pushed: (e, n) => `${n(e.figure)} es empujado a (${e.to}).`,
    pushed_against_wall: (e, n) => `${n(e.figure)} es empujado contra un obstáculo.`,
    position_taken: (e, n) => `${n(e.figure)} ocupa la posición (${e.to}).`,
    strike_ended: (e, n) => `Termina el ataque de ${n(e.attacker)} a ${n(e.target)}${e.hit ? " con un impacto" : ""}.`,
    disengaged: (e, n) => `${n(e.figure)} se destraba.`,
    wielded: (e, n) => `${n(e.figure)} empuña ${tx(e.item_name)}.`,
    picked_up: (e, n) => `${n(e.figure)} recoge ${tx(e.item_name)}.`,
    reloaded: (e, n) => `${n(e.figure)} recarga ${tx(e.item_name)}.`,
    noise_made: (e, n) => `${n(e.figure)} hace ruido.`,
    charge_halted: (e, n) => `La carga de ${n(e.figure)} se detiene en (${e.at}).`,
    charge_stopped: (e, n) => `La carga de ${n(e.figure)} queda frenada.`,
    treasure_drawn: (e, n) => `${n(e.figure)} roba una carta de Tesoro: ${(e.texts || []).map(tx).join(" ")}${e.pending ? " (Afortunado: aún no se entrega nada)" : ""}`,
    treasure_kept: (e, n) => `${n(e.figure)} se queda la carta de Tesoro ${e.card + 1}${e.returned >= 0 ? ", y la carta " + (e.returned + 1) + " vuelve al mazo" : ""}.`,
    treasure_reshuffled: (e) => `El mazo de Tesoro se vuelve a formar (${e.cards} cartas).`,
    item_left: (e, n) => `${n(e.figure)} no puede llevar más y deja ${tx(e.item_name)}.`,
    weapon_taken: (e, n) => `${n(e.figure)} toma ${tx(e.item_name)} de ${n(e.from)}.`,
    hero_searched: (e, n) => `${n(e.figure)} toma las pertenencias de ${n(e.body)}${e.coins ? " (" + e.coins + " monedas)" : ""}.`,
    loot_found: (e, n) => `${n(e.figure)} encuentra: ${(e.texts || []).map(tx).join(" ")}`,
    rope_helped: (e, n) => `${n(e.helper)} lanza una cuerda a ${n(e.figure)}${e.saved ? " y lo salva" : ", en vano"}.`,
  },
};

const purposes = {
  en: { run: "Run", swim: "Swim", initiative: "Initiative", recovery: "Recovery", rise: "Rising", jump: "Great jump", climb: "Climb", flying_jump: "Flying Jump", trapper: "Trapper's trap" },
  es: { run: "Carrera", swim: "Nado", initiative: "Iniciativa", recovery: "Recuperación", rise: "Levantarse", jump: "Gran salto", climb: "Trepar", flying_jump: "Salto volador", trapper: "Trampa del Trampero" },
};
function rollName(r) {
  const k = r.rule || r.purpose || "";
  return purposes[lang][k] || (k ? k.replaceAll("_", " ") : t("roll"));
}

function side(s) { return s === "dark" ? t("darkSide") : t("heroesSide"); }
function cap(s) { return s.charAt(0).toUpperCase() + s.slice(1); }

// eventSentence renders one event, or null for one the next event tells
// (a card answer and the card_played after it); unknown events show their
// type and fields.
export function eventSentence(e, names) {
  const f = eventText[lang][e.type];
  if (f) return f(e, names);
  const rest = Object.entries(e).filter(([k]) => k !== "type" && typeof e[k] !== "object")
    .map(([k, v]) => `${k}=${names(v)}`).join(", ");
  return `${e.type.replaceAll("_", " ")}${rest ? ": " + rest : ""}`;
}

// rollLines explains a roll record: its dice, every modifier with its
// source, the target and the outcome.
export function rollLines(r) {
  // Many events name the roll they follow by its number (roll: 7): only
  // a roll itself has lines to show.
  if (!r || typeof r !== "object") return [];
  const lines = [`${rollName(r)}: ${r.kind} [${(r.dice || []).join(", ")}] = ${r.total}`];
  for (const m of r.modifiers || []) lines.push(`${m.value > 0 ? "+" : ""}${m.value} ${tx(m.why)}`);
  if (r.target) lines.push(`${t("target")} ${r.target}${r.outcome ? ": " + t(r.outcome) : ""}`);
  if (r.rerolled) lines.push(`↻ [${(r.before || []).join(", ")}]`);
  return lines;
}
