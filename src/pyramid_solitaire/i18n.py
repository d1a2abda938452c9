"""The words of the widget and the board picture in English, German, Dutch and Finnish.

>>> text("undo", "de"), text("pass_of", "fi", n=2, m=3)
('Rückgängig', 'Kierros 2/3')
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from typing import Any

from .errors import PyramidError, grouped, quoted
from .names import check_lang

_EN = {
    "title": "Pyramid",
    "stock": "Stock",
    "waste": "Waste",
    "removed": "Removed",
    "points": "Points",
    "cards_n": "{n} {n:card|cards}",
    "pass_of": "Pass {n} of {m}",
    "pass_n": "Pass {n}",
    "deal_n": "Deal {n}",
    "custom_deal": "Custom deal",
    "rules": "Rules",
    "passes": "Passes",
    "draw": "Draw",
    "draw_pile": "Draw onto pile {n}",
    "said_draw": "a draw",
    "said_draw_pile": "a draw onto pile {n}",
    "said_recycle": "turning the waste over",
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
    "aria_stock": "Stock, {n} {n:card|cards}",
    "aria_stock_empty": "Stock empty: turn the waste over",
    "aria_waste": "Waste pile {n}",
    "aria_removed": "Removed cards: {n}",
    "score": "{cards} {cards:card|cards} removed · {points} points",
    "won": "You won!",
    "lost": "Game over",
    "msg_empty": "there is no card there",
    "msg_malformed": "ignored an unreadable action",
    "msg_no_solver": "the solver is not available in this installation",
    "msg_hint": "Hint: {move:button}",
    "msg_hint_none": "no move leads to a win from here",
    "msg_game_left": "a new game: the previous one was left unfinished after {n} {n:move|moves}",
    "msg_unwinnable": "this position cannot be won any more",
    "msg_unknown": "the solver found no answer in time",
    "cancel": "Cancel",
    "msg_searching": "the solver is searching… (Cancel stops it)",
    "msg_busy_ignored": "ignored: the solver is still searching (Cancel stops it)",
    "msg_cancelled": "search cancelled",
    "session": "Session: {played} played · {won} won · {cards} {cards:card|cards} · best {best} · streak {streak}",
    "session_title": "This session: deals played, deals won, cards removed in all, the most cards removed in one deal, wins in a row",
    "msg_over": "the game is over",
    "msg_bad_number": "{number!r} is not a deal number: a deal number is a whole number from 1",
    "msg_deal_other_deck": "a new deal: the {rules:rules} rules play with another deck",
    "msg_pick_pile": "pick the waste pile for the drawn card",
    "recycle": "turn the waste over",
}

_DE = {
    "title": "Pyramide",
    "stock": "Talon",
    "waste": "Ablage",
    "removed": "Abgelegt",
    "points": "Punkte",
    "cards_n": "{n} {n:Karte|Karten}",
    "pass_of": "Durchgang {n} von {m}",
    "pass_n": "Durchgang {n}",
    "deal_n": "Spiel {n}",
    "custom_deal": "Eigenes Spiel",
    "rules": "Regeln",
    "passes": "Durchgänge",
    "draw": "Ziehen",
    "draw_pile": "Auf Stapel {n} ziehen",
    "said_draw": "Ziehen",
    "said_draw_pile": "Ziehen auf Stapel {n}",
    "said_recycle": "Umdrehen der Ablage",
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
    "aria_stock": "Talon, {n} {n:Karte|Karten}",
    "aria_stock_empty": "Talon leer: Ablage umdrehen",
    "aria_waste": "Ablagestapel {n}",
    "aria_removed": "Abgelegte Karten: {n}",
    "score": "{cards} {cards:Karte|Karten} abgelegt · {points} Punkte",
    "won": "Gewonnen!",
    "lost": "Spiel vorbei",
    "msg_empty": "dort liegt keine Karte",
    "msg_malformed": "unlesbare Aktion ignoriert",
    "msg_no_solver": "der Löser ist in dieser Installation nicht verfügbar",
    "msg_hint": "Tipp: {move:button}",
    "msg_hint_none": "von hier führt kein Zug zum Sieg",
    "msg_game_left": "ein neues Spiel: das vorige wurde nach {n} {n:Zug|Zügen} abgebrochen",
    "msg_unwinnable": "diese Stellung ist nicht mehr zu gewinnen",
    "msg_unknown": "der Löser fand rechtzeitig keine Antwort",
    "cancel": "Abbrechen",
    "msg_searching": "der Löser sucht … (Abbrechen hält ihn an)",
    "msg_busy_ignored": "ignoriert: der Löser sucht noch (Abbrechen hält ihn an)",
    "msg_cancelled": "Suche abgebrochen",
    "session": "Sitzung: {played} gespielt · {won} gewonnen · {cards} {cards:Karte|Karten} · beste {best} · Serie {streak}",
    "session_title": "Diese Sitzung: gespielte Spiele, gewonnene Spiele, abgelegte Karten insgesamt, die meisten Karten in einem Spiel, Siege in Folge",
    "msg_over": "das Spiel ist vorbei",
    "msg_bad_number": "{number!r} ist keine Spielnummer: eine Spielnummer ist eine ganze Zahl ab 1",
    "msg_deal_other_deck": "ein neues Spiel: die Regeln {rules:rules} spielen mit einem anderen Blatt",
    "msg_pick_pile": "wähle den Ablagestapel für die gezogene Karte",
    "recycle": "Ablage umdrehen",
}

_NL = {
    "title": "Piramide",
    "stock": "Stapel",
    "waste": "Aflegstapel",
    "removed": "Weggelegd",
    "points": "Punten",
    "cards_n": "{n} {n:kaart|kaarten}",
    "pass_of": "Ronde {n} van {m}",
    "pass_n": "Ronde {n}",
    "deal_n": "Spel {n}",
    "custom_deal": "Eigen spel",
    "rules": "Regels",
    "passes": "Rondes",
    "draw": "Trekken",
    "draw_pile": "Trekken op aflegstapel {n}",
    "said_draw": "trekken",
    "said_draw_pile": "trekken op aflegstapel {n}",
    "said_recycle": "de aflegstapel omdraaien",
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
    "legend_dashed": "gestippeld: hogerop",
    "choose_pile": "Op welke aflegstapel?",
    "pile_n": "Aflegstapel {n}",
    "empty": "leeg",
    "face_down": "gesloten kaart",
    "free": "vrij",
    "covered_by": "bedekt door {cards}",
    "and": "en",
    "aria_stock": "Stapel, {n} {n:kaart|kaarten}",
    "aria_stock_empty": "Stapel leeg: draai de aflegstapel om",
    "aria_waste": "Aflegstapel {n}",
    "aria_removed": "Weggelegde kaarten: {n}",
    "score": "{cards} {cards:kaart|kaarten} weggelegd · {points} punten",
    "won": "Gewonnen!",
    "lost": "Spel voorbij",
    "msg_empty": "daar ligt geen kaart",
    "msg_malformed": "onleesbare actie genegeerd",
    "msg_no_solver": "de oplosser is in deze installatie niet beschikbaar",
    "msg_hint": "Tip: {move:button}",
    "msg_hint_none": "vanaf hier leidt geen zet tot winst",
    "msg_game_left": "een nieuw spel: het vorige is na {n} {n:zet|zetten} afgebroken",
    "msg_unwinnable": "deze stand is niet meer te winnen",
    "msg_unknown": "de oplosser vond op tijd geen antwoord",
    "cancel": "Annuleren",
    "msg_searching": "de oplosser zoekt … (Annuleren stopt hem)",
    "msg_busy_ignored": "genegeerd: de oplosser zoekt nog (Annuleren stopt hem)",
    "msg_cancelled": "zoeken geannuleerd",
    "session": "Sessie: {played} gespeeld · {won} gewonnen · {cards} {cards:kaart|kaarten} · beste {best} · reeks {streak}",
    "session_title": "Deze sessie: gespeelde spellen, gewonnen spellen, weggelegde kaarten in totaal, de meeste kaarten in één spel, overwinningen op rij",
    "msg_over": "het spel is voorbij",
    "msg_bad_number": "{number!r} is geen spelnummer: een spelnummer is een geheel getal vanaf 1",
    "msg_deal_other_deck": "een nieuw spel: de regels {rules:rules} spelen met een ander kaartspel",
    "msg_pick_pile": "kies de aflegstapel voor de getrokken kaart",
    "recycle": "aflegstapel omdraaien",
}

_FI = {
    "title": "Pyramidi",
    "stock": "Pakka",
    "waste": "Poistopino",
    "removed": "Poistetut",
    "points": "Pisteet",
    "cards_n": "{n} {n:kortti|korttia}",
    "pass_of": "Kierros {n}/{m}",
    "pass_n": "Kierros {n}",
    "deal_n": "Jako {n}",
    "custom_deal": "Oma jako",
    "rules": "Säännöt",
    "passes": "Kierrokset",
    "draw": "Nosta",
    "draw_pile": "Nosta pinoon {n}",
    "said_draw": "nosto",
    "said_draw_pile": "nosto pinoon {n}",
    "said_recycle": "poistopinon kääntäminen",
    "undo": "Kumoa",
    "redo": "Tee uudelleen",
    "hint": "Vihje",
    "new": "Uusi jako",
    "number": "Jaon numero",
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
    "aria_stock": "Pakka, {n} {n:kortti|korttia}",
    "aria_stock_empty": "Pakka tyhjä: käännä poistopino",
    "aria_waste": "Poistopino {n}",
    "aria_removed": "Poistetut kortit: {n}",
    "score": "{cards} {cards:kortti|korttia} poistettu · {points} pistettä",
    "won": "Voitit!",
    "lost": "Peli päättyi",
    "msg_empty": "siinä ei ole korttia",
    "msg_malformed": "lukukelvoton toiminto ohitettiin",
    "msg_no_solver": "ratkaisija ei ole käytettävissä tässä asennuksessa",
    "msg_hint": "Vihje: {move:button}",
    "msg_hint_none": "mikään siirto ei johda tästä voittoon",
    "msg_game_left": "uusi peli: edellinen jäi kesken {n} siirron jälkeen",
    "msg_unwinnable": "tätä asemaa ei voi enää voittaa",
    "msg_unknown": "ratkaisija ei löytänyt vastausta ajoissa",
    "cancel": "Peruuta",
    "msg_searching": "ratkaisija etsii … (Peruuta pysäyttää sen)",
    "msg_busy_ignored": "ohitettu: ratkaisija etsii yhä (Peruuta pysäyttää sen)",
    "msg_cancelled": "haku peruttu",
    "session": "Istunto: {played} pelattu · {won} voitettu · {cards} {cards:kortti|korttia} · paras {best} · putki {streak}",
    "session_title": "Tämä istunto: pelatut jaot, voitetut jaot, poistetut kortit yhteensä, eniten kortteja yhdessä jaossa, voitot peräkkäin",
    "msg_over": "peli on päättynyt",
    "msg_bad_number": "{number!r} ei ole jaon numero: jaon numero on kokonaisluku 1:stä alkaen",
    "msg_deal_other_deck": "uusi jako: säännöissä {rules:rules} pelataan toisella pakalla",
    "msg_pick_pile": "valitse poistopino nostetulle kortille",
    "recycle": "käännä poistopino",
}

# The widget's game review (the Review and Why? buttons, the strip of marks under the board).
_STUDY_EN = {
    "why_line": "Show me the line",
    "line_back": "One move back",
    "line_next": "One move on",
    "msg_line_step": "The line that removes the most cards, after {step} of its {n} {n:move|moves}: next comes {next}",
    "msg_line_end": "The line that removes the most cards, {n:its one move|all {n} moves} played: the line ends here",
    "msg_line_step.found": "The best line a short search found, after {step} of its {n} {n:move|moves}: next comes {next}",
    "msg_line_end.found": "The best line a short search found, {n:its one move|all {n} moves} played: the line ends here",
    "msg_review_progress": "reviewing the game: {n} {n:search|searches} made, {left} {left:position|positions} still open (Cancel stops it)",
    "review": "Review",
    "why": "Why?",
    "review_leave": "Back to the game",
    "study_close": "Close",
    "mark_kept": "Move {n}, {move}: kept the win",
    "mark_threw_away": "Move {n}, {move}: threw the win away",
    "mark_lost": "Move {n}, {move}: the game was lost already",
    "mark_unknown": "Move {n}, {move}: not decided",
    "msg_review_shown": "Before move {n}, {move}: the move played is selected{better}",
    "msg_review_better": "; the glowing cards keep the win",
    "msg_review_readonly": "this is a position from the review: go back to the game to play",
    "msg_review_readonly.line": "this is a position on the search's line: go back to the game to play",
    "msg_taken_back": "game taken back to before move {n}: Redo plays {k:the move|the {k} moves} again",
    "msg_review_empty": "no move has been played yet: there is nothing to review",
}
_STUDY_DE = {
    "why_line": "Zeig mir den Weg",
    "line_back": "Einen Zug zurück",
    "line_next": "Einen Zug weiter",
    "msg_line_step": "Der Weg, der die meisten Karten ablegt, nach {step} von {n} {n:Zug|Zügen}: als Nächstes {next}",
    "msg_line_end": "Der Weg, der die meisten Karten ablegt, {n:sein einziger Zug|alle {n} Züge} gespielt: der Weg endet hier",
    "msg_line_step.found": "Der beste Weg, den eine kurze Suche fand, nach {step} von {n} {n:Zug|Zügen}: als Nächstes {next}",
    "msg_line_end.found": "Der beste Weg, den eine kurze Suche fand, {n:sein einziger Zug|alle {n} Züge} gespielt: der Weg endet hier",
    "msg_review_progress": "Analyse des Spiels: {n} {n:Suche|Suchen}, noch {left} {left:Stellung|Stellungen} offen (Abbrechen hält sie an)",
    "review": "Analyse",
    "why": "Warum?",
    "review_leave": "Zurück zum Spiel",
    "study_close": "Schließen",
    "mark_kept": "Zug {n}, {move}: hielt den Sieg",
    "mark_threw_away": "Zug {n}, {move}: hat den Sieg verspielt",
    "mark_lost": "Zug {n}, {move}: das Spiel war schon verloren",
    "mark_unknown": "Zug {n}, {move}: nicht entschieden",
    "msg_review_shown": "Vor Zug {n}, {move}: der gespielte Zug ist ausgewählt{better}",
    "msg_review_better": "; die leuchtenden Karten halten den Sieg",
    "msg_review_readonly": "dies ist eine Stellung aus der Analyse: zurück zum Spiel, um zu spielen",
    "msg_review_readonly.line": "dies ist eine Stellung auf dem Weg der Suche: zurück zum Spiel, um zu spielen",
    "msg_taken_back": "Spiel bis vor Zug {n} zurückgenommen: Wiederholen spielt {k:den Zug|die {k} Züge} erneut",
    "msg_review_empty": "noch kein Zug gespielt: es gibt nichts zu analysieren",
}
_STUDY_NL = {
    "why_line": "Laat de lijn zien",
    "line_back": "Eén zet terug",
    "line_next": "Eén zet verder",
    "msg_line_step": "De lijn die de meeste kaarten weglegt, na {step} van haar {n} {n:zet|zetten}: hierna {next}",
    "msg_line_end": "De lijn die de meeste kaarten weglegt, {n:haar enige zet|alle {n} zetten} gespeeld: de lijn eindigt hier",
    "msg_line_step.found": "De beste lijn die een korte zoektocht vond, na {step} van haar {n} {n:zet|zetten}: hierna {next}",
    "msg_line_end.found": "De beste lijn die een korte zoektocht vond, {n:haar enige zet|alle {n} zetten} gespeeld: de lijn eindigt hier",
    "msg_review_progress": "het spel wordt geanalyseerd: {n} {n:zoektocht|zoektochten}, nog {left} {left:stand|standen} open (Annuleren stopt het)",
    "review": "Analyse",
    "why": "Waarom?",
    "review_leave": "Terug naar het spel",
    "study_close": "Sluiten",
    "mark_kept": "Zet {n}, {move}: hield de winst vast",
    "mark_threw_away": "Zet {n}, {move}: gooide de winst weg",
    "mark_lost": "Zet {n}, {move}: het spel was al verloren",
    "mark_unknown": "Zet {n}, {move}: niet beslist",
    "msg_review_shown": "Voor zet {n}, {move}: de gespeelde zet is geselecteerd{better}",
    "msg_review_better": "; de gloeiende kaarten houden de winst vast",
    "msg_review_readonly": "dit is een stand uit de analyse: ga terug naar het spel om te spelen",
    "msg_review_readonly.line": "dit is een stand op de lijn van de zoektocht: ga terug naar het spel om te spelen",
    "msg_taken_back": "spel teruggenomen tot vóór zet {n}: Opnieuw speelt {k:de zet|de {k} zetten} nog eens",
    "msg_review_empty": "er is nog geen zet gedaan: er valt niets te analyseren",
}
_STUDY_FI = {
    "why_line": "Näytä linja",
    "line_back": "Siirto taaksepäin",
    "line_next": "Siirto eteenpäin",
    "msg_line_step": "Eniten kortteja poistava linja, {step}/{n} siirtoa pelattu: seuraavaksi {next}",
    "msg_line_end": "Eniten kortteja poistava linja, {n:sen ainoa siirto|kaikki {n} siirtoa} pelattu: linja päättyy tähän",
    "msg_line_step.found": "Lyhyen haun löytämä paras linja, {step}/{n} siirtoa pelattu: seuraavaksi {next}",
    "msg_line_end.found": "Lyhyen haun löytämä paras linja, {n:sen ainoa siirto|kaikki {n} siirtoa} pelattu: linja päättyy tähän",
    "msg_review_progress": "peliä analysoidaan: {n} {n:haku|hakua}, {left} {left:asema|asemaa} vielä auki (Peruuta pysäyttää)",
    "review": "Analyysi",
    "why": "Miksi?",
    "review_leave": "Takaisin peliin",
    "study_close": "Sulje",
    "mark_kept": "Siirto {n}, {move}: piti voiton",
    "mark_threw_away": "Siirto {n}, {move}: heitti voiton pois",
    "mark_lost": "Siirto {n}, {move}: peli oli jo hävitty",
    "mark_unknown": "Siirto {n}, {move}: ratkaisematta",
    "msg_review_shown": "Ennen siirtoa {n}, {move}: pelattu siirto on valittuna{better}",
    "msg_review_better": "; hehkuvat kortit pitävät voiton",
    "msg_review_readonly": "tämä on analyysin asema: palaa peliin pelataksesi",
    "msg_review_readonly.line": "tämä on haun linjan asema: palaa peliin pelataksesi",
    "msg_taken_back": "peli palautettu siirtoa {n} edeltävään asemaan: Tee uudelleen pelaa {k:siirron|{k} siirtoa} uudestaan",
    "msg_review_empty": "yhtään siirtoa ei ole vielä pelattu: analysoitavaa ei ole",
}

STRINGS: dict[str, dict[str, str]] = {
    "en": {**_EN, **_STUDY_EN},
    "de": {**_DE, **_STUDY_DE},
    "nl": {**_NL, **_STUDY_NL},
    "fi": {**_FI, **_STUDY_FI},
}
"""Every string of the widget, by language, then by key."""


def text(key: str, lang: str = "en", **values: Any) -> str:
    """The string ``key`` in ``lang``, with ``{name}`` fields filled from ``values`` as a reason's
    sentence fills them (``{n:card|cards}`` picks the word by whether ``n`` is 1).

    >>> text("score", "nl", cards=4, points=20), text("aria_stock", "de", n=1)
    ('4 kaarten weggelegd · 20 punten', 'Talon, 1 Karte')
    """
    strings = STRINGS[check_lang(lang)]
    if not isinstance(key, str) or key not in strings:
        raise PyramidError(f"no string {quoted(key)} in the widget's words")
    return _Sentence(lang).vformat(strings[key], (), values)


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
# (and ``semicolon``, ``space``) join a list, and ``counted`` spaces one with each repeat counted
# ("2 × A♠"); ``and``, ``or`` and the plain field count repeats too (``listed`` names each, for a list of
# places to follow in order); ``rules`` names a preset; ``!r`` quotes input back,
# shortened past 40 characters (``!R``: past 200). Cards and moves read as on the
# board (A♠, A♠+Q♥; a draw or turning the waste over in words), reasons and outcomes nested as
# facts are rendered in the same language.

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
    "empty.waste": "the waste is empty",
    "empty.waste_pile": "waste pile {n} is empty",
    "face_down": "the stock top is face down in the {rules:rules} rules: draw it to the waste first",
    "covered": "{card} is covered by {covering}",
    "not_a_king": "{card} is not a King: a single card can be removed only if it is a King",
    "not_a_king.spanish": "{card} is not a Rey (12): a single card can be removed only if it is a Rey (12)",
    "king_pairs": "{card} is a King and goes alone, not in a pair",
    "king_pairs.spanish": "{card} is a Rey (12) and goes alone, not in a pair",
    "wrong_sum": "{a} and {b} sum to {total}, not {target}",
    "stale_move": "{move} does not fit this position: {where} holds {found:plus}",
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
    "no_moves.cleared": "Lost: the pyramid is cleared, but no move is left to remove {n:the card|the {n} cards} "
    "left in the stock and waste.",
    "no_moves.idle": "Lost: no move is left and the last pass removed no card; "
    "{left} pyramid {left:card remains|cards remain}.",
    "no_moves.no_pass": "Lost: no move is left and no pass is left; {left} pyramid {left:card remains|cards remain}.",
    "no_moves.idle_deck": "Lost: no move is left and the last pass removed no card; {left} pyramid "
    "{left:card remains|cards remain}, and {n} {n:card|cards} in the stock and waste.",
    "no_moves.no_pass_deck": "Lost: no move is left and no pass is left; {left} pyramid {left:card remains|cards remain}, "
    "and {n} {n:card|cards} in the stock and waste.",
    "unknown_kind": "unknown move kind {kind!r}: use pair, king, draw or recycle",
    "move_arity": "a {kind} move takes {n} {n:card|cards} and {n:position|positions}, got {where!r}",
    "not_text": "a move code must be text, not {type}",
    "empty_code": "an empty move code: name a King, two cards like '6h+7c', 'draw' or 'recycle'",
    "too_many_cards": "cannot read move {code!r}: a move removes one or two cards, not {n}",
    "unreadable_token": "cannot read move {code!r}: {token!r} is neither a card (like {example!r}) nor a position "
    "(P0-P{last}, S, W, W1-W3)",
    "stock_not_empty": "the stock still holds {n} {n:card|cards}: draw {n:it|them} first",
    "stuck": "Lost: {n:the card left in the stock and waste cannot|none of the {n} cards left in the stock and "
    "waste can} pair with {free:or}, and no pair or King is left in the pyramid.",
    "stuck.empty": "Lost: the stock and waste are empty, and {free:the only free card, {free:or}, is no King and has "
    "no partner|no pair or King is left among the free cards {free:and}}.",
    "stuck.spanish": "Lost: {n:the card left in the stock and waste cannot|none of the {n} cards left in the stock "
    "and waste can} pair with {free:or}, and no pair or Rey (12) is left in the pyramid.",
    "stuck.empty.spanish": "Lost: the stock and waste are empty, and {free:the only free card, {free:or}, is no Rey "
    "(12) and has no partner|no pair or Rey (12) is left among the free cards {free:and}}.",
    "deck_stuck.waste_only": "Lost: the pyramid is cleared, but {n:the card left can never be removed: only the waste top is "
    "ever playable, and no partner is left for it|the {n} cards left can never all be removed: only "
    "the waste top is ever playable, so no two of them can pair}.",
    "deck_stuck.last_pass": "Lost: the pyramid is cleared, but {n:the card left can never be removed|the {n} cards left can "
    "never all be removed}: in this last pass {card} can pair only with a stock card, and none is "
    "left for it.",
    "move_values": "a move names its places by code (like 'P12', 'S', 'W2') and its cards as Card values, not {where!r} and {cards!r}",
    "not_a_pyramid_position": "{where!r} is not a pyramid position: give its number 0-{last} or its code P0-P{last}",
    "not_a_pyramid_position.card": "{where!r} is neither a card nor a pyramid position: give a card like {example!r}, a number 0-{last} or a code P0-P{last}",
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
    "empty.waste": "die Ablage ist leer",
    "empty.waste_pile": "Ablagestapel {n} ist leer",
    "face_down": "die oberste Talonkarte liegt bei den Regeln „{rules:rules}“ verdeckt: ziehe sie zuerst auf "
    "die Ablage",
    "not_a_king": "{card} ist kein König: eine einzelne Karte kann nur abgelegt werden, wenn sie ein König ist",
    "not_a_king.spanish": "{card} ist kein Rey (12): eine einzelne Karte kann nur abgelegt werden, wenn sie "
    "ein Rey (12) ist",
    "king_pairs": "{card} ist ein König und geht allein, nicht im Paar",
    "king_pairs.spanish": "{card} ist ein Rey (12) und geht allein, nicht im Paar",
    "wrong_sum": "{a} und {b} ergeben {total}, nicht {target}",
    "stale_move": "{move} passt nicht zu dieser Stellung: auf {where} {found:liegt|liegen} {found:plus}",
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
    "deck_stuck.waste_only": "Verloren: die Pyramide ist abgeräumt, aber {n:die übrige Karte kann nie abgelegt "
    "werden: nur die oberste Ablagekarte ist je spielbar, und kein Partner ist mehr für sie da|die übrigen Karten "
    "({n}) können nie alle abgelegt werden: nur die oberste Ablagekarte ist je spielbar, also bilden keine zwei "
    "von ihnen ein Paar}.",
    "deck_stuck.last_pass": "Verloren: die Pyramide ist abgeräumt, aber {n:die übrige Karte kann nie abgelegt "
    "werden|die übrigen Karten ({n}) können nie alle abgelegt werden}: in diesem letzten Durchgang passt {card} nur noch zu einer Talonkarte, und keine "
    "ist mehr für sie da.",
    "stuck": "Verloren: {n:die übrige Karte in Talon und Ablage passt nicht|keine der übrigen Karten ({n}) in Talon "
    "und Ablage passt} zu {free:or}, und in der Pyramide ist kein Paar und kein König mehr.",
    "no_moves.cleared": "Verloren: die Pyramide ist abgeräumt, aber kein Zug kann {n:die übrige Karte|die übrigen "
    "Karten ({n})} in Talon und Ablage mehr ablegen.",
    "no_moves.idle": "Verloren: kein Zug ist mehr möglich und der letzte Durchgang hat keine Karte abgelegt; "
    "{left} {left:Pyramidenkarte bleibt|Pyramidenkarten bleiben} liegen.",
    "no_moves.no_pass": "Verloren: kein Zug ist mehr möglich und kein Durchgang ist mehr übrig; "
    "{left} {left:Pyramidenkarte bleibt|Pyramidenkarten bleiben} liegen.",
    "no_moves.idle_deck": "Verloren: kein Zug ist mehr möglich und der letzte Durchgang hat keine Karte abgelegt; "
    "{left} {left:Pyramidenkarte bleibt|Pyramidenkarten bleiben} liegen, dazu {n} {n:Karte|Karten} in Talon und Ablage.",
    "no_moves.no_pass_deck": "Verloren: kein Zug ist mehr möglich und kein Durchgang ist mehr übrig; "
    "{left} {left:Pyramidenkarte bleibt|Pyramidenkarten bleiben} liegen, dazu {n} {n:Karte|Karten} in Talon und Ablage.",
    "unknown_kind": "unbekannte Zugart {kind!r}: verwende pair, king, draw oder recycle",
    "move_arity": "ein {kind}-Zug braucht {n} {n:Karte|Karten} und {n:Position|Positionen}, nicht {where!r}",
    "not_text": "ein Zugcode muss Text sein, nicht {type}",
    "empty_code": "ein leerer Zugcode: nenne einen König, zwei Karten wie '6h+7c', 'draw' oder 'recycle'",
    "too_many_cards": "Zug {code!r} ist nicht lesbar: ein Zug legt eine oder zwei Karten ab, nicht {n}",
    "unreadable_token": "Zug {code!r} ist nicht lesbar: {token!r} ist weder eine Karte (wie {example!r}) noch eine "
    "Position (P0-P{last}, S, W, W1-W3)",
    "covered": "{card} wird von {covering} verdeckt",
    "stuck.empty": "Verloren: Talon und Ablage sind leer, und {free:die einzige freie Karte, {free:or}, ist kein "
    "König und hat keinen Partner|unter den freien Karten {free:and} ist kein Paar und kein König "
    "mehr}.",
    "stuck.spanish": "Verloren: {n:die übrige Karte in Talon und Ablage passt nicht|keine der übrigen Karten ({n}) "
    "in Talon und Ablage passt} zu {free:or}, und in der Pyramide ist kein Paar und kein Rey (12) mehr.",
    "stuck.empty.spanish": "Verloren: Talon und Ablage sind leer, und {free:die einzige freie Karte, {free:or}, ist "
    "kein Rey (12) und hat keinen Partner|unter den freien Karten {free:and} ist kein Paar und kein Rey (12) mehr}.",
    "move_values": "ein Zug nennt seine Plätze mit Codes (wie 'P12', 'S', 'W2') und seine Karten als Card-Werte, nicht {where!r} und {cards!r}",
    "not_a_pyramid_position": "{where!r} ist keine Pyramidenposition: nenne ihre Nummer 0-{last} oder ihren Code "
    "P0-P{last}",
    "not_a_pyramid_position.card": "{where!r} ist weder eine Karte noch eine Pyramidenposition: nenne eine Karte wie {example!r}, eine Nummer 0-{last} oder einen Code P0-P{last}",
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
    "empty.waste": "de aflegstapel is leeg",
    "empty.waste_pile": "aflegstapel {n} is leeg",
    "face_down": "de bovenste stapelkaart ligt bij de regels ‘{rules:rules}’ gesloten: trek haar eerst naar de "
    "aflegstapel",
    "covered": "{card} wordt bedekt door {covering}",
    "king_pairs": "{card} is een heer en gaat alleen weg, niet in een paar",
    "king_pairs.spanish": "{card} is een Rey (12) en gaat alleen weg, niet in een paar",
    "wrong_sum": "{a} en {b} zijn samen {total}, niet {target}",
    "stale_move": "{move} past niet bij deze stand: op {where} {found:ligt|liggen} {found:plus}",
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
    "deck_stuck.waste_only": "Verloren: de piramide is leeg, maar {n:de overgebleven kaart kan nooit weg: alleen "
    "de bovenste kaart van de aflegstapel is ooit speelbaar, en er is geen partner meer voor|de overgebleven "
    "kaarten ({n}) kunnen nooit allemaal weg: alleen de bovenste kaart van de aflegstapel is ooit speelbaar, dus "
    "geen twee ervan vormen een paar}.",
    "deck_stuck.last_pass": "Verloren: de piramide is leeg, maar {n:de overgebleven kaart kan nooit weg|de "
    "overgebleven kaarten ({n}) kunnen nooit allemaal weg}: in deze laatste ronde past {card} alleen nog bij een stapelkaart, en die is er niet meer.",
    "stuck": "Verloren: {n:de overgebleven kaart in de stapel en de aflegstapel past niet|geen van de overgebleven "
    "kaarten ({n}) in de stapel en de aflegstapel past} bij {free:or}, en in de piramide is geen paar of heer meer.",
    "no_moves.cleared": "Verloren: de piramide is leeg, maar er is geen zet meer om {n:de overgebleven kaart|de "
    "overgebleven kaarten ({n})} in de stapel en de aflegstapel weg te leggen.",
    "no_moves.idle": "Verloren: er is geen zet meer en de laatste ronde legde geen kaart weg; er "
    "{left:blijft|blijven} {left} {left:piramidekaart|piramidekaarten} liggen.",
    "no_moves.no_pass": "Verloren: er is geen zet meer en er is geen ronde meer over; er "
    "{left:blijft|blijven} {left} {left:piramidekaart|piramidekaarten} liggen.",
    "no_moves.idle_deck": "Verloren: er is geen zet meer en de laatste ronde legde geen kaart weg; er "
    "{left:blijft|blijven} {left} {left:piramidekaart|piramidekaarten} liggen, en {n} {n:kaart|kaarten} in de stapel "
    "en de aflegstapel.",
    "no_moves.no_pass_deck": "Verloren: er is geen zet meer en er is geen ronde meer over; er "
    "{left:blijft|blijven} {left} {left:piramidekaart|piramidekaarten} liggen, en {n} {n:kaart|kaarten} in de stapel "
    "en de aflegstapel.",
    "unknown_kind": "onbekende soort zet {kind!r}: gebruik pair, king, draw of recycle",
    "move_arity": "een {kind}-zet neemt {n} {n:kaart|kaarten} en {n:plek|plekken}, niet {where!r}",
    "not_text": "een zetcode moet tekst zijn, geen {type}",
    "empty_code": "een lege zetcode: noem een heer, twee kaarten zoals '6h+7c', 'draw' of 'recycle'",
    "too_many_cards": "zet {code!r} is onleesbaar: een zet legt één of twee kaarten weg, niet {n}",
    "unreadable_token": "zet {code!r} is onleesbaar: {token!r} is geen kaart (zoals {example!r}) en geen plek "
    "(P0-P{last}, S, W, W1-W3)",
    "cannot_draw.recyclable": "de stapel is leeg: draai de aflegstapel om en speel verder",
    "not_a_king": "{card} is geen heer: een losse kaart mag alleen weg als het een heer is",
    "not_a_king.spanish": "{card} is geen Rey (12): een losse kaart mag alleen weg als het een Rey (12) is",
    "stuck.empty": "Verloren: de stapel en de aflegstapel zijn leeg, en {free:de enige vrije kaart, {free:or}, is "
    "geen heer en heeft geen partner|onder de vrije kaarten {free:and} is geen paar of heer meer}.",
    "stuck.spanish": "Verloren: {n:de overgebleven kaart in de stapel en de aflegstapel past niet|geen van de "
    "overgebleven kaarten ({n}) in de stapel en de aflegstapel past} bij {free:or}, en in de piramide is geen paar "
    "of Rey (12) meer.",
    "stuck.empty.spanish": "Verloren: de stapel en de aflegstapel zijn leeg, en {free:de enige vrije kaart, "
    "{free:or}, is geen Rey (12) en heeft geen partner|onder de vrije kaarten {free:and} is geen paar of Rey (12) meer}.",
    "move_values": "een zet noemt zijn plekken met codes (zoals 'P12', 'S', 'W2') en zijn kaarten als Card-waarden, niet {where!r} en {cards!r}",
    "not_a_pyramid_position": "{where!r} is geen piramideplek: geef haar nummer 0-{last} of haar code P0-P{last}",
    "not_a_pyramid_position.card": "{where!r} is geen kaart en geen piramideplek: geef een kaart zoals {example!r}, een nummer 0-{last} of een code P0-P{last}",
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
    "empty.waste": "poistopino on tyhjä",
    "empty.waste_pile": "poistopino {n} on tyhjä",
    "face_down": "pakan päällimmäinen kortti on säännöissä ”{rules:rules}” kuvapuoli alaspäin: nosta se ensin "
    "poistopinoon",
    "covered": "{card} on peitossa: päällä on {covering}",
    "not_a_king": "{card} ei ole kuningas: yksittäisen kortin voi poistaa vain, jos se on kuningas",
    "not_a_king.spanish": "{card} ei ole Rey (12): yksittäisen kortin voi poistaa vain, jos se on Rey (12)",
    "king_pairs": "{card} on kuningas ja poistetaan yksin, ei parina",
    "king_pairs.spanish": "{card} on Rey (12) ja poistetaan yksin, ei parina",
    "wrong_sum": "{a} ja {b} ovat yhteensä {total}, ei {target}",
    "stale_move": "{move} ei sovi tähän asemaan: {found:paikassa|paikoissa} {where} on {found:plus}",
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
    "deck_stuck.waste_only": "Tappio: pyramidi on purettu, mutta {n:jäljellä olevaa korttia ei voi koskaan "
    "poistaa: vain poistopinon päällimmäinen on koskaan pelattavissa, eikä sille ole enää paria|jäljellä olevia "
    "kortteja ({n}) ei voi koskaan poistaa kaikkia: vain poistopinon päällimmäinen on koskaan pelattavissa, joten "
    "mitkään kaksi niistä eivät voi olla pari}.",
    "deck_stuck.last_pass": "Tappio: pyramidi on purettu, mutta {n:jäljellä olevaa korttia ei voi koskaan "
    "poistaa|jäljellä olevia kortteja ({n}) ei voi koskaan poistaa kaikkia}: tällä viimeisellä kierroksella {card} sopii pariksi vain pakan kortille, eikä sellaista "
    "ole enää jäljellä.",
    "no_moves.cleared": "Tappio: pyramidi on purettu, mutta pakan ja poistopinon {n:jäljellä olevaa korttia|"
    "jäljellä olevia kortteja ({n})} ei voi enää poistaa millään siirrolla.",
    "no_moves.idle": "Tappio: siirtoja ei ole jäljellä eikä viimeinen kierros poistanut yhtään korttia; "
    "pyramidiin jää {left} {left:kortti|korttia}.",
    "no_moves.no_pass": "Tappio: siirtoja ei ole jäljellä eikä kierroksia ole enää; pyramidiin jää "
    "{left} {left:kortti|korttia}.",
    "no_moves.idle_deck": "Tappio: siirtoja ei ole jäljellä eikä viimeinen kierros poistanut yhtään korttia; "
    "pyramidiin jää {left} {left:kortti|korttia} ja pakkaan ja poistopinoon {n} {n:kortti|korttia}.",
    "no_moves.no_pass_deck": "Tappio: siirtoja ei ole jäljellä eikä kierroksia ole enää; pyramidiin jää "
    "{left} {left:kortti|korttia} ja pakkaan ja poistopinoon {n} {n:kortti|korttia}.",
    "unknown_kind": "tuntematon siirtolaji {kind!r}: käytä pair, king, draw tai recycle",
    "move_arity": "{kind}-siirto vaatii {n} {n:kortin ja paikan|korttia ja paikkaa}, ei {where!r}",
    "not_text": "siirtokoodin pitää olla tekstiä, ei {type}",
    "empty_code": "tyhjä siirtokoodi: nimeä kuningas, kaksi korttia kuten '6h+7c', 'draw' tai 'recycle'",
    "too_many_cards": "siirtoa {code!r} ei voi lukea: siirto poistaa yhden tai kaksi korttia, ei {n}",
    "unreadable_token": "siirtoa {code!r} ei voi lukea: {token!r} ei ole kortti (kuten {example!r}) eikä paikka "
    "(P0-P{last}, S, W, W1-W3)",
    "stock_not_empty": "pakassa on vielä {n} {n:kortti|korttia}: nosta {n:se|ne} ensin",
    "stuck": "Tappio: {n:pakan ja poistopinon ainoa jäljellä oleva kortti ei sovi|mikään pakan ja poistopinon "
    "jäljellä olevista korteista ({n}) ei sovi} pariksi "
    "{free:kortille|korteille} {free:or}, eikä pyramidissa ole enää paria tai kuningasta.",
    "stuck.empty": "Tappio: pakka ja poistopino ovat tyhjiä, eikä {free:ainoa vapaa kortti {free:or} ole kuningas "
    "eikä sillä ole paria|vapaiden korttien {free:and} joukossa ole enää paria tai kuningasta}.",
    "stuck.spanish": "Tappio: {n:pakan ja poistopinon ainoa jäljellä oleva kortti ei sovi|mikään pakan ja "
    "poistopinon jäljellä olevista korteista ({n}) ei sovi} pariksi "
    "{free:kortille|korteille} {free:or}, eikä pyramidissa ole enää paria tai Rey (12) -korttia.",
    "stuck.empty.spanish": "Tappio: pakka ja poistopino ovat tyhjiä, eikä {free:ainoa vapaa kortti {free:or} ole Rey "
    "(12) eikä sillä ole paria|vapaiden korttien {free:and} joukossa ole enää paria tai Rey (12) -korttia}.",
    "move_values": "siirto nimeää paikkansa koodeilla (kuten 'P12', 'S', 'W2') ja korttinsa Card-arvoina, ei {where!r} ja {cards!r}",
    "not_a_pyramid_position": "{where!r} ei ole pyramidin paikka: anna sen numero 0–{last} tai koodi P0–P{last}",
    "not_a_pyramid_position.card": "{where!r} ei ole kortti eikä pyramidin paikka: anna kortti, kuten {example!r}, numero 0–{last} tai koodi P0–P{last}",
    "empty_part": "siirtoa {code!r} ei voi lukea: merkin {sep!r} kummallakin puolella pitää olla kortti, kuten "
    "'6h+7c'",
    "draw_argument": "siirtoa {code!r} ei voi lukea: sanan 'draw' jälkeen tulee poistopinon numero, kuten 'draw 2', "
    "tai ei mitään, ei {rest!r}",
    "recycle_argument": "siirtoa {code!r} ei voi lukea: sanan 'recycle' jälkeen ei tule mitään, ei myöskään {rest!r}",
    "move_pile": "{kind}-siirto ei nimeä poistopinoa: pilen pitää olla None, ei {pile!r}",
    "move_pile.draw": "draw-siirto nimeää poistopinonsa kokonaisluvulla 1:stä alkaen tai None, ei {pile!r}",
}

# Bad input: a card, a deal, rules, a saved game or session that cannot be read. ``file`` names the
# saved file (``saved_file.game``, ``.session``, ``.deal``: a deal of a saved session); ``cause`` is the
# reason of the error found inside (a card of a deal, the rules or a move of a saved game).
_INPUT_EN = {
    "plain_message": "{text}",
    "facts_mapping": "{owner} facts must be a mapping of named facts, not {type}",
    "unknown_deck": "unknown deck type {deck!r}: use 'french' or 'spanish'",
    "card_values.french": "no French card has rank {rank!r} and suit {suit!r}: the rank is a whole number 1-13 and "
    "the suit one of c, d, h, s (Card.parse reads a card from text)",
    "card_values.spanish": "no Spanish card has rank {rank!r} and suit {suit!r}: the rank is a whole number 1-12 "
    "and the suit one of o, c, e, b (Card.parse reads a card from text)",
    "card_not_text": "a card must be given as text, not {type}",
    "not_a_card": "{text!r} is not a card: write a rank A23456789TJQK (or 10) and a suit c, d, h or s, e.g. 'Th'",
    "not_a_card.spanish": "{text!r} is not a Spanish card: write its number 1-12 and a suit letter o, c, e or b "
    "(oros, copas, espadas, bastos), e.g. '12o'",
    "empty_deal": "a deal needs cards; this one is empty",
    "mixed_decks": "a deal mixes French and Spanish cards",
    "deal_size.french": "a deal has {n} {n:card|cards}; a French deal needs {one} (one deck) or {two} (two decks)",
    "deal_size.spanish": "a deal has {n} {n:card|cards}; a Spanish deal needs {one} (one deck) or {two} (two decks)",
    "duplicate_cards": "duplicate {cards:card|cards} {cards:comma}: each card comes once in one deck",
    "duplicate_cards.two": "duplicate {cards:card|cards} {cards:comma}: each card comes twice in two decks",
    "deck_cards.french": "{n} French cards",
    "deck_cards.spanish": "{n} Spanish cards",
    "deal_rules_mismatch": "the deal is {cards}, but the {rules:rules} rules play {needed}",
    "deal_not_text": "a deal must be given as text, not {type}",
    "deal_too_long": "a deal of {n:,} characters is far too long: a deal of two decks is a few hundred",
    "batch_deal": "{name}[{index}]: {cause}",
    "deal_token": "token {i} of the deal: {cause}",
    "deal_incomplete": "the deal is not a complete deck for the {rules:rules} rules ({details:semicolon})",
    "deal_incomplete.count": "a deal has {n} {n:card|cards}; the {rules:rules} rules need {needed} ({details:semicolon})",
    "deck_missing": "missing: {cards:counted}",
    "deck_duplicate": "{cards:extra copy|extra copies}: {cards}",
    "deck_foreign.french": "not in the French deck: {cards:counted}",
    "deck_foreign.spanish": "not in the Spanish deck: {cards:counted}",
    "bad_seed": "a seed must be a number or text, not {seed!r}",
    "deal_type": "a deal must be a Deal, its text or a deal number, not {type}",
    "deal_cards_type": "a deal's cards are Card values in deal order, not {type} (Deal.parse reads a deal from text)",
    "deal_not_card": "deal position {i} holds {value!r}, which is not a Card",
    "deal_number_type": "a deal number must be a whole number, not {number!r}",
    "deal_number_range": "deal number {number!r} is out of range: deal numbers run from 1 to {most:,}",
    "deal_number_cards": "the cards are not those of deal {number}: give the deal's number only with its own cards",
    "position_deal": "a position starts from a Deal, not {type} (Deal.coerce makes one)",
    "rules_flag": "{name}={value!r}: give True or False",
    "rules_whole": "{name}={value!r}: give a whole number",
    "rules_name_text": "name={value!r}: a rules name is text",
    "rules_name_long": "name={value!r}: a rules name has at most {limit} characters",
    "rules_preset_name": "name={name!r} is a preset's name, but these rules differ from it: give them a name of their own, or none",
    "rules_passes_name": "name={name!r} names a preset with a count of passes, but these rules differ from it: give them a name of their own, or none",
    "rules_name_unicode": "name={value!r}: a rules name is text of Unicode characters, without lone surrogates",
    "rules_name_control": "name={value!r}: a rules name is one line of printable text, without control characters "
    "such as {char!r}",
    "rules_passes": "passes={value!r}: give a whole number of passes, at least 1, or None (null in JSON) for unlimited",
    "rules_passes_most": "passes={value!r}: at most {most} passes; use None (null in JSON) for unlimited",
    "rules_win": "win={value!r}: use 'pyramid' (clear the pyramid) or 'deck' (remove every card)",
    "rules_draw_count": "draw_count={value!r}: cards are drawn 1 or 3 at a time",
    "rules_waste_piles": "waste_piles={value!r}: there is 1 waste pile, or 3 side by side",
    "rules_deck_type": "deck_type={value!r}: use 'french' (52 cards) or 'spanish' (48 cards)",
    "rules_decks": "decks={value!r}: play with 1 or 2 decks",
    "rules_pair_sum.french": "pair_sum={value!r} does not fit the French deck: its pairs sum to {target}",
    "rules_pair_sum.spanish": "pair_sum={value!r} does not fit the Spanish deck: its pairs sum to {target}",
    "rules_rows": "rows={value!r}: a pyramid has at least 1 row",
    "rules_rows_fit": "rows={rows!r}: a pyramid of {size!r} cards does not fit in {deck} cards",
    "rules_draw_three_face_up": "draw_count=3 needs stock_top_playable=False: with three cards drawn at a time the "
    "stock lies face down",
    "rules_draw_three_piles": "draw_count=3 and waste_piles=3 cannot go together: each drawn card goes on a pile of "
    "its own choice",
    "preset_not_text": "a rules preset is named by text, not {type}",
    "unknown_preset": "unknown rules preset {name!r}: choose one of {presets:comma}",
    "preset_passes": "rules {name!r}: after the preset's name and /, give a count of passes (1 pass, 2 passes, ... or unlimited passes)",
    "rules_type": "rules must be a Rules value or a preset name, not {type}",
    "rules_type.saved": "rules are an object of rules parameters or a preset's name, not {type}",
    "rules_mapping": "rules must be a mapping of parameters, not {type}",
    "rules_parameters": "bad rules parameters {data!R}: {detail}",
    "unknown_rules_parameters": "unknown rules {names:parameter|parameters}: {names:comma} (the parameters are {known:comma})",
    "unknown_rules_parameters.more": "unknown rules parameters: {names:comma} and {more:,} more (the parameters "
    "are {known:comma})",
    "parameter": "{name}",
    "parameter.quoted": "{name!r}",
    "rewind_range": "moves={moves!r}: this game can be rewound to 0-{played} moves",
    "json_indent": "indent={indent!r}: give a whole number of spaces from 0 to 100, spaces or tabs, or None for one "
    "line",
    "saved_file.game": "saved game",
    "saved_file.session": "saved session",
    "saved_file.deal": "saved session: deal {n}",
    "saved_file.record": "DealRecord",
    "saved_file.atlas": "win-rate atlas",
    "saved_file.atlas_entry": "win-rate atlas, entry {n}",
    "saved_content": "{file}: {cause}",
    "save_format": "{file}: format {found!r} is not {expected!r}",
    "save_version": "{file}: version {found!r} is not supported (only {expected})",
    "missing_field": "{file}: missing field {key!r}",
    "unknown_field": "{file}: unknown field {key!r}: the fields are {known:comma}",
    "save_deal_number": "{file}: deal number {number!r} is not a whole number",
    "save_wrong_cards": "{file}: the cards are not those of deal {number}",
    "moves_not_list": "{file}: 'moves' must be a list of move codes",
    "too_many_moves": "{file}: {n:,} moves are far too many (the limit is {limit:,})",
    "move_code_too_long": "{file}: move {i} is {code!r}, far too long for a move code",
    "move_code_type": "{file}: move {i} is {code!r}, not a move code",
    "move_does_not_replay": "{file}: move {i} ({code!r}) does not replay: {cause}",
    "session_values": "a session holds DealRecord values, not {type}",
    "record_type": "record a Game, not {type}",
    "callback_type": "callback must be callable, not {type}",
    "deals_not_list": "{file}: 'deals' must be a list",
    "too_many_deals": "{file}: {n:,} deals are far too many (the limit is {limit:,})",
    "json_text_type": "{file}: expected JSON text, not {type}",
    "deal_entry_type": "{file}: expected an object, not {entry!r}",
    "session_deal_number": "{file}: deal number {number!r} is not a whole number from 1 to {most:,} (or null)",
    "session_rules": "{file}: rules {rules!r}: give the name of the rules as text of 1 to {limit} characters",
    "session_rules.control": "{file}: rules {rules!r}: the name of the rules is one line of printable text, without "
    "control characters such as {char!r}",
    "session_cards": "{file}: cards {cards!r}: a deal is played with {sizes:or} cards",
    "session_removed": "{file}: removed {removed!r} is not a whole number from 0 to {cards}",
    "session_won": "{file}: won {won!r} is not true or false",
    "session_won_empty": "{file}: a deal won removed cards, not 0",
    "json_too_long": "{file} of {size:,} characters is far too long (the limit is {limit:,})",
    "json_not_utf8": "{file} is not UTF-8 text: {problem} at byte {byte}",
    "utf8_problem": "{text}",
    "utf8_problem.start": "invalid start byte",
    "utf8_problem.continuation": "invalid continuation byte",
    "utf8_problem.end": "unexpected end of data",
    "json_invalid": "{file} is not valid JSON: {detail}",
    "json_invalid.at": "{file} is not valid JSON: {problem}: line {line} column {column} (char {char})",
    "json_invalid.type": "{file} is not valid JSON: the JSON object must be str, bytes or bytearray, not {type}",
    "json_invalid.deep": "{file} is not valid JSON: it is nested too deeply",
    "json_invalid.digits": "{file} cannot be read: a number in it has more than {most} digits",
    "json_syntax": "{text}",
    "json_syntax.value": "Expecting value",
    "json_syntax.property_name": "Expecting property name enclosed in double quotes",
    "json_syntax.colon": "Expecting ':' delimiter",
    "json_syntax.comma": "Expecting ',' delimiter",
    "json_syntax.unterminated": "Unterminated string starting at",
    "json_syntax.control": "Invalid control character at",
    "json_syntax.escape": "Invalid \\escape",
    "json_syntax.unicode_escape": "Invalid \\uXXXX escape",
    "json_syntax.extra": "Extra data",
    "json_syntax.comma_object": "Illegal trailing comma before end of object",
    "json_syntax.comma_array": "Illegal trailing comma before end of array",
    "json_not_object": "{file}: expected a JSON object",
    "json_repeated_key": "{file}: the key {key!r} comes twice in one object: which one is meant is not clear",
    # arguments of the package's functions: the drawing, the widget, the solver
    "not_a_game": "{name} must be a Game, not {type}",
    "not_a_game.number": "{name} must be a Game, not {type}: make one with Game({value!r})",
    "not_a_game.deal": "{name} must be a Game, not {type}: Game() makes one from it",
    "position_type": "{name} must be a Position or a Game, not {type}",
    "not_a_function": "{name}={value!r}: give a function, such as {example}, or None",
    "not_an_event": "{name}={value!r}: give an event with is_set(), such as threading.Event(), or None",
    "not_an_executor": "{name}={value!r}: give an executor with submit(), such as concurrent.futures.ProcessPoolExecutor(), or None",
    "wilson_counts": "wilson_interval(wins={wins!R}, n={n!R}, z={z!R}): give whole numbers with 0 <= wins <= n and a z above 0",
    "marks_type": "marks={marks!r}: give a mapping of places to kinds, like {{'P12': 'good'}}",
    "marks_places": "marks={marks!r}: mark places P0-P{last}, S or W1-W3 with 'bad', 'good' or 'named'",
    "marks_places.one": "marks={marks!r}: mark places P0-P{last}, S or W with 'bad', 'good' or 'named'",
    "game_not_both": "give a game or {given:comma}, not both: a game has its own deal and rules",
    "deal_not_both": "give a deal or a number, not both",
    "play_delay": "delay={delay!R}: give the seconds between moves, from 0.05 to 5",
    "session_type": "session must be a Session, not {type}",
    "solution_type": "solution must be a Solution or None, not {type}",
    "review_move_number": "number={number!r}: give a move number of the review, 1-{moves}",
    "review_move_number.unreviewed": "number={number!r}: review the game first, then give a move number",
    "review_move_number.no_moves": "number={number!r}: the game reviewed has no moves to show",
    "line_step": "step={step!R}: the steps of the line are 0-{last}",
    "line_step.none": "step={step!R}: the steps of the line are none: explain a position proved lost by the search "
    "first",
    "rules_differ": "rules={rules!R} differ from the game's own rules {own!R}: leave rules out",
    "not_a_game_or_deal": "game={game!r}: give a Game, a Deal, a deal number or deal text",
    "deals_iterable": "{name}={deals!r}: give an iterable of deals, deal numbers or deal texts, such as range(1, 101)",
    "rate_of_nothing": "deals_or_records is empty: a win rate needs at least one deal or record",
    "records_settings": "win_rate was given records from solve_many and {names}: the records are solved already; give "
    "{names} only with deals to solve",
    "workers_count": "workers={workers!R}: give a whole number of processes, at least 1, or None for every core",
    "max_moves": "max_moves={value!r}: give a whole number of moves, 0 or more",
    "chunk_size": "chunk_size={chunk_size!R}: give a whole number of deals per task, at least 1, or None to let the "
    "batch choose",
    "solve_options": "unknown {n:option|options} {names}: solve_many, solve_iter and win_rate pass only {known} on to "
    "solve",
    "win_rate_status": "statuses: {status!R} is not a status: give 'winnable', 'unwinnable' or 'unknown' for each deal",
    "win_rate_status.iterable": "statuses={statuses!R}: give an iterable of statuses, one per deal, such as "
    "[record.status for record in records]",
    "win_rate_unknown": "unknown={unknown!R}: give the number of undecided deals as a whole number, 0 or more",
    "rate_duplicate": "deals_or_records[{again}] is the same deal as deals_or_records[{first}]: a win rate counts each "
    "deal once",
    "clock_type": "clock={clock!R}: give a function that returns seconds, such as time.process_time",
    "max_seconds": "max_seconds={value!R}: give a number of seconds, 0 or more, or None for no limit",
    "max_states": "max_states={value!R}: give a whole number of states, 0 or more, or None for no limit",
    "best_line_states": "best_line_states={value!R}: give a whole number of states, 0 or more",
    "pass_count": "{n!s} passes",
    "pass_count.one": "{n!s} pass",
    "pass_count.unlimited": "unlimited passes",
    "atlas_passes": "passes={passes!R}: the atlas has 1, 2, 3 or None (unlimited) passes",
    "atlas_no_entry": "the atlas has no entry for {name!R} with {passes}",
    "atlas_counts": "win-rate atlas, entry {number} ({preset!s}, {passes}): {wins} {wins:win|wins}, {decided} decided and "
    "{unknown} undecided of deals {first}-{last} do not add up",
    "atlas_field": "{file}: {key} {value!R} has the wrong type",
    "atlas_field.text": "{file}: {key} {value!R} is not text",
    "atlas_field.seconds": "{file}: {key} {value!R} is not a number of seconds, 0 or more",
    "atlas_field.limit": "{file}: {key} {value!R} is neither a number of seconds above 0 nor null",
    "atlas_field.list": "{file}: {key} {value!R} is not a list",
    "atlas_field.preset": "{file}: {key} {value!R} is not the name of a preset",
    "atlas_field.passes": "{file}: {key} {value!R}: the atlas has 1, 2, 3 or null (unlimited) passes",
    "atlas_field.count": "{file}: {key} {value!R} is not a whole number, 0 or more",
    "atlas_field.numbers": "{file}: {key} {value!R} is not a list of deal numbers",
    "atlas_field.deals": "{file}: {key} {value!R} is not a pair [first, last] of deal numbers with first <= last",
    "atlas_field.outside": "{file}: {key} holds deal {deal} twice, undecided or outside deals {first}-{last}",
}

_INPUT_DE = {
    "plain_message": "{text}",
    "facts_mapping": "die Fakten eines {owner} müssen eine Zuordnung benannter Fakten sein, nicht {type}",
    "unknown_deck": "unbekannter Decktyp {deck!r}: verwende 'french' oder 'spanish'",
    "card_values.french": "keine französische Karte hat den Rang {rank!r} und die Farbe {suit!r}: der Rang ist eine "
    "ganze Zahl von 1 bis 13 und die Farbe eine von c, d, h, s (Card.parse liest eine Karte aus Text)",
    "card_values.spanish": "keine spanische Karte hat den Rang {rank!r} und die Farbe {suit!r}: der Rang ist eine "
    "ganze Zahl von 1 bis 12 und die Farbe eine von o, c, e, b (Card.parse liest eine Karte aus Text)",
    "card_not_text": "eine Karte muss als Text angegeben werden, nicht als {type}",
    "not_a_card": "{text!r} ist keine Karte: schreibe einen Rang A23456789TJQK (oder 10) und eine Farbe c, d, h "
    "oder s, z. B. 'Th'",
    "not_a_card.spanish": "{text!r} ist keine spanische Karte: schreibe ihre Zahl 1-12 und einen Farbbuchstaben o, c, "
    "e oder b (oros, copas, espadas, bastos), z. B. '12o'",
    "empty_deal": "ein Spiel braucht Karten; dieses ist leer",
    "mixed_decks": "ein Spiel mischt französische und spanische Karten",
    "deal_size.french": "ein Spiel hat {n} {n:Karte|Karten}; mit französischen Karten braucht es {one} (ein Deck) "
    "oder {two} (zwei Decks)",
    "deal_size.spanish": "ein Spiel hat {n} {n:Karte|Karten}; mit spanischen Karten braucht es {one} (ein Deck) "
    "oder {two} (zwei Decks)",
    "duplicate_cards": "doppelte {cards:Karte|Karten} {cards:comma}: jede Karte kommt in einem Deck einmal vor",
    "duplicate_cards.two": "doppelte {cards:Karte|Karten} {cards:comma}: jede Karte kommt in zwei Decks zweimal vor",
    "deck_cards.french": "{n} französischen Karten",
    "deck_cards.spanish": "{n} spanischen Karten",
    "deal_rules_mismatch": "das Spiel besteht aus {cards}, aber die Regeln „{rules:rules}“ spielen mit {needed}",
    "deal_not_text": "ein Spiel muss als Text angegeben werden, nicht als {type}",
    "deal_too_long": "ein Spiel mit {n:,} Zeichen ist viel zu lang: ein Spiel aus zwei Decks hat einige hundert",
    "batch_deal": "{name}[{index}]: {cause}",
    "deal_token": "Eintrag {i} des Spiels: {cause}",
    "deal_incomplete": "das Spiel ist kein vollständiges Deck für die Regeln „{rules:rules}“ ({details:semicolon})",
    "deal_incomplete.count": "ein Spiel hat {n} {n:Karte|Karten}; die Regeln „{rules:rules}“ brauchen {needed} "
    "({details:semicolon})",
    "deck_missing": "es fehlt: {cards:counted}",
    "deck_duplicate": "überzählig: {cards}",
    "deck_foreign.french": "nicht im französischen Deck: {cards:counted}",
    "deck_foreign.spanish": "nicht im spanischen Deck: {cards:counted}",
    "bad_seed": "ein Startwert (seed) muss eine Zahl oder ein Text sein, nicht {seed!r}",
    "deal_type": "ein Spiel muss ein Deal, sein Text oder eine Spielnummer sein, nicht {type}",
    "deal_cards_type": "die Karten eines Spiels sind Card-Werte in Spielreihenfolge, nicht {type} (Deal.parse liest "
    "ein Spiel aus Text)",
    "deal_not_card": "auf Position {i} des Spiels liegt {value!r}, und das ist keine Card",
    "deal_number_type": "eine Spielnummer muss eine ganze Zahl sein, nicht {number!r}",
    "deal_number_range": "die Spielnummer {number!r} liegt außerhalb des Bereichs: Spielnummern reichen von 1 bis {most:,}",
    "deal_number_cards": "die Karten sind nicht die von Spiel {number}: gib die Nummer eines Spiels nur mit seinen eigenen Karten an",
    "position_deal": "eine Stellung beginnt mit einem Deal, nicht mit {type} (Deal.coerce erzeugt einen)",
    "rules_flag": "{name}={value!r}: gib True oder False an",
    "rules_whole": "{name}={value!r}: gib eine ganze Zahl an",
    "rules_name_text": "name={value!r}: ein Regelname ist Text",
    "rules_name_long": "name={value!r}: ein Regelname hat höchstens {limit} Zeichen",
    "rules_preset_name": "name={name!r} ist der Name einer Vorgabe, aber diese Regeln weichen von ihr ab: gib ihnen einen eigenen Namen oder keinen",
    "rules_passes_name": "name={name!r} nennt eine Vorgabe mit einer Zahl von Durchgängen, aber diese Regeln weichen davon ab: gib ihnen einen eigenen Namen oder keinen",
    "rules_name_unicode": "name={value!r}: ein Regelname ist Text aus Unicode-Zeichen, ohne einzelne Surrogate",
    "rules_name_control": "name={value!r}: ein Regelname ist eine Zeile druckbaren Texts, ohne Steuerzeichen wie "
    "{char!r}",
    "rules_passes": "passes={value!r}: gib die Zahl der Durchgänge als ganze Zahl an, mindestens 1, oder None (in JSON null) "
    "für unbegrenzt viele",
    "rules_passes_most": "passes={value!r}: höchstens {most} Durchgänge; None (in JSON null) steht für unbegrenzt viele",
    "rules_win": "win={value!r}: verwende 'pyramid' (die Pyramide abräumen) oder 'deck' (alle Karten ablegen)",
    "rules_draw_count": "draw_count={value!r}: Karten werden einzeln oder zu dritt gezogen",
    "rules_waste_piles": "waste_piles={value!r}: es gibt 1 Ablagestapel oder 3 nebeneinander",
    "rules_deck_type": "deck_type={value!r}: verwende 'french' (52 Karten) oder 'spanish' (48 Karten)",
    "rules_decks": "decks={value!r}: spiele mit 1 oder 2 Decks",
    "rules_pair_sum.french": "pair_sum={value!r} passt nicht zum französischen Deck: seine Paare ergeben {target}",
    "rules_pair_sum.spanish": "pair_sum={value!r} passt nicht zum spanischen Deck: seine Paare ergeben {target}",
    "rules_rows": "rows={value!r}: eine Pyramide hat mindestens 1 Reihe",
    "rules_rows_fit": "rows={rows!r}: eine Pyramide aus {size!r} Karten passt nicht in {deck} Karten",
    "rules_draw_three_face_up": "draw_count=3 braucht stock_top_playable=False: werden drei Karten auf einmal "
    "gezogen, liegt der Talon verdeckt",
    "rules_draw_three_piles": "draw_count=3 und waste_piles=3 passen nicht zusammen: jede gezogene Karte kommt auf "
    "einen eigens gewählten Stapel",
    "preset_not_text": "eine Regelvorgabe wird mit Text benannt, nicht mit {type}",
    "unknown_preset": "unbekannte Regelvorgabe {name!r}: wähle eine von {presets:comma}",
    "preset_passes": "Regeln {name!r}: nach dem Namen der Vorgabe und / folgt eine Zahl von Durchgängen (1 pass, 2 passes, ... oder unlimited passes)",
    "rules_type": "Regeln müssen ein Rules-Wert oder der Name einer Vorgabe sein, nicht {type}",
    "rules_type.saved": "Regeln sind ein Objekt aus Regelparametern oder der Name einer Vorgabe, nicht {type}",
    "rules_mapping": "Regeln müssen eine Zuordnung von Parametern sein, nicht {type}",
    "rules_parameters": "ungültige Regelparameter {data!R}: {detail}",
    "unknown_rules_parameters": "unbekannte{names:r|} Regelparameter: {names:comma} (die Parameter sind "
    "{known:comma})",
    "unknown_rules_parameters.more": "unbekannte Regelparameter: {names:comma} und {more:,} weitere (die Parameter "
    "sind {known:comma})",
    "parameter": "{name}",
    "parameter.quoted": "{name!r}",
    "rewind_range": "moves={moves!r}: dieses Spiel lässt sich auf 0-{played} Züge zurücksetzen",
    "json_indent": "indent={indent!r}: gib eine ganze Zahl von Leerzeichen von 0 bis 100, Leerzeichen oder "
    "Tabulatoren oder None für eine einzige Zeile an",
    "saved_file.game": "gespeichertes Spiel",
    "saved_file.session": "gespeicherte Sitzung",
    "saved_file.deal": "gespeicherte Sitzung: Spiel {n}",
    "saved_file.record": "DealRecord",
    "saved_file.atlas": "Gewinnquoten-Atlas",
    "saved_file.atlas_entry": "Gewinnquoten-Atlas, Eintrag {n}",
    "saved_content": "{file}: {cause}",
    "save_format": "{file}: das Format {found!r} ist nicht {expected!r}",
    "save_version": "{file}: Version {found!r} wird nicht unterstützt (nur {expected})",
    "missing_field": "{file}: das Feld {key!r} fehlt",
    "unknown_field": "{file}: unbekanntes Feld {key!r}: die Felder sind {known:comma}",
    "save_deal_number": "{file}: die Spielnummer {number!r} ist keine ganze Zahl",
    "save_wrong_cards": "{file}: die Karten sind nicht die von Spiel {number}",
    "moves_not_list": "{file}: 'moves' muss eine Liste von Zugcodes sein",
    "too_many_moves": "{file}: {n:,} Züge sind viel zu viele (die Grenze liegt bei {limit:,})",
    "move_code_too_long": "{file}: Zug {i} ist {code!r}, viel zu lang für einen Zugcode",
    "move_code_type": "{file}: Zug {i} ist {code!r}, kein Zugcode",
    "move_does_not_replay": "{file}: Zug {i} ({code!r}) lässt sich nicht nachspielen: {cause}",
    "session_values": "eine Sitzung enthält DealRecord-Werte, nicht {type}",
    "record_type": "erfasse ein Game, nicht {type}",
    "callback_type": "callback muss aufrufbar sein, nicht {type}",
    "deals_not_list": "{file}: 'deals' muss eine Liste sein",
    "too_many_deals": "{file}: {n:,} Spiele sind viel zu viele (die Grenze liegt bei {limit:,})",
    "json_text_type": "{file}: erwartet wurde JSON-Text, nicht {type}",
    "deal_entry_type": "{file}: erwartet wurde ein Objekt, nicht {entry!r}",
    "session_deal_number": "{file}: die Spielnummer {number!r} ist keine ganze Zahl von 1 bis {most:,} (oder null)",
    "session_rules": "{file}: rules {rules!r}: gib den Namen der Regeln als Text von 1 bis {limit} Zeichen an",
    "session_rules.control": "{file}: rules {rules!r}: der Name der Regeln ist eine Zeile druckbaren Texts, ohne "
    "Steuerzeichen wie {char!r}",
    "session_cards": "{file}: cards {cards!r}: ein Spiel hat {sizes:or} Karten",
    "session_removed": "{file}: removed {removed!r} ist keine ganze Zahl von 0 bis {cards}",
    "session_won": "{file}: won {won!r} ist weder true noch false",
    "session_won_empty": "{file}: ein gewonnenes Spiel hat Karten abgelegt, nicht 0",
    "json_too_long": "{file}: {size:,} Zeichen sind viel zu lang (die Grenze liegt bei {limit:,})",
    "json_not_utf8": "{file}: kein UTF-8-Text: {problem} bei Byte {byte}",
    "utf8_problem": "{text}",
    "utf8_problem.start": "ungültiges Startbyte",
    "utf8_problem.continuation": "ungültiges Folgebyte",
    "utf8_problem.end": "unerwartetes Ende der Daten",
    "json_invalid": "{file}: kein gültiges JSON: {detail}",
    "json_invalid.at": "{file}: kein gültiges JSON: {problem}: Zeile {line}, Spalte {column} (Zeichen {char})",
    "json_invalid.type": "{file}: kein gültiges JSON: das JSON-Objekt muss str, bytes oder bytearray sein, nicht "
    "{type}",
    "json_invalid.deep": "{file}: kein gültiges JSON: es ist zu tief verschachtelt",
    "json_invalid.digits": "{file}: nicht lesbar: eine Zahl darin hat mehr als {most} Ziffern",
    "json_syntax": "{text}",
    "json_syntax.value": "Wert erwartet",
    "json_syntax.property_name": "Eigenschaftsname in doppelten Anführungszeichen erwartet",
    "json_syntax.colon": "Trennzeichen ':' erwartet",
    "json_syntax.comma": "Trennzeichen ',' erwartet",
    "json_syntax.unterminated": "nicht abgeschlossene Zeichenkette ab",
    "json_syntax.control": "ungültiges Steuerzeichen bei",
    "json_syntax.escape": "ungültige \\-Escape-Sequenz",
    "json_syntax.unicode_escape": "ungültige \\uXXXX-Escape-Sequenz",
    "json_syntax.extra": "überzählige Daten",
    "json_syntax.comma_object": "unzulässiges Komma vor dem Ende des Objekts",
    "json_syntax.comma_array": "unzulässiges Komma vor dem Ende des Arrays",
    "json_not_object": "{file}: erwartet wurde ein JSON-Objekt",
    "json_repeated_key": "{file}: der Schlüssel {key!r} kommt in einem Objekt zweimal vor: welcher gemeint ist, ist "
    "unklar",
    "not_a_game": "{name} muss ein Game sein, nicht {type}",
    "not_a_game.number": "{name} muss ein Game sein, nicht {type}: erzeuge eines mit Game({value!r})",
    "not_a_game.deal": "{name} muss ein Game sein, nicht {type}: Game() erzeugt eines daraus",
    "position_type": "{name} muss eine Position oder ein Game sein, nicht {type}",
    "not_a_function": "{name}={value!r}: gib eine Funktion an, etwa {example}, oder None",
    "not_an_event": "{name}={value!r}: gib ein Ereignis mit is_set() an, etwa threading.Event(), oder None",
    "not_an_executor": "{name}={value!r}: gib einen Executor mit submit() an, etwa concurrent.futures.ProcessPoolExecutor(), oder None",
    "wilson_counts": "wilson_interval(wins={wins!R}, n={n!R}, z={z!R}): gib ganze Zahlen mit 0 <= wins <= n und ein z über 0 an",
    "marks_type": "marks={marks!r}: gib eine Zuordnung von Plätzen zu Arten an, wie {{'P12': 'good'}}",
    "marks_places": "marks={marks!r}: markiere die Plätze P0-P{last}, S oder W1-W3 mit 'bad', 'good' oder 'named'",
    "marks_places.one": "marks={marks!r}: markiere die Plätze P0-P{last}, S oder W mit 'bad', 'good' oder 'named'",
    "game_not_both": "gib eine Partie oder {given:comma} an, nicht beides: eine Partie bringt ihr eigenes Spiel und "
    "ihre eigenen Regeln mit",
    "deal_not_both": "gib ein Spiel oder eine Spielnummer an, nicht beides",
    "play_delay": "delay={delay!R}: gib die Sekunden zwischen den Zügen an, von 0.05 bis 5",
    "session_type": "session muss eine Session sein, nicht {type}",
    "solution_type": "solution muss eine Solution oder None sein, nicht {type}",
    "review_move_number": "number={number!r}: gib eine Zugnummer der Analyse an, 1-{moves}",
    "review_move_number.unreviewed": "number={number!r}: analysiere zuerst das Spiel, dann gib eine Zugnummer an",
    "review_move_number.no_moves": "number={number!r}: das analysierte Spiel hat keine Züge, die sich zeigen ließen",
    "line_step": "step={step!R}: die Schritte des Weges sind 0-{last}",
    "line_step.none": "step={step!R}: es gibt keinen Weg mit Schritten: erkläre zuerst eine Stellung, die die Suche "
    "als verloren bewiesen hat",
    "rules_differ": "rules={rules!R} weicht von den eigenen Regeln {own!R} der Partie ab: lass rules weg",
    "not_a_game_or_deal": "game={game!r}: gib ein Game, einen Deal, eine Spielnummer oder den Text eines Spiels an",
    "deals_iterable": "{name}={deals!r}: gib eine iterierbare Folge von Spielen, Spielnummern oder Spieltexten an, "
    "etwa range(1, 101)",
    "rate_of_nothing": "deals_or_records ist leer: eine Gewinnquote braucht mindestens ein Spiel oder Ergebnis",
    "records_settings": "win_rate erhielt Ergebnisse von solve_many und {names}: die Spiele sind schon gelöst; gib "
    "{names} nur mit zu lösenden Spielen an",
    "workers_count": "workers={workers!R}: gib die Zahl der Prozesse als ganze Zahl an, mindestens 1, oder None für "
    "alle Kerne",
    "max_moves": "max_moves={value!r}: gib die Zahl der Züge als ganze Zahl an, 0 oder mehr",
    "chunk_size": "chunk_size={chunk_size!R}: gib die Zahl der Spiele je Aufgabe als ganze Zahl an, mindestens 1, "
    "oder None für eine passende Wahl",
    "solve_options": "unbekannte {n:Option|Optionen} {names}: solve_many, solve_iter und win_rate geben nur {known} an "
    "solve weiter",
    "win_rate_status": "statuses: {status!R} ist kein Status: gib für jedes Spiel 'winnable', 'unwinnable' oder "
    "'unknown' an",
    "win_rate_status.iterable": "statuses={statuses!R}: gib eine iterierbare Folge von Status an, einen je Spiel, "
    "etwa [record.status for record in records]",
    "win_rate_unknown": "unknown={unknown!R}: gib die Zahl der unentschiedenen Spiele als ganze Zahl an, 0 oder mehr",
    "rate_duplicate": "deals_or_records[{again}] ist dasselbe Spiel wie deals_or_records[{first}]: eine Gewinnquote "
    "zählt jedes Spiel einmal",
    "clock_type": "clock={clock!R}: gib eine Funktion an, die Sekunden liefert, etwa time.process_time",
    "max_seconds": "max_seconds={value!R}: gib eine Zahl von Sekunden an, 0 oder mehr, oder None für keine Grenze",
    "max_states": "max_states={value!R}: gib die Zahl der Stellungen als ganze Zahl an, 0 oder mehr, oder None für "
    "keine Grenze",
    "best_line_states": "best_line_states={value!R}: gib die Zahl der Stellungen als ganze Zahl an, 0 oder mehr",
    "pass_count": "{n!s} Durchgänge",
    "pass_count.one": "{n!s} Durchgang",
    "pass_count.unlimited": "unbegrenzt viele Durchgänge",
    "atlas_passes": "passes={passes!R}: der Atlas kennt 1, 2, 3 oder None (unbegrenzt viele) Durchgänge",
    "atlas_no_entry": "der Atlas hat keinen Eintrag für {name!R} ({passes})",
    "atlas_counts": "Gewinnquoten-Atlas, Eintrag {number} ({preset!s}, {passes}): {wins} {wins:Sieg|Siege}, {decided} entschiedene "
    "und {unknown} offene Spiele passen nicht zur Zahl der Spiele {first}-{last}",
    "atlas_field": "{file}: {key} {value!R} hat den falschen Typ",
    "atlas_field.text": "{file}: {key} {value!R} ist kein Text",
    "atlas_field.seconds": "{file}: {key} {value!R} ist keine Zahl von Sekunden, 0 oder mehr",
    "atlas_field.limit": "{file}: {key} {value!R} ist weder eine Zahl von Sekunden über 0 noch null",
    "atlas_field.list": "{file}: {key} {value!R} ist keine Liste",
    "atlas_field.preset": "{file}: {key} {value!R} ist nicht der Name einer Vorgabe",
    "atlas_field.passes": "{file}: {key} {value!R}: der Atlas kennt 1, 2, 3 oder null (unbegrenzt viele) Durchgänge",
    "atlas_field.count": "{file}: {key} {value!R} ist keine ganze Zahl, 0 oder mehr",
    "atlas_field.numbers": "{file}: {key} {value!R} ist keine Liste von Spielnummern",
    "atlas_field.deals": "{file}: {key} {value!R} ist kein Paar [erstes, letztes] von Spielnummern mit erstes <= letztes",
    "atlas_field.outside": "{file}: {key} nennt Spiel {deal} zweimal, unentschieden oder außerhalb der Spiele {first}–{last}",
}

_INPUT_NL = {
    "plain_message": "{text}",
    "facts_mapping": "de feiten van een {owner} moeten een mapping van benoemde feiten zijn, geen {type}",
    "unknown_deck": "onbekend type kaartspel {deck!r}: gebruik 'french' of 'spanish'",
    "card_values.french": "geen Franse kaart heeft rang {rank!r} en kleur {suit!r}: de rang is een geheel getal van 1 "
    "tot en met 13 en de kleur een van c, d, h, s (Card.parse leest een kaart uit tekst)",
    "card_values.spanish": "geen Spaanse kaart heeft rang {rank!r} en kleur {suit!r}: de rang is een geheel getal van "
    "1 tot en met 12 en de kleur een van o, c, e, b (Card.parse leest een kaart uit tekst)",
    "card_not_text": "een kaart moet als tekst worden gegeven, niet als {type}",
    "not_a_card": "{text!r} is geen kaart: schrijf een rang A23456789TJQK (of 10) en een kleur c, d, h of s, "
    "bijv. 'Th'",
    "not_a_card.spanish": "{text!r} is geen Spaanse kaart: schrijf haar getal 1-12 en een kleurletter o, c, e of b "
    "(oros, copas, espadas, bastos), bijv. '12o'",
    "empty_deal": "een spel heeft kaarten nodig; dit is leeg",
    "mixed_decks": "een spel mengt Franse en Spaanse kaarten",
    "deal_size.french": "een spel heeft {n} {n:kaart|kaarten}; met Franse kaarten zijn er {one} nodig (één "
    "kaartspel) of {two} (twee kaartspellen)",
    "deal_size.spanish": "een spel heeft {n} {n:kaart|kaarten}; met Spaanse kaarten zijn er {one} nodig (één "
    "kaartspel) of {two} (twee kaartspellen)",
    "duplicate_cards": "dubbele {cards:kaart|kaarten} {cards:comma}: elke kaart komt in één kaartspel één keer voor",
    "duplicate_cards.two": "dubbele {cards:kaart|kaarten} {cards:comma}: elke kaart komt in twee kaartspellen twee "
    "keer voor",
    "deck_cards.french": "{n} Franse kaarten",
    "deck_cards.spanish": "{n} Spaanse kaarten",
    "deal_rules_mismatch": "het spel bestaat uit {cards}, maar de regels ‘{rules:rules}’ spelen met {needed}",
    "deal_not_text": "een spel moet als tekst worden gegeven, niet als {type}",
    "deal_too_long": "een spel van {n:,} tekens is veel te lang: een spel van twee kaartspellen telt er een paar "
    "honderd",
    "batch_deal": "{name}[{index}]: {cause}",
    "deal_token": "element {i} van het spel: {cause}",
    "deal_incomplete": "het spel is geen volledig kaartspel voor de regels ‘{rules:rules}’ ({details:semicolon})",
    "deal_incomplete.count": "een spel heeft {n} {n:kaart|kaarten}; de regels ‘{rules:rules}’ hebben er {needed} "
    "nodig ({details:semicolon})",
    "deck_missing": "ontbreekt: {cards:counted}",
    "deck_duplicate": "te veel: {cards}",
    "deck_foreign.french": "niet in het Franse kaartspel: {cards:counted}",
    "deck_foreign.spanish": "niet in het Spaanse kaartspel: {cards:counted}",
    "bad_seed": "een seed moet een getal of tekst zijn, niet {seed!r}",
    "deal_type": "een spel moet een Deal, de tekst ervan of een spelnummer zijn, geen {type}",
    "deal_cards_type": "de kaarten van een spel zijn Card-waarden in spelvolgorde, geen {type} (Deal.parse leest een "
    "spel uit tekst)",
    "deal_not_card": "plek {i} van het spel bevat {value!r}, en dat is geen Card",
    "deal_number_type": "een spelnummer moet een geheel getal zijn, niet {number!r}",
    "deal_number_range": "spelnummer {number!r} valt buiten het bereik: spelnummers lopen van 1 tot en met {most:,}",
    "deal_number_cards": "de kaarten zijn niet die van spel {number}: geef het nummer van een spel alleen met zijn eigen kaarten",
    "position_deal": "een stand begint bij een Deal, niet bij {type} (Deal.coerce maakt er een)",
    "rules_flag": "{name}={value!r}: geef True of False",
    "rules_whole": "{name}={value!r}: geef een geheel getal",
    "rules_name_text": "name={value!r}: de naam van regels is tekst",
    "rules_name_long": "name={value!r}: de naam van regels heeft hoogstens {limit} tekens",
    "rules_preset_name": "name={name!r} is de naam van een voorinstelling, maar deze regels wijken ervan af: geef ze een eigen naam, of geen",
    "rules_passes_name": "name={name!r} noemt een voorinstelling met een aantal rondes, maar deze regels wijken ervan af: geef ze een eigen naam, of geen",
    "rules_name_unicode": "name={value!r}: de naam van regels is tekst van Unicode-tekens, zonder losse surrogaten",
    "rules_name_control": "name={value!r}: de naam van regels is één regel afdrukbare tekst, zonder stuurtekens "
    "zoals {char!r}",
    "rules_passes": "passes={value!r}: geef het aantal rondes als geheel getal, minstens 1, of None (in JSON null) voor onbeperkt",
    "rules_passes_most": "passes={value!r}: hoogstens {most} rondes; gebruik None (in JSON null) voor onbeperkt",
    "rules_win": "win={value!r}: gebruik 'pyramid' (de piramide leegmaken) of 'deck' (alle kaarten wegleggen)",
    "rules_draw_count": "draw_count={value!r}: kaarten worden per 1 of per 3 getrokken",
    "rules_waste_piles": "waste_piles={value!r}: er is 1 aflegstapel, of er zijn er 3 naast elkaar",
    "rules_deck_type": "deck_type={value!r}: gebruik 'french' (52 kaarten) of 'spanish' (48 kaarten)",
    "rules_decks": "decks={value!r}: speel met 1 of 2 kaartspellen",
    "rules_pair_sum.french": "pair_sum={value!r} past niet bij het Franse kaartspel: de paren daarvan zijn samen "
    "{target}",
    "rules_pair_sum.spanish": "pair_sum={value!r} past niet bij het Spaanse kaartspel: de paren daarvan zijn samen "
    "{target}",
    "rules_rows": "rows={value!r}: een piramide heeft minstens 1 rij",
    "rules_rows_fit": "rows={rows!r}: een piramide van {size!r} kaarten past niet in {deck} kaarten",
    "rules_draw_three_face_up": "draw_count=3 vraagt om stock_top_playable=False: als er drie kaarten tegelijk worden "
    "getrokken, ligt de stapel gesloten",
    "rules_draw_three_piles": "draw_count=3 en waste_piles=3 gaan niet samen: elke getrokken kaart gaat op een "
    "stapel naar eigen keuze",
    "preset_not_text": "een regelset wordt met tekst benoemd, niet met {type}",
    "unknown_preset": "onbekende regelset {name!r}: kies een van {presets:comma}",
    "preset_passes": "regels {name!r}: geef na de naam van de regelset en / een aantal rondes (1 pass, 2 passes, ... of unlimited passes)",
    "rules_type": "regels moeten een Rules-waarde of de naam van een regelset zijn, geen {type}",
    "rules_type.saved": "regels zijn een object met regelparameters of de naam van een regelset, geen {type}",
    "rules_mapping": "regels moeten een mapping van parameters zijn, geen {type}",
    "rules_parameters": "ongeldige regelparameters {data!R}: {detail}",
    "unknown_rules_parameters": "onbekende regelparameter{names:|s}: {names:comma} (de parameters zijn "
    "{known:comma})",
    "unknown_rules_parameters.more": "onbekende regelparameters: {names:comma} en nog {more:,} (de parameters zijn "
    "{known:comma})",
    "parameter": "{name}",
    "parameter.quoted": "{name!r}",
    "rewind_range": "moves={moves!r}: dit spel kan worden teruggezet tot 0-{played} zetten",
    "json_indent": "indent={indent!r}: geef een geheel aantal spaties van 0 tot 100, spaties of tabs, of None voor "
    "één regel",
    "saved_file.game": "opgeslagen spel",
    "saved_file.session": "opgeslagen sessie",
    "saved_file.deal": "opgeslagen sessie: spel {n}",
    "saved_file.record": "DealRecord",
    "saved_file.atlas": "atlas van winstkansen",
    "saved_file.atlas_entry": "atlas van winstkansen, vermelding {n}",
    "saved_content": "{file}: {cause}",
    "save_format": "{file}: formaat {found!r} is niet {expected!r}",
    "save_version": "{file}: versie {found!r} wordt niet ondersteund (alleen {expected})",
    "missing_field": "{file}: veld {key!r} ontbreekt",
    "unknown_field": "{file}: onbekend veld {key!r}: de velden zijn {known:comma}",
    "save_deal_number": "{file}: spelnummer {number!r} is geen geheel getal",
    "save_wrong_cards": "{file}: de kaarten zijn niet die van spel {number}",
    "moves_not_list": "{file}: 'moves' moet een lijst van zetcodes zijn",
    "too_many_moves": "{file}: {n:,} zetten zijn veel te veel (de grens is {limit:,})",
    "move_code_too_long": "{file}: zet {i} is {code!r}, veel te lang voor een zetcode",
    "move_code_type": "{file}: zet {i} is {code!r}, geen zetcode",
    "move_does_not_replay": "{file}: zet {i} ({code!r}) laat zich niet naspelen: {cause}",
    "session_values": "een sessie bevat DealRecord-waarden, geen {type}",
    "record_type": "registreer een Game, geen {type}",
    "callback_type": "callback moet aanroepbaar zijn, geen {type}",
    "deals_not_list": "{file}: 'deals' moet een lijst zijn",
    "too_many_deals": "{file}: {n:,} spellen zijn veel te veel (de grens is {limit:,})",
    "json_text_type": "{file}: JSON-tekst verwacht, geen {type}",
    "deal_entry_type": "{file}: een object verwacht, niet {entry!r}",
    "session_deal_number": "{file}: spelnummer {number!r} is geen geheel getal van 1 tot en met {most:,} (of null)",
    "session_rules": "{file}: rules {rules!r}: geef de naam van de regels als tekst van 1 tot {limit} tekens",
    "session_rules.control": "{file}: rules {rules!r}: de naam van de regels is één regel afdrukbare tekst, zonder "
    "stuurtekens zoals {char!r}",
    "session_cards": "{file}: cards {cards!r}: een spel heeft {sizes:or} kaarten",
    "session_removed": "{file}: removed {removed!r} is geen geheel getal van 0 tot en met {cards}",
    "session_won": "{file}: won {won!r} is niet true of false",
    "session_won_empty": "{file}: een gewonnen spel heeft kaarten weggelegd, niet 0",
    "json_too_long": "{file}: {size:,} tekens is veel te lang (de grens is {limit:,})",
    "json_not_utf8": "{file}: geen UTF-8-tekst: {problem} bij byte {byte}",
    "utf8_problem": "{text}",
    "utf8_problem.start": "ongeldige startbyte",
    "utf8_problem.continuation": "ongeldige vervolgbyte",
    "utf8_problem.end": "onverwacht einde van de gegevens",
    "json_invalid": "{file}: geen geldige JSON: {detail}",
    "json_invalid.at": "{file}: geen geldige JSON: {problem}: regel {line}, kolom {column} (teken {char})",
    "json_invalid.type": "{file}: geen geldige JSON: het JSON-object moet str, bytes of bytearray zijn, geen {type}",
    "json_invalid.deep": "{file}: geen geldige JSON: die is te diep genest",
    "json_invalid.digits": "{file}: onleesbaar: een getal erin heeft meer dan {most} cijfers",
    "json_syntax": "{text}",
    "json_syntax.value": "waarde verwacht",
    "json_syntax.property_name": "eigenschapsnaam tussen dubbele aanhalingstekens verwacht",
    "json_syntax.colon": "scheidingsteken ':' verwacht",
    "json_syntax.comma": "scheidingsteken ',' verwacht",
    "json_syntax.unterminated": "niet-afgesloten tekenreeks vanaf",
    "json_syntax.control": "ongeldig stuurteken bij",
    "json_syntax.escape": "ongeldige \\-escape",
    "json_syntax.unicode_escape": "ongeldige \\uXXXX-escape",
    "json_syntax.extra": "extra gegevens",
    "json_syntax.comma_object": "ongeldige komma voor het einde van het object",
    "json_syntax.comma_array": "ongeldige komma voor het einde van de array",
    "json_not_object": "{file}: een JSON-object verwacht",
    "json_repeated_key": "{file}: de sleutel {key!r} komt twee keer voor in één object: welke bedoeld is, is niet "
    "duidelijk",
    "not_a_game": "{name} moet een Game zijn, geen {type}",
    "not_a_game.number": "{name} moet een Game zijn, geen {type}: maak er een met Game({value!r})",
    "not_a_game.deal": "{name} moet een Game zijn, geen {type}: Game() maakt er een van",
    "position_type": "{name} moet een Position of een Game zijn, geen {type}",
    "not_a_function": "{name}={value!r}: geef een functie, zoals {example}, of None",
    "not_an_event": "{name}={value!r}: geef een event met is_set(), zoals threading.Event(), of None",
    "not_an_executor": "{name}={value!r}: geef een executor met submit(), zoals concurrent.futures.ProcessPoolExecutor(), of None",
    "wilson_counts": "wilson_interval(wins={wins!R}, n={n!R}, z={z!R}): geef gehele getallen met 0 <= wins <= n en een z boven 0",
    "marks_type": "marks={marks!r}: geef een mapping van plekken naar soorten, zoals {{'P12': 'good'}}",
    "marks_places": "marks={marks!r}: markeer de plekken P0-P{last}, S of W1-W3 met 'bad', 'good' of 'named'",
    "marks_places.one": "marks={marks!r}: markeer de plekken P0-P{last}, S of W met 'bad', 'good' of 'named'",
    "game_not_both": "geef een partij of {given:comma}, niet allebei: een partij heeft een eigen spel en eigen regels",
    "deal_not_both": "geef een spel of een spelnummer, niet allebei",
    "play_delay": "delay={delay!R}: geef het aantal seconden tussen de zetten, van 0.05 tot 5",
    "session_type": "session moet een Session zijn, geen {type}",
    "solution_type": "solution moet een Solution of None zijn, geen {type}",
    "review_move_number": "number={number!r}: geef een zetnummer van de analyse, 1-{moves}",
    "review_move_number.unreviewed": "number={number!r}: analyseer eerst het spel en geef dan een zetnummer",
    "review_move_number.no_moves": "number={number!r}: het geanalyseerde spel heeft geen zetten om te tonen",
    "line_step": "step={step!R}: de stappen van de lijn zijn 0-{last}",
    "line_step.none": "step={step!R}: er is geen lijn met stappen: verklaar eerst een stand waarvan het zoeken heeft "
    "bewezen dat hij verloren is",
    "rules_differ": "rules={rules!R} wijkt af van de eigen regels {own!R} van de partij: laat rules weg",
    "not_a_game_or_deal": "game={game!r}: geef een Game, een Deal, een spelnummer of de tekst van een spel",
    "deals_iterable": "{name}={deals!r}: geef een iterable van spellen, spelnummers of spelteksten, zoals "
    "range(1, 101)",
    "rate_of_nothing": "deals_or_records is leeg: een winstpercentage vraagt minstens één spel of resultaat",
    "records_settings": "win_rate kreeg resultaten van solve_many en {names}: die spellen zijn al opgelost; geef "
    "{names} alleen met spellen die nog opgelost moeten worden",
    "workers_count": "workers={workers!R}: geef het aantal processen als geheel getal, minstens 1, of None voor alle "
    "kernen",
    "max_moves": "max_moves={value!r}: geef het aantal zetten als geheel getal, 0 of meer",
    "chunk_size": "chunk_size={chunk_size!R}: geef het aantal spellen per taak als geheel getal, minstens 1, of None "
    "voor een passende keuze",
    "solve_options": "onbekende {n:optie|opties} {names}: solve_many, solve_iter en win_rate geven alleen {known} door "
    "aan solve",
    "win_rate_status": "statuses: {status!R} is geen status: geef voor elk spel 'winnable', 'unwinnable' of 'unknown'",
    "win_rate_status.iterable": "statuses={statuses!R}: geef een iterable van statussen, één per spel, zoals "
    "[record.status for record in records]",
    "win_rate_unknown": "unknown={unknown!R}: geef het aantal onbesliste spellen als geheel getal, 0 of meer",
    "rate_duplicate": "deals_or_records[{again}] is hetzelfde spel als deals_or_records[{first}]: een winstpercentage "
    "telt elk spel één keer",
    "clock_type": "clock={clock!R}: geef een functie die seconden teruggeeft, zoals time.process_time",
    "max_seconds": "max_seconds={value!R}: geef een aantal seconden, 0 of meer, of None voor geen grens",
    "max_states": "max_states={value!R}: geef het aantal standen als geheel getal, 0 of meer, of None voor geen grens",
    "best_line_states": "best_line_states={value!R}: geef het aantal standen als geheel getal, 0 of meer",
    "pass_count": "{n!s} rondes",
    "pass_count.one": "{n!s} ronde",
    "pass_count.unlimited": "onbeperkt veel rondes",
    "atlas_passes": "passes={passes!R}: de atlas kent 1, 2, 3 of None (onbeperkt veel) rondes",
    "atlas_no_entry": "de atlas heeft geen vermelding voor {name!R} ({passes})",
    "atlas_counts": "atlas van winstkansen, vermelding {number} ({preset!s}, {passes}): {wins} gewonnen, {decided} "
    "beslist en {unknown} onbeslist klopt niet met het aantal spellen {first}-{last}",
    "atlas_field": "{file}: {key} {value!R} heeft het verkeerde type",
    "atlas_field.text": "{file}: {key} {value!R} is geen tekst",
    "atlas_field.seconds": "{file}: {key} {value!R} is geen aantal seconden, 0 of meer",
    "atlas_field.limit": "{file}: {key} {value!R} is geen aantal seconden boven 0 en ook geen null",
    "atlas_field.list": "{file}: {key} {value!R} is geen lijst",
    "atlas_field.preset": "{file}: {key} {value!R} is niet de naam van een voorinstelling",
    "atlas_field.passes": "{file}: {key} {value!R}: de atlas kent 1, 2, 3 of null (onbeperkt veel) rondes",
    "atlas_field.count": "{file}: {key} {value!R} is geen geheel getal, 0 of meer",
    "atlas_field.numbers": "{file}: {key} {value!R} is geen lijst van spelnummers",
    "atlas_field.deals": "{file}: {key} {value!R} is geen paar [eerste, laatste] van spelnummers met eerste <= laatste",
    "atlas_field.outside": "{file}: {key} noemt spel {deal} twee keer, onbeslist of buiten de spellen {first}-{last}",
}

_INPUT_FI = {
    "plain_message": "{text}",
    "facts_mapping": "{owner}-olion faktojen pitää olla nimettyjen faktojen kuvaus (mapping), ei {type}",
    "unknown_deck": "tuntematon korttipakan tyyppi {deck!r}: käytä 'french' tai 'spanish'",
    "card_values.french": "ranskalaisessa korttipakassa ei ole korttia, jonka arvo on {rank!r} ja maa {suit!r}: arvo "
    "on kokonaisluku 1–13 ja maa jokin näistä: c, d, h, s (Card.parse lukee kortin tekstistä)",
    "card_values.spanish": "espanjalaisessa korttipakassa ei ole korttia, jonka arvo on {rank!r} ja maa {suit!r}: "
    "arvo on kokonaisluku 1–12 ja maa jokin näistä: o, c, e, b (Card.parse lukee kortin tekstistä)",
    "card_not_text": "kortti pitää antaa tekstinä, ei {type}",
    "not_a_card": "{text!r} ei ole kortti: kirjoita arvo A23456789TJQK (tai 10) ja maa c, d, h tai s, esim. 'Th'",
    "not_a_card.spanish": "{text!r} ei ole espanjalainen kortti: kirjoita sen numero 1–12 ja maan kirjain o, c, e "
    "tai b (oros, copas, espadas, bastos), esim. '12o'",
    "empty_deal": "jaossa pitää olla kortteja; tämä on tyhjä",
    "mixed_decks": "jaossa on sekaisin ranskalaisia ja espanjalaisia kortteja",
    "deal_size.french": "jaossa on {n} {n:kortti|korttia}; ranskalaisista korteista jako tarvitsee {one} (yksi "
    "korttipakka) tai {two} (kaksi korttipakkaa)",
    "deal_size.spanish": "jaossa on {n} {n:kortti|korttia}; espanjalaisista korteista jako tarvitsee {one} (yksi "
    "korttipakka) tai {two} (kaksi korttipakkaa)",
    "duplicate_cards": "{cards:kaksoiskortti|kaksoiskortit} {cards:comma}: jokainen kortti on yhdessä korttipakassa "
    "kerran",
    "duplicate_cards.two": "{cards:kaksoiskortti|kaksoiskortit} {cards:comma}: jokainen kortti on kahdessa "
    "korttipakassa kahdesti",
    "deck_cards.french": "{n} ranskalaista korttia",
    "deck_cards.spanish": "{n} espanjalaista korttia",
    "deal_rules_mismatch": "jaossa on {cards}, mutta säännöt ”{rules:rules}” käyttävät {needed}",
    "deal_not_text": "jako pitää antaa tekstinä, ei {type}",
    "deal_too_long": "{n:,} merkin jako on aivan liian pitkä: kahden korttipakan jako on muutaman sadan merkin "
    "mittainen",
    "batch_deal": "{name}[{index}]: {cause}",
    "deal_token": "jaon {i}. kohta: {cause}",
    "deal_incomplete": "jako ei ole täysi korttipakka säännöille ”{rules:rules}” ({details:semicolon})",
    "deal_incomplete.count": "jaossa on {n} {n:kortti|korttia}; säännöt ”{rules:rules}” tarvitsevat {needed} "
    "({details:semicolon})",
    "deck_missing": "puuttuu: {cards:counted}",
    "deck_duplicate": "{cards:ylimääräinen|ylimääräiset}: {cards}",
    "deck_foreign.french": "ei ranskalaisessa korttipakassa: {cards:counted}",
    "deck_foreign.spanish": "ei espanjalaisessa korttipakassa: {cards:counted}",
    "bad_seed": "siemenen (seed) pitää olla luku tai tekstiä, ei {seed!r}",
    "deal_type": "jaon pitää olla Deal, sen teksti tai jaon numero, ei {type}",
    "deal_cards_type": "jaon kortit ovat Card-arvoja jakojärjestyksessä, ei {type} (Deal.parse lukee jaon tekstistä)",
    "deal_not_card": "jaon paikassa {i} on {value!r}, joka ei ole Card",
    "deal_number_type": "jaon numeron pitää olla kokonaisluku, ei {number!r}",
    "deal_number_range": "jaon numero {number!r} on sallitun alueen ulkopuolella: jakojen numerot ovat 1–{most:,}",
    "deal_number_cards": "kortit eivät ole jaon {number} kortit: anna jaon numero vain sen omien korttien kanssa",
    "position_deal": "asema alkaa Deal-arvosta, ei tyypistä {type} (Deal.coerce tekee sellaisen)",
    "rules_flag": "{name}={value!r}: anna True tai False",
    "rules_whole": "{name}={value!r}: anna kokonaisluku",
    "rules_name_text": "name={value!r}: sääntöjen nimi on tekstiä",
    "rules_name_long": "name={value!r}: sääntöjen nimessä on enintään {limit} merkkiä",
    "rules_preset_name": "name={name!r} on valmiiden sääntöjen nimi, mutta nämä säännöt poikkeavat niistä: anna niille oma nimi tai ei nimeä",
    "rules_passes_name": "name={name!r} on valmiiden sääntöjen nimi kierrosmäärän kanssa, mutta nämä säännöt poikkeavat niistä: anna niille oma nimi tai ei nimeä",
    "rules_name_unicode": "name={value!r}: sääntöjen nimi on Unicode-merkkien tekstiä ilman yksinäisiä sijaismerkkejä",
    "rules_name_control": "name={value!r}: sääntöjen nimi on yksi rivi tulostettavaa tekstiä ilman ohjausmerkkejä "
    "kuten {char!r}",
    "rules_passes": "passes={value!r}: anna kierrosten määrä kokonaislukuna, vähintään 1, tai None (JSONissa null), "
    "jos kierroksia on rajattomasti",
    "rules_passes_most": "passes={value!r}: enintään {most} kierrosta; None (JSONissa null) tarkoittaa rajattomasti",
    "rules_win": "win={value!r}: käytä 'pyramid' (pura pyramidi) tai 'deck' (poista kaikki kortit)",
    "rules_draw_count": "draw_count={value!r}: kortteja nostetaan 1 tai 3 kerrallaan",
    "rules_waste_piles": "waste_piles={value!r}: poistopinoja on 1 tai 3 rinnakkain",
    "rules_deck_type": "deck_type={value!r}: käytä 'french' (52 korttia) tai 'spanish' (48 korttia)",
    "rules_decks": "decks={value!r}: pelaa yhdellä tai kahdella korttipakalla",
    "rules_pair_sum.french": "pair_sum={value!r} ei sovi ranskalaiseen korttipakkaan: sen parien summa on {target}",
    "rules_pair_sum.spanish": "pair_sum={value!r} ei sovi espanjalaiseen korttipakkaan: sen parien summa on {target}",
    "rules_rows": "rows={value!r}: pyramidissa on vähintään 1 rivi",
    "rules_rows_fit": "rows={rows!r}: {size!r} kortin pyramidi ei mahdu {deck} korttiin",
    "rules_draw_three_face_up": "draw_count=3 vaatii stock_top_playable=False: kun kortteja nostetaan kolme "
    "kerrallaan, pakka on kuvapuoli alaspäin",
    "rules_draw_three_piles": "draw_count=3 ja waste_piles=3 eivät sovi yhteen: jokainen nostettu kortti menee "
    "erikseen valittuun pinoon",
    "preset_not_text": "sääntöjen esiasetus nimetään tekstillä, ei {type}",
    "unknown_preset": "tuntematon sääntöjen esiasetus {name!r}: valitse jokin näistä: {presets:comma}",
    "preset_passes": "säännöt {name!r}: anna esiasetuksen nimen ja /-merkin jälkeen kierrosten määrä (1 pass, 2 passes, ... tai unlimited passes)",
    "rules_type": "sääntöjen pitää olla Rules-arvo tai esiasetuksen nimi, ei {type}",
    "rules_type.saved": "säännöt ovat sääntöparametrien objekti tai esiasetuksen nimi, ei {type}",
    "rules_mapping": "sääntöjen pitää olla parametrien kuvaus (mapping), ei {type}",
    "rules_parameters": "virheelliset sääntöparametrit {data!R}: {detail}",
    "unknown_rules_parameters": "{names:tuntematon sääntöparametri|tuntemattomia sääntöparametreja}: {names:comma} "
    "(parametrit ovat {known:comma})",
    "unknown_rules_parameters.more": "tuntemattomia sääntöparametreja: {names:comma} ja {more:,} muuta (parametrit "
    "ovat {known:comma})",
    "parameter": "{name}",
    "parameter.quoted": "{name!r}",
    "rewind_range": "moves={moves!r}: tämän pelin voi palauttaa 0–{played} siirron kohdalle",
    "json_indent": "indent={indent!r}: anna välilyöntien määrä kokonaislukuna 0–100, välilyöntejä tai sarkaimia, tai "
    "None, jos kaikki on yhdellä rivillä",
    "saved_file.game": "tallennettu peli",
    "saved_file.session": "tallennettu istunto",
    "saved_file.deal": "tallennettu istunto: jako {n}",
    "saved_file.record": "DealRecord",
    "saved_file.atlas": "voittoprosenttien atlas",
    "saved_file.atlas_entry": "voittoprosenttien atlas, merkintä {n}",
    "saved_content": "{file}: {cause}",
    "save_format": "{file}: muoto {found!r} ei ole {expected!r}",
    "save_version": "{file}: versiota {found!r} ei tueta (vain {expected})",
    "missing_field": "{file}: kenttä {key!r} puuttuu",
    "unknown_field": "{file}: tuntematon kenttä {key!r}: kentät ovat {known:comma}",
    "save_deal_number": "{file}: jaon numero {number!r} ei ole kokonaisluku",
    "save_wrong_cards": "{file}: kortit eivät ole jaon {number} kortit",
    "moves_not_list": "{file}: kentän 'moves' pitää olla siirtokoodien luettelo",
    "too_many_moves": "{file}: {n:,} siirtoa on aivan liikaa (raja on {limit:,})",
    "move_code_too_long": "{file}: siirto {i} on {code!r}, aivan liian pitkä siirtokoodiksi",
    "move_code_type": "{file}: siirto {i} on {code!r}, ei siirtokoodi",
    "move_does_not_replay": "{file}: siirtoa {i} ({code!r}) ei voi toistaa: {cause}",
    "session_values": "istunnossa on DealRecord-arvoja, ei {type}",
    "record_type": "kirjaa Game, ei {type}",
    "callback_type": "callbackin pitää olla kutsuttava, ei {type}",
    "deals_not_list": "{file}: kentän 'deals' pitää olla luettelo",
    "too_many_deals": "{file}: {n:,} jakoa on aivan liikaa (raja on {limit:,})",
    "json_text_type": "{file}: odotettiin JSON-tekstiä, ei {type}",
    "deal_entry_type": "{file}: odotettiin objektia, ei {entry!r}",
    "session_deal_number": "{file}: jaon numero {number!r} ei ole kokonaisluku väliltä 1–{most:,} (tai null)",
    "session_rules": "{file}: rules {rules!r}: anna sääntöjen nimi tekstinä, 1–{limit} merkkiä",
    "session_rules.control": "{file}: rules {rules!r}: sääntöjen nimi on yksi rivi tulostettavaa tekstiä ilman "
    "ohjausmerkkejä kuten {char!r}",
    "session_cards": "{file}: cards {cards!r}: jaossa on {sizes:or} korttia",
    "session_removed": "{file}: removed {removed!r} ei ole kokonaisluku väliltä 0–{cards}",
    "session_won": "{file}: won {won!r} ei ole true eikä false",
    "session_won_empty": "{file}: voitetussa jaossa on poistettu kortteja, ei 0",
    "json_too_long": "{file}: {size:,} merkkiä on aivan liian pitkä (raja on {limit:,})",
    "json_not_utf8": "{file}: ei UTF-8-tekstiä: {problem} tavun {byte} kohdalla",
    "utf8_problem": "{text}",
    "utf8_problem.start": "virheellinen alkutavu",
    "utf8_problem.continuation": "virheellinen jatkotavu",
    "utf8_problem.end": "odottamaton datan loppu",
    "json_invalid": "{file}: ei kelvollista JSONia: {detail}",
    "json_invalid.at": "{file}: ei kelvollista JSONia: {problem}: rivi {line}, sarake {column} (merkki {char})",
    "json_invalid.type": "{file}: ei kelvollista JSONia: JSON-objektin pitää olla str, bytes tai bytearray, ei {type}",
    "json_invalid.deep": "{file}: ei kelvollista JSONia: se on liian syvälle sisäkkäinen",
    "json_invalid.digits": "{file}: ei voi lukea: siinä olevassa luvussa on yli {most} numeroa",
    "json_syntax": "{text}",
    "json_syntax.value": "odotettiin arvoa",
    "json_syntax.property_name": "odotettiin lainausmerkeissä olevaa ominaisuuden nimeä",
    "json_syntax.colon": "odotettiin erotinta ':'",
    "json_syntax.comma": "odotettiin erotinta ','",
    "json_syntax.unterminated": "päättymätön merkkijono, joka alkaa kohdasta",
    "json_syntax.control": "virheellinen ohjausmerkki kohdassa",
    "json_syntax.escape": "virheellinen \\-merkintä",
    "json_syntax.unicode_escape": "virheellinen \\uXXXX-merkintä",
    "json_syntax.extra": "ylimääräistä dataa",
    "json_syntax.comma_object": "kielletty pilkku ennen objektin loppua",
    "json_syntax.comma_array": "kielletty pilkku ennen taulukon loppua",
    "json_not_object": "{file}: odotettiin JSON-objektia",
    "json_repeated_key": "{file}: avain {key!r} on samassa objektissa kahdesti: kumpaa tarkoitetaan, ei ole selvää",
    "not_a_game": "{name}-arvon pitää olla Game, ei {type}",
    "not_a_game.number": "{name}-arvon pitää olla Game, ei {type}: luo sellainen kutsulla Game({value!r})",
    "not_a_game.deal": "{name}-arvon pitää olla Game, ei {type}: Game() luo siitä sellaisen",
    "position_type": "{name}-arvon pitää olla Position tai Game, ei {type}",
    "not_a_function": "{name}={value!r}: anna funktio, kuten {example}, tai None",
    "not_an_event": "{name}={value!r}: anna tapahtuma, jolla on is_set(), kuten threading.Event(), tai None",
    "not_an_executor": "{name}={value!r}: anna suorittaja, jolla on submit(), kuten concurrent.futures.ProcessPoolExecutor(), tai None",
    "wilson_counts": "wilson_interval(wins={wins!R}, n={n!R}, z={z!R}): anna kokonaisluvut, joille 0 <= wins <= n, ja z, joka on yli 0",
    "marks_type": "marks={marks!r}: anna paikkojen ja lajien kuvaus (mapping), kuten {{'P12': 'good'}}",
    "marks_places": "marks={marks!r}: merkitse paikat P0-P{last}, S tai W1-W3 arvolla 'bad', 'good' tai 'named'",
    "marks_places.one": "marks={marks!r}: merkitse paikat P0-P{last}, S tai W arvolla 'bad', 'good' tai 'named'",
    "game_not_both": "anna peli tai {given:comma}, ei molempia: pelillä on oma jakonsa ja omat sääntönsä",
    "deal_not_both": "anna jako tai jaon numero, ei molempia",
    "play_delay": "delay={delay!R}: anna siirtojen väli sekunteina, 0.05–5",
    "session_type": "session-arvon pitää olla Session, ei {type}",
    "solution_type": "solution-arvon pitää olla Solution tai None, ei {type}",
    "review_move_number": "number={number!r}: anna analyysin siirron numero, 1–{moves}",
    "review_move_number.unreviewed": "number={number!r}: analysoi peli ensin ja anna sitten siirron numero",
    "review_move_number.no_moves": "number={number!r}: analysoidussa pelissä ei ole näytettäviä siirtoja",
    "line_step": "step={step!R}: linjan askeleet ovat 0–{last}",
    "line_step.none": "step={step!R}: askeleita ei ole: selitä ensin asema, jonka haku on todistanut hävityksi",
    "rules_differ": "rules={rules!R} eroaa pelin omista säännöistä {own!R}: jätä rules pois",
    "not_a_game_or_deal": "game={game!r}: anna Game, Deal, jaon numero tai jaon teksti",
    "deals_iterable": "{name}={deals!r}: anna iteroitava joukko jakoja, jakojen numeroita tai jakojen tekstejä, kuten "
    "range(1, 101)",
    "rate_of_nothing": "deals_or_records on tyhjä: voitto-osuus tarvitsee vähintään yhden jaon tai tuloksen",
    "records_settings": "win_rate sai solve_many-tulokset ja {names}: niiden jaot on jo ratkaistu; anna {names} "
    "vain ratkaistavien jakojen kanssa",
    "workers_count": "workers={workers!R}: anna prosessien määrä kokonaislukuna, vähintään 1, tai None, jos kaikki "
    "ytimet ovat käytössä",
    "max_moves": "max_moves={value!r}: anna siirtojen määrä kokonaislukuna, 0 tai enemmän",
    "chunk_size": "chunk_size={chunk_size!R}: anna jakojen määrä tehtävää kohden kokonaislukuna, vähintään 1, tai "
    "None, jolloin määrä valitaan itse",
    "solve_options": "{n:tuntematon valinta|tuntemattomat valinnat} {names}: solve_many, solve_iter ja win_rate "
    "välittävät solve-funktiolle vain valinnat {known}",
    "win_rate_status": "statuses: {status!R} ei ole tila: anna jokaiselle jaolle 'winnable', 'unwinnable' tai "
    "'unknown'",
    "win_rate_status.iterable": "statuses={statuses!R}: anna iteroitava joukko tiloja, yksi kutakin jakoa kohden, "
    "kuten [record.status for record in records]",
    "win_rate_unknown": "unknown={unknown!R}: anna ratkaisemattomien jakojen määrä kokonaislukuna, 0 tai enemmän",
    "rate_duplicate": "deals_or_records[{again}] on sama jako kuin deals_or_records[{first}]: voitto-osuus laskee "
    "jokaisen jaon kerran",
    "clock_type": "clock={clock!R}: anna funktio, joka palauttaa sekunteja, kuten time.process_time",
    "max_seconds": "max_seconds={value!R}: anna sekuntimäärä, 0 tai enemmän, tai None, jos rajaa ei ole",
    "max_states": "max_states={value!R}: anna asemien määrä kokonaislukuna, 0 tai enemmän, tai None, jos rajaa ei ole",
    "best_line_states": "best_line_states={value!R}: anna asemien määrä kokonaislukuna, 0 tai enemmän",
    "pass_count": "{n!s} kierrosta",
    "pass_count.one": "{n!s} kierros",
    "pass_count.unlimited": "rajattomasti kierroksia",
    "atlas_passes": "passes={passes!R}: atlaksessa on 1, 2, 3 tai None (rajattomasti) kierrosta",
    "atlas_no_entry": "atlaksessa ei ole merkintää esiasetukselle {name!R} ({passes})",
    "atlas_counts": "voittoprosenttien atlas, merkintä {number} ({preset!s}, {passes}): {wins} {wins:voitto|voittoa}, {decided} "
    "ratkaistua ja {unknown} ratkaisematonta jakoa eivät täsmää jakojen {first}–{last} määrään",
    "atlas_field": "{file}: {key} {value!R} on väärää tyyppiä",
    "atlas_field.text": "{file}: {key} {value!R} ei ole tekstiä",
    "atlas_field.seconds": "{file}: {key} {value!R} ei ole sekuntimäärä, 0 tai enemmän",
    "atlas_field.limit": "{file}: {key} {value!R} ei ole yli 0 sekunnin määrä eikä null",
    "atlas_field.list": "{file}: {key} {value!R} ei ole luettelo",
    "atlas_field.preset": "{file}: {key} {value!R} ei ole esiasetuksen nimi",
    "atlas_field.passes": "{file}: {key} {value!R}: atlaksessa on 1, 2, 3 tai null (rajattomasti) kierrosta",
    "atlas_field.count": "{file}: {key} {value!R} ei ole kokonaisluku, 0 tai enemmän",
    "atlas_field.numbers": "{file}: {key} {value!R} ei ole luettelo jakojen numeroita",
    "atlas_field.deals": "{file}: {key} {value!R} ei ole pari [ensimmäinen, viimeinen] jakojen numeroita, ensimmäinen <= viimeinen",
    "atlas_field.outside": "{file}: {key} sisältää jaon {deal} kahdesti, ratkaisemattomana tai jakojen {first}–{last} ulkopuolelta",
}

# Reviews of a game and explanations of a position (pyramid_solitaire.solver.review / explain).
_REVIEW_EN = {
    "card_at.pyramid": "{card} at {where}",
    "card_at.stock": "{card} in the stock",
    "card_at.waste": "{card} in the waste",
    "card_at.removed": "{card} (removed)",
    "partner.over": "{card} at {where} lies over it",
    "partner.under": "{card} at {where} lies under it",
    "partner.removed": "{cards} {cards:is|are} removed already",
    "explain_won": "{outcome}",
    "explain_over": "{outcome}",
    "explain_winnable": "This position can be won, for instance in {n} {n:move|moves} starting with {move}.",
    "explain_winnable.shortest": "This position can be won in {n} {n:move|moves} at the fewest, starting with {move}.",
    "explain_unknown": "The search stopped after {states:,} {states:position|positions} without deciding whether this position can be won.",
    "explain_dead_card": "{card} at {where} can never be removed: every card that could pair with it is out of reach: "
    "{partners}.",
    "explain_crowded_group": "{cards:listed} ({places:comma}) each need a partner of their own, but between them they can "
    "ever meet only {m} {m:card|cards} ({partners}): one of them can never be removed.",
    "explain_stuck_waste.deck": "This is the last pass: {card} in the waste can never come off: {why}. So it and "
    "{n:the card|the {n} cards} under it stay: not every card can be removed.",
    "explain_stuck_waste.deck_alone": "This is the last pass: {card} in the waste can never come off: {why}. So it "
    "stays: not every card can be removed.",
    "explain_stuck_waste.pyramid": "This is the last pass: {card} at {where} can never be removed. {held:Its "
    "partner|Its partners} {held} {held:lies|lie} under {blocker} in the waste, and {blocker} can never come off: "
    "{why}. Every other partner of {card} is out of reach: {partners}.",
    "explain_stuck_waste.pyramid_all": "This is the last pass: {card} at {where} can never be removed. {held:Its only "
    "partner|All its partners}, {held}, {held:lies|lie} under {blocker} in the waste, and {blocker} can never come "
    "off: {why}.",
    "stuck_blocker": "no partner of {card} is left in the pyramid or the stock",
    "stuck_blocker.stock": "no partner of {card} is left in the pyramid, and {partners:the one|those} in the stock, "
    "{partners}, can only come onto the waste above {card} (the stock's top card cannot be played), so "
    "{partners:the two can never meet|none of them can ever meet it}",
    "explain_search": "No line wins from here: {proof}. {line}",
    "explain_search.alone": "No line wins from here: {proof}.",
    "explain_proof": "the search proved it, looking at {states:,} {states:position|positions}",
    "explain_proof.at_once": "the cards that must still go cannot all be paired off, whatever the order of play (proved at once, without a search)",
    "explain_line": "The line that removes the most cards removes {removed} in {n} {n:move|moves}, starting with {move}.",
    "explain_line.found": "Of the lines a short search found, the one that removes the most cards removes {removed} "
    "in {n} {n:move|moves}, starting with {move} (a longer search may find more).",
    "explain_line.none": "No card can be removed.",
    "review_won": "Won: every move kept the win.",
    "review_winnable": "This position can still be won: no move so far has thrown the win away.",
    "review_from_deal": "This deal could not be won from the start: no move was to blame.",
    "review_lost_at": "Move {number}, {move}, threw the win away: {better:or} would have kept it.",
    "review_lost_at.greedy": "Move {number}, {move}, threw the win away: it was the obvious move (it removes the "
    "most cards), but {better:or} would have kept the win.",
    "review_unknown": "The searches hit their limits: the win was lost somewhere from move {first} to move {last}.",
    "review_unknown.none": "The searches hit their limits: whether this game could be won is not known.",
    "review_lost_at.greedy_tie": "Move {number}, {move}, threw the win away: it was one of the moves that remove the "
    "most cards, but {better:or} would have kept the win.",
    "review_unknown.lost": "The searches hit their limits: the position after move {last} cannot be won, but whether "
    "the game could be won before it is not known.",
    "review_unknown.open": "The searches hit their limits: the game could still be won after move {kept}; whether a "
    "later move has thrown the win away is not known.",
    "review_unknown.open_from_deal": "The searches hit their limits: the deal could be won; whether a move has thrown "
    "the win away is not known.",
    "review_winnable.no_moves": "This deal can be won: no move has been played yet, so there is nothing to review.",
    "review_from_deal.no_moves": "This deal cannot be won: no move has been played yet, so there is nothing to review.",
    "review_unknown.no_moves": "The search hit its limit before deciding whether this deal can be won: no move has "
    "been played yet, so there is nothing to review.",
    "move_at": "{move} ({where})",
}

_REVIEW_DE = {
    "card_at.pyramid": "{card} auf {where}",
    "card_at.stock": "{card} im Talon",
    "card_at.waste": "{card} in der Ablage",
    "card_at.removed": "{card} (abgelegt)",
    "partner.over": "{card} auf {where} liegt über ihr",
    "partner.under": "{card} auf {where} liegt unter ihr",
    "partner.removed": "{cards} {cards:ist|sind} schon abgelegt",
    "explain_won": "{outcome}",
    "explain_over": "{outcome}",
    "explain_winnable": "Diese Stellung ist zu gewinnen, zum Beispiel in {n} {n:Zug|Zügen}, beginnend mit {move}.",
    "explain_winnable.shortest": "Diese Stellung ist in mindestens {n} {n:Zug|Zügen} zu gewinnen, beginnend mit {move}.",
    "explain_unknown": "Die Suche brach nach {states:,} {states:Stellung|Stellungen} ab, ohne zu entscheiden, ob diese Stellung zu "
    "gewinnen ist.",
    "explain_dead_card": "{card} auf {where} kann nie abgelegt werden: jede Karte, die mit ihr ein Paar bilden "
    "könnte, ist außer Reichweite: {partners}.",
    "explain_crowded_group": "{cards:listed} ({places:comma}) brauchen jede einen eigenen Partner, können zusammen aber nur "
    "{m} {m:Karte|Karten} erreichen ({partners}): eine von ihnen kann nie abgelegt werden.",
    "explain_stuck_waste.deck": "Dies ist der letzte Durchgang: {card} in der Ablage kommt nie mehr weg: {why}. Also "
    "bleiben sie und {n:die Karte|die {n} Karten} darunter liegen: nicht alle Karten können abgelegt werden.",
    "explain_stuck_waste.deck_alone": "Dies ist der letzte Durchgang: {card} in der Ablage kommt nie mehr weg: {why}. "
    "Also bleibt sie liegen: nicht alle Karten können abgelegt werden.",
    "explain_stuck_waste.pyramid": "Dies ist der letzte Durchgang: {card} auf {where} kann nie abgelegt werden. "
    "{held:Ihr Partner|Ihre Partner} {held} {held:liegt|liegen} unter {blocker} in der Ablage, und {blocker} kommt nie "
    "mehr weg: {why}. Jeder andere Partner von {card} ist außer Reichweite: {partners}.",
    "explain_stuck_waste.pyramid_all": "Dies ist der letzte Durchgang: {card} auf {where} kann nie abgelegt werden. "
    "{held:Ihr einziger Partner|Alle ihre Partner}, {held}, {held:liegt|liegen} unter {blocker} in der Ablage, und "
    "{blocker} kommt nie mehr weg: {why}.",
    "stuck_blocker": "in der Pyramide und im Talon liegt kein Partner von {card} mehr",
    "stuck_blocker.stock": "in der Pyramide liegt kein Partner von {card} mehr, und {partners:der|die} im Talon, "
    "{partners}, {partners:kann|können} nur auf die Ablage über {card} kommen (die oberste Karte des Talons ist nicht "
    "spielbar), also {partners:können die beiden nie ein Paar bilden|kann keiner von ihnen je mit ihr ein Paar bilden}",
    "explain_search": "Kein Weg führt von hier zum Sieg: {proof}. {line}",
    "explain_search.alone": "Kein Weg führt von hier zum Sieg: {proof}.",
    "explain_proof": "die Suche hat es bewiesen ({states:,} {states:Stellung|Stellungen} untersucht)",
    "explain_proof.at_once": "die Karten, die noch weg müssen, lassen sich in keiner Reihenfolge alle paarweise ablegen (sofort bewiesen, ohne Suche)",
    "explain_line": "Der Weg, der die meisten Karten ablegt, legt {removed} in {n} {n:Zug|Zügen} ab und beginnt mit "
    "{move}.",
    "explain_line.found": "Der Weg mit den meisten abgelegten Karten, den eine kurze Suche fand, legt {removed} in {n} "
    "{n:Zug|Zügen} ab und beginnt mit {move} (eine längere Suche findet vielleicht mehr).",
    "explain_line.none": "Keine Karte kann abgelegt werden.",
    "review_won": "Gewonnen: jeder Zug hielt den Sieg.",
    "review_winnable": "Diese Stellung ist noch zu gewinnen: kein Zug hat den Sieg bisher verspielt.",
    "review_from_deal": "Dieses Spiel war von Anfang an nicht zu gewinnen: kein Zug war schuld.",
    "review_lost_at": "Zug {number}, {move}, hat den Sieg verspielt: {better:or} hätte ihn gehalten.",
    "review_lost_at.greedy": "Zug {number}, {move}, hat den Sieg verspielt: es war der naheliegende Zug (er legt die "
    "meisten Karten ab), aber {better:or} hätte den Sieg gehalten.",
    "review_unknown": "Die Suchen stießen an ihre Grenzen: der Sieg ging irgendwo zwischen Zug {first} und Zug "
    "{last} verloren.",
    "review_unknown.none": "Die Suchen stießen an ihre Grenzen: ob dieses Spiel zu gewinnen war, ist nicht bekannt.",
    "review_lost_at.greedy_tie": "Zug {number}, {move}, hat den Sieg verspielt: er war einer der Züge, die die "
    "meisten Karten ablegen, aber {better:or} hätte den Sieg gehalten.",
    "review_unknown.lost": "Die Suchen stießen an ihre Grenzen: die Stellung nach Zug {last} ist nicht zu gewinnen, "
    "aber ob das Spiel davor zu gewinnen war, ist nicht bekannt.",
    "review_unknown.open": "Die Suchen stießen an ihre Grenzen: nach Zug {kept} war das Spiel noch zu gewinnen; ob ein "
    "späterer Zug den Sieg verspielt hat, ist nicht bekannt.",
    "review_unknown.open_from_deal": "Die Suchen stießen an ihre Grenzen: das Spiel war zu Beginn zu gewinnen; ob ein "
    "Zug den Sieg verspielt hat, ist nicht bekannt.",
    "review_winnable.no_moves": "Dieses Spiel ist zu gewinnen: noch wurde kein Zug gespielt, also gibt es nichts zu "
    "analysieren.",
    "review_from_deal.no_moves": "Dieses Spiel ist nicht zu gewinnen: noch wurde kein Zug gespielt, also gibt es "
    "nichts zu analysieren.",
    "review_unknown.no_moves": "Die Suche stieß an ihre Grenze, bevor sie entschied, ob dieses Spiel zu gewinnen ist: "
    "noch wurde kein Zug gespielt, also gibt es nichts zu analysieren.",
    "move_at": "{move} ({where})",
}

_REVIEW_NL = {
    "card_at.pyramid": "{card} op {where}",
    "card_at.stock": "{card} in de stapel",
    "card_at.waste": "{card} op de aflegstapel",
    "card_at.removed": "{card} (weggelegd)",
    "partner.over": "{card} op {where} ligt erop",
    "partner.under": "{card} op {where} ligt eronder",
    "partner.removed": "{cards} {cards:is|zijn} al weggelegd",
    "explain_won": "{outcome}",
    "explain_over": "{outcome}",
    "explain_winnable": "Deze stand is te winnen, bijvoorbeeld in {n} {n:zet|zetten}, te beginnen met {move}.",
    "explain_winnable.shortest": "Deze stand is te winnen in minstens {n} {n:zet|zetten}, te beginnen met {move}.",
    "explain_unknown": "Het zoeken stopte na {states:,} {states:stand|standen} zonder te beslissen of deze stand te winnen is.",
    "explain_dead_card": "{card} op {where} kan nooit weg: elke kaart die er een paar mee kan vormen is buiten "
    "bereik: {partners}.",
    "explain_crowded_group": "{cards:listed} ({places:comma}) hebben elk een eigen partner nodig, maar samen kunnen ze er "
    "maar {m} ooit bereiken ({partners}): een van hen kan nooit weg.",
    "explain_stuck_waste.deck": "Dit is de laatste ronde: {card} op de aflegstapel kan nooit meer weg: {why}. Die kaart "
    "en {n:de kaart|de {n} kaarten} eronder blijven dus liggen: niet elke kaart kan weg.",
    "explain_stuck_waste.deck_alone": "Dit is de laatste ronde: {card} op de aflegstapel kan nooit meer weg: {why}. "
    "Die kaart blijft dus liggen: niet elke kaart kan weg.",
    "explain_stuck_waste.pyramid": "Dit is de laatste ronde: {card} op {where} kan nooit weg. {held:Haar partner|Haar "
    "partners} {held} {held:ligt|liggen} onder {blocker} op de aflegstapel, en {blocker} kan nooit meer weg: {why}. "
    "Elke andere partner van {card} is buiten bereik: {partners}.",
    "explain_stuck_waste.pyramid_all": "Dit is de laatste ronde: {card} op {where} kan nooit weg. {held:Haar enige "
    "partner|Al haar partners}, {held}, {held:ligt|liggen} onder {blocker} op de aflegstapel, en {blocker} kan nooit "
    "meer weg: {why}.",
    "stuck_blocker": "er ligt geen partner van {card} meer in de piramide of de stapel",
    "stuck_blocker.stock": "er ligt geen partner van {card} meer in de piramide, en {partners:de partner|de partners} "
    "in de stapel, {partners}, {partners:kan|kunnen} alleen op de aflegstapel boven {card} komen (de bovenste kaart "
    "van de stapel kan niet gespeeld worden), dus {partners:kunnen die twee nooit een paar vormen|kan geen van hen er ooit een paar mee vormen}",
    "explain_search": "Geen enkele lijn wint vanaf hier: {proof}. {line}",
    "explain_search.alone": "Geen enkele lijn wint vanaf hier: {proof}.",
    "explain_proof": "het zoeken bewees het ({states:,} {states:stand|standen} bekeken)",
    "explain_proof.at_once": "de kaarten die nog weg moeten kunnen in geen enkele volgorde allemaal in paren worden weggelegd (meteen bewezen, zonder zoeken)",
    "explain_line": "De lijn die de meeste kaarten weglegt, legt er {removed} weg in {n} {n:zet|zetten}, te beginnen "
    "met {move}.",
    "explain_line.found": "Van de lijnen die een korte zoektocht vond, legt de beste er {removed} weg in {n} "
    "{n:zet|zetten}, te beginnen met {move} (langer zoeken vindt misschien meer).",
    "explain_line.none": "Geen kaart kan weg.",
    "review_won": "Gewonnen: elke zet hield de winst vast.",
    "review_winnable": "Deze stand is nog te winnen: geen zet heeft de winst tot nu toe weggegooid.",
    "review_from_deal": "Dit spel was vanaf het begin niet te winnen: geen enkele zet was de schuldige.",
    "review_lost_at": "Zet {number}, {move}, gooide de winst weg: {better:or} had die vastgehouden.",
    "review_lost_at.greedy": "Zet {number}, {move}, gooide de winst weg: het was de voor de hand liggende zet (die "
    "legt de meeste kaarten weg), maar {better:or} had de winst vastgehouden.",
    "review_unknown": "Het zoeken liep tegen zijn grenzen aan: de winst ging ergens tussen zet {first} en zet {last} "
    "verloren.",
    "review_unknown.none": "Het zoeken liep tegen zijn grenzen aan: of dit spel te winnen was, is niet bekend.",
    "review_lost_at.greedy_tie": "Zet {number}, {move}, gooide de winst weg: het was een van de zetten die de meeste "
    "kaarten wegleggen, maar {better:or} had de winst vastgehouden.",
    "review_unknown.lost": "Het zoeken liep tegen zijn grenzen aan: de stand na zet {last} is niet te winnen, maar of "
    "het spel daarvoor te winnen was, is niet bekend.",
    "review_unknown.open": "Het zoeken liep tegen zijn grenzen aan: na zet {kept} was het spel nog te winnen; of een "
    "latere zet de winst heeft weggegooid, is niet bekend.",
    "review_unknown.open_from_deal": "Het zoeken liep tegen zijn grenzen aan: het spel was bij het begin te winnen; of "
    "een zet de winst heeft weggegooid, is niet bekend.",
    "review_winnable.no_moves": "Dit spel is te winnen: er is nog geen zet gedaan, dus er valt niets te analyseren.",
    "review_from_deal.no_moves": "Dit spel is niet te winnen: er is nog geen zet gedaan, dus er valt niets te "
    "analyseren.",
    "review_unknown.no_moves": "Het zoeken liep tegen zijn grens aan voordat het besliste of dit spel te winnen is: er "
    "is nog geen zet gedaan, dus er valt niets te analyseren.",
    "move_at": "{move} ({where})",
}

_REVIEW_FI = {
    "card_at.pyramid": "{card} paikassa {where}",
    "card_at.stock": "{card} pakassa",
    "card_at.waste": "{card} poistopinossa",
    "card_at.removed": "{card} (poistettu)",
    "partner.over": "{card} ({where}) on sen päällä",
    "partner.under": "{card} ({where}) on sen alla",
    "partner.removed": "{cards} on jo poistettu",
    "explain_won": "{outcome}",
    "explain_over": "{outcome}",
    "explain_winnable": "Tämän aseman voi voittaa, esimerkiksi {n} siirrolla, ensimmäisenä {move}.",
    "explain_winnable.shortest": "Tämä asema voitetaan vähintään {n} siirrolla, ensimmäisenä {move}.",
    "explain_unknown": "Haku pysähtyi {states:,} aseman jälkeen ratkaisematta, voiko tämän aseman voittaa.",
    "explain_dead_card": "{card} ({where}) ei koskaan poistu: mikään sen parikortti ei ylety siihen: {partners}.",
    "explain_crowded_group": "{cards:listed} ({places:comma}) tarvitsevat kukin oman parin, mutta yhdessä ne voivat "
    "kohdata vain {m} {m:kortin|korttia} ({partners}): yksi niistä ei koskaan poistu.",
    "explain_stuck_waste.deck": "Tämä on viimeinen kierros: {card} poistopinossa ei koskaan poistu: {why}. Siksi se "
    "ja {n:sen alla oleva kortti|sen alla olevat {n} korttia} jäävät paikoilleen: kaikkia kortteja ei voi poistaa.",
    "explain_stuck_waste.deck_alone": "Tämä on viimeinen kierros: {card} poistopinossa ei koskaan poistu: {why}. "
    "Siksi se jää paikalleen: kaikkia kortteja ei voi poistaa.",
    "explain_stuck_waste.pyramid": "Tämä on viimeinen kierros: {card} ({where}) ei koskaan poistu. {held:Sen "
    "parikortti|Sen parikortit} {held} {held:on|ovat} kortin {blocker} alla poistopinossa, eikä {blocker} koskaan "
    "poistu: {why}. Mikään muu kortin {card} parikortti ei ylety siihen: {partners}.",
    "explain_stuck_waste.pyramid_all": "Tämä on viimeinen kierros: {card} ({where}) ei koskaan poistu. {held:Sen "
    "ainoa parikortti|Kaikki sen parikortit}, {held}, {held:on|ovat} kortin {blocker} alla poistopinossa, eikä "
    "{blocker} koskaan poistu: {why}.",
    "stuck_blocker": "kortille {card} ei ole enää parikorttia pyramidissa eikä pakassa",
    "stuck_blocker.stock": "kortille {card} ei ole enää parikorttia pyramidissa, ja {partners:sen parikortti|sen "
    "parikortit} pakassa, {partners}, {partners:voi|voivat} tulla vain poistopinoon kortin {card} päälle (pakan "
    "päällimmäistä korttia ei voi pelata), joten {partners:ne eivät koskaan kohtaa toisiaan|mikään niistä ei koskaan "
    "kohtaa sitä}",
    "explain_search": "Mikään linja ei voita tästä: {proof}. {line}",
    "explain_search.alone": "Mikään linja ei voita tästä: {proof}.",
    "explain_proof": "haku todisti sen ({states:,} {states:asema|asemaa} tutkittu)",
    "explain_proof.at_once": "vielä poistettavia kortteja ei voi poistaa kaikkia pareittain missään järjestyksessä (todistettu heti ilman hakua)",
    "explain_line": "Eniten kortteja poistava linja poistaa {removed} {removed:kortin|korttia} {n} siirrolla, "
    "ensimmäisenä {move}.",
    "explain_line.found": "Eniten kortteja poistava linja, jonka lyhyt haku löysi, poistaa {removed} "
    "{removed:kortin|korttia} {n} siirrolla, ensimmäisenä {move} (pidempi haku voi löytää enemmän).",
    "explain_line.none": "Yhtään korttia ei voi poistaa.",
    "review_won": "Voitto: jokainen siirto piti voiton.",
    "review_winnable": "Tämän aseman voi vielä voittaa: mikään siirto ei ole toistaiseksi heittänyt voittoa pois.",
    "review_from_deal": "Tätä jakoa ei voinut voittaa alusta asti: mikään siirto ei ollut syyllinen.",
    "review_lost_at": "Siirto {number}, {move}, heitti voiton pois: {better:or} olisi pitänyt sen.",
    "review_lost_at.greedy": "Siirto {number}, {move}, heitti voiton pois: se oli ilmeinen siirto (se poistaa eniten "
    "kortteja), mutta {better:or} olisi pitänyt voiton.",
    "review_unknown": "Haut törmäsivät rajoihinsa: voitto menetettiin jossain siirtojen {first} ja {last} välillä.",
    "review_unknown.none": "Haut törmäsivät rajoihinsa: ei tiedetä, olisiko tämän pelin voinut voittaa.",
    "review_lost_at.greedy_tie": "Siirto {number}, {move}, heitti voiton pois: se oli yksi eniten kortteja "
    "poistavista siirroista, mutta {better:or} olisi pitänyt voiton.",
    "review_unknown.lost": "Haut törmäsivät rajoihinsa: siirron {last} jälkeistä asemaa ei voi voittaa, mutta ei "
    "tiedetä, olisiko pelin voinut voittaa sitä ennen.",
    "review_unknown.open": "Haut törmäsivät rajoihinsa: peli oli vielä voitettavissa siirron {kept} jälkeen; ei "
    "tiedetä, onko jokin myöhempi siirto heittänyt voiton pois.",
    "review_unknown.open_from_deal": "Haut törmäsivät rajoihinsa: jako oli alussa voitettavissa; ei tiedetä, onko "
    "jokin siirto heittänyt voiton pois.",
    "review_winnable.no_moves": "Tämän jaon voi voittaa: yhtään siirtoa ei ole vielä pelattu, joten analysoitavaa ei "
    "ole.",
    "review_from_deal.no_moves": "Tätä jakoa ei voi voittaa: yhtään siirtoa ei ole vielä pelattu, joten analysoitavaa "
    "ei ole.",
    "review_unknown.no_moves": "Haku törmäsi rajaansa ennen kuin se ratkaisi, voiko tämän jaon voittaa: yhtään "
    "siirtoa ei ole vielä pelattu, joten analysoitavaa ei ole.",
    "move_at": "{move} ({where})",
}

# What the solver found, where it stopped, and its hints (pyramid_solitaire.solver).
_SOLVER_EN = {
    "win_rate": "{rate:decimal2} % (95 % CI {low:decimal2}-{high:decimal2} %, {wins:,} of {decided:,} {decided:deal|deals})",
    "win_rate.undecided": "{rate:decimal2} % (95 % CI {low:decimal2}-{high:decimal2} %, {wins:,} of {decided:,} {decided:deal|deals}), "
    "{unknown:,} undecided",
    "win_rate.none": "no deal decided, {unknown:,} undecided",
    "atlas_entry": "{preset}, {passes}, deals {first:,}-{last:,}: {rate}",
    "limit_states": "state limit {n:,} reached",
    "limit_time": "time limit {seconds:decimal} s reached",
    "limit_memory": "memory cap of {n:,} positions reached",
    "limit_memory_entries": "memory cap of {n:,} table entries reached",
    "limit_out_of_reach": "out of reach: at {growth:decimal} times the positions for each move, proving {moves} more {moves:move|moves} "
    "would take far more than the memory cap of {cap:,} positions",
    "limit_budget": "budget of {n:,} states spent",
    "limit_stopped": "the search was stopped",
    "limit_stopped.deal": "the search for a winnable deal from number {start} was stopped",
    "limit_stopped.random": "the search for a winnable deal was stopped",
    "limit_zero": "a limit of 0 allows no search",
    "solution_winnable": "winnable: win in {n} {n:move|moves}: {codes:space}",
    "solution_winnable.shortest": "winnable: shortest win in {n} {n:move|moves}: {codes:space}",
    "solution_winnable.unproved": "winnable: win in {n} {n:move|moves} (shortest not proved: {limit}): {codes:space}",
    "solution_winnable.unproved_least": "winnable: win in {n} {n:move|moves} (shortest not proved: {limit}; a win "
    "takes at least {least} {least:move|moves}): {codes:space}",
    "solution_unwinnable": "unwinnable (proved by searching {states:,} {states:position|positions})",
    "solution_unwinnable.at_once": "unwinnable (proved at once: the cards that must still go cannot all be paired off, whatever the order of play)",
    "solution_unknown": "unknown: {limit}",
    "solution_over": "unwinnable: the game is already over. {outcome}",
    "solution_over.won": "winnable: the game is already won. {outcome}",
    "hint_play": "Play {move}: the first move of a win in {n} {n:move|moves}.",
    "hint_play.last": "Play {move}: it wins.",
    "hint_play.draw": "Draw a card: the first move of a win in {n} {n:move|moves}.",
    "hint_play.draw_pile": "Draw a card onto pile {pile}: the first move of a win in {n} {n:move|moves}.",
    "hint_play.recycle": "Turn the waste over: the first move of a win in {n} {n:move|moves}.",
    "hint_lost": "This position cannot be won, and no move is left.",
    "hint_lost.line": "This position cannot be won; {move} starts a line that removes {removed} more "
    "{removed:card|cards}.",
    "hint_lost.keep": "This position cannot be won; {move} keeps the most cards removable.",
    "hint_unknown": "The search stopped before deciding ({limit}).",
    "hint_unknown.line": "The search stopped before deciding ({limit}); {move} starts a line that removes {removed} "
    "more {removed:card|cards}.",
    "hint_unknown.keep": "The search stopped before deciding ({limit}); {move} keeps the most cards removable.",
    "no_solution": "no winning line to play: the search stopped ({limit})",
    "no_solution.unwinnable": "no winning line to play: this position cannot be won",
}

_SOLVER_DE = {
    "win_rate": "{rate:decimal2} % (95-%-KI {low:decimal2}–{high:decimal2} %, {wins:,} von {decided:,} {decided:Spiel|Spielen})",
    "win_rate.undecided": "{rate:decimal2} % (95-%-KI {low:decimal2}–{high:decimal2} %, {wins:,} von {decided:,} {decided:Spiel|Spielen}), "
    "{unknown:,} unentschieden",
    "win_rate.none": "kein Spiel entschieden, {unknown:,} unentschieden",
    "atlas_entry": "{preset}, {passes}, Spiele {first:,}–{last:,}: {rate}",
    "limit_states": "Grenze von {n:,} {n:Stellung|Stellungen} erreicht",
    "limit_time": "Zeitgrenze von {seconds:decimal} s erreicht",
    "limit_memory": "Speichergrenze von {n:,} Stellungen erreicht",
    "limit_memory_entries": "Speichergrenze von {n:,} Tabelleneinträgen erreicht",
    "limit_out_of_reach": "außer Reichweite: bei {growth:decimal}-mal so vielen Stellungen je Zug bräuchte der Beweis "
    "von {moves} weiteren {moves:Zug|Zügen} weit mehr als die Speichergrenze von {cap:,} Stellungen",
    "limit_budget": "Budget von {n:,} Stellungen aufgebraucht",
    "limit_stopped": "die Suche wurde angehalten",
    "limit_stopped.deal": "die Suche nach einem gewinnbaren Spiel ab Nummer {start} wurde angehalten",
    "limit_stopped.random": "die Suche nach einem gewinnbaren Spiel wurde angehalten",
    "limit_zero": "eine Grenze von 0 lässt keine Suche zu",
    "solution_winnable": "gewinnbar: Sieg in {n} {n:Zug|Zügen}: {win_moves:comma}",
    "solution_winnable.shortest": "gewinnbar: kürzester Sieg in {n} {n:Zug|Zügen}: {win_moves:comma}",
    "solution_winnable.unproved": "gewinnbar: Sieg in {n} {n:Zug|Zügen} (nicht als kürzester bewiesen: {limit}): "
    "{win_moves:comma}",
    "solution_winnable.unproved_least": "gewinnbar: Sieg in {n} {n:Zug|Zügen} (nicht als kürzester bewiesen: "
    "{limit}; ein Sieg braucht mindestens {least} {least:Zug|Züge}): {win_moves:comma}",
    "solution_unwinnable": "nicht zu gewinnen (bewiesen durch die Suche in {states:,} {states:Stellung|Stellungen})",
    "solution_unwinnable.at_once": "nicht zu gewinnen (sofort bewiesen: die Karten, die noch weg müssen, lassen sich in keiner "
    "Reihenfolge alle paarweise ablegen)",
    "solution_unknown": "unbekannt: {limit}",
    "solution_over": "nicht zu gewinnen: das Spiel ist schon vorbei. {outcome}",
    "solution_over.won": "gewinnbar: das Spiel ist schon gewonnen. {outcome}",
    "hint_play": "Spiele {move}: der erste Zug eines Siegs in {n} {n:Zug|Zügen}.",
    "hint_play.last": "Spiele {move}: damit ist das Spiel gewonnen.",
    "hint_play.draw": "Ziehe eine Karte: der erste Zug eines Siegs in {n} {n:Zug|Zügen}.",
    "hint_play.draw_pile": "Ziehe eine Karte auf Stapel {pile}: der erste Zug eines Siegs in {n} {n:Zug|Zügen}.",
    "hint_play.recycle": "Drehe die Ablage um: der erste Zug eines Siegs in {n} {n:Zug|Zügen}.",
    "hint_lost": "Diese Stellung ist nicht zu gewinnen, und kein Zug bleibt.",
    "hint_lost.line": "Diese Stellung ist nicht zu gewinnen; {move} beginnt einen Weg, der noch {removed} "
    "{removed:Karte|Karten} ablegt.",
    "hint_lost.keep": "Diese Stellung ist nicht zu gewinnen; {move} lässt die meisten Karten ablegbar.",
    "hint_unknown": "Die Suche brach ab, bevor sie entschied ({limit}).",
    "hint_unknown.line": "Die Suche brach ab, bevor sie entschied ({limit}); {move} beginnt einen Weg, der noch "
    "{removed} {removed:Karte|Karten} ablegt.",
    "hint_unknown.keep": "Die Suche brach ab, bevor sie entschied ({limit}); {move} lässt die meisten Karten "
    "ablegbar.",
    "no_solution": "kein Gewinnweg zum Abspielen: die Suche brach ab ({limit})",
    "no_solution.unwinnable": "kein Gewinnweg zum Abspielen: diese Stellung ist nicht zu gewinnen",
}

_SOLVER_NL = {
    "win_rate": "{rate:decimal2} % (95%-BI {low:decimal2}-{high:decimal2} %, {wins:,} van {decided:,} {decided:spel|spellen})",
    "win_rate.undecided": "{rate:decimal2} % (95%-BI {low:decimal2}-{high:decimal2} %, {wins:,} van {decided:,} {decided:spel|spellen}), "
    "{unknown:,} onbeslist",
    "win_rate.none": "geen spel beslist, {unknown:,} onbeslist",
    "atlas_entry": "{preset}, {passes}, spellen {first:,}-{last:,}: {rate}",
    "limit_states": "grens van {n:,} {n:stand|standen} bereikt",
    "limit_time": "tijdgrens van {seconds:decimal} s bereikt",
    "limit_memory": "geheugengrens van {n:,} standen bereikt",
    "limit_memory_entries": "geheugengrens van {n:,} tabelregels bereikt",
    "limit_out_of_reach": "buiten bereik: met {growth:decimal} keer zoveel standen per zet zou het bewijs van {moves} "
    "{moves:zet|zetten} meer veel meer vragen dan de geheugengrens van {cap:,} standen",
    "limit_budget": "budget van {n:,} standen opgebruikt",
    "limit_stopped": "het zoeken is gestopt",
    "limit_stopped.deal": "het zoeken naar een winbaar spel vanaf nummer {start} is gestopt",
    "limit_stopped.random": "het zoeken naar een winbaar spel is gestopt",
    "limit_zero": "een grens van 0 laat geen zoeken toe",
    "solution_winnable": "winbaar: winst in {n} {n:zet|zetten}: {win_moves:comma}",
    "solution_winnable.shortest": "winbaar: kortste winst in {n} {n:zet|zetten}: {win_moves:comma}",
    "solution_winnable.unproved": "winbaar: winst in {n} {n:zet|zetten} (niet als kortste bewezen: {limit}): "
    "{win_moves:comma}",
    "solution_winnable.unproved_least": "winbaar: winst in {n} {n:zet|zetten} (niet als kortste bewezen: {limit}; "
    "een winst kost minstens {least} {least:zet|zetten}): {win_moves:comma}",
    "solution_unwinnable": "niet te winnen (bewezen door {states:,} {states:stand|standen} te doorzoeken)",
    "solution_unwinnable.at_once": "niet te winnen (meteen bewezen: de kaarten die nog weg moeten kunnen in geen enkele "
    "volgorde allemaal in paren worden weggelegd)",
    "solution_unknown": "onbekend: {limit}",
    "solution_over": "niet te winnen: het spel is al voorbij. {outcome}",
    "solution_over.won": "winbaar: het spel is al gewonnen. {outcome}",
    "hint_play": "Speel {move}: de eerste zet van een winst in {n} {n:zet|zetten}.",
    "hint_play.last": "Speel {move}: daarmee is het spel gewonnen.",
    "hint_play.draw": "Trek een kaart: de eerste zet van een winst in {n} {n:zet|zetten}.",
    "hint_play.draw_pile": "Trek een kaart op aflegstapel {pile}: de eerste zet van een winst in {n} {n:zet|zetten}.",
    "hint_play.recycle": "Draai de aflegstapel om: de eerste zet van een winst in {n} {n:zet|zetten}.",
    "hint_lost": "Deze stand is niet te winnen, en er is geen zet meer.",
    "hint_lost.line": "Deze stand is niet te winnen; {move} begint een lijn die nog {removed} "
    "{removed:kaart|kaarten} weglegt.",
    "hint_lost.keep": "Deze stand is niet te winnen; {move} houdt de meeste kaarten binnen bereik.",
    "hint_unknown": "Het zoeken stopte voordat het besliste ({limit}).",
    "hint_unknown.line": "Het zoeken stopte voordat het besliste ({limit}); {move} begint een lijn die nog "
    "{removed} {removed:kaart|kaarten} weglegt.",
    "hint_unknown.keep": "Het zoeken stopte voordat het besliste ({limit}); {move} houdt de meeste kaarten binnen "
    "bereik.",
    "no_solution": "geen winnende lijn om te spelen: het zoeken stopte ({limit})",
    "no_solution.unwinnable": "geen winnende lijn om te spelen: deze stand is niet te winnen",
}

_SOLVER_FI = {
    "win_rate": "{rate:decimal2} % (95 %:n LV {low:decimal2}–{high:decimal2} %, {wins:,}/{decided:,} jakoa)",
    "win_rate.undecided": "{rate:decimal2} % (95 %:n LV {low:decimal2}–{high:decimal2} %, {wins:,}/{decided:,} jakoa), "
    "{unknown:,} ratkaisematta",
    "win_rate.none": "yhtään jakoa ei ratkaistu, {unknown:,} ratkaisematta",
    "atlas_entry": "{preset}, {passes}, jaot {first:,}–{last:,}: {rate}",
    "limit_states": "{n:,} aseman raja saavutettiin",
    "limit_time": "aikaraja {seconds:decimal} s saavutettiin",
    "limit_memory": "muistiraja ({n:,} asemaa) saavutettiin",
    "limit_memory_entries": "muistiraja ({n:,} taulukkoriviä) saavutettiin",
    "limit_out_of_reach": "ulottumattomissa: kun asemia tulee {growth:decimal}-kertaisesti siirtoa kohden, {moves} "
    "siirron lisätodistus vaatisi paljon enemmän kuin {cap:,} aseman muistirajan",
    "limit_budget": "{n:,} aseman budjetti käytettiin loppuun",
    "limit_stopped": "haku pysäytettiin",
    "limit_stopped.deal": "voitettavan jaon haku numerosta {start} alkaen pysäytettiin",
    "limit_stopped.random": "voitettavan jaon haku pysäytettiin",
    "limit_zero": "raja 0 ei salli hakua",
    "solution_winnable": "voitettavissa: voitto {n} siirrolla: {win_moves:comma}",
    "solution_winnable.shortest": "voitettavissa: lyhin voitto {n} siirrolla: {win_moves:comma}",
    "solution_winnable.unproved": "voitettavissa: voitto {n} siirrolla (lyhimmäksi ei todistettu: "
    "{limit}): {win_moves:comma}",
    "solution_winnable.unproved_least": "voitettavissa: voitto {n} siirrolla (lyhimmäksi ei "
    "todistettu: {limit}; voitto vaatii vähintään {least} {least:siirron|siirtoa}): {win_moves:comma}",
    "solution_unwinnable": "ei voitettavissa (todistettu käymällä läpi {states:,} {states:aseman|asemaa})",
    "solution_unwinnable.at_once": "ei voitettavissa (todistettu heti: vielä poistettavia kortteja ei voi poistaa kaikkia "
    "pareittain missään järjestyksessä)",
    "solution_unknown": "tuntematon: {limit}",
    "solution_over": "ei voitettavissa: peli on jo päättynyt. {outcome}",
    "solution_over.won": "voitettavissa: peli on jo voitettu. {outcome}",
    "hint_play": "Pelaa {move}: ensimmäinen siirto {n} siirron voitossa.",
    "hint_play.last": "Pelaa {move}: se voittaa pelin.",
    "hint_play.draw": "Nosta kortti: ensimmäinen siirto {n} siirron voitossa.",
    "hint_play.draw_pile": "Nosta kortti pinoon {pile}: ensimmäinen siirto {n} siirron voitossa.",
    "hint_play.recycle": "Käännä poistopino: ensimmäinen siirto {n} siirron voitossa.",
    "hint_lost": "Tätä asemaa ei voi voittaa, eikä siirtoja ole jäljellä.",
    "hint_lost.line": "Tätä asemaa ei voi voittaa; {move} aloittaa linjan, joka poistaa vielä {removed} "
    "{removed:kortin|korttia}.",
    "hint_lost.keep": "Tätä asemaa ei voi voittaa; {move} pitää eniten kortteja poistettavina.",
    "hint_unknown": "Haku pysähtyi ennen ratkaisua ({limit}).",
    "hint_unknown.line": "Haku pysähtyi ennen ratkaisua ({limit}); {move} aloittaa linjan, joka poistaa vielä "
    "{removed} {removed:kortin|korttia}.",
    "hint_unknown.keep": "Haku pysähtyi ennen ratkaisua ({limit}); {move} pitää eniten kortteja poistettavina.",
    "no_solution": "ei voittavaa linjaa pelattavaksi: haku pysähtyi ({limit})",
    "no_solution.unwinnable": "ei voittavaa linjaa pelattavaksi: tätä asemaa ei voi voittaa",
}

# The rules in words (pyramid_solitaire.rules.Rules.describe).
_RULES_EN = {
    "rules_layout": "{title}: {size}-card pyramid ({rows} {rows:row|rows}) from {decks}, {stock} cards in the stock.",
    "preset_passes_title": "{title}, {passes}",
    "preset_title": "Custom rules",
    "preset_title.standard": "Standard",
    "preset_title.classic": "Classic",
    "preset_title.relaxed": "Relaxed",
    "preset_title.par": "Par Pyramid",
    "preset_title.overlapping": "Overlapping pairs",
    "preset_title.waste-only": "Waste-only",
    "preset_title.tuts-tomb": "Tut's Tomb",
    "preset_title.apophis": "Apophis",
    "preset_title.pharaoh": "Pharaoh",
    "preset_title.spanish": "Spanish",
    "rules_decks.french": "one French deck",
    "rules_decks.french_two": "two French decks",
    "rules_decks.spanish": "one Spanish deck",
    "rules_decks.spanish_two": "two Spanish decks",
    "rules_play": "Pairs sum to {sum}; Kings go alone. {parts:semicolon}.",
    "rules_play.spanish": "Pairs sum to {sum}; Reyes (12) go alone. {parts:semicolon}.",
    "rules_part.stock_playable": "Stock top face up and playable",
    "rules_part.stock_face_down": "Stock face down",
    "rules_part.draw_three": "cards drawn three at a time",
    "rules_part.three_piles": "three waste piles, the player choosing the pile for each card; every waste top playable",
    "rules_part.waste_top": "waste top playable",
    "rules_part.overlapping": "a free card may pair with a card it partly covers when no other card covers that one",
    "rules_end": "{n} passes through the stock. {goal}",
    "rules_end.one": "1 pass through the stock. {goal}",
    "rules_end.unlimited": "Unlimited passes through the stock, while a pass removes at least one card. {goal}",
    "rules_goal.pyramid": "Won when the pyramid is cleared.",
    "rules_goal.deck": "Won when every card is removed.",
    "preset_source.standard": "The default of the common computer versions (Microsoft Solitaire Collection).",
    "preset_source.classic": "The strict book game (Morehead & Mott-Smith): one pass, and all 52 cards must go.",
    "preset_source.relaxed": "One pass and the easier goal: the pyramid only (solitairewinrates.com publishes a "
    "9.02 % win rate with perfect play).",
    "preset_source.par": "Par Pyramid: the waste is turned over (not shuffled) up to twice, and all 52 cards must go.",
    "preset_source.overlapping": "The strict game with the overlapping pairs of the German rules pages (e.g. a 4 "
    "lying on a 9).",
    "preset_source.waste-only": "A common web version: the stock lies face down and only the waste top is playable.",
    "preset_source.tuts-tomb": "Tut's Tomb: draw three like Klondike, through the stock while pairs can still be "
    "formed.",
    "preset_source.apophis": "Apophis: three waste piles side by side, every waste top playable, all cards must go.",
    "preset_source.pharaoh": "Pharaoh: a 55-card triangle of 10 rows dealt from two decks, the other 49 cards as "
    "stock.",
    "preset_source.spanish": "Spanish deck of 48 cards (1-12: 10 Sota, 11 Caballo, 12 Rey): pairs sum to 12, the Rey "
    "goes alone.",
}

_RULES_DE = {
    "rules_layout": "{title}: Pyramide aus {size} {size:Karte|Karten} ({rows} {rows:Reihe|Reihen}), gegeben aus {decks}, {stock} Karten im "
    "Talon.",
    "preset_passes_title": "{title}, {passes}",
    "preset_title": "Eigene Regeln",
    "preset_title.standard": "Standard",
    "preset_title.classic": "Klassisch",
    "preset_title.relaxed": "Entspannt",
    "preset_title.par": "Par-Pyramide",
    "preset_title.overlapping": "Überlappende Paare",
    "preset_title.waste-only": "Nur Ablage",
    "preset_title.tuts-tomb": "Tuts Grab",
    "preset_title.apophis": "Apophis",
    "preset_title.pharaoh": "Pharao",
    "preset_title.spanish": "Spanisch",
    "rules_decks.french": "einem französischen Blatt",
    "rules_decks.french_two": "zwei französischen Blättern",
    "rules_decks.spanish": "einem spanischen Blatt",
    "rules_decks.spanish_two": "zwei spanischen Blättern",
    "rules_play": "Paare ergeben zusammen {sum}; Könige gehen allein. {parts:semicolon}.",
    "rules_play.spanish": "Paare ergeben zusammen {sum}; Reyes (12) gehen allein. {parts:semicolon}.",
    "rules_part.stock_playable": "Oberste Talonkarte offen und spielbar",
    "rules_part.stock_face_down": "Talon verdeckt",
    "rules_part.draw_three": "es werden drei Karten auf einmal gezogen",
    "rules_part.three_piles": "drei Ablagestapel, für jede Karte wählt der Spieler den Stapel; jede oberste "
    "Ablagekarte spielbar",
    "rules_part.waste_top": "oberste Ablagekarte spielbar",
    "rules_part.overlapping": "eine freie Karte darf mit einer Karte, die sie halb verdeckt, ein Paar bilden, wenn "
    "keine andere Karte diese verdeckt",
    "rules_end": "{n} Durchgänge durch den Talon. {goal}",
    "rules_end.one": "1 Durchgang durch den Talon. {goal}",
    "rules_end.unlimited": "Unbegrenzt viele Durchgänge durch den Talon, solange ein Durchgang mindestens eine Karte "
    "ablegt. {goal}",
    "rules_goal.pyramid": "Gewonnen, wenn die Pyramide abgeräumt ist.",
    "rules_goal.deck": "Gewonnen, wenn jede Karte abgelegt ist.",
    "preset_source.standard": "Die Voreinstellung der verbreiteten Computerversionen (Microsoft Solitaire "
    "Collection).",
    "preset_source.classic": "Das strenge Spiel der Bücher (Morehead & Mott-Smith): ein Durchgang, und alle 52 "
    "Karten müssen weg.",
    "preset_source.relaxed": "Ein Durchgang und das leichtere Ziel: nur die Pyramide (solitairewinrates.com nennt "
    "9,02 % Gewinnrate bei perfektem Spiel).",
    "preset_source.par": "Par-Pyramide: die Ablage wird bis zu zweimal umgedreht (nicht gemischt), und alle 52 "
    "Karten müssen weg.",
    "preset_source.overlapping": "Das strenge Spiel mit den überlappenden Paaren deutscher Regelseiten (etwa eine 4 "
    "auf einer 9).",
    "preset_source.waste-only": "Eine verbreitete Webversion: der Talon liegt verdeckt, und nur die oberste "
    "Ablagekarte ist spielbar.",
    "preset_source.tuts-tomb": "Tuts Grab: drei Karten ziehen wie bei Klondike, durch den Talon, solange sich noch "
    "Paare bilden lassen.",
    "preset_source.apophis": "Apophis: drei Ablagestapel nebeneinander, jede oberste Ablagekarte spielbar, alle "
    "Karten müssen weg.",
    "preset_source.pharaoh": "Pharao: ein Dreieck aus 55 Karten in 10 Reihen aus zwei Blättern, die übrigen 49 "
    "Karten als Talon.",
    "preset_source.spanish": "Spanisches Blatt mit 48 Karten (1-12: 10 Sota, 11 Caballo, 12 Rey): Paare ergeben 12, "
    "der Rey geht allein.",
}

_RULES_NL = {
    "rules_layout": "{title}: piramide van {size} {size:kaart|kaarten} ({rows} {rows:rij|rijen}) uit {decks}, {stock} kaarten in de stapel.",
    "preset_passes_title": "{title}, {passes}",
    "preset_title": "Eigen regels",
    "preset_title.standard": "Standaard",
    "preset_title.classic": "Klassiek",
    "preset_title.relaxed": "Ontspannen",
    "preset_title.par": "Par-piramide",
    "preset_title.overlapping": "Overlappende paren",
    "preset_title.waste-only": "Alleen aflegstapel",
    "preset_title.tuts-tomb": "Graf van Toet",
    "preset_title.apophis": "Apophis",
    "preset_title.pharaoh": "Farao",
    "preset_title.spanish": "Spaans",
    "rules_decks.french": "één Frans kaartspel",
    "rules_decks.french_two": "twee Franse kaartspellen",
    "rules_decks.spanish": "één Spaans kaartspel",
    "rules_decks.spanish_two": "twee Spaanse kaartspellen",
    "rules_play": "Paren zijn samen {sum}; heren gaan alleen. {parts:semicolon}.",
    "rules_play.spanish": "Paren zijn samen {sum}; reyes (12) gaan alleen. {parts:semicolon}.",
    "rules_part.stock_playable": "Bovenste kaart van de stapel open en speelbaar",
    "rules_part.stock_face_down": "Stapel gesloten",
    "rules_part.draw_three": "er worden drie kaarten tegelijk getrokken",
    "rules_part.three_piles": "drie aflegstapels, de speler kiest voor elke kaart de stapel; elke bovenste kaart "
    "van een aflegstapel speelbaar",
    "rules_part.waste_top": "bovenste kaart van de aflegstapel speelbaar",
    "rules_part.overlapping": "een vrije kaart mag een paar vormen met een kaart die ze half bedekt, als geen andere "
    "kaart die bedekt",
    "rules_end": "{n} rondes door de stapel. {goal}",
    "rules_end.one": "1 ronde door de stapel. {goal}",
    "rules_end.unlimited": "Onbeperkt veel rondes door de stapel, zolang een ronde minstens één kaart weglegt. {goal}",
    "rules_goal.pyramid": "Gewonnen als de piramide leeg is.",
    "rules_goal.deck": "Gewonnen als elke kaart weg is.",
    "preset_source.standard": "De standaard van de gangbare computerversies (Microsoft Solitaire Collection).",
    "preset_source.classic": "Het strikte spel uit de boeken (Morehead & Mott-Smith): één ronde, en alle 52 kaarten "
    "moeten weg.",
    "preset_source.relaxed": "Eén ronde en het makkelijkere doel: alleen de piramide (solitairewinrates.com noemt "
    "9,02 % winst bij perfect spel).",
    "preset_source.par": "Par-piramide: de aflegstapel wordt tot twee keer omgedraaid (niet geschud), en alle 52 "
    "kaarten moeten weg.",
    "preset_source.overlapping": "Het strikte spel met de overlappende paren van Duitse regelsites (bijvoorbeeld een "
    "4 op een 9).",
    "preset_source.waste-only": "Een gangbare webversie: de stapel ligt gesloten en alleen de bovenste kaart van de "
    "aflegstapel is speelbaar.",
    "preset_source.tuts-tomb": "Graf van Toet: drie kaarten trekken zoals bij Klondike, door de stapel zolang er nog "
    "paren te vormen zijn.",
    "preset_source.apophis": "Apophis: drie aflegstapels naast elkaar, elke bovenste kaart speelbaar, alle kaarten "
    "moeten weg.",
    "preset_source.pharaoh": "Farao: een driehoek van 55 kaarten in 10 rijen uit twee kaartspellen, de overige 49 kaarten "
    "als stapel.",
    "preset_source.spanish": "Spaans kaartspel van 48 kaarten (1-12: 10 Sota, 11 Caballo, 12 Rey): paren zijn samen 12, "
    "de Rey gaat alleen.",
}

_RULES_FI = {
    "rules_layout": "{title}: {size} kortin pyramidi ({rows} {rows:rivi|riviä}) {decks}, pakassa {stock} korttia.",
    "preset_passes_title": "{title}, {passes}",
    "preset_title": "Omat säännöt",
    "preset_title.standard": "Vakio",
    "preset_title.classic": "Klassinen",
    "preset_title.relaxed": "Rento",
    "preset_title.par": "Par-pyramidi",
    "preset_title.overlapping": "Limittäiset parit",
    "preset_title.waste-only": "Vain poistopino",
    "preset_title.tuts-tomb": "Tutin hauta",
    "preset_title.apophis": "Apophis",
    "preset_title.pharaoh": "Faarao",
    "preset_title.spanish": "Espanjalainen",
    "rules_decks.french": "yhdestä ranskalaisesta korttipakasta",
    "rules_decks.french_two": "kahdesta ranskalaisesta korttipakasta",
    "rules_decks.spanish": "yhdestä espanjalaisesta korttipakasta",
    "rules_decks.spanish_two": "kahdesta espanjalaisesta korttipakasta",
    "rules_play": "Parin summa on {sum}; kuninkaat poistuvat yksin. {parts:semicolon}.",
    "rules_play.spanish": "Parin summa on {sum}; reyt (12) poistuvat yksin. {parts:semicolon}.",
    "rules_part.stock_playable": "Pakan päällimmäinen kortti kuvapuoli ylöspäin ja pelattavissa",
    "rules_part.stock_face_down": "Pakka kuvapuoli alaspäin",
    "rules_part.draw_three": "kortit nostetaan kolme kerrallaan",
    "rules_part.three_piles": "kolme poistopinoa, pelaaja valitsee pinon jokaiselle kortille; jokaisen pinon "
    "päällimmäinen kortti pelattavissa",
    "rules_part.waste_top": "poistopinon päällimmäinen kortti pelattavissa",
    "rules_part.overlapping": "vapaa kortti saa muodostaa parin osittain peittämänsä kortin kanssa, kun mikään muu "
    "kortti ei peitä sitä",
    "rules_end": "{n} kierrosta pakan läpi. {goal}",
    "rules_end.one": "1 kierros pakan läpi. {goal}",
    "rules_end.unlimited": "Rajattomasti kierroksia pakan läpi, kunhan kierros poistaa ainakin yhden kortin. {goal}",
    "rules_goal.pyramid": "Voitto, kun pyramidi on tyhjennetty.",
    "rules_goal.deck": "Voitto, kun jokainen kortti on poistettu.",
    "preset_source.standard": "Yleisten tietokoneversioiden oletus (Microsoft Solitaire Collection).",
    "preset_source.classic": "Kirjojen tiukka peli (Morehead & Mott-Smith): yksi kierros, ja kaikkien 52 kortin on "
    "poistuttava.",
    "preset_source.relaxed": "Yksi kierros ja helpompi tavoite: vain pyramidi (solitairewinrates.com ilmoittaa "
    "täydellisen pelin voittoprosentiksi 9,02 %).",
    "preset_source.par": "Par-pyramidi: poistopino käännetään (sekoittamatta) enintään kahdesti, ja kaikkien 52 "
    "kortin on poistuttava.",
    "preset_source.overlapping": "Tiukka peli saksalaisten sääntösivujen limittäisillä pareilla (esim. 4 yhdeksikön "
    "päällä).",
    "preset_source.waste-only": "Yleinen verkkoversio: pakka on kuvapuoli alaspäin, ja vain poistopinon päällimmäinen "
    "kortti on pelattavissa.",
    "preset_source.tuts-tomb": "Tutin hauta: nostetaan kolme kerrallaan kuten Klondikessa, pakan läpi niin kauan kuin "
    "pareja voi vielä muodostaa.",
    "preset_source.apophis": "Apophis: kolme poistopinoa rinnakkain, jokaisen pinon päällimmäinen kortti "
    "pelattavissa, kaikkien korttien on poistuttava.",
    "preset_source.pharaoh": "Faarao: 55 kortin kolmio 10 rivissä kahdesta korttipakasta, loput 49 korttia pakkana.",
    "preset_source.spanish": "Espanjalainen 48 kortin korttipakka (1-12: 10 sota, 11 caballo, 12 rey): parin summa on 12, "
    "rey poistuu yksin.",
}

# The plain-text board (pyramid_solitaire.text.board_text).
_TEXT_EN = {
    "text_title": "Pyramid · {rules:rules} rules · deal {number} · pass {n} of {m}",
    "text_title.custom": "Pyramid · {rules:rules} rules · custom deal · pass {n} of {m}",
    "text_title.unlimited": "Pyramid · {rules:rules} rules · deal {number} · pass {n}, unlimited passes",
    "text_title.custom_unlimited": "Pyramid · {rules:rules} rules · custom deal · pass {n}, unlimited passes",
    "text_status": "Stock: {stock} | Waste: {waste} | Removed: {removed} | Points: {points}",
    "text_pile": "{n} {n:card|cards}, top {top}",
    "text_pile.face_down": "{n} {n:card|cards} face down",
    "blocking_pair": "{lower} under {upper} (right on it)",
    "blocking_pair.higher": "{lower} under {upper} (higher up)",
}

_TEXT_DE = {
    "text_title": "Pyramide · Regeln {rules:rules} · Spiel {number} · Durchgang {n} von {m}",
    "text_title.custom": "Pyramide · Regeln {rules:rules} · eigenes Spiel · Durchgang {n} von {m}",
    "text_title.unlimited": "Pyramide · Regeln {rules:rules} · Spiel {number} · Durchgang {n}, unbegrenzt viele "
    "Durchgänge",
    "text_title.custom_unlimited": "Pyramide · Regeln {rules:rules} · eigenes Spiel · Durchgang {n}, unbegrenzt viele "
    "Durchgänge",
    "text_status": "Talon: {stock} | Ablage: {waste} | Abgelegt: {removed} | Punkte: {points}",
    "text_pile": "{n} {n:Karte|Karten}, oben {top}",
    "text_pile.face_down": "{n} {n:Karte|Karten} verdeckt",
    "blocking_pair": "{lower} unter {upper} (direkt darauf)",
    "blocking_pair.higher": "{lower} unter {upper} (weiter oben)",
}

_TEXT_NL = {
    "text_title": "Piramide · regels {rules:rules} · spel {number} · ronde {n} van {m}",
    "text_title.custom": "Piramide · regels {rules:rules} · eigen spel · ronde {n} van {m}",
    "text_title.unlimited": "Piramide · regels {rules:rules} · spel {number} · ronde {n}, onbeperkt veel rondes",
    "text_title.custom_unlimited": "Piramide · regels {rules:rules} · eigen spel · ronde {n}, onbeperkt veel rondes",
    "text_status": "Stapel: {stock} | Aflegstapel: {waste} | Weggelegd: {removed} | Punten: {points}",
    "text_pile": "{n} {n:kaart|kaarten}, boven {top}",
    "text_pile.face_down": "{n} {n:kaart|kaarten} gesloten",
    "blocking_pair": "{lower} onder {upper} (er direct op)",
    "blocking_pair.higher": "{lower} onder {upper} (hoger)",
}

_TEXT_FI = {
    "text_title": "Pyramidi · säännöt {rules:rules} · jako {number} · kierros {n}/{m}",
    "text_title.custom": "Pyramidi · säännöt {rules:rules} · oma jako · kierros {n}/{m}",
    "text_title.unlimited": "Pyramidi · säännöt {rules:rules} · jako {number} · kierros {n}, rajattomasti kierroksia",
    "text_title.custom_unlimited": "Pyramidi · säännöt {rules:rules} · oma jako · kierros {n}, rajattomasti kierroksia",
    "text_status": "Pakka: {stock} | Poistopino: {waste} | Poistettu: {removed} | Pisteet: {points}",
    "text_pile": "{n} {n:kortti|korttia}, päällimmäisenä {top}",
    "text_pile.face_down": "{n} {n:kortti|korttia} kuvapuoli alaspäin",
    "blocking_pair": "{lower} kortin {upper} alla (suoraan päällä)",
    "blocking_pair.higher": "{lower} kortin {upper} alla (ylempänä)",
}

# A bad value for a setting of the widget (PyramidWidget.lang, .speed and the view toggles).
_SETTINGS_EN = {
    "setting_lang": "lang={value!r}: unknown language: use one of {languages:comma}",
    "setting_flag": "{name}={value!r}: give True or False",
    "setting_speed": "speed={value!r}: give the seconds between moves, from 0.05 to 5",
}

_SETTINGS_DE = {
    "setting_lang": "lang={value!r}: unbekannte Sprache: verwende eine von {languages:comma}",
    "setting_flag": "{name}={value!r}: gib True oder False an",
    "setting_speed": "speed={value!r}: gib die Sekunden zwischen den Zügen an, von 0.05 bis 5",
}

_SETTINGS_NL = {
    "setting_lang": "lang={value!r}: onbekende taal: gebruik een van {languages:comma}",
    "setting_flag": "{name}={value!r}: geef True of False",
    "setting_speed": "speed={value!r}: geef het aantal seconden tussen de zetten, van 0.05 tot 5",
}

_SETTINGS_FI = {
    "setting_lang": "lang={value!r}: tuntematon kieli: käytä jotakin kielistä {languages:comma}",
    "setting_flag": "{name}={value!r}: anna True tai False",
    "setting_speed": "speed={value!r}: anna siirtojen väli sekunteina, 0.05–5",
}

# --- the pyramid-solitaire command: its own sentences (argparse words its usage errors) ---
_CLI_EN = {
    "os_problem.ENOENT": "no such file or folder",
    "os_problem.EACCES": "permission denied",
    "os_problem.EISDIR": "that is a folder",
    "os_problem.ENOTDIR": "a part of the path is not a folder",
    "os_problem.ENOSPC": "no space left on the disk",
    "os_problem.EROFS": "the disk is read-only",
    "os_problem.EIO": "the file could not be read or written (an input/output error)",
    "cli_deal": "deal {number}",
    "cli_about": "{what}, {rules:rules} rules",
    "cli_answer": "{what}, {rules:rules} rules: {answer}",
    "cli_already_won": "already won (nothing left to solve)",
    "cli_stopped": "stopped",
    "cli_stopped.csv": "stopped (every row already written is kept; --resume goes on)",
    "cli_output": "the output could not be written: {problem}",
    "cli_output.closed": "there is nowhere to write the output: standard output is closed",
    "cli_win_rate": "{rules:rules}, {count:deal|deals} {deals}: win rate {rate}",
    "cli_no_rate": "{rules:rules}, {count:deal|deals} {deals}: no win rate: none of the {n:,} deals was decided",
    "cli_no_rate.one": "{rules:rules}, {count:deal|deals} {deals}: no win rate: the deal was not decided",
    "cli_no_rate.within": "{rules:rules}, {count:deal|deals} {deals}: no win rate: none of the {n:,} deals was decided within "
    "--max-seconds {seconds}",
    "cli_no_rate.one_within": "{rules:rules}, {count:deal|deals} {deals}: no win rate: the deal was not decided within --max-seconds "
    "{seconds}",
    "cli_deal_number": "{text!r} is not a deal number: deal numbers run from 1 to {most:,}",
    "cli_deal_range": "{text!r} is not a range of deal numbers: write FIRST-LAST with 1 ≤ FIRST ≤ LAST, e.g. 1-10000, or a list such as 1-10,20",
    "cli_workers": "{text!r} workers: give a whole number of processes from 1 to {most}",
    "cli_seconds": "{text!r} seconds: give a number of seconds, 0 or more",
    "cli_passes": "{text!r} passes: give a whole number of passes from 1 to {most}, or unlimited",
    "cli_see_help": "(see {prog} --help)",
    "cli_unrecognized": "unrecognized arguments: {args}",
    "cli_required": "the following arguments are required: {names}",
    "cli_expected_one": "expected one argument",
    "cli_invalid_choice": "invalid choice: {value} (choose from {choices})",
    "cli_ambiguous": "ambiguous option: {option} could match {matches}",
    "cli_explicit": "ignored explicit argument {value}",
    "cli_source": "{source!r} is neither a deal number nor a file: give a deal number, a deal file, a saved game or - "
    "(standard input)",
    "cli_progress_unit": "deal",
    "cli_stdin": "standard input",
    "cli_file_large.stream": "{file}: more than {size:,} bytes is far too large for a deal or a saved game",
    "cli_source.blank": "{source!r} is neither a deal number nor a file: give a deal number, a deal file or a saved game",
    "cli_source.folder": "{source!r} is a folder: give a deal number, a deal file or a saved game",
    "cli_file_large": "{file}: {size:,} bytes is far too large for a deal or a saved game",
    "cli_file_not_utf8": "{file} is not a UTF-8 text file ({problem} at byte {byte})",
    "cli_file_os": "{file}: {problem}",
    "cli_file_empty": "{file} is empty: it holds no deal",
    "cli_file_array": "{file} holds JSON but not a saved game: a saved game is a JSON object, this is an array",
    "cli_file_refused": "{file}: {error}",
    "cli_file_refused.preset": "{file}: {error}; these are the cards of a deal under --rules {preset}",
    "cli_rules_own": "--rules {rules}: {file} is a saved game with its own rules ({own:rules})",
    "cli_rules_own.passes": "--passes {passes}: {file} is a saved game with its own rules ({own:rules})",
    "cli_csv_folder": "--csv {path}: that is a folder, not a file",
    "cli_csv_no_folder": "--csv {path}: the folder {folder} does not exist",
    "cli_csv_os": "--csv {path}: {problem}",
    "cli_resume_needs_csv": "--resume needs --csv: the file whose rows to keep",
    "cli_csv_not_utf8": "--csv {path}: not a UTF-8 text file, so not one this command wrote",
    "cli_csv_header": "--csv {path}: not a file this command wrote (its header differs)",
    "cli_csv_row": "--csv {path}: line {line} is not a row this command wrote",
    "cli_csv_row.number": "--csv {path}: line {line} is not a row this command wrote (no deal number)",
    "cli_csv_rules": "--csv {path}: line {line} holds a result under the {found!r} rules, not {rules!r}",
}

_CLI_DE = {
    "os_problem.ENOENT": "Datei oder Ordner nicht gefunden",
    "os_problem.EACCES": "Zugriff verweigert",
    "os_problem.EISDIR": "das ist ein Ordner",
    "os_problem.ENOTDIR": "ein Teil des Pfads ist kein Ordner",
    "os_problem.ENOSPC": "kein Platz mehr auf dem Datenträger",
    "os_problem.EROFS": "der Datenträger ist schreibgeschützt",
    "os_problem.EIO": "die Datei ließ sich nicht lesen oder schreiben (ein Ein-/Ausgabefehler)",
    "cli_deal": "Spiel {number}",
    "cli_about": "{what}, Regeln {rules:rules}",
    "cli_answer": "{what}, Regeln {rules:rules}: {answer}",
    "cli_already_won": "schon gewonnen (nichts mehr zu lösen)",
    "cli_stopped": "abgebrochen",
    "cli_stopped.csv": "abgebrochen (jede schon geschriebene Zeile bleibt; --resume macht weiter)",
    "cli_output": "die Ausgabe konnte nicht geschrieben werden: {problem}",
    "cli_output.closed": "die Ausgabe kann nirgends hin: die Standardausgabe ist geschlossen",
    "cli_win_rate": "{rules:rules}, {count:Spiel|Spiele} {deals}: Gewinnquote {rate}",
    "cli_no_rate": "{rules:rules}, {count:Spiel|Spiele} {deals}: keine Gewinnquote: keines der {n:,} Spiele wurde entschieden",
    "cli_no_rate.one": "{rules:rules}, {count:Spiel|Spiele} {deals}: keine Gewinnquote: das Spiel wurde nicht entschieden",
    "cli_no_rate.within": "{rules:rules}, {count:Spiel|Spiele} {deals}: keine Gewinnquote: keines der {n:,} Spiele wurde innerhalb von "
    "--max-seconds {seconds} entschieden",
    "cli_no_rate.one_within": "{rules:rules}, {count:Spiel|Spiele} {deals}: keine Gewinnquote: das Spiel wurde nicht innerhalb von "
    "--max-seconds {seconds} entschieden",
    "cli_deal_number": "{text!r} ist keine Spielnummer: Spielnummern reichen von 1 bis {most:,}",
    "cli_deal_range": "{text!r} ist kein Bereich von Spielnummern: schreib ERSTE-LETZTE mit 1 ≤ ERSTE ≤ LETZTE, z. B. 1-10000, oder eine Liste wie 1-10,20",
    "cli_workers": "{text!r} Prozesse: gib eine ganze Zahl von Prozessen von 1 bis {most} an",
    "cli_seconds": "{text!r} Sekunden: gib eine Zahl von Sekunden an, 0 oder mehr",
    "cli_passes": "{text!r} Durchgänge: gib eine ganze Zahl von Durchgängen von 1 bis {most} an, oder unlimited",
    "cli_see_help": "(siehe {prog} --help)",
    "cli_unrecognized": "unbekannte Argumente: {args}",
    "cli_required": "diese Argumente fehlen: {names}",
    "cli_expected_one": "erwartet ein Argument",
    "cli_invalid_choice": "ungültige Wahl: {value} (zur Wahl stehen {choices})",
    "cli_ambiguous": "mehrdeutige Option: {option} passt zu {matches}",
    "cli_explicit": "Argument {value} ignoriert: die Option nimmt keinen Wert",
    "cli_source": "{source!r} ist weder eine Spielnummer noch eine Datei: gib eine Spielnummer, eine Datei mit einem "
    "Spiel, ein gespeichertes Spiel oder - (Standardeingabe) an",
    "cli_progress_unit": "Spiel",
    "cli_stdin": "Standardeingabe",
    "cli_file_large.stream": "{file}: mehr als {size:,} Bytes sind viel zu groß für ein Spiel oder ein gespeichertes Spiel",
    "cli_source.blank": "{source!r} ist weder eine Spielnummer noch eine Datei: gib eine Spielnummer, eine Datei mit "
    "einem Spiel oder ein gespeichertes Spiel an",
    "cli_source.folder": "{source!r} ist ein Ordner: gib eine Spielnummer, eine Datei mit einem Spiel oder ein "
    "gespeichertes Spiel an",
    "cli_file_large": "{file}: {size:,} Bytes sind viel zu groß für ein Spiel oder ein gespeichertes Spiel",
    "cli_file_not_utf8": "{file} ist keine UTF-8-Textdatei ({problem} bei Byte {byte})",
    "cli_file_os": "{file}: {problem}",
    "cli_file_empty": "{file} ist leer: sie enthält kein Spiel",
    "cli_file_array": "{file} enthält JSON, aber kein gespeichertes Spiel: ein gespeichertes Spiel ist ein "
    "JSON-Objekt, dies ist ein Array",
    "cli_file_refused": "{file}: {error}",
    "cli_file_refused.preset": "{file}: {error}; das sind die Karten eines Spiels mit --rules {preset}",
    "cli_rules_own": "--rules {rules}: {file} ist ein gespeichertes Spiel mit eigenen Regeln ({own:rules})",
    "cli_rules_own.passes": "--passes {passes}: {file} ist ein gespeichertes Spiel mit eigenen Regeln ({own:rules})",
    "cli_csv_folder": "--csv {path}: das ist ein Ordner, keine Datei",
    "cli_csv_no_folder": "--csv {path}: den Ordner {folder} gibt es nicht",
    "cli_csv_os": "--csv {path}: {problem}",
    "cli_resume_needs_csv": "--resume braucht --csv: die Datei, deren Zeilen bleiben sollen",
    "cli_csv_not_utf8": "--csv {path}: keine UTF-8-Textdatei, also keine, die dieser Befehl geschrieben hat",
    "cli_csv_header": "--csv {path}: keine Datei, die dieser Befehl geschrieben hat (ihre Kopfzeile weicht ab)",
    "cli_csv_row": "--csv {path}: Zeile {line} ist keine Zeile, die dieser Befehl geschrieben hat",
    "cli_csv_row.number": "--csv {path}: Zeile {line} ist keine Zeile, die dieser Befehl geschrieben hat (keine "
    "Spielnummer)",
    "cli_csv_rules": "--csv {path}: Zeile {line} enthält ein Ergebnis nach den Regeln {found!r}, nicht {rules!r}",
}

_CLI_NL = {
    "os_problem.ENOENT": "geen bestand of map met die naam",
    "os_problem.EACCES": "toegang geweigerd",
    "os_problem.EISDIR": "dat is een map",
    "os_problem.ENOTDIR": "een deel van het pad is geen map",
    "os_problem.ENOSPC": "geen ruimte meer op de schijf",
    "os_problem.EROFS": "de schijf is alleen-lezen",
    "os_problem.EIO": "het bestand kon niet gelezen of geschreven worden (een invoer-/uitvoerfout)",
    "cli_deal": "spel {number}",
    "cli_about": "{what}, regels {rules:rules}",
    "cli_answer": "{what}, regels {rules:rules}: {answer}",
    "cli_already_won": "al gewonnen (niets meer op te lossen)",
    "cli_stopped": "gestopt",
    "cli_stopped.csv": "gestopt (elke al geschreven rij blijft bewaard; --resume gaat verder)",
    "cli_output": "de uitvoer kon niet worden geschreven: {problem}",
    "cli_output.closed": "de uitvoer kan nergens heen: de standaarduitvoer is gesloten",
    "cli_win_rate": "{rules:rules}, {count:spel|spellen} {deals}: winstkans {rate}",
    "cli_no_rate": "{rules:rules}, {count:spel|spellen} {deals}: geen winstkans: geen van de {n:,} spellen is beslist",
    "cli_no_rate.one": "{rules:rules}, {count:spel|spellen} {deals}: geen winstkans: het spel is niet beslist",
    "cli_no_rate.within": "{rules:rules}, {count:spel|spellen} {deals}: geen winstkans: geen van de {n:,} spellen is beslist binnen "
    "--max-seconds {seconds}",
    "cli_no_rate.one_within": "{rules:rules}, {count:spel|spellen} {deals}: geen winstkans: het spel is niet beslist binnen "
    "--max-seconds {seconds}",
    "cli_deal_number": "{text!r} is geen spelnummer: spelnummers lopen van 1 tot en met {most:,}",
    "cli_deal_range": "{text!r} is geen reeks spelnummers: schrijf EERSTE-LAATSTE met 1 ≤ EERSTE ≤ LAATSTE, bijvoorbeeld 1-10000, of een lijst zoals 1-10,20",
    "cli_workers": "{text!r} processen: geef een geheel aantal processen van 1 tot en met {most}",
    "cli_seconds": "{text!r} seconden: geef een aantal seconden, 0 of meer",
    "cli_passes": "{text!r} rondes: geef een geheel aantal rondes van 1 tot en met {most}, of unlimited",
    "cli_see_help": "(zie {prog} --help)",
    "cli_unrecognized": "onbekende argumenten: {args}",
    "cli_required": "deze argumenten ontbreken: {names}",
    "cli_expected_one": "verwacht één argument",
    "cli_invalid_choice": "ongeldige keuze: {value} (kies uit {choices})",
    "cli_ambiguous": "dubbelzinnige optie: {option} past bij {matches}",
    "cli_explicit": "argument {value} genegeerd: de optie neemt geen waarde",
    "cli_source": "{source!r} is geen spelnummer en geen bestand: geef een spelnummer, een bestand met een spel, een "
    "opgeslagen spel of - (standaardinvoer)",
    "cli_progress_unit": "spel",
    "cli_stdin": "standaardinvoer",
    "cli_file_large.stream": "{file}: meer dan {size:,} bytes is veel te groot voor een spel of een opgeslagen spel",
    "cli_source.blank": "{source!r} is geen spelnummer en geen bestand: geef een spelnummer, een bestand met een spel "
    "of een opgeslagen spel",
    "cli_source.folder": "{source!r} is een map: geef een spelnummer, een bestand met een spel of een opgeslagen spel",
    "cli_file_large": "{file}: {size:,} bytes is veel te groot voor een spel of een opgeslagen spel",
    "cli_file_not_utf8": "{file} is geen UTF-8-tekstbestand ({problem} bij byte {byte})",
    "cli_file_os": "{file}: {problem}",
    "cli_file_empty": "{file} is leeg: er staat geen spel in",
    "cli_file_array": "{file} bevat JSON maar geen opgeslagen spel: een opgeslagen spel is een JSON-object, dit is "
    "een array",
    "cli_file_refused": "{file}: {error}",
    "cli_file_refused.preset": "{file}: {error}; dit zijn de kaarten van een spel met --rules {preset}",
    "cli_rules_own": "--rules {rules}: {file} is een opgeslagen spel met eigen regels ({own:rules})",
    "cli_rules_own.passes": "--passes {passes}: {file} is een opgeslagen spel met eigen regels ({own:rules})",
    "cli_csv_folder": "--csv {path}: dat is een map, geen bestand",
    "cli_csv_no_folder": "--csv {path}: de map {folder} bestaat niet",
    "cli_csv_os": "--csv {path}: {problem}",
    "cli_resume_needs_csv": "--resume heeft --csv nodig: het bestand waarvan de rijen blijven",
    "cli_csv_not_utf8": "--csv {path}: geen UTF-8-tekstbestand, dus niet een dat deze opdracht schreef",
    "cli_csv_header": "--csv {path}: geen bestand dat deze opdracht schreef (de kopregel wijkt af)",
    "cli_csv_row": "--csv {path}: regel {line} is geen rij die deze opdracht schreef",
    "cli_csv_row.number": "--csv {path}: regel {line} is geen rij die deze opdracht schreef (geen spelnummer)",
    "cli_csv_rules": "--csv {path}: regel {line} bevat een uitkomst onder de regels {found!r}, niet {rules!r}",
}

_CLI_FI = {
    "os_problem.ENOENT": "tiedostoa tai kansiota ei ole",
    "os_problem.EACCES": "lupa evätty",
    "os_problem.EISDIR": "se on kansio",
    "os_problem.ENOTDIR": "osa polusta ei ole kansio",
    "os_problem.ENOSPC": "levyllä ei ole tilaa",
    "os_problem.EROFS": "levy on vain luku -tilassa",
    "os_problem.EIO": "tiedostoa ei voitu lukea tai kirjoittaa (siirräntävirhe)",
    "cli_deal": "jako {number}",
    "cli_about": "{what}, säännöt {rules:rules}",
    "cli_answer": "{what}, säännöt {rules:rules}: {answer}",
    "cli_already_won": "jo voitettu (ei enää ratkaistavaa)",
    "cli_stopped": "keskeytetty",
    "cli_stopped.csv": "keskeytetty (jo kirjoitetut rivit säilyvät; --resume jatkaa)",
    "cli_output": "tulostetta ei voitu kirjoittaa: {problem}",
    "cli_output.closed": "tulosteelle ei ole paikkaa: vakiotuloste on suljettu",
    "cli_win_rate": "{rules:rules}, {count:jako|jaot} {deals}: voittoprosentti {rate}",
    "cli_no_rate": "{rules:rules}, {count:jako|jaot} {deals}: ei voittoprosenttia: yhtäkään {n:,} jaosta ei ratkaistu",
    "cli_no_rate.one": "{rules:rules}, {count:jako|jaot} {deals}: ei voittoprosenttia: jakoa ei ratkaistu",
    "cli_no_rate.within": "{rules:rules}, {count:jako|jaot} {deals}: ei voittoprosenttia: yhtäkään {n:,} jaosta ei ratkaistu "
    "--max-seconds {seconds} -rajan sisällä",
    "cli_no_rate.one_within": "{rules:rules}, {count:jako|jaot} {deals}: ei voittoprosenttia: jakoa ei ratkaistu --max-seconds {seconds} "
    "-rajan sisällä",
    "cli_deal_number": "{text!r} ei ole jaon numero: jakojen numerot ovat 1–{most:,}",
    "cli_deal_range": "{text!r} ei ole jakojen numeroiden väli: kirjoita ENSIMMÄINEN-VIIMEINEN, 1 ≤ ENSIMMÄINEN ≤ VIIMEINEN, esim. 1-10000, tai luettelo kuten 1-10,20",
    "cli_workers": "{text!r} prosessia: anna prosessien määrä kokonaislukuna 1–{most}",
    "cli_seconds": "{text!r} sekuntia: anna sekuntimäärä, 0 tai enemmän",
    "cli_passes": "{text!r} kierrosta: anna kierrosten määrä kokonaislukuna 1–{most} tai unlimited",
    "cli_see_help": "(katso {prog} --help)",
    "cli_unrecognized": "tuntemattomat argumentit: {args}",
    "cli_required": "nämä argumentit puuttuvat: {names}",
    "cli_expected_one": "odotettiin yhtä argumenttia",
    "cli_invalid_choice": "virheellinen valinta: {value} (vaihtoehdot: {choices})",
    "cli_ambiguous": "monitulkintainen valitsin: {option} voi tarkoittaa valitsimia {matches}",
    "cli_explicit": "argumentti {value} ohitettiin: valitsin ei ota arvoa",
    "cli_source": "{source!r} ei ole jaon numero eikä tiedosto: anna jaon numero, jaon tiedosto, tallennettu peli tai - "
    "(vakiosyöte)",
    "cli_progress_unit": "jako",
    "cli_stdin": "vakiosyöte",
    "cli_file_large.stream": "{file}: yli {size:,} tavua on aivan liian suuri jaolle tai tallennetulle pelille",
    "cli_source.blank": "{source!r} ei ole jaon numero eikä tiedosto: anna jaon numero, jaon tiedosto tai tallennettu "
    "peli",
    "cli_source.folder": "{source!r} on kansio: anna jaon numero, jaon tiedosto tai tallennettu peli",
    "cli_file_large": "{file}: {size:,} tavua on aivan liian suuri jaolle tai tallennetulle pelille",
    "cli_file_not_utf8": "{file} ei ole UTF-8-tekstitiedosto ({problem} tavussa {byte})",
    "cli_file_os": "{file}: {problem}",
    "cli_file_empty": "{file} on tyhjä: siinä ei ole jakoa",
    "cli_file_array": "{file} sisältää JSONia mutta ei tallennettua peliä: tallennettu peli on JSON-olio, tämä on "
    "taulukko",
    "cli_file_refused": "{file}: {error}",
    "cli_file_refused.preset": "{file}: {error}; nämä ovat jaon kortit säännöillä --rules {preset}",
    "cli_rules_own": "--rules {rules}: {file} on tallennettu peli omine sääntöineen ({own:rules})",
    "cli_rules_own.passes": "--passes {passes}: {file} on tallennettu peli omine sääntöineen ({own:rules})",
    "cli_csv_folder": "--csv {path}: se on kansio, ei tiedosto",
    "cli_csv_no_folder": "--csv {path}: kansiota {folder} ei ole",
    "cli_csv_os": "--csv {path}: {problem}",
    "cli_resume_needs_csv": "--resume tarvitsee --csv:n: tiedoston, jonka rivit säilytetään",
    "cli_csv_not_utf8": "--csv {path}: ei UTF-8-tekstitiedosto, joten ei tämän komennon kirjoittama",
    "cli_csv_header": "--csv {path}: ei tämän komennon kirjoittama tiedosto (sen otsikkorivi poikkeaa)",
    "cli_csv_row": "--csv {path}: rivi {line} ei ole tämän komennon kirjoittama rivi",
    "cli_csv_row.number": "--csv {path}: rivi {line} ei ole tämän komennon kirjoittama rivi (ei jaon numeroa)",
    "cli_csv_rules": "--csv {path}: rivillä {line} on tulos säännöillä {found!r}, ei {rules!r}",
}


REASONS: dict[str, dict[str, str]] = {
    "en": {**_REASONS_EN, **_INPUT_EN, **_REVIEW_EN, **_SOLVER_EN, **_RULES_EN, **_TEXT_EN, **_SETTINGS_EN, **_CLI_EN},
    "de": {**_REASONS_DE, **_INPUT_DE, **_REVIEW_DE, **_SOLVER_DE, **_RULES_DE, **_TEXT_DE, **_SETTINGS_DE, **_CLI_DE},
    "nl": {**_REASONS_NL, **_INPUT_NL, **_REVIEW_NL, **_SOLVER_NL, **_RULES_NL, **_TEXT_NL, **_SETTINGS_NL, **_CLI_NL},
    "fi": {**_REASONS_FI, **_INPUT_FI, **_REVIEW_FI, **_SOLVER_FI, **_RULES_FI, **_TEXT_FI, **_SETTINGS_FI, **_CLI_FI},
}
"""The sentence templates of every reason code, by language, then by ``code`` or ``code.variant``."""

_PASSES_NAMED = re.compile(r"(?:([1-9][0-9]*) pass(?:es)?|unlimited(?: passes)?)")


def passes_named(count: str) -> re.Match[str] | None:
    """The count of passes after a preset's name and a slash, as ``rules.with_passes`` writes it
    (spaces and case aside); its group 1 holds the digits, ``None`` for unlimited. A count above
    ``rules.MAX_PASSES`` promises rules that cannot be.

    >>> passes_named(" 2 Passes")[1], passes_named("unlimited")[1], passes_named("two passes")
    ('2', None, None)
    """
    return _PASSES_NAMED.fullmatch(count.strip().lower())


def pass_variant(passes: object) -> str | None:
    """The variant of a sentence about ``passes`` passes: ``unlimited``, ``one`` or none (a number).

    >>> pass_variant(None), pass_variant(1), pass_variant(3)
    ('unlimited', 'one', None)
    """
    return "unlimited" if passes is None else "one" if passes == 1 else None


def preset_key(name: str) -> str:
    """A preset's name as ``Rules.preset`` reads it: ``" Tuts_Tomb "`` is ``tuts-tomb``.

    >>> preset_key(" Tuts_Tomb ")
    'tuts-tomb'
    """
    return name.strip().lower().replace("_", "-").replace(" ", "-")


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
_GROUPING = {"en": ",", "de": ".", "nl": ".", "fi": "\u00a0"}
"""The thousands separator of each language (Finnish: a no-break space)."""
_DECIMAL = {"en": ".", "de": ",", "nl": ",", "fi": ","}
"""The decimal mark of each language."""
_JOINS = {"comma": ", ", "plus": "+", "semicolon": "; ", "space": " "}


def _counted(items: list[str]) -> list[str]:
    """``items`` with each repeat folded into its first place as a count (two decks hold two of a
    card, and a list of cards names each once): ``["10♠", "3♦", "10♠"]`` becomes ``["2 × 10♠", "3♦"]``.

    >>> _counted(["10♠", "3♦", "10♠"]), _counted(["A♠"])
    (['2 × 10♠', '3♦'], ['A♠'])
    """
    counts = {item: items.count(item) for item in items}
    return [item if n == 1 else f"{n} \u00d7 {item}" for item, n in counts.items()]


def preset_name(name: str, lang: str = "en") -> str:
    """The name of preset ``name`` for people in ``lang``.

    >>> preset_name("tuts-tomb", "de"), preset_name("classic")
    ('Tuts Grab', 'classic')
    """
    return PRESET_NAMES[check_lang(lang)].get(name, name)


def rules_name(name: str, lang: str = "en") -> str:
    """The name of the rules named ``name`` for people in ``lang``: a preset's, or a preset's with
    another count of passes (``pharaoh/1 pass``), in their words; any other name as it is.

    >>> rules_name("pharaoh/1 pass", "de"), rules_name("tuts-tomb/unlimited passes", "nl"), rules_name("Mine", "fi")
    ('Pharao/1 Durchgang', 'graf van Toet/onbeperkt veel rondes', 'Mine')
    """
    base, slash, count = name.partition("/")
    found = passes_named(count) if slash else None
    if found is None or preset_key(base) not in PRESET_NAMES["de"]:  # every preset has a German name
        return preset_name(name, lang)
    passes = None if found[1] is None else int(found[1])
    counted = render("pass_count", {"n": passes, "variant": pass_variant(passes)}, lang)
    return f"{preset_name(preset_key(base), lang)}/{counted}"


def preset_title(name: str, lang: str = "en") -> str:
    """The title of preset ``name`` in ``lang``, as a menu shows it; ``name`` itself for rules of no preset.

    >>> preset_title("tuts-tomb"), preset_title("par", "de"), preset_title("my rules")
    ("Tut's Tomb", 'Par-Pyramide', 'my rules')
    """
    found = REASONS[check_lang(lang)].get(f"preset_title.{name}")
    return name if found is None else found


class _Sentence(string.Formatter):
    """Fills a template's fields in one language (see the section comment above)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion in ("r", "R"):  # input quoted back: a long one is shortened
            return quoted(
                value, limit=200 if conversion == "R" else 40, characters=_CHARACTERS[self.lang],
                grouping=_GROUPING[self.lang],
            )
        return super().convert_field(value, conversion)

    def format_field(self, value: Any, spec: str) -> str:
        if "|" in spec:  # a word for one, or for more (or none), by a count or a list's length
            one, other = spec.split("|", 1)
            return one if (len(value) if isinstance(value, (list, tuple)) else value) == 1 else other
        if spec == "rules":
            return rules_name(value, self.lang)
        if spec == "," and isinstance(value, int):  # thousands grouped as the language writes them
            return grouped(value, _GROUPING[self.lang])
        if spec.startswith("decimal"):  # with the language's decimal mark: as short as it goes, or "decimal2": 2 places
            return format(value, f".{spec[7:]}f" if spec[7:] else "g").replace(".", _DECIMAL[self.lang])
        if isinstance(value, (list, tuple)):
            items = [self.format_field(item, "") for item in value]
            alike = {item for item in items if items.count(item) > 1}  # two moves alike by card (two decks):
            for i, item in enumerate(items):  # their positions tell them apart, as a move_at reason says them
                where = getattr(value[i], "where", None)
                if where and item in alike:
                    items[i] = self.vformat(REASONS[self.lang]["move_at"], (), {"move": value[i], "where": "+".join(where)})
            if spec in _JOINS:
                return _JOINS[spec].join(items)
            if spec == "listed":  # each named, repeats too: a list of places follows in the same order
                return listing(items, self.lang)
            items = _counted(items)
            if spec == "counted":  # a list of cards, spaced, repeats counted: "2 × As 6h"
                return " ".join(items)
            if spec == "or" and len(items) > 1:
                return ", ".join(items[:-1]) + f" {_OR[self.lang]} " + items[-1]
            return listing(items, self.lang)
        describe = getattr(value, "describe", None)
        if callable(describe):  # a nested reason or outcome
            return str(describe(self.lang))
        if getattr(value, "kind", None) in ("draw", "recycle") and hasattr(value, "removes"):
            pile = getattr(value, "pile", None)  # a move that removes no card: its words
            said = "" if spec == "button" else "said_"  # the button's label, or the words within a sentence
            if pile:  # a draw onto one of three waste piles
                return STRINGS[self.lang][f"{said}draw_pile"].format(n=pile)
            return STRINGS[self.lang][f"{said}{value.kind}"]
        pretty = getattr(value, "pretty", None)
        if isinstance(pretty, str):  # a card or a move removing cards, as the board shows it
            return pretty
        return format(value, "" if spec == "button" else spec)


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
    template = (table.get(f"{code}.{variant}") or STRINGS[lang].get(f"{code}.{variant}")) if variant else None
    if template is None:
        template = table.get(code) or STRINGS[lang].get(code)
    if template is None:
        raise PyramidError(f"no sentence for reason {quoted(code)}")
    try:
        return _Sentence(lang).vformat(template, (), dict(facts))
    except (KeyError, IndexError) as missing:
        raise PyramidError(f"reason {code!r} needs the fact {missing.args[0]!r}") from None
