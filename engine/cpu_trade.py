# Trades for the CPU players: what an offer is worth to each side, whether to take one, and
# which offer to make (deeds that complete a group, paid in cash or with a deed that completes
# the partner's group). Never anything the referee's lopsided measure would refuse. Loaded
# only for the call that weighs a trade (engine.cpu.CpuPlayer.weigh, ui.game.haggle), with the
# deciding code (engine.cpu_decide) already resident: the worths come from there.
from engine import rules as R
from engine.board import GROUP, GROUP_SQUARES, interest
from engine.codes import BANK
from engine.cpu_decide import group_worth, rivals, danger
from engine.cpu_tables import GOT
from engine.trade import lopsided


def _moved(g, squares, p, q):
    """The board's owners after the deeds change hands between p and q."""
    own = bytearray(g.owner)
    for sq in squares:
        own[sq] = q if g.owner[sq] == p else p
    return own


def gains(g, p, q, squares, cash, cards, h, memo=None):
    """(p's gain, q's gain) in dollars when p gives q `cash` (negative: receives) and the deeds
    and cards change hands: group worth after less before, with the interest due on mortgaged
    deeds received. memo: a dict kept by a search of p's trades while the board stands still,
    where each worth on the board as it is, and each develop(), is worked out once."""
    own = _moved(g, squares, p, q)
    opp = rivals(g, p)
    gp = -cash
    gq = cash
    seen = 0
    for sq in squares:
        grp = GROUP[sq]
        if g.mortgaged[sq]:
            if g.owner[sq] == p:
                gq -= interest(sq)
            else:
                gp -= interest(sq)
        if (seen >> grp) & 1:
            continue
        seen |= 1 << grp
        gp += group_worth(g, own, p, grp, h, opp, memo) - _now(g, p, grp, h, opp, memo)
        gq += group_worth(g, own, q, grp, h, opp, memo) - _now(g, q, grp, h, opp, memo)
    card = g.rules[R.JAIL_FINE]     # a Get Out of Jail Free card: the fine it saves
    for deck in (0, 1):
        if (cards >> deck) & 1:
            if g.cards[deck] == p:
                gp -= card
                gq += card
            else:
                gp += card
                gq -= card
    return gp, gq


def _now(g, p, grp, h, opp, memo):
    """group_worth on the board as it is, once per search."""
    if memo is None:
        return group_worth(g, g.owner, p, grp, h, opp)
    key = 16 + p * 16 + grp
    v = memo.get(key)
    if v is None:
        v = memo[key] = group_worth(g, g.owner, p, grp, h, opp, memo)
    return v


def weight(g, p, fair):
    """How much a partner's gain counts against one's own, in percent: the partner is one of
    the rivals, so its gain costs a share; `fair` scales it (100: plain share). When the game
    ends on a score (Short Game, round limit) a partner getting ahead counts double."""
    if g.rules[R.END_RULE] != R.END_LAST_STANDING:
        fair *= 2
    return fair // max(1, rivals(g, p))


def acceptable(g, me, other, squares, cash, cards, h, fair, margin):
    """Would `me` take this trade with `other`? cash: what `other` pays `me`."""
    if lopsided(g, other, me, squares, cash, cards):
        return False
    mine, theirs = gains(g, me, other, squares, -cash, cards, h)
    return mine * 100 - theirs * weight(g, me, fair) >= margin * 100


def _reachable(g, p, q, grp):
    """q's deeds p needs to complete grp, when q is the only other holder and nothing is
    built; else None."""
    need = []
    for s in GROUP_SQUARES[grp]:
        o = g.owner[s]
        if o == q:
            need.append(s)
        elif o != p:
            return None
    if not need or g.group_built(grp):
        return None
    return need


def _partner(g, p, grp):
    """The one player other than p holding deeds of grp when the two of them hold it all,
    else BANK: the only partner with whom p could complete grp."""
    q = BANK
    for s in GROUP_SQUARES[grp]:
        o = g.owner[s]
        if o != p:
            if o == BANK or q != BANK and o != q:
                return BANK
            q = o
    return q


def _price_for(g, p, q, squares, ab, fair, margin, cash_p, cash_q, cards=0):
    """Cash p pays (negative: receives) for the trade (with `cards`) to be worth it to p and
    look fair to q, judged by p's own model of q; None when no amount does. ab: gains() of
    the trade before any cash; () when no amount could do, whatever either side's cash."""
    a, b = ab
    w = weight(g, p, fair)
    # p accepts while a - c - w(b + c) >= margin; q (so p thinks) while b + c - w(a - c) >=
    # margin too: an offer leaving q no margin is refused by any CPU partner.
    top = ((a - margin) * 100 - w * b) // (100 + w)
    low = (w * a + (margin - b) * 100) // (100 + w)
    low = (low + 9) // 10 * 10
    if low > top:
        return ()               # no price whatever the cash: the board alone says no
    if low > cash_p or -low > cash_q:
        return None
    if lopsided(g, p, q, squares, low, cards):
        return None
    return low, a - low


def best_offer(g, p, h, fair, margin, spend, tried):
    """The most valuable offer p can make now: (partner, squares, cash, group, cards) or None.
    `spend` caps the cash p gives (short of it, p's jail cards may make up the price);
    `tried` maps partner*16+group to the round it was last offered."""
    mine = (g.cards[0] == p) | (g.cards[1] == p) << 1
    # A search that found nothing on this board for reasons of the board alone finds nothing
    # again until the board (danger() counts the boards it sees), the horizon, the rivals or
    # p's jail cards change: tried[-1] keeps that search's terms (a third of the searches).
    danger(g, p)
    seen = (GOT[-1], h, rivals(g, p), mine)
    if tried.get(-1) == seen:
        return None
    memo = {}                   # the board stands still while p looks: worths once each
    best = None
    best_gain = margin
    for grp in range(8):
        q = _partner(g, p, grp)
        if q != BANK and not g.out[q]:
            if tried.get(q * 16 + grp, -9) > g.round - 4:
                seen = None     # offered lately: a later round may try it again
                continue
            need = _reachable(g, p, q, grp)
            if need is None:
                continue
            options = [need]
            for other in range(8):      # a swap: p's deeds that complete one of q's groups
                give = _reachable(g, q, p, other) if other != grp and \
                    _partner(g, q, other) == p else None
                if give:
                    options.append(need + give)
            for squares in options:
                cards = 0
                a, b = gains(g, p, q, squares, 0, 0, h, memo)
                got = _price_for(g, p, q, squares, (a, b), fair, margin, spend, g.cash[q])
                if got is None:
                    seen = None         # the cash said no: it may say yes on another turn
                if not got and mine:
                    cards = mine        # the deeds' gains as above, plus the cards' alone
                    c, d = gains(g, p, q, (), 0, mine, h)
                    got = _price_for(g, p, q, squares, (a + c, b + d), fair, margin, spend,
                                     g.cash[q], mine)
                    if got is None:
                        seen = None
                if got and got[1] > best_gain:
                    best_gain = got[1]
                    best = (q, squares, got[0], grp, cards)
    if best is None and seen:
        tried[-1] = seen
    return best


def offer_for(g, p, h, fair, margin, spend, tried, people):
    """The offer p makes now (best_offer), or None when there is none or it is not fresh():
    the one call of this module a CPU's turn makes (engine.cpu.CpuPlayer.weigh)."""
    offer = best_offer(g, p, h, fair, margin, spend, tried)
    return offer if offer and fresh(g, tried, offer, people) else None


def fresh(g, tried, offer, people=0):
    """False when offer (partner, squares, cash, group, cards) repeats the last terms made to
    that partner for that group while the owners, the partner's cash (by half the cash, $100
    at least) and the last 10 rounds stand; to a person (a bit of `people`, the seats people
    play) when it asks for the same deeds and cards again while the owners stand, whatever the
    cash and the rounds (a refusal lasts until the deeds' situation changes: a person asked
    again as their cash moved a little). Else True, its terms kept in tried."""
    q, squares, cash, grp, cards = offer
    key = 256 + q * 16 + grp
    was = tried.get(key)
    owners = 0          # the owners folded into a small int
    for o in g.owner:
        owners = (owners * 31 + o) & 0xFFFFFF
    now = (g.round, bytes(squares), cash, cards, owners, g.cash[q])
    if was and (people >> q) & 1 and (was[1], was[3], was[4]) == (now[1], now[3], now[4]):
        return False
    if was and was[1:5] == now[1:5] and now[0] - was[0] < 10 and \
            abs(now[5] - was[5]) < max(abs(cash) // 2, 100):
        return False
    tried[key] = now
    return True
