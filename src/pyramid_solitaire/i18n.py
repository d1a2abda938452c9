"""The words of the widget and the board picture in English, German, Dutch and Finnish.

>>> text("undo", "de"), text("pass_of", "fi", n=2, m=3)
('Rückgängig', 'Kierros 2/3')
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from .errors import PyramidError, quoted
from .names import LANGUAGES

_EN = {
    "title": "Pyramid",
    "stock": "Stock",
    "waste": "Waste",
    "removed": "Removed",
    "points": "Points",
    "cards_n": "{n} cards",
    "pass_of": "Pass {n} of {m}",
    "pass_n": "Pass {n}",
    "deal_n": "Deal {n}",
    "custom_deal": "Custom deal",
    "rules": "Rules",
    "draw": "Draw",
    "undo": "Undo",
    "redo": "Redo",
    "hint": "Hint",
    "new": "New deal",
    "number": "Deal number",
    "winnable_only": "Winnable deals only",
    "step": "Step",
    "play": "Play",
    "pause": "Pause",
    "speed": "Speed",
    "show_free": "Free cards",
    "show_blocking": "Blocking pairs",
    "legend_line": "A line joins two cards that add up to {sum} but can never go together: the upper card covers the lower one.",
    "legend_solid": "solid: right on it",
    "legend_dashed": "dashed: higher up",
    "choose_pile": "Which waste pile?",
    "pile_n": "Pile {n}",
    "empty": "empty",
    "face_down": "face-down card",
    "free": "free",
    "covered_by": "covered by {cards}",
    "and": "and",
    "aria_stock": "Stock, {n} cards",
    "aria_stock_empty": "Stock empty: turn the waste over",
    "aria_waste": "Waste pile {n}",
    "aria_removed": "Removed cards: {n}",
    "score": "{cards} cards removed · {points} points",
    "won": "You won!",
    "lost": "Game over",
    "msg_empty": "there is no card there",
    "msg_malformed": "ignored an unreadable action",
    "msg_no_solver": "the solver is not available in this installation",
    "msg_hint": "Hint: {move}",
    "msg_hint_none": "no move leads to a win from here",
    "msg_unwinnable": "this position cannot be won any more",
    "msg_unknown": "the solver found no answer in time",
    "cancel": "Cancel",
    "msg_searching": "the solver is searching… (Cancel stops it)",
    "msg_busy_ignored": "ignored: the solver is still searching (Cancel stops it)",
    "msg_cancelled": "search cancelled",
    "session": "Session: {played} played · {won} won · {cards} cards · best {best} · streak {streak}",
    "session_title": "This session: deals played, deals won, cards removed in all, the most cards removed in one deal, wins in a row",
    "msg_over": "the game is over",
    "msg_bad_number": "a deal number is a whole number from 1",
    "msg_pick_pile": "pick the waste pile for the drawn card",
    "recycle": "turn the waste over",
}

_DE = {
    "title": "Pyramide",
    "stock": "Talon",
    "waste": "Ablage",
    "removed": "Abgelegt",
    "points": "Punkte",
    "cards_n": "{n} Karten",
    "pass_of": "Durchgang {n} von {m}",
    "pass_n": "Durchgang {n}",
    "deal_n": "Spiel {n}",
    "custom_deal": "Eigenes Spiel",
    "rules": "Regeln",
    "draw": "Ziehen",
    "undo": "Rückgängig",
    "redo": "Wiederholen",
    "hint": "Tipp",
    "new": "Neues Spiel",
    "number": "Spielnummer",
    "winnable_only": "Nur lösbare Spiele",
    "step": "Schritt",
    "play": "Abspielen",
    "pause": "Pause",
    "speed": "Tempo",
    "show_free": "Freie Karten",
    "show_blocking": "Blockierende Paare",
    "legend_line": "Eine Linie verbindet zwei Karten, die zusammen {sum} ergeben, aber nie zusammen abgelegt werden können: die obere verdeckt die untere.",
    "legend_solid": "durchgezogen: liegt direkt darauf",
    "legend_dashed": "gestrichelt: weiter oben",
    "choose_pile": "Auf welchen Ablagestapel?",
    "pile_n": "Stapel {n}",
    "empty": "leer",
    "face_down": "verdeckte Karte",
    "free": "frei",
    "covered_by": "verdeckt von {cards}",
    "and": "und",
    "aria_stock": "Talon, {n} Karten",
    "aria_stock_empty": "Talon leer: Ablage umdrehen",
    "aria_waste": "Ablagestapel {n}",
    "aria_removed": "Abgelegte Karten: {n}",
    "score": "{cards} Karten abgelegt · {points} Punkte",
    "won": "Gewonnen!",
    "lost": "Spiel vorbei",
    "msg_empty": "dort liegt keine Karte",
    "msg_malformed": "unlesbare Aktion ignoriert",
    "msg_no_solver": "der Löser ist in dieser Installation nicht verfügbar",
    "msg_hint": "Tipp: {move}",
    "msg_hint_none": "von hier führt kein Zug zum Sieg",
    "msg_unwinnable": "diese Stellung ist nicht mehr zu gewinnen",
    "msg_unknown": "der Löser fand rechtzeitig keine Antwort",
    "cancel": "Abbrechen",
    "msg_searching": "der Löser sucht … (Abbrechen hält ihn an)",
    "msg_busy_ignored": "ignoriert: der Löser sucht noch (Abbrechen hält ihn an)",
    "msg_cancelled": "Suche abgebrochen",
    "session": "Sitzung: {played} gespielt · {won} gewonnen · {cards} Karten · beste {best} · Serie {streak}",
    "session_title": "Diese Sitzung: gespielte Spiele, gewonnene Spiele, abgelegte Karten insgesamt, die meisten Karten in einem Spiel, Siege in Folge",
    "msg_over": "das Spiel ist vorbei",
    "msg_bad_number": "eine Spielnummer ist eine ganze Zahl ab 1",
    "msg_pick_pile": "wähle den Ablagestapel für die gezogene Karte",
    "recycle": "Ablage umdrehen",
}

_NL = {
    "title": "Piramide",
    "stock": "Stapel",
    "waste": "Aflegstapel",
    "removed": "Weggelegd",
    "points": "Punten",
    "cards_n": "{n} kaarten",
    "pass_of": "Ronde {n} van {m}",
    "pass_n": "Ronde {n}",
    "deal_n": "Spel {n}",
    "custom_deal": "Eigen spel",
    "rules": "Regels",
    "draw": "Trekken",
    "undo": "Ongedaan maken",
    "redo": "Opnieuw",
    "hint": "Tip",
    "new": "Nieuw spel",
    "number": "Spelnummer",
    "winnable_only": "Alleen oplosbare spellen",
    "step": "Stap",
    "play": "Afspelen",
    "pause": "Pauze",
    "speed": "Snelheid",
    "show_free": "Vrije kaarten",
    "show_blocking": "Blokkerende paren",
    "legend_line": "Een lijn verbindt twee kaarten die samen {sum} zijn maar nooit samen weg kunnen: de bovenste bedekt de onderste.",
    "legend_solid": "doorgetrokken: ligt er direct op",
    "legend_dashed": "gestippeld: hoger op",
    "choose_pile": "Op welke aflegstapel?",
    "pile_n": "Stapel {n}",
    "empty": "leeg",
    "face_down": "gesloten kaart",
    "free": "vrij",
    "covered_by": "bedekt door {cards}",
    "and": "en",
    "aria_stock": "Stapel, {n} kaarten",
    "aria_stock_empty": "Stapel leeg: draai de aflegstapel om",
    "aria_waste": "Aflegstapel {n}",
    "aria_removed": "Weggelegde kaarten: {n}",
    "score": "{cards} kaarten weggelegd · {points} punten",
    "won": "Gewonnen!",
    "lost": "Spel voorbij",
    "msg_empty": "daar ligt geen kaart",
    "msg_malformed": "onleesbare actie genegeerd",
    "msg_no_solver": "de oplosser is in deze installatie niet beschikbaar",
    "msg_hint": "Tip: {move}",
    "msg_hint_none": "vanaf hier leidt geen zet tot winst",
    "msg_unwinnable": "deze stand is niet meer te winnen",
    "msg_unknown": "de oplosser vond op tijd geen antwoord",
    "cancel": "Annuleren",
    "msg_searching": "de oplosser zoekt … (Annuleren stopt hem)",
    "msg_busy_ignored": "genegeerd: de oplosser zoekt nog (Annuleren stopt hem)",
    "msg_cancelled": "zoeken geannuleerd",
    "session": "Sessie: {played} gespeeld · {won} gewonnen · {cards} kaarten · beste {best} · reeks {streak}",
    "session_title": "Deze sessie: gespeelde spellen, gewonnen spellen, weggelegde kaarten in totaal, de meeste kaarten in één spel, overwinningen op rij",
    "msg_over": "het spel is voorbij",
    "msg_bad_number": "een spelnummer is een geheel getal vanaf 1",
    "msg_pick_pile": "kies de aflegstapel voor de getrokken kaart",
    "recycle": "aflegstapel omdraaien",
}

_FI = {
    "title": "Pyramidi",
    "stock": "Pakka",
    "waste": "Poistopino",
    "removed": "Poistetut",
    "points": "Pisteet",
    "cards_n": "{n} korttia",
    "pass_of": "Kierros {n}/{m}",
    "pass_n": "Kierros {n}",
    "deal_n": "Peli {n}",
    "custom_deal": "Oma jako",
    "rules": "Säännöt",
    "draw": "Nosta",
    "undo": "Kumoa",
    "redo": "Tee uudelleen",
    "hint": "Vihje",
    "new": "Uusi jako",
    "number": "Pelin numero",
    "winnable_only": "Vain ratkeavat jaot",
    "step": "Askel",
    "play": "Toista",
    "pause": "Tauko",
    "speed": "Nopeus",
    "show_free": "Vapaat kortit",
    "show_blocking": "Estävät parit",
    "legend_line": "Viiva yhdistää kaksi korttia, joiden summa on {sum}, mutta joita ei voi koskaan poistaa yhdessä: ylempi peittää alemman.",
    "legend_solid": "yhtenäinen: suoraan päällä",
    "legend_dashed": "katkoviiva: ylempänä",
    "choose_pile": "Mihin poistopinoon?",
    "pile_n": "Pino {n}",
    "empty": "tyhjä",
    "face_down": "kortti kuvapuoli alaspäin",
    "free": "vapaa",
    "covered_by": "päällä {cards}",
    "and": "ja",
    "aria_stock": "Pakka, {n} korttia",
    "aria_stock_empty": "Pakka tyhjä: käännä poistopino",
    "aria_waste": "Poistopino {n}",
    "aria_removed": "Poistetut kortit: {n}",
    "score": "{cards} korttia poistettu · {points} pistettä",
    "won": "Voitit!",
    "lost": "Peli päättyi",
    "msg_empty": "siinä ei ole korttia",
    "msg_malformed": "lukukelvoton toiminto ohitettiin",
    "msg_no_solver": "ratkaisija ei ole käytettävissä tässä asennuksessa",
    "msg_hint": "Vihje: {move}",
    "msg_hint_none": "mikään siirto ei johda tästä voittoon",
    "msg_unwinnable": "tätä asemaa ei voi enää voittaa",
    "msg_unknown": "ratkaisija ei löytänyt vastausta ajoissa",
    "cancel": "Peruuta",
    "msg_searching": "ratkaisija etsii … (Peruuta pysäyttää sen)",
    "msg_busy_ignored": "ohitettu: ratkaisija etsii yhä (Peruuta pysäyttää sen)",
    "msg_cancelled": "haku peruttu",
    "session": "Istunto: {played} pelattu · {won} voitettu · {cards} korttia · paras {best} · putki {streak}",
    "session_title": "Tämä istunto: pelatut jaot, voitetut jaot, poistetut kortit yhteensä, eniten kortteja yhdessä jaossa, voitot peräkkäin",
    "msg_over": "peli on päättynyt",
    "msg_bad_number": "pelin numero on kokonaisluku alkaen 1",
    "msg_pick_pile": "valitse poistopino nostetulle kortille",
    "recycle": "käännä poistopino",
}

# The widget's game review (the Review and Why? buttons, the strip of marks under the board).
_STUDY_EN = {
    "why_line": "Show me the search",
    "line_back": "One move back",
    "line_next": "One move on",
    "msg_line_step": "The line that removes the most cards, after {step} of its {n} moves: next {next}",
    "msg_line_end": "The line that removes the most cards, all {n} moves played: no move is left",
    "msg_review_progress": "reviewing the game: {n} {n:search|searches} made, {left} {left:position|positions} still open (Cancel stops it)",
    "review": "Review",
    "why": "Why?",
    "review_leave": "Back to the game",
    "mark_kept": "Move {n}, {move}: kept the win",
    "mark_threw_away": "Move {n}, {move}: threw the win away",
    "mark_lost": "Move {n}, {move}: the game was lost already",
    "mark_unknown": "Move {n}, {move}: not decided",
    "msg_review_shown": "Before move {n}, {move}: the move played is selected{better}",
    "msg_review_better": "; the glowing cards keep the win",
    "msg_review_readonly": "this is a position from the review: go back to the game to play",
    "msg_review_empty": "no move has been played yet: there is nothing to review",
}
_STUDY_DE = {
    "why_line": "Zeig mir die Suche",
    "line_back": "Einen Zug zurück",
    "line_next": "Einen Zug weiter",
    "msg_line_step": "Der Weg, der die meisten Karten ablegt, nach {step} seiner {n} Züge: als Nächstes {next}",
    "msg_line_end": "Der Weg, der die meisten Karten ablegt, alle {n} Züge gespielt: kein Zug bleibt",
    "msg_review_progress": "Analyse des Spiels: {n} {n:Suche|Suchen}, noch {left} {left:Stellung|Stellungen} offen (Abbrechen hält sie an)",
    "review": "Analyse",
    "why": "Warum?",
    "review_leave": "Zurück zum Spiel",
    "mark_kept": "Zug {n}, {move}: hielt den Sieg",
    "mark_threw_away": "Zug {n}, {move}: hat den Sieg verspielt",
    "mark_lost": "Zug {n}, {move}: das Spiel war schon verloren",
    "mark_unknown": "Zug {n}, {move}: nicht entschieden",
    "msg_review_shown": "Vor Zug {n}, {move}: der gespielte Zug ist ausgewählt{better}",
    "msg_review_better": "; die leuchtenden Karten halten den Sieg",
    "msg_review_readonly": "dies ist eine Stellung aus der Analyse: zurück zum Spiel, um zu spielen",
    "msg_review_empty": "noch kein Zug gespielt: es gibt nichts zu analysieren",
}
_STUDY_NL = {
    "why_line": "Laat de zoektocht zien",
    "line_back": "Eén zet terug",
    "line_next": "Eén zet verder",
    "msg_line_step": "De lijn die de meeste kaarten weglegt, na {step} van haar {n} zetten: hierna {next}",
    "msg_line_end": "De lijn die de meeste kaarten weglegt, alle {n} zetten gespeeld: er is geen zet meer",
    "msg_review_progress": "het spel wordt geanalyseerd: {n} {n:zoektocht|zoektochten}, nog {left} {left:stand|standen} open (Annuleren stopt het)",
    "review": "Analyse",
    "why": "Waarom?",
    "review_leave": "Terug naar het spel",
    "mark_kept": "Zet {n}, {move}: hield de winst vast",
    "mark_threw_away": "Zet {n}, {move}: gooide de winst weg",
    "mark_lost": "Zet {n}, {move}: het spel was al verloren",
    "mark_unknown": "Zet {n}, {move}: niet beslist",
    "msg_review_shown": "Voor zet {n}, {move}: de gespeelde zet is geselecteerd{better}",
    "msg_review_better": "; de gloeiende kaarten houden de winst vast",
    "msg_review_readonly": "dit is een stand uit de analyse: ga terug naar het spel om te spelen",
    "msg_review_empty": "er is nog geen zet gedaan: er valt niets te analyseren",
}
_STUDY_FI = {
    "why_line": "Näytä haku",
    "line_back": "Siirto taaksepäin",
    "line_next": "Siirto eteenpäin",
    "msg_line_step": "Eniten kortteja poistava linja, {step}/{n} siirtoa pelattu: seuraavaksi {next}",
    "msg_line_end": "Eniten kortteja poistava linja, kaikki {n} siirtoa pelattu: siirtoja ei ole jäljellä",
    "msg_review_progress": "peliä analysoidaan: {n} {n:haku|hakua}, {left} {left:asema|asemaa} vielä auki (Peruuta pysäyttää)",
    "review": "Analyysi",
    "why": "Miksi?",
    "review_leave": "Takaisin peliin",
    "mark_kept": "Siirto {n}, {move}: piti voiton",
    "mark_threw_away": "Siirto {n}, {move}: heitti voiton pois",
    "mark_lost": "Siirto {n}, {move}: peli oli jo hävitty",
    "mark_unknown": "Siirto {n}, {move}: ratkaisematta",
    "msg_review_shown": "Ennen siirtoa {n}, {move}: pelattu siirto on valittuna{better}",
    "msg_review_better": "; hehkuvat kortit pitävät voiton",
    "msg_review_readonly": "tämä on analyysin asema: palaa peliin pelataksesi",
    "msg_review_empty": "yhtään siirtoa ei ole vielä pelattu: analysoitavaa ei ole",
}

STRINGS: dict[str, dict[str, str]] = {
    "en": {**_EN, **_STUDY_EN},
    "de": {**_DE, **_STUDY_DE},
    "nl": {**_NL, **_STUDY_NL},
    "fi": {**_FI, **_STUDY_FI},
}
"""Every string of the widget, by language, then by key."""


def check_lang(lang: object) -> str:
    """``lang`` if it is one of ``en``, ``de``, ``nl``, ``fi``; otherwise a ``PyramidError``.

    >>> check_lang("nl")
    'nl'
    """
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise PyramidError(f"unknown language {quoted(lang)}: use one of {', '.join(LANGUAGES)}")
    return lang


def text(key: str, lang: str = "en", **values: Any) -> str:
    """The string ``key`` in ``lang``, with ``{name}`` fields filled from ``values``.

    >>> text("score", "nl", cards=4, points=20)
    '4 kaarten weggelegd · 20 punten'
    """
    strings = STRINGS[check_lang(lang)]
    if not isinstance(key, str) or key not in strings:
        raise PyramidError(f"no string {quoted(key)} in the widget's words")
    return strings[key].format(**values)


def listing(items: list[str], lang: str = "en") -> str:
    """Items joined with commas and the word for "and" before the last one.

    >>> listing(["4c", "Ts"], "de"), listing(["4c"])
    ('4c und Ts', '4c')
    """
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {text('and', lang)} " + items[-1]


# --- sentences from reasons -------------------------------------------------------------------
# A template is keyed by a reason code, or ``code.variant`` when the facts name a variant. In
# a field, a spec ``one|other`` picks a word by whether the number is 1; ``and``/``or``/``comma``
# join a list; ``rules`` names a preset. Cards and moves read as on the board (A♠, A♠+Q♥; a
# draw or turning the waste over in words), reasons and outcomes nested as facts are rendered in
# the same language.

_REASONS_EN = {
    "game_over": "the game is over: {outcome}",
    "cannot_recycle": "cannot recycle: {cause}",
    "cannot_draw.recyclable": "the stock is empty: recycle the waste to go on",
    "cannot_draw": "the stock is empty and the waste cannot be recycled: {cause}",
    "nothing_to_recycle": "the stock and the waste are both empty: there is nothing to turn over",
    "idle_pass": "no card was removed in this pass, so the waste cannot be turned over again",
    "no_passes_left": "no passes left: this is pass {pass_number} of {passes}",
    "removed": "{card} has already been removed",
    "in_stock": "{card} is in the stock, {depth} {depth:card|cards} below the top",
    "not_on_top": "{card} is not on top of the waste: {above} lies on it{n:| ({n} cards in all)}",
    "empty.pyramid": "{where} is empty: its card was removed",
    "empty.stock": "the stock is empty",
    "empty.waste": "waste pile {where} is empty",
    "face_down": "the stock top is face down in the {rules:rules} rules: draw it to the waste first",
    "covered": "{card} is covered by {covering}",
    "not_a_king": "{card} is not a King: a single card can be removed only if it is a King",
    "not_a_king.spanish": "{card} is not a Rey (12): a single card can be removed only if it is a Rey (12)",
    "king_pairs": "{card} is a King and goes alone, not in a pair",
    "king_pairs.spanish": "{card} is a Rey (12) and goes alone, not in a pair",
    "wrong_sum": "{a} and {b} sum to {total}, not {target}",
    "stale_move": "{move} does not fit this position: {where} holds {found}",
    "not_in_game": "{card} is not in this game",
    "same_position": "{code!r} names the same position twice: a card cannot pair with itself",
    "same_card": "{code!r} names {card} twice: a card cannot pair with itself",
    "not_a_move": "{code!r} is not a move here",
    "no_undo": "there is no move to undo",
    "no_redo": "there is no undone move to redo",
    "ambiguous_move": "{code!r} fits {n} moves ({options:comma}): name the cards by position",
    "draw_which_pile": "'draw' fits three moves: say which waste pile, 'draw 1', 'draw 2' or 'draw 3'",
    "no_such_draw_pile.one": "cannot draw to waste pile {pile}: there is only one waste pile",
    "no_such_draw_pile": "cannot draw to waste pile {pile}: the piles are 1, 2 and 3",
    "no_such_position": "there is no pyramid position {where!r}: positions run P0-P{last}",
    "no_such_position.index": "there is no pyramid position {where!r}: positions run 0-{last}",
    "ambiguous_waste": "{where!r} could be any of the waste piles W1, W2 or W3: name one",
    "no_such_waste.one": "there is no waste pile {where!r}: there is only one waste pile, W",
    "no_such_waste": "there is no waste pile {where!r}: the piles are W1, W2 and W3",
    "not_a_position": "{where!r} is not a position: use P0-P{last}, S, W or W1-W3",
    "not_in_pyramid": "{card} is not in the pyramid",
    "twice_in_pyramid": "{card} lies twice in the pyramid ({places:comma}): name it by position",
    "name_cards": "cannot read move {code!r}: name one or two cards",
    "pyramid_cleared": "Won: the pyramid is cleared.",
    "all_removed": "Won: all {n} cards are removed.",
    "pyramid_cleared.banner": "The pyramid is cleared.",
    "all_removed.banner": "All {n} cards are removed.",
    "no_moves.cleared": "Lost: the pyramid is cleared, but no move is left to remove the {n} {n:card|cards} "
    "left in the stock and waste.",
    "no_moves.idle": "Lost: no move is left and the last pass removed no card; "
    "{left} pyramid {left:card remains|cards remain}.",
    "no_moves.no_pass": "Lost: no move is left and no pass is left; {left} pyramid {left:card remains|cards remain}.",
    "unknown_kind": "unknown move kind {kind!r}: use pair, king, draw or recycle",
    "move_arity": "a {kind} move takes {n} card(s) and positions, got {where!r}",
    "not_text": "a move code must be text, not {type}",
    "empty_code": "an empty move code: name a King, two cards like '6h+7c', 'draw' or 'recycle'",
    "too_many_cards": "cannot read move {code!r}: a move removes one or two cards, not {n}",
    "unreadable_token": "cannot read move {code!r}: {token!r} is neither a card (like {example!r}) nor a position "
    "(P0-P{last}, S, W, W1-W3)",
    "stock_not_empty": "the stock still holds {n} {n:card|cards}: draw {n:it|them} first",
    "stuck": "Lost: {n:the card left in the stock and waste cannot|none of the {n} cards left in the stock and "
    "waste can} pair with {free:or}, and no pair or King is left in the pyramid.",
    "stuck.empty": "Lost: the stock and waste are empty, and {free:the only free card, {free:or}, is no King and has "
    "no partner|no pair or King is left among the free cards {free:or}}.",
    "stuck.spanish": "Lost: {n:the card left in the stock and waste cannot|none of the {n} cards left in the stock "
    "and waste can} pair with {free:or}, and no pair or Rey (12) is left in the pyramid.",
    "stuck.empty.spanish": "Lost: the stock and waste are empty, and {free:the only free card, {free:or}, is no Rey "
    "(12) and has no partner|no pair or Rey (12) is left among the free cards {free:or}}.",
    "deck_stuck.waste_only": "Lost: the pyramid is cleared, but {n:the card left can never be removed: only the waste top is "
    "ever playable, and no partner is left for it|the {n} cards left can never all be removed: only "
    "the waste top is ever playable, so no two of them can pair}.",
    "deck_stuck.last_pass": "Lost: the pyramid is cleared, but {n:the card left can never be removed|the {n} cards left can "
    "never all be removed}: in this last pass {card} can pair only with a stock card, and none is "
    "left for it.",
    "move_values": "a move names its places by code (like 'P12', 'S', 'W2') and its cards as Card values, not {where!r} and {cards!r}",
    "not_a_pyramid_position": "{where!r} is not a pyramid position: give its number 0-{last} or its code P0-P{last}",
    "empty_part": "cannot read move {code!r}: a {sep!r} needs a card on each side, like '6h+7c'",
    "draw_argument": "cannot read move {code!r}: after 'draw' comes nothing or a waste pile number, like 'draw 2', "
    "not {rest!r}",
    "recycle_argument": "cannot read move {code!r}: 'recycle' takes nothing after it, not {rest!r}",
    "move_pile": "a {kind} move names no waste pile: pile must be None, not {pile!r}",
    "move_pile.draw": "a draw names its waste pile by a whole number from 1, or None, not {pile!r}",
}

_REASONS_DE = {
    "game_over": "das Spiel ist vorbei: {outcome}",
    "cannot_recycle": "Umdrehen nicht möglich: {cause}",
    "cannot_draw.recyclable": "der Talon ist leer: drehe die Ablage um, um weiterzuspielen",
    "cannot_draw": "der Talon ist leer und die Ablage kann nicht umgedreht werden: {cause}",
    "stock_not_empty": "im Talon {n:liegt|liegen} noch {n} {n:Karte|Karten}: erst ziehen",
    "nothing_to_recycle": "Talon und Ablage sind beide leer: es gibt nichts umzudrehen",
    "idle_pass": "in diesem Durchgang wurde keine Karte abgelegt, daher kann die Ablage nicht erneut "
    "umgedreht werden",
    "no_passes_left": "kein Durchgang mehr übrig: dies ist Durchgang {pass_number} von {passes}",
    "removed": "{card} wurde bereits abgelegt",
    "in_stock": "{card} liegt im Talon, {depth} {depth:Karte|Karten} unter der obersten",
    "not_on_top": "{card} liegt nicht oben auf der Ablage: {above} liegt darauf{n:| (insgesamt {n} Karten)}",
    "empty.pyramid": "{where} ist leer: die Karte wurde abgelegt",
    "empty.stock": "der Talon ist leer",
    "empty.waste": "Ablagestapel {where} ist leer",
    "face_down": "die oberste Talonkarte liegt bei den Regeln „{rules:rules}“ verdeckt: ziehe sie zuerst auf "
    "die Ablage",
    "not_a_king": "{card} ist kein König: eine einzelne Karte kann nur abgelegt werden, wenn sie ein König ist",
    "not_a_king.spanish": "{card} ist kein Rey (12): eine einzelne Karte kann nur abgelegt werden, wenn sie "
    "ein Rey (12) ist",
    "king_pairs": "{card} ist ein König und geht allein, nicht im Paar",
    "king_pairs.spanish": "{card} ist ein Rey (12) und geht allein, nicht im Paar",
    "wrong_sum": "{a} und {b} ergeben {total}, nicht {target}",
    "stale_move": "{move} passt nicht zu dieser Stellung: auf {where} liegt {found}",
    "not_in_game": "{card} ist nicht in diesem Spiel",
    "same_position": "{code!r} nennt dieselbe Position zweimal: eine Karte bildet kein Paar mit sich selbst",
    "same_card": "{code!r} nennt {card} zweimal: eine Karte bildet kein Paar mit sich selbst",
    "not_a_move": "{code!r} ist hier kein Zug",
    "no_undo": "kein Zug zum Zurücknehmen",
    "no_redo": "kein zurückgenommener Zug zum Wiederholen",
    "ambiguous_move": "{code!r} passt zu {n} Zügen ({options:comma}): nenne die Karten nach Position",
    "draw_which_pile": "'draw' passt zu drei Zügen: sag, auf welchen Ablagestapel: 'draw 1', 'draw 2' oder "
    "'draw 3'",
    "no_such_draw_pile.one": "kann nicht auf Ablagestapel {pile} ziehen: es gibt nur einen Ablagestapel",
    "no_such_draw_pile": "kann nicht auf Ablagestapel {pile} ziehen: die Stapel sind 1, 2 und 3",
    "no_such_position": "es gibt keine Pyramidenposition {where!r}: die Positionen reichen von P0 bis P{last}",
    "no_such_position.index": "es gibt keine Pyramidenposition {where!r}: die Positionen reichen von 0 bis {last}",
    "ambiguous_waste": "{where!r} kann jeder der Ablagestapel W1, W2 oder W3 sein: nenne einen",
    "no_such_waste.one": "es gibt keinen Ablagestapel {where!r}: es gibt nur einen, W",
    "no_such_waste": "es gibt keinen Ablagestapel {where!r}: die Stapel sind W1, W2 und W3",
    "not_a_position": "{where!r} ist keine Position: verwende P0-P{last}, S, W oder W1-W3",
    "not_in_pyramid": "{card} liegt nicht in der Pyramide",
    "twice_in_pyramid": "{card} liegt zweimal in der Pyramide ({places:comma}): nenne sie nach Position",
    "name_cards": "Zug {code!r} ist nicht lesbar: nenne eine oder zwei Karten",
    "pyramid_cleared": "Gewonnen: die Pyramide ist abgeräumt.",
    "all_removed": "Gewonnen: alle {n} Karten sind abgelegt.",
    "pyramid_cleared.banner": "Die Pyramide ist abgeräumt.",
    "all_removed.banner": "Alle {n} Karten sind abgelegt.",
    "deck_stuck.waste_only": "Verloren: die Pyramide ist abgeräumt, aber die übrigen Karten ({n}) können nie "
    "alle abgelegt werden: nur die oberste Ablagekarte ist je spielbar, also bilden keine zwei von ihnen ein Paar.",
    "deck_stuck.last_pass": "Verloren: die Pyramide ist abgeräumt, aber die übrigen Karten ({n}) können nie "
    "alle abgelegt werden: in diesem letzten Durchgang passt {card} nur noch zu einer Talonkarte, und keine "
    "ist mehr für sie da.",
    "stuck": "Verloren: keine der übrigen Karten ({n}) in Talon und Ablage passt zu {free:or}, und in der "
    "Pyramide ist kein Paar und kein König mehr.",
    "no_moves.cleared": "Verloren: die Pyramide ist abgeräumt, aber kein Zug kann die übrigen Karten ({n}) in "
    "Talon und Ablage mehr ablegen.",
    "no_moves.idle": "Verloren: kein Zug ist mehr möglich und der letzte Durchgang hat keine Karte abgelegt; "
    "{left} {left:Pyramidenkarte bleibt|Pyramidenkarten bleiben} liegen.",
    "no_moves.no_pass": "Verloren: kein Zug ist mehr möglich und kein Durchgang ist mehr übrig; "
    "{left} {left:Pyramidenkarte bleibt|Pyramidenkarten bleiben} liegen.",
    "unknown_kind": "unbekannte Zugart {kind!r}: verwende pair, king, draw oder recycle",
    "move_arity": "ein {kind}-Zug braucht {n} Karte(n) und Positionen, nicht {where!r}",
    "not_text": "ein Zugcode muss Text sein, nicht {type}",
    "empty_code": "ein leerer Zugcode: nenne einen König, zwei Karten wie '6h+7c', 'draw' oder 'recycle'",
    "too_many_cards": "Zug {code!r} ist nicht lesbar: ein Zug legt eine oder zwei Karten ab, nicht {n}",
    "unreadable_token": "Zug {code!r} ist nicht lesbar: {token!r} ist weder eine Karte (wie {example!r}) noch eine "
    "Position (P0-P{last}, S, W, W1-W3)",
    "covered": "{card} wird von {covering} verdeckt",
    "stuck.empty": "Verloren: Talon und Ablage sind leer, und {free:die einzige freie Karte, {free:or}, ist kein "
    "König und hat keinen Partner|unter den freien Karten {free:or} ist kein Paar und kein König "
    "mehr}.",
    "stuck.spanish": "Verloren: keine der übrigen Karten ({n}) in Talon und Ablage passt zu {free:or}, und in der "
    "Pyramide ist kein Paar und kein Rey (12) mehr.",
    "stuck.empty.spanish": "Verloren: Talon und Ablage sind leer, und {free:die einzige freie Karte, {free:or}, ist "
    "kein Rey (12) und hat keinen Partner|unter den freien Karten {free:or} ist kein Paar und kein Rey (12) mehr}.",
    "move_values": "ein Zug nennt seine Plätze mit Codes (wie 'P12', 'S', 'W2') und seine Karten als Card-Werte, nicht {where!r} und {cards!r}",
    "not_a_pyramid_position": "{where!r} ist keine Pyramidenposition: nenne ihre Nummer 0-{last} oder ihren Code "
    "P0-P{last}",
    "empty_part": "Zug {code!r} ist nicht lesbar: ein {sep!r} braucht auf jeder Seite eine Karte, wie in '6h+7c'",
    "draw_argument": "Zug {code!r} ist nicht lesbar: nach 'draw' kommt nichts oder die Nummer eines Ablagestapels "
    "wie in 'draw 2', nicht {rest!r}",
    "recycle_argument": "Zug {code!r} ist nicht lesbar: nach 'recycle' kommt nichts, auch nicht {rest!r}",
    "move_pile": "ein {kind}-Zug nennt keinen Ablagestapel: pile muss None sein, nicht {pile!r}",
    "move_pile.draw": "ein draw-Zug nennt seinen Ablagestapel mit einer ganzen Zahl ab 1 oder None, nicht {pile!r}",
}

_REASONS_NL = {
    "game_over": "het spel is voorbij: {outcome}",
    "cannot_recycle": "omdraaien kan niet: {cause}",
    "cannot_draw": "de stapel is leeg en de aflegstapel kan niet worden omgedraaid: {cause}",
    "stock_not_empty": "de stapel bevat nog {n} {n:kaart|kaarten}: trek die eerst",
    "nothing_to_recycle": "de stapel en de aflegstapel zijn allebei leeg: er is niets om te draaien",
    "idle_pass": "in deze ronde is geen kaart weggelegd, dus de aflegstapel kan niet opnieuw worden omgedraaid",
    "no_passes_left": "geen rondes meer over: dit is ronde {pass_number} van {passes}",
    "removed": "{card} is al weggelegd",
    "in_stock": "{card} zit in de stapel, {depth} {depth:kaart|kaarten} onder de bovenste",
    "not_on_top": "{card} ligt niet bovenop de aflegstapel: {above} ligt erop{n:| ({n} kaarten in totaal)}",
    "empty.pyramid": "{where} is leeg: de kaart is weggelegd",
    "empty.stock": "de stapel is leeg",
    "empty.waste": "aflegstapel {where} is leeg",
    "face_down": "de bovenste stapelkaart ligt bij de regels ‘{rules:rules}’ gesloten: trek haar eerst naar de "
    "aflegstapel",
    "covered": "{card} wordt bedekt door {covering}",
    "king_pairs": "{card} is een heer en gaat alleen weg, niet in een paar",
    "king_pairs.spanish": "{card} is een Rey (12) en gaat alleen weg, niet in een paar",
    "wrong_sum": "{a} en {b} zijn samen {total}, niet {target}",
    "stale_move": "{move} past niet bij deze stand: op {where} ligt {found}",
    "not_in_game": "{card} zit niet in dit spel",
    "same_position": "{code!r} noemt dezelfde plek twee keer: een kaart vormt geen paar met zichzelf",
    "same_card": "{code!r} noemt {card} twee keer: een kaart vormt geen paar met zichzelf",
    "not_a_move": "{code!r} is hier geen zet",
    "no_undo": "er is geen zet om ongedaan te maken",
    "no_redo": "er is geen ongedane zet om opnieuw te doen",
    "ambiguous_move": "{code!r} past bij {n} zetten ({options:comma}): noem de kaarten bij hun plek",
    "draw_which_pile": "'draw' past bij drie zetten: zeg welke aflegstapel, 'draw 1', 'draw 2' of 'draw 3'",
    "no_such_draw_pile.one": "kan niet naar aflegstapel {pile} trekken: er is maar één aflegstapel",
    "no_such_draw_pile": "kan niet naar aflegstapel {pile} trekken: de stapels zijn 1, 2 en 3",
    "no_such_position": "er is geen piramideplek {where!r}: de plekken lopen van P0 tot P{last}",
    "no_such_position.index": "er is geen piramideplek {where!r}: de plekken lopen van 0 tot {last}",
    "ambiguous_waste": "{where!r} kan elk van de aflegstapels W1, W2 of W3 zijn: noem er één",
    "no_such_waste.one": "er is geen aflegstapel {where!r}: er is er maar één, W",
    "no_such_waste": "er is geen aflegstapel {where!r}: de stapels zijn W1, W2 en W3",
    "not_a_position": "{where!r} is geen plek: gebruik P0-P{last}, S, W of W1-W3",
    "not_in_pyramid": "{card} ligt niet in de piramide",
    "twice_in_pyramid": "{card} ligt twee keer in de piramide ({places:comma}): noem haar bij haar plek",
    "name_cards": "zet {code!r} is onleesbaar: noem één of twee kaarten",
    "pyramid_cleared": "Gewonnen: de piramide is leeg.",
    "all_removed": "Gewonnen: alle {n} kaarten zijn weggelegd.",
    "pyramid_cleared.banner": "De piramide is leeg.",
    "all_removed.banner": "Alle {n} kaarten zijn weggelegd.",
    "deck_stuck.waste_only": "Verloren: de piramide is leeg, maar de overgebleven kaarten ({n}) kunnen nooit "
    "allemaal weg: alleen de bovenste kaart van de aflegstapel is ooit speelbaar, dus geen twee ervan vormen "
    "een paar.",
    "deck_stuck.last_pass": "Verloren: de piramide is leeg, maar de overgebleven kaarten ({n}) kunnen nooit "
    "allemaal weg: in deze laatste ronde past {card} alleen nog bij een stapelkaart, en die is er niet meer.",
    "stuck": "Verloren: geen van de overgebleven kaarten ({n}) in de stapel en de aflegstapel past bij "
    "{free:or}, en in de piramide is geen paar of heer meer.",
    "no_moves.cleared": "Verloren: de piramide is leeg, maar er is geen zet meer om de overgebleven kaarten "
    "({n}) in de stapel en de aflegstapel weg te leggen.",
    "no_moves.idle": "Verloren: er is geen zet meer en de laatste ronde legde geen kaart weg; er "
    "{left:blijft|blijven} {left} {left:piramidekaart|piramidekaarten} liggen.",
    "no_moves.no_pass": "Verloren: er is geen zet meer en er is geen ronde meer over; er "
    "{left:blijft|blijven} {left} {left:piramidekaart|piramidekaarten} liggen.",
    "unknown_kind": "onbekende soort zet {kind!r}: gebruik pair, king, draw of recycle",
    "move_arity": "een {kind}-zet neemt {n} kaart(en) en plekken, niet {where!r}",
    "not_text": "een zetcode moet tekst zijn, geen {type}",
    "empty_code": "een lege zetcode: noem een heer, twee kaarten zoals '6h+7c', 'draw' of 'recycle'",
    "too_many_cards": "zet {code!r} is onleesbaar: een zet legt één of twee kaarten weg, niet {n}",
    "unreadable_token": "zet {code!r} is onleesbaar: {token!r} is geen kaart (zoals {example!r}) en geen plek "
    "(P0-P{last}, S, W, W1-W3)",
    "cannot_draw.recyclable": "de stapel is leeg: draai de aflegstapel om en speel verder",
    "not_a_king": "{card} is geen heer: een losse kaart mag alleen weg als het een heer is",
    "not_a_king.spanish": "{card} is geen Rey (12): een losse kaart mag alleen weg als het een Rey (12) is",
    "stuck.empty": "Verloren: de stapel en de aflegstapel zijn leeg, en {free:de enige vrije kaart, {free:or}, is "
    "geen heer en heeft geen partner|onder de vrije kaarten {free:or} is geen paar of heer meer}.",
    "stuck.spanish": "Verloren: geen van de overgebleven kaarten ({n}) in de stapel en de aflegstapel past bij "
    "{free:or}, en in de piramide is geen paar of Rey (12) meer.",
    "stuck.empty.spanish": "Verloren: de stapel en de aflegstapel zijn leeg, en {free:de enige vrije kaart, "
    "{free:or}, is geen Rey (12) en heeft geen partner|onder de vrije kaarten {free:or} is geen paar of Rey (12) meer}.",
    "move_values": "een zet noemt zijn plekken met codes (zoals 'P12', 'S', 'W2') en zijn kaarten als Card-waarden, niet {where!r} en {cards!r}",
    "not_a_pyramid_position": "{where!r} is geen piramideplek: geef haar nummer 0-{last} of haar code P0-P{last}",
    "empty_part": "zet {code!r} is onleesbaar: een {sep!r} heeft aan elke kant een kaart nodig, zoals in '6h+7c'",
    "draw_argument": "zet {code!r} is onleesbaar: na 'draw' komt niets of het nummer van een aflegstapel, zoals "
    "'draw 2', niet {rest!r}",
    "recycle_argument": "zet {code!r} is onleesbaar: na 'recycle' komt niets, ook niet {rest!r}",
    "move_pile": "een {kind}-zet noemt geen aflegstapel: pile moet None zijn, niet {pile!r}",
    "move_pile.draw": "een draw-zet noemt zijn aflegstapel met een geheel getal vanaf 1 of None, niet {pile!r}",
}

_REASONS_FI = {
    "game_over": "peli on päättynyt: {outcome}",
    "cannot_recycle": "poistopinoa ei voi kääntää: {cause}",
    "cannot_draw.recyclable": "pakka on tyhjä: käännä poistopino jatkaaksesi",
    "cannot_draw": "pakka on tyhjä eikä poistopinoa voi kääntää: {cause}",
    "nothing_to_recycle": "pakka ja poistopino ovat molemmat tyhjiä: käännettävää ei ole",
    "idle_pass": "tällä kierroksella ei poistettu yhtään korttia, joten poistopinoa ei voi kääntää uudelleen",
    "no_passes_left": "kierroksia ei ole jäljellä: tämä on kierros {pass_number}/{passes}",
    "removed": "{card} on jo poistettu",
    "in_stock": "{card} on pakassa, {depth} {depth:kortti|korttia} päällimmäisen alla",
    "not_on_top": "{card} ei ole poistopinon päällimmäisenä: sen päällä on {above}{n:| (yhteensä {n} korttia)}",
    "empty.pyramid": "{where} on tyhjä: sen kortti on poistettu",
    "empty.stock": "pakka on tyhjä",
    "empty.waste": "poistopino {where} on tyhjä",
    "face_down": "pakan päällimmäinen kortti on säännöissä ”{rules:rules}” kuvapuoli alaspäin: nosta se ensin "
    "poistopinoon",
    "covered": "{card} on peitossa: päällä on {covering}",
    "not_a_king": "{card} ei ole kuningas: yksittäisen kortin voi poistaa vain, jos se on kuningas",
    "not_a_king.spanish": "{card} ei ole Rey (12): yksittäisen kortin voi poistaa vain, jos se on Rey (12)",
    "king_pairs": "{card} on kuningas ja poistetaan yksin, ei parina",
    "king_pairs.spanish": "{card} on Rey (12) ja poistetaan yksin, ei parina",
    "wrong_sum": "{a} ja {b} ovat yhteensä {total}, ei {target}",
    "stale_move": "{move} ei sovi tähän asemaan: paikoissa {where} on {found}",
    "not_in_game": "{card} ei ole tässä pelissä",
    "same_position": "{code!r} nimeää saman paikan kahdesti: kortti ei voi olla pari itsensä kanssa",
    "same_card": "{code!r} nimeää kortin {card} kahdesti: kortti ei voi olla pari itsensä kanssa",
    "not_a_move": "{code!r} ei ole siirto tässä",
    "no_undo": "ei kumottavaa siirtoa",
    "no_redo": "ei uudelleen tehtävää siirtoa",
    "ambiguous_move": "{code!r} sopii {n} siirtoon ({options:comma}): nimeä kortit paikan mukaan",
    "draw_which_pile": "'draw' sopii kolmeen siirtoon: kerro mihin poistopinoon, 'draw 1', 'draw 2' tai 'draw 3'",
    "no_such_draw_pile.one": "poistopinoon {pile} ei voi nostaa: poistopinoja on vain yksi",
    "no_such_draw_pile": "poistopinoon {pile} ei voi nostaa: pinot ovat 1, 2 ja 3",
    "no_such_position": "pyramidissa ei ole paikkaa {where!r}: paikat ovat P0–P{last}",
    "no_such_position.index": "pyramidissa ei ole paikkaa {where!r}: paikat ovat 0–{last}",
    "ambiguous_waste": "{where!r} voi olla mikä tahansa poistopinoista W1, W2 tai W3: nimeä yksi",
    "no_such_waste.one": "poistopinoa {where!r} ei ole: poistopinoja on vain yksi, W",
    "no_such_waste": "poistopinoa {where!r} ei ole: pinot ovat W1, W2 ja W3",
    "not_a_position": "{where!r} ei ole paikka: käytä P0-P{last}, S, W tai W1-W3",
    "not_in_pyramid": "{card} ei ole pyramidissa",
    "twice_in_pyramid": "{card} on pyramidissa kahdesti ({places:comma}): nimeä se paikan mukaan",
    "name_cards": "siirtoa {code!r} ei voi lukea: nimeä yksi tai kaksi korttia",
    "pyramid_cleared": "Voitto: pyramidi on purettu.",
    "all_removed": "Voitto: kaikki {n} korttia on poistettu.",
    "pyramid_cleared.banner": "Pyramidi on purettu.",
    "all_removed.banner": "Kaikki {n} korttia on poistettu.",
    "deck_stuck.waste_only": "Tappio: pyramidi on purettu, mutta jäljellä olevia kortteja ({n}) ei voi koskaan "
    "poistaa kaikkia: vain poistopinon päällimmäinen on koskaan pelattavissa, joten mitkään kaksi niistä eivät "
    "voi olla pari.",
    "deck_stuck.last_pass": "Tappio: pyramidi on purettu, mutta jäljellä olevia kortteja ({n}) ei voi koskaan "
    "poistaa kaikkia: tällä viimeisellä kierroksella {card} sopii pariksi vain pakan kortille, eikä sellaista "
    "ole enää jäljellä.",
    "no_moves.cleared": "Tappio: pyramidi on purettu, mutta pakan ja poistopinon jäljellä olevia kortteja ({n}) "
    "ei voi enää poistaa millään siirrolla.",
    "no_moves.idle": "Tappio: siirtoja ei ole jäljellä eikä viimeinen kierros poistanut yhtään korttia; "
    "pyramidiin jää {left} {left:kortti|korttia}.",
    "no_moves.no_pass": "Tappio: siirtoja ei ole jäljellä eikä kierroksia ole enää; pyramidiin jää "
    "{left} {left:kortti|korttia}.",
    "unknown_kind": "tuntematon siirtolaji {kind!r}: käytä pair, king, draw tai recycle",
    "move_arity": "{kind}-siirto vaatii {n} korttia ja paikkaa, ei {where!r}",
    "not_text": "siirtokoodin pitää olla tekstiä, ei {type}",
    "empty_code": "tyhjä siirtokoodi: nimeä kuningas, kaksi korttia kuten '6h+7c', 'draw' tai 'recycle'",
    "too_many_cards": "siirtoa {code!r} ei voi lukea: siirto poistaa yhden tai kaksi korttia, ei {n}",
    "unreadable_token": "siirtoa {code!r} ei voi lukea: {token!r} ei ole kortti (kuten {example!r}) eikä paikka "
    "(P0-P{last}, S, W, W1-W3)",
    "stock_not_empty": "pakassa on vielä {n} {n:kortti|korttia}: nosta {n:se|ne} ensin",
    "stuck": "Tappio: mikään pakan ja poistopinon jäljellä olevista korteista ({n}) ei sovi pariksi "
    "{free:kortille|korteille} {free:or}, eikä pyramidissa ole enää paria tai kuningasta.",
    "stuck.empty": "Tappio: pakka ja poistopino ovat tyhjiä, eikä {free:ainoa vapaa kortti {free:or} ole kuningas "
    "eikä sillä ole paria|vapaiden korttien {free:or} joukossa ole enää paria tai kuningasta}.",
    "stuck.spanish": "Tappio: mikään pakan ja poistopinon jäljellä olevista korteista ({n}) ei sovi pariksi "
    "{free:kortille|korteille} {free:or}, eikä pyramidissa ole enää paria tai Rey (12) -korttia.",
    "stuck.empty.spanish": "Tappio: pakka ja poistopino ovat tyhjiä, eikä {free:ainoa vapaa kortti {free:or} ole Rey "
    "(12) eikä sillä ole paria|vapaiden korttien {free:or} joukossa ole enää paria tai Rey (12) -korttia}.",
    "move_values": "siirto nimeää paikkansa koodeilla (kuten 'P12', 'S', 'W2') ja korttinsa Card-arvoina, ei {where!r} ja {cards!r}",
    "not_a_pyramid_position": "{where!r} ei ole pyramidin paikka: anna sen numero 0–{last} tai koodi P0–P{last}",
    "empty_part": "siirtoa {code!r} ei voi lukea: merkin {sep!r} kummallakin puolella pitää olla kortti, kuten "
    "'6h+7c'",
    "draw_argument": "siirtoa {code!r} ei voi lukea: sanan 'draw' jälkeen tulee poistopinon numero, kuten 'draw 2', "
    "tai ei mitään, ei {rest!r}",
    "recycle_argument": "siirtoa {code!r} ei voi lukea: sanan 'recycle' jälkeen ei tule mitään, ei myöskään {rest!r}",
    "move_pile": "{kind}-siirto ei nimeä poistopinoa: pile on None, ei {pile!r}",
    "move_pile.draw": "draw-siirto nimeää poistopinonsa kokonaisluvulla alkaen 1 tai None, ei {pile!r}",
}

# Reviews of a game and explanations of a position (pyramid_solitaire.solver.review / explain).
_REVIEW_EN = {
    "card_at.pyramid": "{card} at {where}",
    "card_at.stock": "{card} in the stock",
    "card_at.waste": "{card} in the waste",
    "card_at.removed": "{card} (removed)",
    "partner.over": "{card} at {where} lies over it",
    "partner.under": "{card} at {where} lies under it",
    "partner.removed": "{card} is removed already",
    "partner.stuck": "{card} is stuck in the waste",
    "explain_won": "{outcome}",
    "explain_over": "{outcome}",
    "explain_winnable": "This position can be won in {n} moves, starting with {move}.",
    "explain_winnable.shortest": "This position can be won in {n} moves at the fewest, starting with {move}.",
    "explain_unknown": "The search stopped after {states} positions without deciding whether this position can be won.",
    "explain_dead_card": "{card} at {where} can never be removed: every card that could pair with it is out of reach: "
    "{partners}.",
    "explain_crowded_group": "{cards} ({places:comma}) each need a partner of their own, but between them they can "
    "ever meet only {m} {m:card|cards} ({partners}): one of them can never be removed.",
    "explain_stuck_waste.deck": "This is the last pass: {card} in the waste can never come off, with no partner left "
    "in the pyramid or the stock, so it and the {n} {n:card|cards} under it stay: not every card can be removed.",
    "explain_stuck_waste.pyramid": "This is the last pass: {card} at {where} can never be removed, since {blocker} "
    "lies in the waste with no partner left and can never come off: {partners}.",
    "explain_search": "No line wins from here: the search tried every line ({states} positions). The line that "
    "removes the most cards removes {removed} in {n} moves, starting with {move}.",
    "explain_search.none": "No line wins from here: the search tried every line ({states} positions), and no card "
    "can be removed.",
    "review_won": "Won: every move kept the win.",
    "review_winnable": "This position can still be won: no move so far has thrown the win away.",
    "review_from_deal": "This deal could not be won from the start: no move was to blame.",
    "review_lost_at": "Move {number}, {move}, threw the win away: {better:or} would have kept it.",
    "review_lost_at.greedy": "Move {number}, {move}, threw the win away: it was the obvious move (it removes the "
    "most cards), but {better:or} would have kept the win.",
    "review_unknown": "The searches hit their limits: the win was lost somewhere from move {first} to move {last}.",
    "review_unknown.none": "The searches hit their limits: whether this game could be won is not known.",
}

_REVIEW_DE = {
    "card_at.pyramid": "{card} auf {where}",
    "card_at.stock": "{card} im Talon",
    "card_at.waste": "{card} in der Ablage",
    "card_at.removed": "{card} (abgelegt)",
    "partner.over": "{card} auf {where} liegt über ihr",
    "partner.under": "{card} auf {where} liegt unter ihr",
    "partner.removed": "{card} ist schon abgelegt",
    "partner.stuck": "{card} steckt in der Ablage fest",
    "explain_won": "{outcome}",
    "explain_over": "{outcome}",
    "explain_winnable": "Diese Stellung ist in {n} Zügen zu gewinnen, beginnend mit {move}.",
    "explain_winnable.shortest": "Diese Stellung ist in mindestens {n} Zügen zu gewinnen, beginnend mit {move}.",
    "explain_unknown": "Die Suche brach nach {states} Stellungen ab, ohne zu entscheiden, ob diese Stellung zu "
    "gewinnen ist.",
    "explain_dead_card": "{card} auf {where} kann nie abgelegt werden: jede Karte, die mit ihr ein Paar bilden "
    "könnte, ist außer Reichweite: {partners}.",
    "explain_crowded_group": "{cards} ({places:comma}) brauchen jede einen eigenen Partner, können zusammen aber nur "
    "{m} {m:Karte|Karten} erreichen ({partners}): eine von ihnen kann nie abgelegt werden.",
    "explain_stuck_waste.deck": "Dies ist der letzte Durchgang: {card} in der Ablage kommt nie mehr weg, ohne "
    "Partner in Pyramide oder Talon, also bleiben sie und die {n} {n:Karte|Karten} darunter liegen: nicht alle Karten "
    "können abgelegt werden.",
    "explain_stuck_waste.pyramid": "Dies ist der letzte Durchgang: {card} auf {where} kann nie abgelegt werden, denn "
    "{blocker} liegt ohne Partner in der Ablage und kommt nie mehr weg: {partners}.",
    "explain_search": "Kein Weg führt von hier zum Sieg: die Suche hat jeden Weg probiert ({states} Stellungen). Der "
    "Weg, der die meisten Karten ablegt, legt {removed} in {n} Zügen ab und beginnt mit {move}.",
    "explain_search.none": "Kein Weg führt von hier zum Sieg: die Suche hat jeden Weg probiert ({states} "
    "Stellungen), und keine Karte kann abgelegt werden.",
    "review_won": "Gewonnen: jeder Zug hielt den Sieg.",
    "review_winnable": "Diese Stellung ist noch zu gewinnen: kein Zug hat den Sieg bisher verspielt.",
    "review_from_deal": "Dieses Spiel war von Anfang an nicht zu gewinnen: kein Zug war schuld.",
    "review_lost_at": "Zug {number}, {move}, hat den Sieg verspielt: {better:or} hätte ihn gehalten.",
    "review_lost_at.greedy": "Zug {number}, {move}, hat den Sieg verspielt: es war der naheliegende Zug (er legt die "
    "meisten Karten ab), aber {better:or} hätte den Sieg gehalten.",
    "review_unknown": "Die Suchen stießen an ihre Grenzen: der Sieg ging irgendwo zwischen Zug {first} und Zug "
    "{last} verloren.",
    "review_unknown.none": "Die Suchen stießen an ihre Grenzen: ob dieses Spiel zu gewinnen war, ist nicht bekannt.",
}

_REVIEW_NL = {
    "card_at.pyramid": "{card} op {where}",
    "card_at.stock": "{card} in de stapel",
    "card_at.waste": "{card} op de aflegstapel",
    "card_at.removed": "{card} (weggelegd)",
    "partner.over": "{card} op {where} ligt erop",
    "partner.under": "{card} op {where} ligt eronder",
    "partner.removed": "{card} is al weggelegd",
    "partner.stuck": "{card} zit vast op de aflegstapel",
    "explain_won": "{outcome}",
    "explain_over": "{outcome}",
    "explain_winnable": "Deze stand is te winnen in {n} zetten, te beginnen met {move}.",
    "explain_winnable.shortest": "Deze stand is te winnen in minstens {n} zetten, te beginnen met {move}.",
    "explain_unknown": "Het zoeken stopte na {states} standen zonder te beslissen of deze stand te winnen is.",
    "explain_dead_card": "{card} op {where} kan nooit weg: elke kaart die er een paar mee kan vormen is buiten "
    "bereik: {partners}.",
    "explain_crowded_group": "{cards} ({places:comma}) hebben elk een eigen partner nodig, maar samen kunnen ze er "
    "maar {m} ooit bereiken ({partners}): een van hen kan nooit weg.",
    "explain_stuck_waste.deck": "Dit is de laatste ronde: {card} op de aflegstapel kan nooit meer weg, zonder partner "
    "in de piramide of de stapel, dus die en de {n} {n:kaart|kaarten} eronder blijven liggen: niet elke kaart kan weg.",
    "explain_stuck_waste.pyramid": "Dit is de laatste ronde: {card} op {where} kan nooit weg, want {blocker} ligt "
    "zonder partner op de aflegstapel en kan nooit meer weg: {partners}.",
    "explain_search": "Geen enkele lijn wint vanaf hier: het zoeken probeerde elke lijn ({states} standen). De lijn "
    "die de meeste kaarten weglegt, legt er {removed} weg in {n} zetten, te beginnen met {move}.",
    "explain_search.none": "Geen enkele lijn wint vanaf hier: het zoeken probeerde elke lijn ({states} standen), en "
    "geen kaart kan weg.",
    "review_won": "Gewonnen: elke zet hield de winst vast.",
    "review_winnable": "Deze stand is nog te winnen: geen zet heeft de winst tot nu toe weggegooid.",
    "review_from_deal": "Dit spel was vanaf het begin niet te winnen: geen enkele zet was de schuldige.",
    "review_lost_at": "Zet {number}, {move}, gooide de winst weg: {better:or} had die vastgehouden.",
    "review_lost_at.greedy": "Zet {number}, {move}, gooide de winst weg: het was de voor de hand liggende zet (die "
    "legt de meeste kaarten weg), maar {better:or} had de winst vastgehouden.",
    "review_unknown": "Het zoeken liep tegen zijn grenzen aan: de winst ging ergens tussen zet {first} en zet {last} "
    "verloren.",
    "review_unknown.none": "Het zoeken liep tegen zijn grenzen aan: of dit spel te winnen was, is niet bekend.",
}

_REVIEW_FI = {
    "card_at.pyramid": "{card} paikassa {where}",
    "card_at.stock": "{card} pakassa",
    "card_at.waste": "{card} poistopinossa",
    "card_at.removed": "{card} (poistettu)",
    "partner.over": "{card} ({where}) on sen päällä",
    "partner.under": "{card} ({where}) on sen alla",
    "partner.removed": "{card} on jo poistettu",
    "partner.stuck": "{card} on jumissa poistopinossa",
    "explain_won": "{outcome}",
    "explain_over": "{outcome}",
    "explain_winnable": "Tämä asema voitetaan {n} siirrolla, ensimmäisenä {move}.",
    "explain_winnable.shortest": "Tämä asema voitetaan vähintään {n} siirrolla, ensimmäisenä {move}.",
    "explain_unknown": "Haku pysähtyi {states} aseman jälkeen ratkaisematta, voiko tämän aseman voittaa.",
    "explain_dead_card": "{card} ({where}) ei koskaan poistu: mikään sen parikortti ei ylety siihen: {partners}.",
    "explain_crowded_group": "{cards} ({places:comma}) tarvitsevat kukin oman parin, mutta yhdessä ne voivat "
    "kohdata vain {m} {m:kortin|korttia} ({partners}): yksi niistä ei koskaan poistu.",
    "explain_stuck_waste.deck": "Tämä on viimeinen kierros: {card} poistopinossa ei koskaan poistu, koska sille ei "
    "ole paria pyramidissa eikä pakassa, joten se ja sen alla olevat {n} {n:kortti|korttia} jäävät: kaikkia kortteja "
    "ei voi poistaa.",
    "explain_stuck_waste.pyramid": "Tämä on viimeinen kierros: {card} ({where}) ei koskaan poistu, koska {blocker} "
    "on poistopinossa ilman paria eikä koskaan poistu: {partners}.",
    "explain_search": "Mikään linja ei voita tästä: haku kokeili jokaisen linjan ({states} asemaa). Eniten kortteja "
    "poistava linja poistaa {removed} korttia {n} siirrolla, ensimmäisenä {move}.",
    "explain_search.none": "Mikään linja ei voita tästä: haku kokeili jokaisen linjan ({states} asemaa), eikä yhtään "
    "korttia voi poistaa.",
    "review_won": "Voitto: jokainen siirto piti voiton.",
    "review_winnable": "Tämän aseman voi vielä voittaa: mikään siirto ei ole toistaiseksi heittänyt voittoa pois.",
    "review_from_deal": "Tätä jakoa ei voinut voittaa alusta asti: mikään siirto ei ollut syyllinen.",
    "review_lost_at": "Siirto {number}, {move}, heitti voiton pois: {better:or} olisi pitänyt sen.",
    "review_lost_at.greedy": "Siirto {number}, {move}, heitti voiton pois: se oli ilmeinen siirto (se poistaa eniten "
    "kortteja), mutta {better:or} olisi pitänyt voiton.",
    "review_unknown": "Haut törmäsivät rajoihinsa: voitto menetettiin jossain siirtojen {first} ja {last} välillä.",
    "review_unknown.none": "Haut törmäsivät rajoihinsa: ei tiedetä, olisiko tämän pelin voinut voittaa.",
}

REASONS: dict[str, dict[str, str]] = {
    "en": {**_REASONS_EN, **_REVIEW_EN},
    "de": {**_REASONS_DE, **_REVIEW_DE},
    "nl": {**_REASONS_NL, **_REVIEW_NL},
    "fi": {**_REASONS_FI, **_REVIEW_FI},
}
"""The sentence templates of every reason code, by language, then by ``code`` or ``code.variant``."""

PRESET_NAMES: dict[str, dict[str, str]] = {
    "en": {},  # English names the presets by their own names
    "de": {"standard": "Standard", "classic": "Klassisch", "relaxed": "Entspannt", "par": "Par",
           "overlapping": "Überlappend", "waste-only": "Nur Ablage", "tuts-tomb": "Tuts Grab",
           "apophis": "Apophis", "pharaoh": "Pharao", "spanish": "Spanisch", "custom": "Eigene"},
    "nl": {"standard": "standaard", "classic": "klassiek", "relaxed": "ontspannen", "par": "par",
           "overlapping": "overlappend", "waste-only": "alleen aflegstapel", "tuts-tomb": "graf van Toet",
           "apophis": "Apophis", "pharaoh": "farao", "spanish": "Spaans", "custom": "eigen"},
    "fi": {"standard": "vakio", "classic": "klassinen", "relaxed": "rento", "par": "par",
           "overlapping": "limittäiset", "waste-only": "vain poistopino", "tuts-tomb": "Tutin hauta",
           "apophis": "Apophis", "pharaoh": "faarao", "spanish": "espanjalainen", "custom": "oma"},
}
"""Preset names for people, by language (a name missing from a table is shown as it is)."""

_OR = {"en": "or", "de": "oder", "nl": "of", "fi": "tai"}
_CHARACTERS = {"en": "characters", "de": "Zeichen", "nl": "tekens", "fi": "merkkiä"}


def preset_name(name: str, lang: str = "en") -> str:
    """The name of preset ``name`` for people in ``lang``.

    >>> preset_name("tuts-tomb", "de"), preset_name("classic")
    ('Tuts Grab', 'classic')
    """
    return PRESET_NAMES[check_lang(lang)].get(name, name)


class _Sentence(string.Formatter):
    """Fills a template's fields in one language (see the section comment above)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion == "r":  # input quoted back: a long one is shortened
            return quoted(value, characters=_CHARACTERS[self.lang])
        return super().convert_field(value, conversion)

    def format_field(self, value: Any, spec: str) -> str:
        if "|" in spec:  # a word for one, or for more (or none), by a count or a list's length
            one, other = spec.split("|", 1)
            return one if (len(value) if isinstance(value, (list, tuple)) else value) == 1 else other
        if spec == "rules":
            return preset_name(value, self.lang)
        if isinstance(value, (list, tuple)):
            items = [self.format_field(item, "") for item in value]
            alike = {item for item in items if items.count(item) > 1}  # two moves alike by card (two decks):
            for i, item in enumerate(items):  # their positions tell them apart
                where = getattr(value[i], "where", None)
                if where and item in alike:
                    items[i] = f"{item} ({'+'.join(where)})"
            if spec == "comma":
                return ", ".join(items)
            if spec == "or" and len(items) > 1:
                return ", ".join(items[:-1]) + f" {_OR[self.lang]} " + items[-1]
            return listing(items, self.lang)
        describe = getattr(value, "describe", None)
        if callable(describe):  # a nested reason or outcome
            return str(describe(self.lang))
        if getattr(value, "kind", None) in ("draw", "recycle") and hasattr(value, "removes"):
            pile = getattr(value, "pile", None)  # a move that removes no card: its words
            return STRINGS[self.lang][value.kind] + (f" {pile}" if pile else "")
        pretty = getattr(value, "pretty", None)
        if isinstance(pretty, str):  # a card or a move removing cards, as the board shows it
            return pretty
        return format(value, spec)


def render(code: str, facts: Mapping[str, Any] | None = None, lang: str = "en") -> str:
    """The sentence for reason ``code`` with its ``facts`` in ``lang``.

    Widget messages (the ``msg_*`` strings) render the same way.

    >>> render("stock_not_empty", {"n": 1}, "de")
    'im Talon liegt noch 1 Karte: erst ziehen'
    >>> render("msg_hint", {"move": "As+Qh"}, "nl")
    'Tip: As+Qh'
    """
    facts = facts or {}
    table = REASONS[check_lang(lang)]
    if not isinstance(code, str):
        raise PyramidError(f"a reason code is text, not {quoted(code)}")
    if not isinstance(facts, Mapping):
        raise PyramidError(f"the facts of reason {quoted(code)} are a mapping of named facts, not {quoted(facts)}")
    variant = facts.get("variant")
    template = table.get(f"{code}.{variant}") if variant else None
    if template is None:
        template = table.get(code) or STRINGS[lang].get(code)
    if template is None:
        raise PyramidError(f"no sentence for reason {quoted(code)}")
    try:
        return _Sentence(lang).vformat(template, (), dict(facts))
    except (KeyError, IndexError) as missing:
        raise PyramidError(f"reason {code!r} needs the fact {missing.args[0]!r}") from None
