"""A small TrueType variable font for the subset tests (Debian's CJK fonts are all static).

    python3 make-test-vf.py OUT.ttf

Axes wght 100–900 (default 400) and wdth 50–100 (default 100). Glyphs: .notdef, space and the
hanzi 永 和 九 年, each a box whose stroke grows with wght and whose width shrinks with wdth,
so an instance's outline tells where it was pinned.
"""
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.TupleVariation import TupleVariation

CHARS = {0x6C38: "uni6C38", 0x548C: "uni548C", 0x4E5D: "uni4E5D", 0x5E74: "uni5E74", 0x20: "space"}


def box(pen, x0, y0, x1, y1):
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()


def main(out):
    order = [".notdef"] + list(CHARS.values())
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap(CHARS)
    glyphs = {}
    for i, name in enumerate(order):
        pen = TTGlyphPen(None)
        if name != "space":
            # Outer box and inner box (counter): 8 points.
            box(pen, 100, -50, 900, 750)
            inset = 100 + 20 * i
            box(pen, 100 + inset, -50 + inset, 900 - inset, 750 - inset)
        glyphs[name] = pen.glyph()
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({name: (1000, 100 if name != "space" else 0) for name in order})
    fb.setupHorizontalHeader(ascent=880, descent=-120)
    fb.setupNameTable({"familyName": "Subset Test VF", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=880, sTypoDescender=-120, usWinAscent=880, usWinDescent=120)
    fb.setupPost()
    fb.setupFvar(
        axes=[("wght", 100, 400, 900, "Weight"), ("wdth", 50, 100, 100, "Width")],
        instances=[],
    )
    variations = {}
    for name in order:
        if name == "space":
            continue
        # 8 outline points + 4 phantom points.
        heavier = [(0, 0)] * 4 + [(40, 40), (40, -40), (-40, -40), (-40, 40)] + [(0, 0)] * 4
        narrower = [(0, 0), (0, 0), (-400, 0), (-400, 0), (0, 0), (0, 0), (-400, 0), (-400, 0)] + [(0, 0), (-400, 0), (0, 0), (0, 0)]
        variations[name] = [
            TupleVariation({"wght": (0, 1.0, 1.0)}, heavier),
            TupleVariation({"wdth": (-1.0, -1.0, 0)}, narrower),
        ]
    fb.setupGvar(variations)
    fb.save(out)


if __name__ == "__main__":
    main(sys.argv[1])
