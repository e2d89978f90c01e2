# A person's offer: refused, it comes back on the proposer's trade screen to change and propose
# again, whoever refused it: a CPU's reason in its foot ("Hat: not enough for it", the CPU answering
# in ui.game.seats), a person's refusal said ("Hat refused", ui.screens.offer). Loaded when a person
# proposes. (A CPU's judgement is engine.cpu_trade's; this module only puts it into words.)


def refusal(g, cpu, offer):
    """Why CPU player `cpu` (answering as g.actor) turns down offer (engine Game.offer), in
    a few words, or None when it would accept: engine.cpu_trade's judgement, as
    CpuPlayer.answer_offer makes it. The trade code is resident for this call only, as for a
    CPU's own weighing (engine.cpu.TRADING): imported here and kept, it stayed for the
    rest of the game (a job's code loaded before the job is not the job's to let go), and at
    a CLUE's heap a person's later offer ran out of memory (make mash-board, 3,183 presses)."""
    from engine import job
    from engine.cpu import TRADING
    # ui.screens.deeds (makes_set) too: the proposer's trade screen waits on the flow, off
    # the stack, and its modules may have gone with its pop; then it is loaded for this call.
    return job(TRADING + ('ui.screens.deeds',), 'ui.game.haggle', 'why', g, cpu, offer)


def why(g, cpu, offer):
    """refusal()'s answer, its trade code loaded."""
    from engine.board import GROUP
    from engine.cpu_decide import ahead
    from engine.cpu_tables import FAIR, MARGIN
    from engine.cpu_trade import acceptable, gains
    from engine.trade import lopsided, value_moved
    from ui.screens.deeds import makes_set
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
    """The trade screen (ui.screens.trade) of an offer just proposed: kept on the flow until the
    offer is answered (refused(): it comes back)."""
    screen.app.flow.haggle = screen
    screen.refused = False


def refused(app, why):
    """The kept offer was refused (why: a CPU's reason, or that a person refused it): its
    screen says so, the cursor on the cash most likely to change (one's own when buying,
    else theirs), and shows again once the proposer's own screen is back (show())."""
    t = app.flow.haggle
    if t is None:
        return
    t.refused = True
    t.editing = False       # a cash row it was changing takes no value key until chosen again
    t.foot = why
    buys = t.give or any(t.marked[sq] and app.game.owner[sq] == t.q for sq in range(40))
    t.sel = 1 if buys else 2        # ui.screens.trade's rows: partner, you pay, they pay


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
    refused(app, '{}: {}'.format(app.names[t.q], why))


def show(app):
    """The refused offer's trade screen again, over the proposer's screen (an offer taken
    or still waiting: it is let go)."""
    f = app.flow
    t = f.haggle
    f.haggle = None
    if t is not None and t.refused and app.game.offer is None:
        app.push(t)
