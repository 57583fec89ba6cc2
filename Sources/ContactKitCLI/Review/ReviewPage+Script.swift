extension ReviewPage {
    /// The page's script (inline, allowed by its hash in the page's CSP). It reads the JSON
    /// block, renders clusters lazily (a batch at a time, as the list scrolls), and keeps the
    /// decisions in local storage. Every value reaches the page through `textContent`.
    static let script = #"""
        "use strict";
        (function () {
          var data = JSON.parse(document.getElementById("review-data").textContent);
          var clusters = data.clusters;
          var storageKey = "contactkit-review:" + data.book;
          var batchSize = 25;
          var decisions = loadDecisions();
          var visible = [];
          var rendered = 0;
          var current = -1;
          var sections = new Map();
          var list = document.getElementById("clusters");
          var more = document.getElementById("more");
          var filter = document.getElementById("filter");
          var search = document.getElementById("search");
          var exportBox = document.getElementById("export");

          function element(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = String(text);
            return node;
          }
          function percent(p) {
            if (p >= 1) return "100 %";
            var digits = p >= 0.9999 ? 4 : p >= 0.99 ? 2 : 1;
            return (Math.floor(p * 100 * Math.pow(10, digits)) / Math.pow(10, digits)).toFixed(digits) + " %";
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
          function ticks(cluster) {
            var saved = decisionOf(cluster);
            return saved ? saved.keep.slice() : cluster.records.map(function () { return true; });
          }
          function undecidedCount() {
            var count = 0;
            for (var i = 0; i < clusters.length; i++) {
              var saved = decisionOf(clusters[i]);
              if (!saved || saved.decision === "undecided") count++;
            }
            return count;
          }
          function updateCounts() {
            var left = undecidedCount();
            document.getElementById("left").textContent = left + " of " + clusters.length + " left to decide";
          }

          function agreement(cluster) {
            var counts = new Map();
            var fields = new Map();
            cluster.records.forEach(function (record) {
              var seen = new Set();
              record.rows.forEach(function (row) {
                var key = row[0] + "\u0000" + row[2];
                if (!seen.has(key)) { seen.add(key); counts.set(key, (counts.get(key) || 0) + 1); }
                fields.set(row[0], (fields.get(row[0]) || new Set()).add(row[2]));
              });
            });
            return function (row) {
              if (row[0] === "uid") return "";
              if (counts.get(row[0] + "\u0000" + row[2]) === cluster.records.length) return "same";
              return fields.get(row[0]).size > 1 ? "differs" : "only";
            };
          }
          function rowsTable(rows, classOf) {
            var table = element("table");
            rows.forEach(function (row) {
              var line = element("tr", classOf ? classOf(row) : "");
              line.appendChild(element("td", "label", row[1]));
              line.appendChild(element("td", "value", row[2]));
              table.appendChild(line);
            });
            return table;
          }
          function renderCluster(index) {
            var cluster = clusters[index];
            var section = element("section", "cluster");
            section.dataset.index = String(index);
            section.dataset.cluster = String(cluster.n);
            var heading = element("h2");
            heading.appendChild(element("span", "", "Cluster " + cluster.n));
            heading.appendChild(element("span", "", cluster.records.length + " records"));
            heading.appendChild(element("span", cluster.p < data.uncertainBelow ? "badge uncertain" : "badge", "probability " + percent(cluster.p)));
            heading.appendChild(element("span", "status"));
            var actions = element("span", "actions");
            [["accept", "Accept"], ["reject", "Reject"], ["undecided", "Undecide"]].forEach(function (pair) {
              var button = element("button", "decide-" + pair[0], pair[1]);
              button.type = "button";
              button.addEventListener("click", function (event) { event.stopPropagation(); select(index); decide(pair[0]); });
              actions.appendChild(button);
            });
            heading.appendChild(actions);
            section.appendChild(heading);
            var cards = element("div", "cards");
            var classOf = agreement(cluster);
            cluster.records.forEach(function (record, position) {
              var card = element("div", "card record");
              var title = element("h3");
              var box = element("input", "tick");
              box.type = "checkbox";
              box.title = "Merge this record (key " + (position + 1) + ")";
              box.addEventListener("change", function () { select(index); setTick(index, position, box.checked); });
              title.appendChild(box);
              title.appendChild(element("span", "name", record.name || "(no name)"));
              title.appendChild(element("span", "id", record.id));
              card.appendChild(title);
              card.appendChild(rowsTable(record.rows, classOf));
              cards.appendChild(card);
            });
            var merged = element("div", "card merged");
            merged.appendChild(element("h3", "", "Merged result"));
            merged.appendChild(rowsTable(cluster.merged));
            merged.appendChild(element("p", "help", "What accepting all records writes."));
            cards.appendChild(merged);
            section.appendChild(cards);
            var evidence = element("div", "evidence");
            cluster.links.forEach(function (link) {
              evidence.appendChild(element("div", "", (link.role ? link.role + ": " : "") + link.a + " + " + link.b + ": " + (Math.abs(link.score) >= 1e308 ? (link.score > 0 ? "exact copies" : "cannot match") : "score " + link.score.toFixed(1) + " bits") + ", probability " + percent(link.p)));
              var items = element("ul");
              link.evidence.forEach(function (piece) {
                items.appendChild(element("li", piece[2] >= 0 ? "plus" : "minus", piece[0] + " " + piece[1] + (Math.abs(piece[2]) >= 1e308 ? "" : " " + (piece[2] >= 0 ? "+" : "") + piece[2].toFixed(1))));
              });
              evidence.appendChild(items);
            });
            section.appendChild(evidence);
            section.appendChild(element("p", "note"));
            section.addEventListener("click", function () { select(index); });
            sections.set(index, section);
            paint(index);
            return section;
          }
          function paint(index) {
            var section = sections.get(index);
            if (!section) return;
            var cluster = clusters[index];
            var saved = decisionOf(cluster);
            var decision = saved ? saved.decision : "undecided";
            var keep = ticks(cluster);
            section.classList.remove("accept", "reject", "split");
            if (decision !== "undecided") section.classList.add(decision);
            section.querySelector(".status").textContent = decision;
            section.querySelectorAll(".card.record").forEach(function (card, position) {
              card.classList.toggle("unticked", !keep[position]);
              card.querySelector(".tick").checked = keep[position];
            });
          }
          function note(index, text) {
            var section = sections.get(index);
            if (section) section.querySelector(".note").textContent = text;
          }
          function store(cluster, decision, keep) {
            decisions[cluster.n] = { decision: decision, keep: keep };
            saveDecisions();
            updateCounts();
          }
          function decide(decision) {
            if (current < 0 && visible.length > 0) setCurrent(0);
            if (current < 0) return;
            var index = visible[current];
            var cluster = clusters[index];
            var keep = ticks(cluster);
            note(index, "");
            if (decision === "accept") {
              var ticked = keep.filter(Boolean).length;
              if (ticked < 2) { note(index, "Tick at least two records to merge, or reject the cluster."); return; }
              decision = ticked === keep.length ? "accept" : "split";
            }
            store(cluster, decision, keep);
            paint(index);
          }
          function setTick(index, position, value) {
            var cluster = clusters[index];
            var saved = decisionOf(cluster);
            var keep = ticks(cluster);
            keep[position] = value;
            var decision = saved ? saved.decision : "undecided";
            if (decision === "accept" || decision === "split") {
              var ticked = keep.filter(Boolean).length;
              decision = ticked === keep.length ? "accept" : ticked >= 2 ? "split" : "undecided";
            }
            store(cluster, decision, keep);
            paint(index);
          }
          function select(index) {
            var position = visible.indexOf(index);
            if (position >= 0 && position !== current) setCurrent(position);
          }
          function move(step) {
            var target = current < 0 ? 0 : current + step;
            if (target >= 0 && target < visible.length) setCurrent(target);
          }
          function setCurrent(position) {
            while (position >= rendered && renderMore()) { /* render up to it */ }
            if (current >= 0 && sections.get(visible[current])) sections.get(visible[current]).classList.remove("current");
            current = position;
            var section = sections.get(visible[current]);
            section.classList.add("current");
            if (section.scrollIntoView) section.scrollIntoView({ block: "nearest" });
          }
          function renderMore() {
            if (rendered >= visible.length) return false;
            var end = Math.min(rendered + batchSize, visible.length);
            var fragment = document.createDocumentFragment();
            for (var i = rendered; i < end; i++) fragment.appendChild(renderCluster(visible[i]));
            list.appendChild(fragment);
            rendered = end;
            more.textContent = rendered < visible.length ? "Showing " + rendered + " of " + visible.length + " clusters; scroll for more." : visible.length + " clusters shown.";
            return true;
          }
          function matches(cluster, mode, text) {
            if (mode === "uncertain" && !(cluster.p < data.uncertainBelow)) return false;
            if (mode === "undecided") { var saved = decisionOf(cluster); if (saved && saved.decision !== "undecided") return false; }
            if (!text) return true;
            return cluster.records.some(function (record) { return record.name.toLowerCase().indexOf(text) >= 0; });
          }
          function applyFilter() {
            var mode = filter.value;
            var text = search.value.trim().toLowerCase();
            visible = [];
            for (var i = 0; i < clusters.length; i++) if (matches(clusters[i], mode, text)) visible.push(i);
            list.textContent = "";
            sections = new Map();
            rendered = 0;
            current = -1;
            renderMore();
            if (visible.length === 0) more.textContent = "No cluster matches.";
          }
          function decisionsJSON() {
            var lines = [];
            var undecided = 0;
            clusters.slice().sort(function (a, b) { return a.n - b.n; }).forEach(function (cluster) {
              var saved = decisionOf(cluster);
              if (!saved || saved.decision === "undecided") { undecided++; return; }
              var records = cluster.records.map(function (record, position) {
                return { id: record.id, fingerprint: record.fp, merge: saved.decision === "reject" ? false : !!saved.keep[position] };
              });
              lines.push(JSON.stringify({ cluster: cluster.n, decision: saved.decision, records: records }));
            });
            return "{\"format\":\"contactkit-decisions\",\"version\":1,\"book\":" + JSON.stringify(data.book) +
              ",\"clusters\":" + clusters.length + ",\"undecided\":" + undecided + ",\"decisions\":[\n" + lines.join(",\n") + "\n]}\n";
          }
          function download() {
            var text = decisionsJSON();
            var link = element("a");
            link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
            link.download = "decisions.json";
            document.body.appendChild(link);
            link.click();
            link.remove();
            setTimeout(function () { URL.revokeObjectURL(link.href); }, 10000);
            if (!exportBox.hidden) exportBox.textContent = text;
          }
          function acceptRest() {
            clusters.forEach(function (cluster, index) {
              var saved = decisionOf(cluster);
              if (saved && saved.decision !== "undecided") return;
              var keep = ticks(cluster);
              var ticked = keep.filter(Boolean).length;
              if (ticked < 2) return;
              decisions[cluster.n] = { decision: ticked === keep.length ? "accept" : "split", keep: keep };
              paint(index);
            });
            saveDecisions();
            updateCounts();
          }

          filter.addEventListener("change", applyFilter);
          search.addEventListener("input", applyFilter);
          document.getElementById("download").addEventListener("click", download);
          document.getElementById("accept-rest").addEventListener("click", acceptRest);
          document.getElementById("show-json").addEventListener("click", function () {
            exportBox.hidden = !exportBox.hidden;
            exportBox.textContent = exportBox.hidden ? "" : decisionsJSON();
          });
          document.addEventListener("keydown", function (event) {
            var target = event.target;
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            if (target && (target.tagName === "INPUT" && target.type !== "checkbox" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) {
              if (event.key === "Escape") target.blur();
              return;
            }
            if (event.key === "j") move(1);
            else if (event.key === "k") move(-1);
            else if (event.key === "a") decide("accept");
            else if (event.key === "r") decide("reject");
            else if (event.key === "u") decide("undecided");
            else if (/^[1-9]$/.test(event.key) && current >= 0) {
              var index = visible[current];
              var position = Number(event.key) - 1;
              if (position < clusters[index].records.length) setTick(index, position, !ticks(clusters[index])[position]);
            } else return;
            event.preventDefault();
          });
          if ("IntersectionObserver" in window) {
            new IntersectionObserver(function (entries) {
              if (entries.some(function (entry) { return entry.isIntersecting; })) renderMore();
            }, { rootMargin: "600px" }).observe(more);
          }
          var uncertain = clusters.filter(function (cluster) { return cluster.p < data.uncertainBelow; }).length;
          document.getElementById("summary").textContent = clusters.length + " proposed clusters in a book of " + data.records +
            " records, least certain first; " + uncertain + " uncertain (probability below " + percent(data.uncertainBelow) +
            "). Values: green the same in every record, orange different between records, blue in some records only.";
          updateCounts();
          applyFilter();
          document.body.dataset.ready = "true";
          document.body.dataset.openMilliseconds = String(Math.round(performance.now()));
        })();
        """#
}
