"""DOT text of memop CFG views: one cluster per function, one HTML-table node per block.

Drawn to be read on real code: blocks flow top to bottom in the CFG's order (backedges do
not pull the layout; functions stand one below the other), each row shows an instruction
shortened (all of it in the row's tooltip) and, in a column of its own, the lines it
waits for: within the iteration, then per loop across iterations. Edges inside one block
are only listed there; edges between blocks are drawn once per pair of blocks, as thick as
they are many, with their pairs in the arrow's tooltip.

The text depends only on the views (which are sorted), so equal inputs give equal bytes.
"""

from __future__ import annotations

import math
from collections import defaultdict

from csarules.view.memop_cfg import (
    AMBIGUOUS,
    OUTSIDE,
    REGION,
    SECTION,
    FunctionView,
    Row,
    shortened,
)

# Row background and font colour per membership class.
COLOURS = {
    SECTION: ("palegreen", "black"),
    REGION: ("lightblue", "black"),
    OUTSIDE: ("white", "black"),
    AMBIGUOUS: ("red", "white"),
}
LEGEND = [
    (SECTION, "inside a section of region R"),
    (REGION, "inside region R, outside its sections"),
    (OUTSIDE, "outside every region"),
    (AMBIGUOUS, "AMBIGUOUS membership (bad intrinsics)"),
]
ORDER_COLOUR = "blue"
CARRIED_COLOUR = "darkorange"
# the arrows between blocks, see-through so that the CFG's own edges stay readable
ORDER_ARROW = "#0000ff80"
CARRIED_ARROW = "#ff8c0080"
# sources listed in a row before the rest is counted (all of them: the cell's tooltip)
_LISTED = 8


def escape(text: str) -> str:
    """Text for an HTML-like label."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def quote(text: str) -> str:
    """A DOT double-quoted string."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\l") + '"'


def render(views: list[FunctionView], title: str) -> str:
    ordered = any(v.order_edges is not None for v in views)
    out = [
        "digraph memop_cfg {",
        f"  graph [label={quote(title)}, labelloc=t, fontname=\"monospace\", compound=true, "
        "rankdir=TB, nodesep=0.3, ranksep=0.3];",
        '  node [shape=plain, fontname="monospace", fontsize=10];',
        '  edge [fontname="monospace", fontsize=9];',
    ]
    tops: dict[int, str] = {}
    for index, view in enumerate(views):
        lines = _cluster(index, view)
        out += lines
        if view.blocks:
            entry = quote(f"f{index}_entry")
            drawn_entry = any(line.startswith(f"    {entry} [shape=oval") for line in lines)
            tops[index] = entry if drawn_entry else _node(index, view.blocks[0].id)
    # functions one below the other (side by side, a module's width would be their sum):
    # the last block of one above the topmost node of the next
    drawn = [index for index in tops]
    for i, j in zip(drawn, drawn[1:], strict=False):
        out.append(f"  {_node(i, views[i].blocks[-1].id)} -> {tops[j]} [style=invis];")
    out += _legend(ordered)
    out.append("}")
    return "\n".join(out) + "\n"


def _node(index: int, block_id: int) -> str:
    return quote(f"f{index}_b{block_id}")


def _cluster(index: int, view: FunctionView) -> list[str]:
    kind = "ordered" if view.order_edges is not None else "pre-ordering"
    out = [
        f"  subgraph cluster_{index} {{",
        f"    label={quote(f'@{view.name} ({kind})')};",
        "    color=gray50;",
    ]
    waits = _waits(view)
    ordered = view.order_edges is not None
    block_of: dict[int, int] = {}
    headers = set(view.loops)
    for block in view.blocks:
        rows = "".join(_row(row, waits.get(row.line), ordered, view) for row in block.rows)
        name = f"{block.label}:"
        if block.id in headers:
            name += f"  (loop %{block.label})"
        span = ' colspan="2"' if view.order_edges is not None else ""
        head = (f'<tr><td align="left" bgcolor="gray90"{span}><b>{escape(name)}</b>'
                "</td></tr>")
        label = f'<<table border="1" cellborder="0" cellspacing="0">{head}{rows}</table>>'
        out.append(f"    {_node(index, block.id)} [label={label}];")
        for row in block.rows:
            block_of[row.line] = block.id
    for src, dst, back in view.cfg_edges:
        style = " [style=dashed, constraint=false]" if back else " [penwidth=1.5]"
        out.append(f"    {_node(index, src)} -> {_node(index, dst)}{style};")
    if view.notes:
        text = "!! WARNING: BAD PARALLEL SECTION INTRINSICS !!\n"
        text += "ordering falls back to ignoring the region/section intrinsics\n"
        text += "".join(note + "\n" for note in view.notes)
        out.append(f'    {quote(f"f{index}_note")} [shape=note, color=red, fontcolor=red, '
                   f"label={quote(text)}];")
    if view.order_edges is not None:
        out += _order_edges(index, view, block_of)
    out.append("  }")
    return out


def _waits(view: FunctionView) -> dict[int, dict[str | None, list[str]]]:
    """Per waiting op, the lines it waits for as the user names them, by context (None:
    within the iteration; "phi": the entry token through loop-header phis)."""
    found: dict[int, dict[str | None, list[str]]] = defaultdict(lambda: defaultdict(list))
    for edge in view.order_edges or ():
        name = "entry" if edge.src == view.entry else view.shown.get(edge.src, str(edge.src))
        found[edge.dst][edge.carried_by].append(name)
    for line in view.entry_via_phis:
        found[line]["phi"] = []
    return found


def _row(row: Row, waits: dict[str | None, list[str]] | None, ordered: bool,
         view: FunctionView) -> str:
    bg, fg = COLOURS[row.membership]
    name = row.shown or str(row.line)
    text = escape(f"{name}: {shortened(row.text)}")
    if row.marker is not None:
        text = f"<b>{text}</b>"
    notes = [part for part in (row.marker, row.detail) if part]
    if notes:
        text += escape("   [" + "; ".join(notes) + "]")
    full = escape(f"{name}: {row.text}")
    cell = (f'<td port="l{row.line}" align="left" bgcolor="{bg}" href="#l{row.line}" '
            f'tooltip="{full}"><font color="{fg}">{text}</font></td>')
    if not ordered:
        return f"<tr>{cell}</tr>"
    return f"<tr>{cell}{_waits_cell(waits)}</tr>"


def _line_key(name: str) -> tuple[int, int, int]:
    """Sorts `entry` first, then input lines (a versioned nest's copy of line N, `N'`,
    after N), then lines the expansion added (+N)."""
    if name == "entry":
        return (0, 0, 0)
    bare = name.rstrip("'")
    primes = len(name) - len(bare)
    return (2, int(bare[1:]), primes) if bare.startswith("+") else (1, int(bare), primes)


def _waits_cell(waits: dict[str | None, list[str]] | None) -> str:
    """The row's second column: `<- 57 58 | %38: 66 67 | entry via phi`."""
    if not waits:
        return '<td align="left"> </td>'
    parts: list[str] = []
    whole: list[str] = []
    for ctx in sorted(waits, key=lambda c: (c is not None, c == "phi", str(c))):
        if ctx == "phi":
            parts.append(f'<font color="{ORDER_COLOUR}">entry via phi</font>')
            whole.append("the entry token, through loop-header phis")
            continue
        lines = sorted(waits[ctx], key=_line_key)
        named = " ".join(lines[:_LISTED])
        if len(lines) > _LISTED:
            named += f" +{len(lines) - _LISTED}"
        colour = ORDER_COLOUR if ctx is None else CARRIED_COLOUR
        prefix = "" if ctx is None else f"%{ctx}: "
        parts.append(f'<font color="{colour}">{escape(prefix + named)}</font>')
        whole.append(("within the iteration: " if ctx is None else
                      f"earlier iterations of %{ctx}: ") + " ".join(lines))
    tooltip = escape("waits for " + "; ".join(whole))
    return (f'<td align="left" href="#w" tooltip="{tooltip}">&lt;- '
            + " | ".join(parts) + "</td>")


def _order_edges(index: int, view: FunctionView, block_of: dict[int, int]) -> list[str]:
    """The entry token and one arrow per pair of blocks some edge joins (an edge inside
    one block within the iteration is only listed in its row): blue when some of its
    edges are within the iteration, orange when all are carried, dotted for the entry
    token read through loop-header phis."""
    entry = quote(f"f{index}_entry")
    out: list[str] = []
    assert view.order_edges is not None
    bundles: dict[tuple[str, str], dict[str | None, list[str]]] = defaultdict(
        lambda: defaultdict(list))
    for edge in view.order_edges:
        dst = _node(index, block_of[edge.dst])
        if edge.src == view.entry:
            src = entry
        elif edge.src not in block_of:
            continue  # from outside the loop drawn (`--loop`): listed in the row only
        else:
            src = _node(index, block_of[edge.src])
            if src == dst:
                continue  # inside one block: listed in the row, not drawn
        name = "entry" if edge.src == view.entry else view.shown[edge.src]
        bundles[(src, dst)][edge.carried_by].append(f"{name}->{view.shown[edge.dst]}")
    for line in view.entry_via_phis:  # an arrow of their own: dotted
        bundles[(entry, _node(index, block_of[line]) + " ")]["phi"].append(
            f"entry->{view.shown.get(line, line)}")
    if any(src == entry for src, _ in bundles):  # (a loop drawn alone may have none)
        out.append(f'    {entry} [shape=oval, label="entry token"];')
        if view.blocks:
            out.append(f"    {entry} -> {_node(index, view.blocks[0].id)} [style=invis];")
    for (src, dst), by_ctx in sorted(bundles.items()):
        dst = dst.rstrip()
        count = sum(map(len, by_ctx.values()))
        if None in by_ctx:
            attrs = f'color="{ORDER_ARROW}"'
        elif "phi" in by_ctx:
            attrs = f'color="{ORDER_ARROW}", style=dotted'
        else:
            attrs = f'color="{CARRIED_ARROW}"'
        parts = []
        for ctx in sorted(by_ctx, key=lambda c: (c is not None, str(c))):
            pairs = by_ctx[ctx]
            what = ("within the iteration" if ctx is None else
                    "the entry token through loop-header phis" if ctx == "phi" else
                    f"carried by %{ctx}")
            parts.append(f"{what}: " + ", ".join(pairs[:30]) + (" ..." if len(pairs) > 30
                                                                 else ""))
        tip = quote(f"{count} edge{'s' if count > 1 else ''}; " + "; ".join(parts))
        width = 1 + math.log2(count)
        out.append(f"    {src} -> {dst} [{attrs}, penwidth={width:.1f}, arrowsize=0.6, "
                   f"constraint=false, tooltip={tip}];")
    return out


def _legend(ordered: bool) -> list[str]:
    rows = "".join(
        f'<tr><td align="left" bgcolor="{COLOURS[cls][0]}"><font color="{COLOURS[cls][1]}">'
        f"{escape(text)}</font></td></tr>"
        for cls, text in LEGEND
    )
    if ordered:
        rows += (f'<tr><td align="left"><font color="{ORDER_COLOUR}">ordering edges between '
                 "blocks (thicker: more)</font></td></tr>"
                 f'<tr><td align="left"><font color="{CARRIED_COLOUR}">only loop-carried '
                 "ordering edges between them</font></td></tr>"
                 '<tr><td align="left">&lt;- 12 | %L: 15  waits for line 12, and line 15 '
                 "</td></tr><tr><td align=\"left\">of earlier iterations of loop %L"
                 "</td></tr>")
    label = f'<<table border="1" cellborder="0"><tr><td><b>legend</b></td></tr>{rows}</table>>'
    return [f'  "legend" [label={label}];']
