# The board during a game: the board screen, with the turn flow driving the prompts over it.
# A brings back the prompt hidden with B; START (or B on boards without a d-pad) opens the
# any-time menu; SELECT shows the deed of the square under the cursor.
from ui import buttons as K
from ui.board_screen import BoardScreen


class PlayScreen(BoardScreen):
    def tick(self, now):
        f = self.app.flow
        if self.app.top() is self:
            f.check()

    def key(self, b):
        f = self.app.flow
        if b == K.A:
            f.resume()
        elif b == K.START or (b == K.B and not self.app.profile.dpad):
            f.menu()
        elif b == K.SELECT:
            from ui.deed import DeedCard
            self.app.push(DeedCard(self.app, self.cursor))
        else:
            BoardScreen.key(self, b)
