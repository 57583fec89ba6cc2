extension ReviewPage {
    /// The page's script (inline, allowed by its hash in the page's CSP). It reads the JSON
    /// block, renders clusters lazily (a batch at a time, as the list scrolls), and keeps the
    /// decisions in local storage. Every value reaches the page through `textContent`, inside
    /// a `<bdi>`, with invisible and direction controls shown as `\u{…}`. Four parts, one
    /// function scope: state and text (here), rendering (`scriptRendering`), the choice of
    /// surviving values (`scriptChoices`), decisions and keys (`scriptDecisions`).
    static let script = scriptState + scriptRendering + scriptChoices + scriptDecisions

    private static let scriptState = #"""
        "use strict";
        (function () {
          var data = JSON.parse(document.getElementById("review-data").textContent);
          var clusters = data.clusters;
          /* The first clusters come first; the rest follow the script (loadRest). */
          var total = typeof data.total === "number" ? data.total : clusters.length;
          var loaded = clusters.length >= total;
          var storageKey = "contactkit-review:" + data.book;
          var batchSize = 25;
          /* Drawn clusters sit in groups of groupSize: the page lays out a handful of groups,
             not thousands of clusters, each time it grows, and skips the groups out of sight. */
          var groupSize = 50;
          var group = null;
          var longValue = 280;
          var longLines = 8;
          var escaped = data.escaped || [];
          var folding = data.letterFolding || {};
          var decisions = loadDecisions();
          var history = [];
          var visible = [];
          var rendered = 0;
          var current = -1;
          var sections = new Map();
          var indexOfNumber = new Map();
          clusters.forEach(function (cluster, index) { indexOfNumber.set(cluster.n, index); });
          var list = document.getElementById("clusters");
          var more = document.getElementById("more");
          var filter = document.getElementById("filter");
          var search = document.getElementById("search");
          var exportBox = document.getElementById("export");
          var live = document.getElementById("announce");
          var dialog = document.getElementById("confirm");
          var undoButton = document.getElementById("undo");
          var confirmed = null;
          var digits = { text: "", cluster: -1, timer: null };

          function element(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = String(text);
            return node;
          }
          function percent(p) {
            if (p >= 1) return "100 %";
            var places = p >= 0.9999 ? 4 : p >= 0.99 ? 2 : 1;
            return (Math.floor(p * 100 * Math.pow(10, places)) / Math.pow(10, places)).toFixed(places) + " %";
          }
          function isEscaped(code) {
            if (code === 9 || code === 10) return false;
            for (var i = 0; i < escaped.length; i++) if (code >= escaped[i][0] && code <= escaped[i][1]) return true;
            return false;
          }
          /* A value on screen: isolated in a <bdi> so its direction cannot reorder what is
             around it, its invisible and direction controls written as \u{202E}. */
          function shown(text, limit) {
            var bdi = element("bdi");
            var plain = "";
            var count = 0;
            for (var character of String(text)) {
              if (limit !== undefined && count >= limit) { plain += "…"; break; }
              count++;
              var code = character.codePointAt(0);
              if (!isEscaped(code)) { plain += character; continue; }
              if (plain) { bdi.appendChild(document.createTextNode(plain)); plain = ""; }
              var hex = code.toString(16).toUpperCase();
              var mark = element("span", "invisible", "\\u{" + hex + "}");
              mark.title = "U+" + ("000" + hex).slice(-4) + ": an invisible or direction control character";
              bdi.appendChild(mark);
            }
            if (plain) bdi.appendChild(document.createTextNode(plain));
            return bdi;
          }
          function short(text, limit) {
            var characters = Array.from(String(text));
            return characters.length > limit ? characters.slice(0, limit).join("") + "…" : String(text);
          }
          /* What the name filter compares: case, accents and width folded (NFKD without
             marks), then the letters --search folds too (ł l, ø o, ß ss). */
          function fold(text) {
            var folded = String(text).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
            var result = "";
            for (var character of folded) result += Object.prototype.hasOwnProperty.call(folding, character) ? folding[character] : character;
            return result;
          }
          function loadDecisions() {
            try {
              var saved = JSON.parse(window.localStorage.getItem(storageKey) || "{}");
              return saved && typeof saved === "object" ? saved : {};
            } catch (error) { return {}; }
          }
          function saveDecisions() {
            try { window.localStorage.setItem(storageKey, JSON.stringify(decisions)); } catch (error) { /* storage off: decisions live until the page closes */ }
          }
          function decisionOf(cluster) {
            var saved = Object.prototype.hasOwnProperty.call(decisions, cluster.n) ? decisions[cluster.n] : null;
            if (!saved || !Array.isArray(saved.keep) || saved.keep.length !== cluster.records.length) return null;
            return saved;
          }
          function isUndecided(cluster) {
            var saved = decisionOf(cluster);
            return !saved || saved.decision === "undecided";
          }
          function ticks(cluster) {
            var saved = decisionOf(cluster);
            return saved ? saved.keep.slice() : cluster.records.map(function () { return true; });
          }
          function leftText() {
            var left = total - clusters.length;
            for (var i = 0; i < clusters.length; i++) if (isUndecided(clusters[i])) left++;
            return left + " of " + total + " left to decide";
          }
          function updateCounts() {
            document.getElementById("left").textContent = leftText();
          }
          /* The live region: screen readers read each decision and the count left. */
          function announce(text) {
            live.textContent = "";
            live.textContent = text;
          }

        """#
}
