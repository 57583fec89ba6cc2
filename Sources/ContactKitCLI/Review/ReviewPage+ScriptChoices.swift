extension ReviewPage {
    /// The script's choice of which values survive (issue 33): in each cluster's merged
    /// card, a picker for the record whose name the card takes, the phone number and the
    /// e-mail address that come first (marked preferred), offering only what the ticked
    /// records hold. A choice is kept with the cluster's decision (`primary`), dropped when
    /// its record is unticked, undone like any decision, and written into the download for
    /// accepted and split clusters (see ``script``).
    static let scriptChoices = #"""
          var pickerFields = [
            ["name", "Name from", "Name the merged card of cluster % takes"],
            ["phone", "First phone", "Phone number that comes first in the merged card of cluster %"],
            ["email", "First e-mail", "E-mail address that comes first in the merged card of cluster %"]
          ];
          var nameFields = new Set(["formatted-name", "name-prefix", "given-name", "middle-name", "family-name",
            "secondary-family-name", "name-suffix", "name-generation"]);
          /* Text for an <option>, which holds no markup: controls written as \u{202E}, the
             value isolated between U+2068 and U+2069 (what <bdi> does elsewhere). */
          function optionText(text, limit) {
            var plain = "";
            var count = 0;
            for (var character of String(text)) {
              if (count >= limit) { plain += "…"; break; }
              count++;
              var code = character.codePointAt(0);
              plain += isEscaped(code) ? "\\u{" + code.toString(16).toUpperCase() + "}" : character;
            }
            return "\u2068" + plain + "\u2069";
          }
          /* What each picker offers: the ticked records that have a name, and each phone
             number and e-mail address of a ticked record once, as the records hold them. */
          function choicesOf(cluster, keep) {
            var result = { name: [], phone: [], email: [] };
            var seen = { phone: new Set(), email: new Set() };
            cluster.records.forEach(function (record, position) {
              if (!keep[position]) return;
              if (record.rows.some(function (row) { return nameFields.has(row[0]); })) {
                result.name.push([record.id, "record " + (position + 1) + ": " + optionText(record.name || "(no name)", 60) + " (" + optionText(record.id, 40) + ")"]);
              }
              record.rows.forEach(function (row) {
                if ((row[0] === "phone" || row[0] === "email") && !seen[row[0]].has(row[2])) {
                  seen[row[0]].add(row[2]);
                  result[row[0]].push([row[2], optionText(row[2], 80)]);
                }
              });
            });
            return result;
          }
          /* The part of a choice the ticked records still hold; null when nothing is left. */
          function validPrimary(cluster, keep, primary) {
            if (!primary) return null;
            var options = choicesOf(cluster, keep);
            var result = {};
            pickerFields.forEach(function (field) {
              var value = primary[field[0]];
              if (typeof value === "string" && options[field[0]].some(function (option) { return option[0] === value; })) result[field[0]] = value;
            });
            return Object.keys(result).length ? result : null;
          }
          /* A cluster's decision with its choice carried over (what the ticks still hold). */
          function entry(cluster, decision, keep) {
            var saved = decisionOf(cluster);
            var result = { decision: decision, keep: keep };
            var primary = validPrimary(cluster, keep, saved && saved.primary);
            if (primary) result.primary = primary;
            return result;
          }
          function pickers(index) {
            var cluster = clusters[index];
            var box = element("div", "pickers");
            pickerFields.forEach(function (field) {
              var label = element("label", "picker");
              label.appendChild(element("span", "", field[1]));
              var picker = element("select", "choose-" + field[0]);
              picker.setAttribute("aria-label", field[2].replace("%", String(cluster.n)));
              picker.addEventListener("change", function () { select(index, false); choose(index, field[0], picker.value); });
              label.appendChild(picker);
              box.appendChild(label);
            });
            return box;
          }
          function paintPickers(index, section, keep, primary) {
            var options = choicesOf(clusters[index], keep);
            pickerFields.forEach(function (field) {
              var picker = section.querySelector("select.choose-" + field[0]);
              if (!picker) return;
              picker.textContent = "";
              var automatic = element("option", "", "as the merge chooses");
              automatic.value = "";
              picker.appendChild(automatic);
              options[field[0]].forEach(function (pair) {
                var option = element("option", "", pair[1]);
                option.value = pair[0];
                picker.appendChild(option);
              });
              picker.value = typeof primary[field[0]] === "string" ? primary[field[0]] : "";
              if (picker.selectedIndex < 0) picker.value = "";
              picker.disabled = options[field[0]].length === 0;
            });
          }
          /* The merged card as the choices make it: the chosen record's name (the rows the
             merge with that choice writes; a number is a row of the plain merge), and the
             chosen phone number and e-mail address moved to the front of theirs. */
          function mergedRows(cluster, primary) {
            var rows = cluster.merged;
            var position = cluster.records.findIndex(function (record) { return record.id === primary.name; });
            var option = position >= 0 && cluster.names ? cluster.names[position] : null;
            if (option) rows = option.map(function (item) { return typeof item === "number" ? cluster.merged[item] : item; });
            rows = rows.slice();
            [["phone", "phones"], ["email", "emails"]].forEach(function (field) {
              var value = primary[field[0]];
              if (typeof value !== "string") return;
              var target = -1;
              cluster.records.some(function (record) {
                var ordinal = 0;
                return record.rows.some(function (row) {
                  if (row[0] !== field[0]) return false;
                  if (row[2] === value) target = (record[field[1]] || [])[ordinal];
                  ordinal++;
                  return target >= 0;
                });
              });
              var places = [];
              rows.forEach(function (row, index) { if (row[0] === field[0]) places.push(index); });
              if (!(target >= 0 && target < places.length)) return;
              var chosen = rows.splice(places[target], 1)[0];
              rows.splice(places[0], 0, [chosen[0], chosen[1] + " · first (chosen)", chosen[2]]);
            });
            return rows;
          }
          function paintMerged(index, section, primary) {
            var table = section.querySelector(".card.merged table");
            var key = JSON.stringify([primary.name, primary.phone, primary.email]);
            if (!table || table.dataset.choice === key) return;
            var fresh = rowsTable(mergedRows(clusters[index], primary), null, "the merged result of cluster " + clusters[index].n);
            fresh.dataset.choice = key;
            table.replaceWith(fresh);
          }
          var choiceWords = { name: "the name", phone: "the phone number", email: "the e-mail address" };
          function choose(index, field, value) {
            var cluster = clusters[index];
            var saved = decisionOf(cluster);
            var keep = ticks(cluster);
            var primary = Object.assign({}, saved && saved.primary || {});
            if (value) primary[field] = value; else delete primary[field];
            var before = [[cluster.n, snapshot(cluster)]];
            decisions[cluster.n] = { decision: saved ? saved.decision : "undecided", keep: keep };
            if (Object.keys(primary).length) decisions[cluster.n].primary = primary;
            var what = field === "name" ? "the name of record " + short(value, 40) : choiceWords[field] + " " + short(value, 80);
            changed(value ? "choose " + what + " in cluster " + cluster.n : "clear the choice of " + choiceWords[field] + " in cluster " + cluster.n, before);
            paint(index);
            announce(value ? "Cluster " + cluster.n + ": " + what + " comes first in the merged card." :
              "Cluster " + cluster.n + ": the merge chooses " + choiceWords[field] + ".");
          }

        """#
}
