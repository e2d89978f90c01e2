# Moving tokens: forward by dice, straight to a square (cards), back, or to jail.
from engine import rules as R
from engine.board import SQUARES, JAIL_SQUARE
from engine.codes import EV_MOVE, EV_GO, EV_JAIL
from engine.money import credit
from engine.state import PH_END


def _collect_salary(g, p, exact):
    amount = g.rules[R.SALARY]
    if exact and g.rules[R.GO_DOUBLE]:
        amount *= 2
    credit(g, p, amount)
    g.emit(EV_GO, p, amount)


def advance_to(g, p, sq):
    """Forward to sq, collecting salary when passing or landing on GO."""
    start = g.pos[p]
    g.pos[p] = sq
    g.emit(EV_MOVE, p, start, sq)
    if sq < start or sq == 0 and start != 0:
        _collect_salary(g, p, sq == 0)


def advance_by(g, p, steps):
    """Move p forward steps squares (collecting passing GO)."""
    advance_to(g, p, (g.pos[p] + steps) % SQUARES)


def back_to(g, p, sq):
    """Move p to sq without passing GO (a card's 'go back')."""
    g.emit(EV_MOVE, p, g.pos[p], sq)
    g.pos[p] = sq


def send_to_jail(g, p, reason):
    """Straight to jail: no salary, no more rolls this turn."""
    g.emit(EV_JAIL, p, reason)
    g.pos[p] = JAIL_SQUARE
    g.jail[p] = 1
    g.again = 0
    g.doubles = 0
    if p == g.turn:
        g.phase = PH_END
