"""Linked play's screens for the README (`make screenshots`, headless): the join screen with
two hosts heard, a host's lobby, and two devices' screens at one moment of one game, on the
Feather TFT (240x135), the board linked play is for."""
import os

BOARD = 'feather_tft'


def shots(out):
    from host.linked_world import World
    a = World(seats='plc', seed=5, rounds=30, board=BOARD)
    a.devices[1].person.role = 'look'        # it looks at the hosts heard, joins none yet
    b = World(seats='pll', seed=8, board=BOARD, net=a.net, first_id=200, edition='smurfs')
    b.devices[1].power(False)               # only its host: a second game nearby
    b.devices[2].power(False)
    worlds = (a, b)

    def step(n=1):
        for _ in range(n):
            for w in worlds:
                w.step()
    join = a.devices[1]
    for _ in range(400):
        step()
        top = join.app.top()
        if type(top).__name__ == 'JoinScreen' and len(top.link.heard_hosts(a.net.now)) == 2:
            break
    step(40)         # the join screen lists what it heard (every 300 ms)
    names = []

    def shot(world, device, name):
        path = os.path.join(out, 'linked-{}-{}.png'.format(name, BOARD))
        world.shot(device, path)
        names.append(path)
    shot(a, 1, 'join')
    shot(a, 0, 'lobby')
    join.person.role = 'join'
    # One moment of the game on both devices: Hat answers on its own device while the host
    # (Dog's) shows who plays where.
    for _ in range(3000):
        step()
        g = a.devices[0].game()
        if g is not None and g.round >= 3 and type(join.app.top()).__name__ == 'RollPrompt' \
                and type(a.devices[0].app.top()).__name__ == 'Waiting':
            break
    shot(a, 0, 'host')
    shot(a, 1, 'device')
    return names


if __name__ == '__main__':
    import sys
    out = sys.argv[1] if len(sys.argv) > 1 else 'docs/screenshots'
    os.makedirs(out, exist_ok=True)
    for path in shots(out):
        print(path)
