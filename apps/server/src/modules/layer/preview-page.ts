const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/** The preview page: the loader in preview mode, mounting the layer inline into the page. */
export function previewPage(instance: string, lang: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Search layer preview</title>
<style>html, body { margin: 0; min-height: 100%; }</style>
</head>
<body>
<div id="playboard-preview"></div>
<script src="/layer.js" data-instance="${escapeHtml(instance)}" data-lang="${escapeHtml(lang)}" data-mode="preview" data-target="playboard-preview"></script>
</body>
</html>
`;
}
