// The embedded mailbox (no SMTP_URL): a local user reads the account e-mails here and clicks
// their links, so sign-up and password reset work without a mail server.
import type { MailOutboxRow } from '../../db/schema/index.ts';
import { escapeHtml } from './mail.templates.ts';

const linkPattern = /https?:\/\/[^\s<>"']+/g;

function linksOf(text: string): string[] {
  return [...new Set(text.match(linkPattern) ?? [])];
}

function anchor(link: string): string {
  return `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
}

function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    html += escapeHtml(text.slice(last, match.index)) + anchor(match[0]);
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937 }
table { border-collapse: collapse; width: 100% }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #e5e7eb; vertical-align: top }
pre { white-space: pre-wrap; background: #f9fafb; padding: 1rem; border-radius: 6px }
iframe { width: 100%; height: 24rem; border: 1px solid #e5e7eb; border-radius: 6px }
.muted { color: #6b7280; font-size: .875rem }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

export function renderMailboxList(messages: MailOutboxRow[]): string {
  const rows = messages
    .map(
      (message) => `<tr>
<td class="muted"><time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString())}</time></td>
<td>${escapeHtml(message.recipient)}</td>
<td><a href="/mailbox/${message.id}">${escapeHtml(message.subject)}</a></td>
<td>${linksOf(message.text).map(anchor).join('<br>')}</td>
</tr>`,
    )
    .join('\n');
  const content =
    messages.length === 0
      ? '<p>No messages yet. Sign up or ask for a password reset and the e-mail appears here.</p>'
      : `<table>
<thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Links</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return layout(
    'Mailbox · Playboard',
    `<h1>Mailbox</h1>
<p class="muted">E-mails this server has sent, newest first. Set SMTP_URL to deliver them through a mail server instead.</p>
${content}`,
  );
}

export function renderMailboxMessage(message: MailOutboxRow): string {
  return layout(
    `${message.subject} · Mailbox · Playboard`,
    `<p><a href="/mailbox">← Mailbox</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<p class="muted">To ${escapeHtml(message.recipient)} · <time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString())}</time></p>
<pre>${linkify(message.text)}</pre>
<h2>HTML</h2>
<iframe title="HTML body" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(message.html)}"></iframe>`,
  );
}
