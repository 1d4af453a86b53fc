"""DOT text of memop CFG views: one cluster per function, one HTML-table node per block.

The text depends only on the views (which are sorted), so equal inputs give equal bytes.
"""

from __future__ import annotations

from csarules.view.memop_cfg import (
    AMBIGUOUS,
    OUTSIDE,
    REGION,
    SECTION,
    FunctionView,
    Row,
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
        f"  graph [label={quote(title)}, labelloc=t, fontname=\"monospace\", compound=true];",
        '  node [shape=plain, fontname="monospace", fontsize=10];',
        '  edge [fontname="monospace", fontsize=9];',
    ]
    for index, view in enumerate(views):
        out += _cluster(index, view)
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
    block_of: dict[int, int] = {}
    for block in view.blocks:
        rows = "".join(_row(row) for row in block.rows)
        head = f'<tr><td align="left" bgcolor="gray90"><b>{escape(block.label)}:</b></td></tr>'
        label = f'<<table border="1" cellborder="0" cellspacing="0">{head}{rows}</table>>'
        out.append(f"    {_node(index, block.id)} [label={label}];")
        for row in block.rows:
            block_of[row.line] = block.id
    for src, dst, back in view.cfg_edges:
        style = ' [style=dashed, label="backedge"]' if back else ""
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


def _row(row: Row) -> str:
    bg, fg = COLOURS[row.membership]
    text = escape(f"{row.line}: {row.text}")
    if row.marker is not None:
        text = f"<b>{text}</b>"
    notes = [part for part in (row.marker, row.detail) if part]
    if notes:
        text += escape("   [" + "; ".join(notes) + "]")
    return (f'<tr><td port="l{row.line}" align="left" bgcolor="{bg}">'
            f'<font color="{fg}">{text}</font></td></tr>')


def _order_edges(index: int, view: FunctionView, block_of: dict[int, int]) -> list[str]:
    entry = quote(f"f{index}_entry")
    out = [f'    {entry} [shape=oval, label="entry token"];']
    if view.blocks:
        out.append(f"    {entry} -> {_node(index, view.blocks[0].id)} [style=invis];")
    assert view.order_edges is not None
    for edge in view.order_edges:
        src = entry if edge.src == view.entry else f"{_node(index, block_of[edge.src])}:l{edge.src}"
        dst = f"{_node(index, block_of[edge.dst])}:l{edge.dst}"
        if edge.carried_by is None:
            attrs = f"color={ORDER_COLOUR}, constraint=false"
        else:
            label = quote(f"carried by {edge.carried_by}")
            attrs = (f"color={CARRIED_COLOUR}, fontcolor={CARRIED_COLOUR}, style=bold, "
                     f"constraint=false, label={label}")
        out.append(f"    {src} -> {dst} [{attrs}];")
    return out


def _legend(ordered: bool) -> list[str]:
    rows = "".join(
        f'<tr><td align="left" bgcolor="{COLOURS[cls][0]}"><font color="{COLOURS[cls][1]}">'
        f"{escape(text)}</font></td></tr>"
        for cls, text in LEGEND
    )
    if ordered:
        rows += (f'<tr><td align="left"><font color="{ORDER_COLOUR}">ordering edge'
                 f'</font></td></tr><tr><td align="left"><font color="{CARRIED_COLOUR}">'
                 "loop-carried ordering edge</font></td></tr>")
    label = f'<<table border="1" cellborder="0"><tr><td><b>legend</b></td></tr>{rows}</table>>'
    return [f'  "legend" [label={label}];']
