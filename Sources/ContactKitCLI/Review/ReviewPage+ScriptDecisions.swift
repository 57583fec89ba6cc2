extension ReviewPage {
    /// The script's decisions: the cursor (the focused cluster), deciding and moving on to
    /// the next undecided cluster, ticks by number (records 10 and up by two digits), the
    /// undo history, the bulk actions behind a confirmation, the export, the keys, and the
    /// start (see ``script``).
    static let scriptDecisions = #"""
          function clusterIndexOf(node) {
            var section = node && node.closest ? node.closest("section.cluster") : null;
            return section ? Number(section.dataset.index) : -1;
          }
          function select(index, focus) {
            var position = visible.indexOf(index);
            if (position >= 0) setCurrent(position, focus);
          }
          function setCurrent(position, focus) {
            while (position >= rendered && renderMore()) { /* render up to it */ }
            if (current >= 0 && sections.get(visible[current])) sections.get(visible[current]).classList.remove("current");
            current = position;
            var section = sections.get(visible[current]);
            section.classList.add("current");
            if (focus && section.focus) section.focus({ preventScroll: true });
            if (focus && section.scrollIntoView) section.scrollIntoView({ block: "nearest" });
          }
          function move(step) {
            var target = current < 0 ? 0 : current + step;
            if (target >= 0 && target < visible.length) setCurrent(target, true);
          }
          /* After a, r or s: the next undecided cluster in the list (from the top again at the
             end) becomes current and takes the focus. */
          function nextUndecided() {
            for (var step = 1; step <= visible.length; step++) {
              var position = (Math.max(current, 0) + step) % visible.length;
              if (isUndecided(clusters[visible[position]])) { setCurrent(position, true); return true; }
            }
            return false;
          }
          function snapshot(cluster) {
            return Object.prototype.hasOwnProperty.call(decisions, cluster.n) ? JSON.parse(JSON.stringify(decisions[cluster.n])) : null;
          }
          function changed(label, before) {
            history.push({ label: label, before: before });
            saveDecisions();
            updateCounts();
            updateUndo();
          }
          function updateUndo() {
            var last = history[history.length - 1];
            undoButton.disabled = !last;
            undoButton.textContent = last ? "Undo " + last.label : "Undo";
          }
          function undo() {
            var step = history.pop();
            if (!step) { announce("Nothing to undo."); return; }
            step.before.forEach(function (pair) {
              if (pair[1]) decisions[pair[0]] = pair[1]; else delete decisions[pair[0]];
              paint(indexOfNumber.get(pair[0]));
            });
            saveDecisions();
            updateCounts();
            updateUndo();
            if (step.before.length === 1) select(indexOfNumber.get(step.before[0][0]), true);
            announce("Undone: " + step.label + ". " + leftText() + ".");
          }
          var words = { accept: ["accept", "accepted"], split: ["split", "split"], reject: ["reject", "rejected"], undecided: ["undecide", "undecided"] };
          function decide(decision, advance) {
            if (current < 0 && visible.length > 0) setCurrent(0, false);
            if (current < 0) return;
            var index = visible[current];
            var cluster = clusters[index];
            var keep = ticks(cluster);
            note(index, "");
            if (decision === "accept") {
              var ticked = keep.filter(Boolean).length;
              if (ticked < 2) {
                note(index, "Tick at least two records to merge, or reject the cluster.");
                announce("Cluster " + cluster.n + ": tick at least two records to merge, or reject it.");
                return;
              }
              decision = ticked === keep.length ? "accept" : "split";
            }
            var before = [[cluster.n, snapshot(cluster)]];
            decisions[cluster.n] = entry(cluster, decision, keep);
            changed(words[decision][0] + " cluster " + cluster.n, before);
            paint(index);
            announce("Cluster " + cluster.n + " " + words[decision][1] + ". " + leftText() + ".");
            if (advance) nextUndecided();
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
            var before = [[cluster.n, snapshot(cluster)]];
            decisions[cluster.n] = entry(cluster, decision, keep);
            var dropped = saved && saved.primary && Object.keys(saved.primary).length !== Object.keys(decisions[cluster.n].primary || {}).length;
            changed((value ? "tick" : "untick") + " record " + (position + 1) + " of cluster " + cluster.n, before);
            paint(index);
            announce("Record " + (position + 1) + " of cluster " + cluster.n + (value ? " ticked" : " unticked") + "; the cluster is " + decision + "." +
              (dropped ? " A value it held is no longer chosen." : ""));
          }
          /* Digits tick or untick a record; in a cluster of ten or more, digits typed within
             0.7 s make one number (1 then 0: record 10). */
          function typeDigit(index, digit) {
            var count = clusters[index].records.length;
            if (digits.cluster !== index) digits.text = "";
            clearTimeout(digits.timer);
            digits.cluster = index;
            digits.text += digit;
            var number = Number(digits.text);
            function flush() {
              digits.text = "";
              if (number >= 1 && number <= count) setTick(index, number - 1, !ticks(clusters[index])[number - 1]);
            }
            if (count < 10 || digits.text.length >= String(count).length || number * 10 > count) flush();
            else digits.timer = setTimeout(flush, 700);
          }
          function ask(text, yes, action) {
            document.getElementById("confirm-text").textContent = text;
            document.getElementById("confirm-yes").textContent = yes;
            confirmed = action;
            dialog.showModal();
            document.getElementById("confirm-no").focus();
          }
          /* Accept or reject every undecided cluster: asked first, one step of the undo history. */
          function bulk(kind) {
            var targets = [];
            var uncertain = 0;
            clusters.forEach(function (cluster, index) {
              if (!isUndecided(cluster)) return;
              if (kind === "accept" && ticks(cluster).filter(Boolean).length < 2) return;
              targets.push(index);
              if (cluster.p < data.uncertainBelow) uncertain++;
            });
            var verb = kind === "accept" ? "Accept" : "Reject";
            if (targets.length === 0) { announce("No undecided cluster to " + kind + "."); return; }
            var what = targets.length + (targets.length === 1 ? " undecided cluster" : " undecided clusters");
            ask(verb + " " + what + (uncertain ? ", " + uncertain + " of them uncertain (probability below " + percent(data.uncertainBelow) + ")" : "") +
              "? Undo takes it back.", verb + " " + what, function () {
              var before = [];
              targets.forEach(function (index) {
                var cluster = clusters[index];
                var keep = ticks(cluster);
                before.push([cluster.n, snapshot(cluster)]);
                decisions[cluster.n] = entry(cluster, kind === "reject" ? "reject" : keep.every(Boolean) ? "accept" : "split", keep);
                paint(index);
              });
              changed(kind + " the rest (" + what + ")", before);
              announce(verb + "ed " + what + ". " + leftText() + ".");
            });
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
              var line = { cluster: cluster.n, decision: saved.decision, records: records };
              var primary = saved.decision === "reject" ? null : validPrimary(cluster, saved.keep, saved.primary);
              if (primary) line.primary = primary;
              lines.push(JSON.stringify(line));
            });
            /* Decisions of an earlier review that still apply come first, as they were: they last. */
            var carried = (data.carried || []).map(function (decision) { return JSON.stringify(decision); });
            return "{\"format\":\"contactkit-decisions\",\"version\":1,\"book\":" + JSON.stringify(data.book) +
              ",\"clusters\":" + (total + carried.length) + ",\"undecided\":" + undecided + ",\"decisions\":[\n" +
              carried.concat(lines).join(",\n") + "\n]}\n";
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

          filter.addEventListener("change", applyFilter);
          search.addEventListener("input", applyFilter);
          document.getElementById("download").addEventListener("click", download);
          document.getElementById("accept-rest").addEventListener("click", function () { bulk("accept"); });
          document.getElementById("reject-rest").addEventListener("click", function () { bulk("reject"); });
          undoButton.addEventListener("click", undo);
          document.getElementById("confirm-yes").addEventListener("click", function () {
            var action = confirmed;
            dialog.close();
            if (action) action();
          });
          document.getElementById("confirm-no").addEventListener("click", function () { dialog.close(); });
          dialog.addEventListener("close", function () { confirmed = null; });
          document.getElementById("show-json").addEventListener("click", function () {
            exportBox.hidden = !exportBox.hidden;
            exportBox.textContent = exportBox.hidden ? "" : decisionsJSON();
          });
          document.addEventListener("keydown", function (event) {
            var target = event.target;
            if (event.ctrlKey || event.metaKey || event.altKey || dialog.open) return;
            if (target && (target.tagName === "INPUT" && target.type !== "checkbox" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) {
              if (event.key === "Escape") target.blur();
              return;
            }
            var focused = clusterIndexOf(target);
            if (focused >= 0) select(focused, false);
            if (event.key === "j") move(1);
            else if (event.key === "k") move(-1);
            else if (event.key === "a") decide("accept", true);
            else if (event.key === "r") decide("reject", true);
            else if (event.key === "s") { if (!nextUndecided()) announce("No other cluster is undecided."); }
            else if (event.key === "u") decide("undecided", false);
            else if (event.key === "z") undo();
            else if (/^[0-9]$/.test(event.key) && current >= 0) typeDigit(visible[current], event.key);
            else return;
            event.preventDefault();
          });
          if ("IntersectionObserver" in window) {
            new IntersectionObserver(function (entries) {
              if (entries.some(function (entry) { return entry.isIntersecting; })) fill();
            }, { rootMargin: "600px" }).observe(more);
          }
          /* An observer reports only changes between two frames: when a fill pushes the end
             out of reach and a quick scroll brings it back before the next frame, it says
             nothing. Every scroll asks for a fill too, once a frame. */
          var fillAsked = false;
          window.addEventListener("scroll", function () {
            if (fillAsked) return;
            fillAsked = true;
            requestAnimationFrame(function () { fillAsked = false; fill(); });
          }, { passive: true });
          window.addEventListener("resize", fill);
          var uncertain = typeof data.uncertain === "number" ? data.uncertain :
            clusters.filter(function (cluster) { return cluster.p < data.uncertainBelow; }).length;
          document.getElementById("summary").textContent = total + " proposed clusters in a book of " + data.records +
            " records, least certain first" + ((data.carried || []).length ? " (" + data.carried.length + " decided before: kept, and written into the download)" : "") + "; " + uncertain + " uncertain (probability below " + percent(data.uncertainBelow) +
            "). Values: green the same in every record, teal shared by some records while another differs, orange different, blue in some records only.";
          updateCounts();
          updateUndo();
          if (!loaded) waiting.forEach(function (id) { document.getElementById(id).disabled = true; });
          applyFilter();
          document.body.dataset.ready = "true";
          document.body.dataset.openMilliseconds = String(Math.round(performance.now()));
          /* The first frame with the clusters drawn. */
          requestAnimationFrame(function () { document.body.dataset.drawnMilliseconds = String(Math.round(performance.now())); });
          if (loaded) loadRest(); else document.addEventListener("DOMContentLoaded", loadRest);
        })();
        """#
}
