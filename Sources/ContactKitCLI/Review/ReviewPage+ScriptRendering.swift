extension ReviewPage {
    /// The script's rendering: a cluster's cards with value-level colours, long values
    /// collapsed, the evidence beside the cards, accessible names that carry the cluster and
    /// the record, the lazy list and its filter (see ``script``).
    static let scriptRendering = #"""
          /* Colours per value: the same in every record, shared by some while another record
             differs, only in some records (the others have no value there), or differing. */
          function agreement(cluster) {
            var holders = new Map();
            var fieldHolders = new Map();
            cluster.records.forEach(function (record) {
              var values = new Set();
              var fields = new Set();
              record.rows.forEach(function (row) {
                var key = row[0] + "\u0000" + row[2];
                if (!values.has(key)) { values.add(key); holders.set(key, (holders.get(key) || 0) + 1); }
                if (!fields.has(row[0])) { fields.add(row[0]); fieldHolders.set(row[0], (fieldHolders.get(row[0]) || 0) + 1); }
              });
            });
            var total = cluster.records.length;
            return function (row) {
              if (row[0] === "uid") return ["", ""];
              var having = holders.get(row[0] + "\u0000" + row[2]);
              if (having === total) return ["same", "The same in every record"];
              if (having === fieldHolders.get(row[0])) return ["only", "In " + having + " of " + total + " records; the others have none"];
              if (having > 1) return ["shared", "Shared by " + having + " of " + total + " records; another record differs"];
              return ["differs", "In this record only; another record has a different value"];
            };
          }
          function valueCell(text, context) {
            var cell = element("td", "value");
            text = String(text);
            var lines = text.split("\n");
            if (text.length <= longValue && lines.length <= longLines) { cell.appendChild(shown(text)); return cell; }
            var count = Array.from(text).length;
            var preview = short(lines.slice(0, longLines - 2).join("\n"), longValue);
            if (preview.length < text.length && preview.slice(-1) !== "…") preview += "…";
            var open = false;
            var toggle = element("button", "more-text");
            toggle.type = "button";
            function draw() {
              cell.textContent = "";
              cell.appendChild(shown(open ? text : preview));
              toggle.textContent = open ? "Show less" : "Show all " + count + " characters";
              toggle.setAttribute("aria-label", (open ? "Show less of " : "Show all " + count + " characters of ") + context);
              toggle.setAttribute("aria-expanded", String(open));
              cell.appendChild(toggle);
            }
            toggle.addEventListener("click", function (event) { event.stopPropagation(); open = !open; draw(); toggle.focus(); });
            draw();
            return cell;
          }
          function rowsTable(rows, classOf, context) {
            var table = element("table");
            rows.forEach(function (row) {
              var kind = classOf ? classOf(row) : ["", ""];
              var line = element("tr", kind[0]);
              if (kind[1]) line.title = kind[1];
              var label = element("td", "label");
              label.appendChild(shown(row[1], 60));
              line.appendChild(label);
              line.appendChild(valueCell(row[2], short(row[1], 60) + ", " + context));
              table.appendChild(line);
            });
            return table;
          }
          function keyName(number, count) {
            if (count < 10 || number < 10 && number * 10 > count) return "key " + number;
            return number < 10 ? "key " + number + ", then wait" : "keys " + String(number).split("").join(" then ");
          }
          function renderCluster(index) {
            var cluster = clusters[index];
            var section = element("section", "cluster");
            section.dataset.index = String(index);
            section.dataset.cluster = String(cluster.n);
            section.tabIndex = -1;
            var head = element("div", "head");
            var heading = element("h2");
            heading.id = "cluster-" + cluster.n;
            section.setAttribute("aria-labelledby", heading.id);
            heading.appendChild(element("span", "", "Cluster " + cluster.n));
            heading.appendChild(element("span", "", cluster.records.length + " records"));
            heading.appendChild(element("span", cluster.p < data.uncertainBelow ? "badge uncertain" : "badge", "probability " + percent(cluster.p)));
            heading.appendChild(element("span", "status"));
            head.appendChild(heading);
            var actions = element("span", "actions");
            [["accept", "Accept"], ["reject", "Reject"], ["undecided", "Undecide"]].forEach(function (pair) {
              var button = element("button", "decide-" + pair[0], pair[1]);
              button.type = "button";
              button.setAttribute("aria-label", pair[1] + " cluster " + cluster.n);
              button.addEventListener("click", function (event) { event.stopPropagation(); select(index, false); decide(pair[0], false); });
              actions.appendChild(button);
            });
            head.appendChild(actions);
            section.appendChild(head);
            var body = element("div", "body");
            var cards = element("div", "cards");
            var classOf = agreement(cluster);
            cluster.records.forEach(function (record, position) {
              var number = position + 1;
              var who = "record " + number + " of cluster " + cluster.n + ", " + short(record.name || "no name", 60) + " (" + short(record.id, 40) + ")";
              var card = element("div", "card record");
              var title = element("h3");
              var box = element("input", "tick");
              box.type = "checkbox";
              box.title = "Merge this record (" + keyName(number, cluster.records.length) + ")";
              box.setAttribute("aria-label", "Merge " + who);
              box.addEventListener("change", function () { select(index, false); setTick(index, position, box.checked); });
              title.appendChild(box);
              var name = element("span", "name");
              name.appendChild(shown(record.name || "(no name)", 120));
              title.appendChild(name);
              var id = element("span", "id");
              id.appendChild(shown(record.id, 60));
              title.appendChild(id);
              card.appendChild(title);
              card.appendChild(rowsTable(record.rows, classOf, who));
              cards.appendChild(card);
            });
            var merged = element("div", "card merged");
            merged.appendChild(element("h3", "", "Merged result"));
            merged.appendChild(pickers(index));
            var plain = rowsTable(cluster.merged, null, "the merged result of cluster " + cluster.n);
            plain.dataset.choice = JSON.stringify([null, null, null]);
            merged.appendChild(plain);
            merged.appendChild(element("p", "help", "What accepting all records writes, with the choices above."));
            cards.appendChild(merged);
            body.appendChild(cards);
            var evidence = element("div", "evidence");
            evidence.appendChild(element("h3", "", "Evidence"));
            cluster.links.forEach(function (link) {
              var line = element("div");
              if (link.role) line.appendChild(document.createTextNode(link.role + ": "));
              line.appendChild(shown(short(link.a, 40)));
              line.appendChild(document.createTextNode(" + "));
              line.appendChild(shown(short(link.b, 40)));
              line.appendChild(document.createTextNode(": " + (Math.abs(link.score) >= 1e308 ? (link.score > 0 ? "exact copies" : "cannot match") : "score " + link.score.toFixed(1) + " bits") + ", probability " + percent(link.p)));
              evidence.appendChild(line);
              var items = element("ul");
              link.evidence.forEach(function (piece) {
                items.appendChild(element("li", piece[2] >= 0 ? "plus" : "minus", piece[0] + " " + piece[1] + (Math.abs(piece[2]) >= 1e308 ? "" : " " + (piece[2] >= 0 ? "+" : "") + piece[2].toFixed(1))));
              });
              evidence.appendChild(items);
            });
            body.appendChild(evidence);
            section.appendChild(body);
            section.appendChild(element("p", "note"));
            section.addEventListener("click", function () { select(index, false); });
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
            paintPickers(index, section, keep, saved && saved.primary || {});
            paintMerged(index, section, validPrimary(cluster, keep, saved && saved.primary) || {});
          }
          function note(index, text) {
            var section = sections.get(index);
            if (section) section.querySelector(".note").textContent = text;
          }
          function renderMore(size) {
            if (rendered >= visible.length) return false;
            var end = Math.min(rendered + (size || batchSize), visible.length);
            for (var i = rendered; i < end; i++) {
              if (!group || group.childElementCount >= groupSize) group = list.appendChild(element("div", "group"));
              group.appendChild(renderCluster(visible[i]));
            }
            rendered = end;
            showCount();
            return true;
          }
          function showCount() {
            more.textContent = !loaded ? "Showing " + rendered + " of " + total + " clusters; reading the rest." :
              visible.length === 0 ? "No cluster matches." :
              rendered < visible.length ? "Showing " + rendered + " of " + visible.length + " clusters; scroll for more." : visible.length + " clusters shown.";
          }
          /* Draws batches while the end of the list is within 600 px of the window, 50 ms at
             a time, so scrolling to the end always draws more (an observer alone says only
             when the end comes into reach, not that it stayed there). Each look at where the
             end is lays out the whole page, which costs more the more is drawn, so batches
             grow with the page: a quarter of what is drawn, up to 200 clusters. */
          function fill() {
            var started = performance.now();
            while (rendered < visible.length && more.getBoundingClientRect().top < window.innerHeight + 600) {
              renderMore(Math.min(200, Math.max(batchSize, Math.floor(rendered / 4))));
              if (performance.now() - started > 50) { requestAnimationFrame(fill); return; }
            }
          }
          function matches(cluster, mode, text) {
            if (mode === "uncertain" && !(cluster.p < data.uncertainBelow)) return false;
            if (mode === "undecided" && !isUndecided(cluster)) return false;
            if (!text) return true;
            return cluster.records.some(function (record) {
              if (record.folded === undefined) record.folded = fold(record.name);
              return record.folded.indexOf(text) >= 0;
            });
          }
          function applyFilter() {
            var mode = filter.value;
            var text = fold(search.value.trim());
            visible = [];
            for (var i = 0; i < clusters.length; i++) if (matches(clusters[i], mode, text)) visible.push(i);
            list.textContent = "";
            group = null;
            sections = new Map();
            rendered = 0;
            current = -1;
            renderMore();
            showCount();
          }
          /* The clusters after the first ones, read once the browser has parsed them. Until
             then the filter, the bulk actions and the download wait. */
          var waiting = ["filter", "search", "accept-rest", "reject-rest", "download", "show-json"];
          function loadRest() {
            var node = document.getElementById("review-data-more");
            var rest = node ? JSON.parse(node.textContent).clusters : [];
            var mode = filter.value;
            var text = fold(search.value.trim());
            rest.forEach(function (cluster) {
              indexOfNumber.set(cluster.n, clusters.length);
              clusters.push(cluster);
              if (matches(cluster, mode, text)) visible.push(clusters.length - 1);
            });
            total = clusters.length;
            loaded = true;
            waiting.forEach(function (id) { document.getElementById(id).disabled = false; });
            updateCounts();
            showCount();
            fill();
            document.body.dataset.loaded = "true";
            document.body.dataset.loadedMilliseconds = String(Math.round(performance.now()));
          }

        """#
}
