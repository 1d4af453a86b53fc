// csarules report: the page's behaviour. Reads the JSON of #data (report.py's gathering,
// page.py's form) and draws one function at a time; nothing is fetched from anywhere.
(function () {
  "use strict";
  const D = JSON.parse(document.getElementById("data").textContent);
  const $ = (id) => document.getElementById(id);
  const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;")
    .replace(/>/g, "&gt;").replace(/"/g, "&quot;");

  // op rows: [id, input line, kind, text, block, [loop k], [source file, line] | null,
  // copy header label | null]; an op of a versioned nest's copy has the input line of the
  // op it copies and is named with a prime (N'), as `edges` and `why` name it
  const OP_ID = 0, OP_LINE = 1, OP_KIND = 2, OP_TEXT = 3, OP_BLOCK = 4, OP_LOOPS = 5,
    OP_SRC = 6, OP_COPY = 7;
  let F = null;          // the function shown
  let edges = [];        // [{src, dst, ctx, rule, der}]
  let byOp = null;       // per op: {in, out, rel, loose}: indices into edges, F.released, ...
  const LISTED = 200;    // pairs listed at once (a click lists the rest)
  let view = "ir";       // "ir" or a source file's index
  let selected = null;   // the line selected in the current view

  function opName(k) {
    if (k < 0) return "the entry of @" + F.name + " (line " + F.line + ")";
    const op = F.ops[k];
    return "line " + lineName(op) + " (" + op[OP_KIND] + ")";
  }
  function lineName(op) {
    return (op[OP_LINE] === null ? "+" + op[OP_ID] : String(op[OP_LINE])) +
      (op[OP_COPY] ? "'" : "");
  }
  function ctxName(ctx) { return ctx ? "carried by %" + F.loops[ctx - 1] : ""; }

  // ------------------------------------------------------------------ filters
  function shown(dst, ctx) {
    if (ctx && !$("f-carried").checked) return false;
    if (!ctx && !$("f-within").checked) return false;
    const loop = $("f-loop").value;
    if (loop !== "" && (dst < 0 || F.ops[dst][OP_LOOPS].indexOf(Number(loop)) < 0)) {
      return false;
    }
    return true;
  }
  function releasedShown(r) {
    if (!$("f-released").checked) return false;
    const loop = $("f-loop").value;
    return loop === "" || F.ops[r[1]][OP_LOOPS].indexOf(Number(loop)) >= 0;
  }

  // ------------------------------------------------------------------ the source pane
  function viewLine(k) {  // the line of op k in the current view (null: not in it)
    if (k < 0) return view === "ir" ? F.line : null;
    const op = F.ops[k];
    if (view === "ir") return op[OP_LINE];
    return op[OP_SRC] && op[OP_SRC][0] === view ? op[OP_SRC][1] : null;
  }
  function viewLines() {
    if (view === "ir") return {first: F.ir[0], lines: F.ir_lines};
    return {first: 1, lines: D.sources[view].lines};
  }
  function drawSource() {
    const counts = new Map();
    const bump = (line, key) => {
      if (line === null) return;
      if (!counts.has(line)) counts.set(line, {ops: 0, in: 0, out: 0, rel: 0, warn: []});
      counts.get(line)[key] += 1;
    };
    F.ops.forEach((op, k) => bump(viewLine(k), "ops"));
    for (const e of edges) {
      if (!shown(e.dst, e.ctx)) continue;
      bump(viewLine(e.dst), "in");
      if (e.src >= 0) bump(viewLine(e.src), "out");
    }
    for (const r of F.released) if (releasedShown(r)) bump(viewLine(r[1]), "rel");
    for (const w of F.warnings) {
      const line = view === "ir" ? w[0] : (w[2] && w[2][0] === view ? w[2][1] : null);
      if (line === null) continue;
      if (!counts.has(line)) counts.set(line, {ops: 0, in: 0, out: 0, rel: 0, warn: []});
      counts.get(line).warn.push(w[1]);
    }
    const {first, lines} = viewLines();
    const parts = [];
    for (let i = 0; i < lines.length; i++) {
      const line = first + i;
      const c = counts.get(line);
      let cls = "ln", mark = "", title = "";
      if (c) {
        if (c.ops) cls += " op";
        if (c.warn.length) { cls += " warned"; title = ' title="' + esc(c.warn.join("\n")) + '"'; }
        if (c.in) mark += '<span class="in" title="edges into this line\'s ops">' + c.in +
          "\u2190</span> ";
        if (c.out) mark += '<span class="out" title="edges out of this line\'s ops">' +
          c.out + "\u2192</span> ";
        if (c.rel) mark += '<span class="rel" title="released pairs">' + c.rel + "r</span>";
      }
      if (line === selected) cls += " sel";
      parts.push('<div class="' + cls + '" data-l="' + line + '"' + title +
                 '><span class="no">' + line + '</span><span class="mk">' + mark +
                 '</span><span class="code">' + esc(lines[i]) + "</span></div>");
    }
    $("src").innerHTML = parts.join("");
  }

  // ------------------------------------------------------------------ a line's ops
  function selectLine(line, scroll) {
    selected = line;
    for (const el of $("src").querySelectorAll(".sel")) el.classList.remove("sel");
    const el = $("src").querySelector('[data-l="' + line + '"]');
    if (el) {
      el.classList.add("sel");
      if (scroll) el.scrollIntoView({block: "center"});
    }
    const ks = [];
    F.ops.forEach((op, k) => { if (viewLine(k) === line) ks.push(k); });
    pending.clear();
    const out = [];
    if (!ks.length) {
      out.push('<p class="note">No memory operation on this line.</p>');
    }
    for (const k of ks) out.push(opCard(k));
    for (const w of F.warnings) {
      const wl = view === "ir" ? w[0] : (w[2] && w[2][0] === view ? w[2][1] : null);
      if (wl === line) out.push('<p class="warn">\u26A0 ' + esc(w[1]) + "</p>");
    }
    $("ops").innerHTML = out.join("");
  }
  function pairItem(kind, index, other, ctx, tag) {
    return '<li><a class="pair" data-kind="' + kind + '" data-i="' + index + '">' +
      esc(opName(other)) + "</a>" + (ctx ? ' <span class="carried">' + esc(ctxName(ctx)) +
      "</span>" : "") + (tag ? ' <span class="tag">' + esc(tag) + "</span>" : "") + "</li>";
  }
  function opCard(k) {
    const op = F.ops[k];
    const parts = ['<div class="opcard"><div class="ir">' + esc(lineName(op)) + ": " +
                   esc(op[OP_TEXT]) + '</div><div class="tag">block %' + esc(op[OP_BLOCK]) +
                   (op[OP_LOOPS].length ? ", in " + op[OP_LOOPS].map((l) => "%" +
                   F.loops[l - 1]).join(", ") : "") + "</div>"];
    const mine = byOp[k];
    const waits = mine.in.filter((i) => shown(edges[i].dst, edges[i].ctx))
      .map((i) => ["edge", i, edges[i].src, edges[i].ctx, F.rules[edges[i].rule]]);
    const waited = mine.out.filter((i) => shown(edges[i].dst, edges[i].ctx))
      .map((i) => ["edge", i, edges[i].dst, edges[i].ctx, F.rules[edges[i].rule]]);
    const rel = mine.rel.filter((i) => releasedShown(F.released[i])).map((i) => {
      const r = F.released[i];
      return ["released", i, r[1] === k ? r[0] : r[1], r[2], "released by " + r[3]];
    });
    const loose = mine.loose.map((i) => {
      const u = F.unordered[i];
      return ["unordered", i, u[1] === k ? u[0] : u[1], u[2], "why not?"];
    });
    parts.push(pairList("waits for", waits, k + "w"));
    parts.push(pairList("waited for by", waited, k + "o"));
    parts.push(pairList("released pairs", rel, k + "r"));
    if (loose.length) {
      parts.push("<details><summary>left unordered by a disjointness rule (" +
                 loose.length + ")</summary>" + pairList("", loose, k + "u") + "</details>");
    }
    parts.push("</div>");
    return parts.join("");
  }
  // a list of pairs, the first LISTED of them; the rest on a click (`more`)
  const pending = new Map();
  function pairList(title, items, key) {
    if (!items.length) return "";
    const head = title ? "<h3>" + title + " (" + items.length + ")</h3>" : "";
    const shown = items.slice(0, LISTED).map((p) => pairItem(...p)).join("");
    let more = "";
    if (items.length > LISTED) {
      pending.set(key, items.slice(LISTED));
      more = '<li><a class="more" data-key="' + key + '">show the other ' +
        (items.length - LISTED) + "</a></li>";
    }
    return head + '<ul class="pairs">' + shown + more + "</ul>";
  }
  function showMore(a) {
    const rest = pending.get(a.dataset.key) || [];
    a.parentElement.insertAdjacentHTML("beforebegin", rest.map((p) => pairItem(...p)).join(""));
    a.parentElement.remove();
  }

  // ------------------------------------------------------------------ a pair's reason
  function whyCommand(src, dst, ctx) {
    // a copy's line is quoted for the shell: N' would open a quotation
    const arg = (k) => { const n = lineName(F.ops[k]); return n.endsWith("'") ? '"' + n + '"' : n; };
    const a = src < 0 ? F.line : arg(src), b = arg(dst);
    return "csarules why " + D.file + " " + a + " " + b +
      (ctx ? " --carried-by " + F.loops[ctx - 1] : "") + (D.mode_option || "");
  }
  function showReason(kind, i) {
    let src, dst, ctx, der, what;
    if (kind === "edge") {
      const e = edges[i];
      src = e.src; dst = e.dst; ctx = e.ctx; der = e.der;
      what = "edge: " + opName(dst) + " waits for " + opName(src);
    } else if (kind === "released") {
      const r = F.released[i];
      src = r[0]; dst = r[1]; ctx = r[2]; der = r[4];
      what = "released pair: " + opName(dst) + " need not wait for " + opName(src);
    } else {
      const u = F.unordered[i];
      src = u[0]; dst = u[1]; ctx = u[2]; der = u[4];
      what = "left unordered (" + u[3] + "): " + opName(dst) + " and " + opName(src);
    }
    const parts = ['<div class="tag">' + esc(what) + (ctx ? ", " + esc(ctxName(ctx)) : "") +
                   "</div>"];
    if (der >= 0) {
      parts.push('<div class="sentence">' + esc(D.der[der][0]) + "</div>");
      parts.push("<h3>derivation</h3>");
      parts.push('<ul class="tree root" id="tree"></ul>');
    } else {
      parts.push('<p class="note">This pair\'s derivation is not in the page (' +
                 F.derived + " of this function's " + F.wanted +
                 " are: --derivations). It is one command away:</p>");
      parts.push('<p class="cmd">' + esc(whyCommand(src, dst, ctx)) + "</p>");
    }
    parts.push('<div id="rulepanel" hidden></div>');
    $("reason").innerHTML = parts.join("");
    if (der >= 0) {
      const root = $("tree");
      root.appendChild(treeNode(D.der[der][1], 3));
    }
  }
  function treeNode(n, open) {
    const [atom, rule, height, children] = D.nodes[n];
    const li = document.createElement("li");
    const tog = document.createElement("span");
    tog.className = "tog";
    li.appendChild(tog);
    const text = document.createElement("span");
    if (rule === -1) { text.className = "fact"; text.textContent = atom + "  [fact]"; }
    else if (rule === -2) { text.className = "cond"; text.textContent = atom; }
    else text.textContent = atom;
    li.appendChild(text);
    if (rule >= 0) {
      const r = D.rules[rule];
      li.appendChild(document.createTextNode("  "));
      const a = document.createElement("a");
      a.className = "rule";
      a.dataset.r = rule;
      a.textContent = r[0];
      a.title = r[2];
      li.appendChild(a);
      const h = document.createElement("span");
      h.className = "h";
      h.textContent = "  rule #" + r[1] + ", height " + height;
      li.appendChild(h);
    }
    if (children.length) {
      let ul = null;
      const expand = () => {
        ul = document.createElement("ul");
        ul.className = "tree";
        for (const c of children) ul.appendChild(treeNode(c, open - 1));
        li.appendChild(ul);
      };
      tog.textContent = open > 0 ? "\u25BE" : "\u25B8";
      if (open > 0) expand();
      tog.addEventListener("click", () => {
        if (ul === null) { expand(); tog.textContent = "\u25BE"; return; }
        ul.hidden = !ul.hidden;
        tog.textContent = ul.hidden ? "\u25B8" : "\u25BE";
      });
    }
    return li;
  }
  function showRule(r) {
    const [location, number, text] = D.rules[r];
    const at = location.lastIndexOf(":");
    const file = location.slice(0, at), line = Number(location.slice(at + 1));
    const lines = D.rule_files[file] || [];
    const panel = $("rulepanel");
    const from = Math.max(1, line - 6), to = Math.min(lines.length, line + 12);
    let end = line;  // the rule runs to the line ending in its full stop
    while (end < to && !/\.\s*(\/\/.*)?$/.test(lines[end - 1])) end++;
    const body = [];
    for (let l = from; l <= to; l++) {
      const t = esc(l + "  " + lines[l - 1]);
      body.push(l >= line && l <= end ? '<span class="hl">' + t + "</span>" : t + "\n");
    }
    panel.innerHTML = '<div class="head">' + esc(location) + " (rule #" + number +
      ")</div><pre>" + (lines.length ? body.join("") : esc(text)) + "</pre>";
    panel.hidden = false;
  }

  // ------------------------------------------------------------------ the CFG
  function drawCfg() {
    const box = $("cfgview");
    if (!F.svg) {
      box.innerHTML = '<p class="note">The memop CFG is ' + esc(F.svg_note) + "</p>";
      return;
    }
    box.innerHTML = F.svg;
    const svg = box.querySelector("svg");
    if (!svg) return;
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    const vb = svg.viewBox.baseVal;
    const home = [vb.x, vb.y, vb.width, vb.height];
    const set = (x, y, w, h) => svg.setAttribute("viewBox", x + " " + y + " " + w + " " + h);
    let drag = null;
    box.onmousedown = (ev) => { drag = [ev.clientX, ev.clientY, vb.x, vb.y]; box.style.cursor = "grabbing"; };
    window.onmouseup = () => { drag = null; box.style.cursor = "grab"; };
    box.onmousemove = (ev) => {
      if (!drag) return;
      const scale = vb.width / box.clientWidth;
      set(drag[2] - (ev.clientX - drag[0]) * scale, drag[3] - (ev.clientY - drag[1]) * scale,
          vb.width, vb.height);
    };
    box.onwheel = (ev) => {
      ev.preventDefault();
      const rect = box.getBoundingClientRect();
      const f = ev.deltaY > 0 ? 1.15 : 1 / 1.15;
      const px = vb.x + (ev.clientX - rect.left) / rect.width * vb.width;
      const py = vb.y + (ev.clientY - rect.top) / rect.height * vb.height;
      set(px - (px - vb.x) * f, py - (py - vb.y) * f, vb.width * f, vb.height * f);
    };
    $("cfg-fit").onclick = () => set(...home);
    $("cfg-in").onclick = () => set(vb.x + vb.width * 0.1, vb.y + vb.height * 0.1,
                                    vb.width * 0.8, vb.height * 0.8);
    $("cfg-out").onclick = () => set(vb.x - vb.width * 0.125, vb.y - vb.height * 0.125,
                                     vb.width * 1.25, vb.height * 1.25);
    // a row of the drawing links to its op (`#l<id>`): select it in the source
    for (const a of svg.querySelectorAll("a")) {
      const href = a.getAttribute("xlink:href") || a.getAttribute("href") || "";
      a.addEventListener("click", (ev) => {
        ev.preventDefault();
        const m = /^#l(\d+)$/.exec(href);
        if (!m) return;
        const k = F.ops.findIndex((op) => op[OP_ID] === Number(m[1]));
        if (k < 0) return;
        const line = viewLine(k);
        if (line !== null) selectLine(line, true);
      });
    }
  }

  // ------------------------------------------------------------------ the header
  function drawSummary() {
    const parts = [];
    const carried = edges.filter((e) => e.ctx).length;
    parts.push("<b>@" + esc(F.name) + "</b>: " + F.ops.length + " memory operations, " +
               edges.length + " edges (" + carried + " carried), " + F.released.length +
               " released pairs, " + F.unordered_total + " pairs left unordered by a " +
               "disjointness rule" + (F.unordered_total > F.unordered.length ? " (" +
               F.unordered.length + " listed)" : "") + "; derivations in the page: " +
               F.derived + " of " + F.wanted + ".");
    if (F.warnings.length) {
      parts.push('<div class="warn">\u26A0 ' + F.warnings.map((w) =>
        (w[0] === null ? "" : "line " + w[0] + ": ") + esc(w[1])).join("<br>\u26A0 ") +
        "</div>");
    }
    if (view !== "ir" && D.sources[view].note) {
      parts.push('<div class="note">' + esc(D.sources[view].note) + "</div>");
    }
    for (const note of D.notes) parts.push('<div class="note">' + esc(note) + "</div>");
    if (F.sim) {
      const s = F.sim;
      if (s.error) {
        parts.push('<div class="bad">simulation (' + esc(s.origin) + "): " + esc(s.error) +
                   "</div>");
      } else {
        const races = s.races.map((r) => '<a class="line" data-line="' + r[0] + '">line ' +
          r[0] + '</a> \u2194 <a class="line" data-line="' + r[1] + '">line ' + r[1] + "</a>");
        parts.push('<table class="sim"><tr><td>simulated (' + esc(s.origin) +
                   ')</td><td>cycles <b>' + s.cycles + "</b></td><td>oracle " + s.oracle +
                   "</td><td>" + (s.matches ? "same result as sequential execution" :
                   '<span class="bad">differs from sequential execution</span>') +
                   '</td><td class="' + (s.race_count ? "bad" : "") + '">races: ' +
                   s.race_count + "</td></tr></table>" +
                   (races.length ? "<div>" + races.join("; ") + "</div>" : ""));
      }
    }
    $("summary").innerHTML = parts.join("");
  }

  // ------------------------------------------------------------------ wiring
  function showFunction(index) {
    F = D.functions[index];
    edges = [];
    byOp = F.ops.map(() => ({in: [], out: [], rel: [], loose: []}));
    for (let i = 0; i < F.edges.length; i += 5) {
      const e = {src: F.edges[i], dst: F.edges[i + 1], ctx: F.edges[i + 2],
                 rule: F.edges[i + 3], der: F.edges[i + 4]};
      byOp[e.dst].in.push(edges.length);
      if (e.src >= 0) byOp[e.src].out.push(edges.length);
      edges.push(e);
    }
    F.released.forEach((r, i) => { byOp[r[1]].rel.push(i); if (r[0] >= 0) byOp[r[0]].rel.push(i); });
    F.unordered.forEach((u, i) => { byOp[u[1]].loose.push(i); if (u[0] >= 0) byOp[u[0]].loose.push(i); });
    const loop = $("f-loop");
    loop.innerHTML = '<option value="">all loops</option>' + F.loops.map((l, k) =>
      '<option value="' + (k + 1) + '">%' + esc(l) + "</option>").join("");
    const views = $("view");
    const files = new Map();
    for (const op of F.ops) if (op[OP_SRC]) files.set(op[OP_SRC][0], (files.get(op[OP_SRC][0]) || 0) + 1);
    const usable = [...files.keys()].filter((s) => D.sources[s].lines !== null)
      .sort((a, b) => files.get(b) - files.get(a) || a - b);
    views.innerHTML = usable.map((s) => '<option value="' + s + '">' +
      esc(D.sources[s].name) + "</option>").join("") + '<option value="ir">IR</option>';
    view = usable.length ? usable[0] : "ir";
    views.value = String(view);
    selected = null;
    drawSummary();
    drawSource();
    $("ops").innerHTML = '<p class="note">Click a marked line: its memory operations, ' +
      "the edges they wait for and are waited for by, the pairs released or left " +
      "unordered; click a pair for its reason.</p>";
    $("reason").innerHTML = "";
    drawCfg();
    const first = F.ops.findIndex((op, k) => viewLine(k) !== null);
    if (first >= 0) {
      const el = $("src").querySelector('[data-l="' + viewLine(first) + '"]');
      if (el) el.scrollIntoView({block: "start"});
    }
  }
  function init() {
    $("fn").innerHTML = D.functions.map((f, i) => '<option value="' + i + '">@' +
      esc(f.name) + " (" + (f.edges.length / 5) + " edges)</option>").join("");
    $("fn").onchange = () => showFunction(Number($("fn").value));
    $("view").onchange = () => {
      const v = $("view").value;
      view = v === "ir" ? "ir" : Number(v);
      selected = null;
      drawSummary();
      drawSource();
    };
    for (const id of ["f-within", "f-carried", "f-released", "f-loop"]) {
      $(id).onchange = () => { drawSource(); if (selected !== null) selectLine(selected, false); };
    }
    $("src").addEventListener("click", (ev) => {
      const el = ev.target.closest(".ln");
      if (el) selectLine(Number(el.dataset.l), false);
    });
    $("side").addEventListener("click", (ev) => {
      const pair = ev.target.closest("a.pair");
      if (pair) { showReason(pair.dataset.kind, Number(pair.dataset.i)); return; }
      const more = ev.target.closest("a.more");
      if (more) { showMore(more); return; }
      const rule = ev.target.closest("a.rule");
      if (rule) showRule(Number(rule.dataset.r));
    });
    $("summary").addEventListener("click", (ev) => {
      const a = ev.target.closest("a.line");
      if (!a || a.dataset.line === "null") return;
      if (view !== "ir") { view = "ir"; $("view").value = "ir"; drawSource(); }
      selectLine(Number(a.dataset.line), true);
    });
    if (D.functions.length) {
      let start = 0;
      D.functions.forEach((f, i) => { if (f.edges.length > D.functions[start].edges.length) start = i; });
      $("fn").value = String(start);
      showFunction(start);
    } else {
      $("summary").textContent = "The module defines no function: nothing to order.";
    }
  }
  init();
})();
