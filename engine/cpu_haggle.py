# Haggling with a CPU player: why it refuses an offer (a few words a person can act on), and
# whether an offer it means to make is one already made on the same terms while nothing that
# matters has changed (a person who said no is not asked the same thing again and again).
from engine.board import GROUP
from engine.cpu_trade import acceptable, gains
from engine.trade import lopsided, makes_set, value_moved

_AGAIN = 10     # rounds after which an offer refused may come again, all else the same


def refusal(g, bot, offer):
    """Why CPU `bot` (answering as g.actor) turns down offer (engine Game.offer), in a few
    words, or None when it would accept (the same judgement as CpuPlayer.answer_offer)."""
    from engine.cpu import FAIR, MARGIN
    a, me, squares, cash, cards = offer
    t = bot.params
    h = bot.h(g)
    if acceptable(g, me, a, squares, cash, cards, h, t[FAIR], t[MARGIN]):
        return None
    if lopsided(g, a, me, squares, cash, cards) and value_moved(g, me, squares, -cash, cards) > 0:
        return "too good for me"        # the referee's measure: it won't fleece a person
    for sq in squares:
        if g.owner[sq] == me and g.group_owner(GROUP[sq]) == me:
            return "that breaks my set"
    mine, theirs = gains(g, me, a, squares, -cash, cards, h)
    if makes_set(g, a, a, me, squares) and not makes_set(g, me, a, me, squares):
        return "that gives you a set"
    if mine < t[MARGIN]:
        return "too dear for me" if cash < 0 else "not enough for it"
    return "you gain too much"


def fresh(g, tried, offer):
    """May this offer (partner, squares, cash, group, cards) be made? Not when the same terms
    were offered before and the deeds' owners, the partner's cash (by half the cash asked,
    at least $100) and the last _AGAIN rounds are as they were; remembered in `tried`
    (the CPU's own record, engine.cpu_trade.best_offer) under 256 + partner * 16 + group."""
    q, squares, cash, grp, cards = offer
    key = 256 + q * 16 + grp
    was = tried.get(key)
    tried[key] = (g.round, bytes(squares), cash, cards, bytes(g.owner), g.cash[q])
    if was is None:
        return True
    r, sqs, c, k, owners, qcash = was
    same = sqs == bytes(squares) and c == cash and k == cards and owners == bytes(g.owner)
    if same and g.round - r < _AGAIN and abs(g.cash[q] - qcash) < max(abs(cash) // 2, 100):
        tried[key] = was        # the clock runs from the offer actually made
        return False
    return True
