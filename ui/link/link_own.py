# A linked game's own actions: the game object's action methods (act, build, sell, mortgage,
# unmortgage, propose, cancel_offer, finish_now) replaced on the instance, so that the screens
# and the CPU players call them as in any game while the game changes only in the host's
# order. On the host an action applies at once and is numbered (ui.link.link_host.local); on a
# device it is checked here as the engine would, then asked of the host and waited for
# (ui.link.link_client.call). Either way the engine's contract holds: RuleError, nothing changed.
from engine import RuleError, need_int
from ui.link import link_wire as W


def host_actions(h, g):
    cls = type(g)
    g.act = lambda answer, arg=0: h.local(cls.act, W.answer, (answer, arg))
    g.build = lambda p, sq: h.local(cls.build, _deed(W.A_BUILD), (p, sq))
    g.sell = lambda p, sq, whole=False: h.local(cls.sell, _sell, (p, sq, whole))
    g.mortgage = lambda p, sq: h.local(cls.mortgage, _deed(W.A_MORTGAGE), (p, sq))
    g.unmortgage = lambda p, sq: h.local(cls.unmortgage, _deed(W.A_UNMORTGAGE), (p, sq))
    # The offer's bytes from the offer as the engine took it (squares may be any iterable).
    g.propose = lambda p, q, squares=(), cash=0, cards=0: h.local(
        cls.propose, lambda *_: W.offer(*g.offer), (p, q, squares, cash, cards))
    g.cancel_offer = lambda: h.local(cls.cancel_offer, _cancel, ())
    # The clock's end waits while the host gathers the devices (ui.game.clock asks again).
    g.finish_now = lambda reason: h.phase == W.HOSTING and h.local(cls.finish_now, _finish,
                                                                   (reason,))


def device_actions(c, g):
    cls = type(g)

    def act(answer, arg=0):
        need_int(arg, -0x3FFFFFFF, 0x3FFFFFFF, 'not a number')
        if type(answer) is not int or answer not in g.answers():
            raise RuleError('not a choice now')
        c.call(W.answer(answer, arg))

    def deed(kind, check, p, sq, whole=False):
        g._may_act(p)
        why = check(g, p, sq, whole) if kind == W.A_SELL else check(g, p, sq)
        if why:
            raise RuleError(why)
        c.call(W.deed(kind, p, sq, whole))

    def propose(p, q, squares=(), cash=0, cards=0):
        g._may_act(p)
        for v in (q, cash, cards):
            need_int(v, -0x3FFFFFFF, 0x3FFFFFFF, 'not a number')
        try:
            sq = bytes(squares)
        except (TypeError, ValueError):
            raise RuleError('not a deed')
        if not (0 <= q < g.n and 0 <= cards < 4) or max(sq or b'\0') >= 40:
            raise RuleError('not a valid offer')
        c.call(W.offer(p, q, sq, cash, cards))

    def host_only(*_):
        raise RuleError('only the host can')

    g.act = act
    g.build = lambda p, sq: deed(W.A_BUILD, cls.can_build, p, sq)
    g.sell = lambda p, sq, whole=False: deed(W.A_SELL, cls.can_sell, p, sq, whole)
    g.mortgage = lambda p, sq: deed(W.A_MORTGAGE, cls.can_mortgage, p, sq)
    g.unmortgage = lambda p, sq: deed(W.A_UNMORTGAGE, cls.can_unmortgage, p, sq)
    g.propose = propose
    g.cancel_offer = host_only
    g.finish_now = host_only


def _deed(kind):
    return lambda p, sq: W.deed(kind, p, sq)


def _sell(p, sq, whole=False):
    return W.deed(W.A_SELL, p, sq, whole)


def _cancel():
    return bytes((W.A_CANCEL,))


def _finish(reason):
    return bytes((W.A_FINISH, reason))
