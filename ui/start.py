# Starting and leaving a game: the edition and seats on the app, the flow, the board screen.
import gc


def clear(app):
    while app.stack:
        app.pop()
    app.flow = None
    app.advance = None
    gc.collect()


def play(app, game, cpu, tokens=None, edition=None, edition_id='classic', saves=None,
         demo=False, quit=None, seed=1):
    """Show game on the board with the turn flow; cpu: 1 per CPU seat; tokens: the
    edition's token index per seat (names come from them)."""
    from ui.flow import Flow
    from ui.play import PlayScreen
    clear(app)
    if edition is not None:
        app.edition = edition
    app.edition_id = edition_id
    toks = app.edition.TOKENS
    app.tokens = list(tokens) if tokens else list(range(game.n))
    app.names = [toks[t][1] for t in app.tokens]
    app.game = game
    f = Flow(app, cpu, saves, seed, demo, quit)
    if demo:
        f.speed = 2
    app.push(PlayScreen(app))
    game.take_events()
    f.check()
    return f
