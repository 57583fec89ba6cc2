import Foundation

extension ReviewPage {
    /// The whole page: static markup, the style, the data block, the script and, for more
    /// than ``firstClusters`` clusters, a second data block. Contact data appears only inside
    /// the JSON blocks; everything else is constant.
    func html() -> [UInt8] {
        let policy = [
            "default-src 'none'", "script-src '\(Self.hashSource(Self.script))'",
            "style-src '\(Self.hashSource(Self.style))'", "img-src 'none'", "connect-src 'none'",
            "base-uri 'none'", "form-action 'none'",
        ].joined(separator: "; ")
        var page = Array("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>contactkit · merge review</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            \(Self.bodyMarkup)
            <script type="application/json" id="review-data">
            """.utf8)
        page += dataJSON()
        page += "</script>\n<script>\(Self.script)</script>\n".utf8
        // The clusters past the first screens come after the script: the page is drawn and
        // usable while the browser still reads them.
        if let more = moreDataJSON() {
            page += "<script type=\"application/json\" id=\"review-data-more\">".utf8
            page += more
            page += "</script>\n".utf8
        }
        page += "</body>\n</html>\n".utf8
        return page
    }

    /// A CSP source naming `text` by its SHA-256: `sha256-…` (base64).
    static func hashSource(_ text: String) -> String {
        "sha256-" + Data(SHA256.digest(Array(text.utf8))).base64EncodedString()
    }

    /// The page's fixed markup: the toolbar, the list the script fills, the help line, the
    /// live region that announces decisions, and the dialog that confirms a bulk action.
    static let bodyMarkup = """
        <header>
        <h1>Merge review</h1>
        <p id="summary"></p>
        <div class="toolbar">
        <label>Show <select id="filter">
        <option value="all">all clusters</option>
        <option value="uncertain">uncertain only</option>
        <option value="undecided">undecided only</option>
        </select></label>
        <label>Name <input id="search" type="search" placeholder="filter by name" autocomplete="off"></label>
        <span id="left" class="left"></span>
        <button id="accept-rest" type="button" title="Accept every cluster not yet decided (asks first; undo takes it back)">Accept the rest…</button>
        <button id="reject-rest" type="button" title="Reject every cluster not yet decided (asks first; undo takes it back)">Reject the rest…</button>
        <button id="undo" type="button" title="Take back the last decision (key z)" disabled>Undo</button>
        <button id="download" type="button">Download decisions</button>
        <button id="show-json" type="button">Show JSON</button>
        </div>
        <p class="help">Keys act on the cluster that has the focus (or the current one): <kbd>j</kbd>/<kbd>k</kbd> next/previous cluster, <kbd>a</kbd> accept (merge the ticked records), <kbd>r</kbd> reject, <kbd>s</kbd> skip; after <kbd>a</kbd>, <kbd>r</kbd> and <kbd>s</kbd> the next undecided cluster takes the focus. <kbd>u</kbd> undecide, <kbd>z</kbd> undo, <kbd>1</kbd>–<kbd>9</kbd> tick or untick a record (untick to split; in a cluster of ten or more, type <kbd>1</kbd> <kbd>0</kbd> quickly for record 10). In a merged result, pick the name, phone and e-mail that come first (the others are kept). Then run <code>contactkit dedupe BOOK --decisions decisions.json -o merged.vcf</code>.</p>
        <pre id="export" hidden></pre>
        </header>
        <main id="clusters"></main>
        <p id="more" class="more"></p>
        <p id="announce" class="visually-hidden" role="status" aria-live="polite"></p>
        <dialog id="confirm" aria-labelledby="confirm-text">
        <p id="confirm-text"></p>
        <button id="confirm-yes" type="button"></button> <button id="confirm-no" type="button">Cancel</button>
        </dialog>
        """
}
