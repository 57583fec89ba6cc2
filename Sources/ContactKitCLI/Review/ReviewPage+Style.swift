extension ReviewPage {
    /// The page's style sheet (inline, allowed by its hash in the page's CSP).
    static let style = """
        :root{--same:#1b7f3b;--same-bg:#e6f4ea;--shared-bg:#d9f0ee;--diff:#a15c00;--diff-bg:#fff1dc;--only-bg:#eef2fb;--line:#d5d9e0;--muted:#5f6773}
        *{box-sizing:border-box}
        html{scroll-padding-top:150px}
        body{font:14px/1.4 -apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
        header{position:sticky;top:0;z-index:2;background:#fff;border-bottom:1px solid var(--line);padding:10px 16px}
        h1{font-size:18px;margin:0 0 4px}
        #summary{margin:0;color:var(--muted)}
        .toolbar{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin-top:8px}
        .left{font-weight:600}
        .help{margin:6px 0 0;color:var(--muted);font-size:12px}
        kbd{border:1px solid var(--line);border-radius:3px;padding:0 4px;background:#fafafa;font-size:11px}
        #export{max-height:30vh;overflow:auto;background:#f3f4f6;padding:8px;font-size:12px;white-space:pre-wrap;word-break:break-all}
        main{padding:12px 16px}
        .cluster{background:#fff;border:1px solid var(--line);border-left:5px solid var(--line);border-radius:6px;margin:0 0 14px;padding:10px 12px}
        .cluster.current{outline:2px solid #3b6fd8}
        .cluster.accept{border-left-color:var(--same)}
        .cluster.split{border-left-color:#3b6fd8}
        .cluster.reject{border-left-color:#b3261e}
        .cluster:focus{outline:3px solid #3b6fd8}
        .head{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
        .cluster h2{font-size:15px;margin:0;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
        .badge{font-size:12px;font-weight:600;border-radius:10px;padding:1px 8px;background:#eceff3}
        .badge.uncertain{background:var(--diff-bg);color:var(--diff)}
        .status{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
        .actions{margin-left:auto;display:flex;gap:6px}
        .body{display:grid;grid-template-columns:minmax(0,1fr) minmax(200px,300px);gap:12px;align-items:start;margin-top:8px}
        @media (max-width:800px){.body{grid-template-columns:minmax(0,1fr)}}
        .cards{display:flex;gap:10px;overflow-x:auto;align-items:flex-start}
        .card{flex:0 0 270px;border:1px solid var(--line);border-radius:6px;padding:8px;min-width:0}
        .card.unticked{opacity:.45}
        .card.merged{background:#f8faff;border-style:dashed}
        .card h3{font-size:14px;margin:0 0 6px;display:flex;gap:6px;align-items:baseline}
        .card h3 .id{font-weight:400;color:var(--muted);font-size:12px;overflow-wrap:anywhere}
        table{border-collapse:collapse;width:100%}
        td{vertical-align:top;padding:2px 4px;border-top:1px solid #eef0f3;overflow-wrap:anywhere;white-space:pre-wrap}
        td.label{color:var(--muted);width:38%;font-size:12px}
        tr.same td.value{background:var(--same-bg)}
        tr.shared td.value{background:var(--shared-bg)}
        tr.differs td.value{background:var(--diff-bg)}
        tr.only td.value{background:var(--only-bg)}
        .evidence{font-size:12px;position:sticky;top:150px}
        .evidence h3{font-size:13px;margin:0 0 4px}
        .invisible{color:#b3261e;background:#fde7e4;border-radius:2px;font-family:monospace;font-size:11px}
        .more-text{display:block;margin-top:4px;font-size:12px}
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
        dialog{border:1px solid var(--line);border-radius:6px;max-width:520px}
        .evidence ul{margin:2px 0 0;padding-left:18px}
        .plus{color:var(--same)}
        .minus{color:#b3261e}
        .legend span{padding:0 6px;border-radius:3px;margin-right:6px}
        .legend .same{background:var(--same-bg)}.legend .shared{background:var(--shared-bg)}.legend .differs{background:var(--diff-bg)}.legend .only{background:var(--only-bg)}
        .more{text-align:center;color:var(--muted)}
        .note{color:#b3261e;font-size:12px}
        .pickers{display:grid;gap:4px;margin:0 0 6px;font-size:12px}
        .picker{display:grid;grid-template-columns:38% minmax(0,1fr);gap:4px;align-items:center;color:var(--muted)}
        .picker select{min-width:0;max-width:100%;font-size:12px}
        """
}
