# Short tones for dice, rent and bankruptcy, off by default (a setting). The board profile
# names the speaker (profile.speaker: (pin name, enable pin name or None), from the board
# module's SPEAKER); without one (the PC, boards with no speaker) nothing sounds and the last
# tunes are only recorded, so tests can see what would have played.
from engine import codes as C

# event kind, name, notes ((frequency Hz, ms), ...): short, so a blocking play stays brief
TUNES = ((C.EV_ROLL, 'dice', ((1400, 12), (900, 12), (1600, 12))),
         (C.EV_RENT, 'rent', ((880, 60), (660, 90))),
         (C.EV_BANKRUPT, 'bankrupt', ((523, 120), (392, 120), (262, 240))))
_KEEP = 8


class Sound:
    def __init__(self, speaker=None):
        self.on = False
        self.speaker = speaker
        self.played = []        # names of the last tunes asked for while on

    def event(self, kind):
        """An engine event happened: play its tune, if it has one and sound is on."""
        if not self.on:
            return
        for k, name, notes in TUNES:
            if k == kind:
                self.play(name, notes)

    def play(self, name, notes):
        self.played.append(name)
        if len(self.played) > _KEEP:
            self.played.pop(0)
        if self.speaker is None:
            return
        try:
            tones(self.speaker, notes)
        except (ValueError, RuntimeError, OSError, ImportError, AttributeError):
            self.speaker = None     # the port cannot drive this pin: silent from now on


def tones(speaker, notes):
    """Play notes on the board's speaker: PWM where the pin has it, else a looped sample
    through the DAC or PWM audio (PyBadge's speaker pin is a DAC pin without PWM)."""
    import board
    import time
    en = None
    if speaker[1]:
        import digitalio
        en = digitalio.DigitalInOut(getattr(board, speaker[1]))
        en.switch_to_output(value=True)
    pin = getattr(board, speaker[0])
    try:
        try:
            import pwmio
            out = pwmio.PWMOut(pin, frequency=notes[0][0], duty_cycle=0,
                               variable_frequency=True)
        except (ImportError, ValueError, RuntimeError):
            out = None
        if out is None:
            _sampled(pin, notes)
            return
        try:
            for f, ms in notes:
                out.frequency = f
                out.duty_cycle = 0x4000
                time.sleep(ms / 1000)
        finally:
            out.deinit()
    finally:
        if en is not None:
            en.value = False
            en.deinit()


def _sampled(pin, notes):
    import array
    import time
    from audiocore import RawSample
    try:
        from audioio import AudioOut
    except ImportError:
        from audiopwmio import PWMAudioOut as AudioOut
    # One period of a soft square wave, 16 samples; the sample rate sets the pitch.
    wave = array.array('H', (0x6000,) * 8 + (0xA000,) * 8)
    out = AudioOut(pin)
    try:
        for f, ms in notes:
            out.play(RawSample(wave, sample_rate=f * 16), loop=True)
            time.sleep(ms / 1000)
            out.stop()
    finally:
        out.deinit()
