# A person's offer to a CPU: the CPU answers it (ui.seats), and a refusal brings the same
# offer back on the person's trade screen, the CPU's reason in its foot ("Hat: not enough
# for it"), to change and propose again. Loaded only when a person proposes to a CPU.
# (A CPU's judgement is engine.cpu_trade's; this module only puts it into words.)


def refusal(g, cpu, offer):
    """Why CPU player `cpu` (answering as g.actor) turns down offer (engine Game.offer), in
    a few words, or None when it would accept: engine.cpu_trade's judgement, as
    CpuPlayer.answer_offer makes it."""
    from engine.board import GROUP
    from engine.cpu_decide import ahead
    from engine.cpu_tables import FAIR, MARGIN
    from engine.cpu_trade import acceptable, gains
    from engine.trade import lopsided, makes_set, value_moved
    a, me, squares, cash, cards = offer
    t = cpu.params
    h = ahead(cpu, g)
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


def keep(screen):
    """The trade screen (ui.trade) of an offer just proposed to a CPU: kept on the flow."""
    f = screen.app.flow
    f.haggle = screen if f.cpu[screen.q] else None


def answer(app, cpu, g):
    """CPU player cpu (g.actor) answers a person's offer; refused, its reason waits on the
    kept screen (show() shows it once the person's own screen is back)."""
    f = app.flow
    t = f.haggle
    why = refusal(g, cpu, g.offer)
    cpu.step(g)
    if why is None or g.offer is not None or t is None:
        f.haggle = None
        return
    t.foot = '{}: {}'.format(app.names[t.q], why)
    # The cursor on the cash most likely to change: one's own when buying, else theirs.
    buys = t.give or any(t.marked[sq] and g.owner[sq] == t.q for sq in range(40))
    t.sel = 1 if buys else 2        # ui.trade's rows: partner, you pay, they pay


def show(app):
    """The refused offer's trade screen again, over the person's screen."""
    f = app.flow
    t = f.haggle
    f.haggle = None
    if t is not None and t.foot and app.game.offer is None:
        app.push(t)
